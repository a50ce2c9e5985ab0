// Shell rules written with a PowerShell array argument (`Shell(Remove-Item C:\x, C:\y)`): the line
// reads an array per element (powershell-readings.ts), so such a rule met nothing. Deny and ask
// rules are also read with the array's elements joined (rules/powershell-array-rules.ts) and meet
// the command as written with each array one word; allow rules only as written (the line asks).
// Each row decided by the engine and the reference evaluator, on win32.
import { describe, expect, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';
import { arrayJoinedReading } from '../src/rules/powershell-array-rules.js';

const ALLOW_ALL = ['Shell(*)', 'Read(//**)', 'Edit(//**)'];

describe('a deny rule written with an array meets the array in every spelling (were allowed)', () => {
  lineTable({ deny: ['Shell(Remove-Item C:\\x, C:\\y)', 'Shell(Select-Object Name, Length)'], allow: ALLOW_ALL }, [
    ['Remove-Item C:\\x, C:\\y', 'deny'],
    ['Remove-Item C:\\x,C:\\y', 'deny'],
    ['Remove-Item C:\\x ,C:\\y', 'deny'],
    ['Remove-Item C:\\x , C:\\y', 'deny'],
    ["Remove-Item 'C:\\x', 'C:\\y'", 'deny'],
    ['Remove-Item "C:\\x","C:\\y"', 'deny'],
    ['Remove-Item -Path C:\\x, C:\\y', 'deny'],
    ['Remove-Item -Path:C:\\x, C:\\y', 'deny'],
    ['del C:\\x, C:\\y', 'deny'],
    ['Get-ChildItem | Select-Object Name, Length', 'deny'],
    ['Get-ChildItem | Select-Object Name,Length', 'deny'],
    ['Get-ChildItem | Select-Object -Property Name, Length', 'deny'],
    // (Another array, one element alone: the rule names neither.)
    ['Remove-Item C:\\x', 'allow'],
    ['Remove-Item C:\\x, C:\\z', 'allow'],
    ['Get-ChildItem | Select-Object Name', 'allow'],
    ['Get-Content a.txt', 'allow'],
    ['git status', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('PowerShell(...) rules, quoted elements and ask rules too (were allowed)', () => {
  lineTable({
    deny: ['PowerShell(Remove-Item C:\\x , C:\\y)', "PowerShell(Remove-Item 'C:\\a', 'C:\\b')"],
    ask: ['PowerShell(Get-ChildItem -Include *.x, *.y)', 'Shell(git add a, b)'],
    allow: ALLOW_ALL,
  }, [
    ['Remove-Item C:\\x,C:\\y', 'deny'],
    ['remove-item C:\\x, C:\\y', 'deny'],
    ['Remove-Item C:\\a, C:\\b', 'deny'],
    ["Remove-Item 'C:\\a','C:\\b'", 'deny'],
    ['Get-ChildItem -Include *.x, *.y', 'ask'],
    ['Get-ChildItem -Include:*.x,*.y', 'ask'],
    // (A program's words: git gets a,b as one argument.)
    ['git add a, b', 'ask'],
    ['git add a,b', 'ask'],
    ['git add a', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a rule on one element, or a prefix, still meets the array', () => {
  lineTable({ deny: ['Shell(Remove-Item C:\\y *)'], ask: ['PowerShell(Remove-Item C:\\x, *)'], allow: ALLOW_ALL }, [
    ['Remove-Item C:\\x, C:\\y', 'deny'],
    ['Remove-Item C:\\w, C:\\y', 'deny'],
    ['Remove-Item C:\\x, C:\\z', 'ask'],
    ['Remove-Item C:\\x,C:\\z -Recurse', 'ask'],
    ['Remove-Item C:\\w', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable({ deny: ['Shell(Remove-Item *)'], allow: ALLOW_ALL }, [
    ['Remove-Item C:\\x, C:\\y', 'deny'],
    ['Get-ChildItem C:\\x, C:\\y', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('an allow rule written with an array allows no more than it names', () => {
  lineTable({ allow: ['Shell(Remove-Item C:\\x, C:\\y)', 'Read(//**)', 'Edit(//**)'] }, [
    ['Remove-Item C:\\x, C:\\y', 'ask'],
    ['Remove-Item C:\\x', 'ask'],
    ['Remove-Item C:\\x, C:\\y, C:\\z', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('arrayJoinedReading', () => {
  it.each([
    ['Remove-Item C:\\x, C:\\y', false, 'Remove-Item C:\\x,C:\\y'],
    ['Remove-Item C:\\x , C:\\y *', false, 'Remove-Item C:\\x,C:\\y *'],
    ["Remove-Item 'a, b' c", false, undefined],
    ['rm a\\, b', false, undefined],
    ['Write-Output ,a', true, undefined],
    ['Write-Output , a', true, undefined],
    ['Remove-Item a,b', true, undefined],
    ['Remove-Item "a`", b" c ,d', true, 'Remove-Item "a`", b" c,d'],
  ] as const)('%s (powershell %s) -> %s', (spec, powershell, expected) => {
    expect(arrayJoinedReading(spec, powershell)).toBe(expected);
  });
});
