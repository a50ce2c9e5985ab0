// A PowerShell array's readings (powershell-readings.ts): a choice of literal elements spelled as
// an earlier choice's is not read again (`docker run a,a,…` read 32 equal commands, each checked
// against every rule: 1 ms on win32 beside drive rules). Only equal words with equal spans are
// merged: a quoted element, a `-Name:` array's later element and an expansion stay apart.
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['PowerShell(Remove-Item C:\\secret *)', 'Shell(docker run evil *)'],
  ask: ['Shell(Remove-Item D:\\keep *)'],
  allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)'],
};

const commandTexts = (line: string): string[] => analyzeShell(line, 'powershell').commands.map((c) => c.words.join(' '));

describe('equal literal elements make one reading', () => {
  it('docker run a,a,a,a: the array read once, as a,b,c,d is read four times', () => {
    const same = commandTexts('docker run a,a,a,a');
    const distinct = commandTexts('docker run a,b,c,d');
    expect(same.filter((t) => t === 'docker run a')).toHaveLength(1);
    for (const e of ['a', 'b', 'c', 'd']) expect(distinct).toContain(`docker run ${e}`);
    expect(same.length).toBe(distinct.length - 3);
  });

  it('two arrays: a choice is merged only when every element is spelled the same', () => {
    const texts = commandTexts('Remove-Item -Path x,x -Exclude y,z');
    expect(texts.filter((t) => t === 'Remove-Item -Path x -Exclude y')).toHaveLength(1);
    expect(texts.filter((t) => t === 'Remove-Item -Path x -Exclude z')).toHaveLength(1);
  });

  it("a quoted element, a later -Name: element and an expansion are read apart", () => {
    expect(commandTexts("Remove-Item x,'x'").filter((t) => t === 'Remove-Item x')).toHaveLength(2);
    expect(commandTexts('Remove-Item -Path:x,x').filter((t) => t === 'Remove-Item -Path:x')).toHaveLength(2);
    expect(commandTexts('Remove-Item $a,$a').filter((t) => t.startsWith('Remove-Item'))).toHaveLength(analyzeShell('Remove-Item $a,$b', 'powershell').commands.filter((c) => c.words[0] === 'Remove-Item').length);
  });

  it('the long line still asks for the readings it does not make, and its reasons name it once per reading kept', () => {
    const policy = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Shell(Remove-Item C:/Windows/*)'], allow: ['Shell(*)', 'PowerShell(*)'] } }, { file: 'p.json', channel: 'file' }) }]);
    const d = decide(policy, { op: 'shell', command: `docker run ${'a,'.repeat(4_995)}`, shell: 'powershell' }, REPO_WINDOWS);
    expect(d.decision).toBe('ask');
    expect(d.reasons.some((r) => r.message.startsWith("the command's array elements make more readings than 32"))).toBe(true);
    expect(d.reasons.length).toBeLessThan(10);
  });
});

// (Precision, session 41: the equal readings were what ran past the analysis budget of 32 paths,
// and each was the first one again: nothing is left unread, so the budget's ask is gone.)
const FILES: Rules = { deny: ['Read(//c/secret/**)', 'Edit(//c/secret/**)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)'] };
const twenty = Array.from({ length: 20 }, () => 'a').join(',');
describe('repeated elements no longer run past the path budget (were ask)', () => {
  lineTable(FILES, [
    [`Copy-Item ${twenty} b`, 'allow'],
    [`Move-Item -Path ${twenty} -Destination b`, 'allow'],
    [`Copy-Item ${twenty},C:\\secret\\x b`, 'deny'],
    [`Copy-Item ${twenty} C:\\secret\\b`, 'deny'],
    [`Copy-Item ${twenty},b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q b`, 'ask'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('decisions on arrays with repeated elements', () => {
  lineTable(RULES, [
    ['Remove-Item C:\\x, C:\\x, C:\\secret', 'deny'],
    ['Remove-Item C:\\secret, C:\\secret', 'deny'],
    ['Remove-Item -Path:C:\\x,C:\\x,C:\\secret', 'deny'],
    ['Remove-Item -Path:C:\\secret,C:\\secret', 'deny'],
    ["Remove-Item 'C:\\x','C:\\x',C:\\secret", 'deny'],
    ['Remove-Item C:\\x, C:\\x, D:\\keep', 'ask'],
    ['docker run a,a,evil,a', 'deny'],
    ['docker run a,a,a', 'allow'],
    ['Remove-Item C:\\x, C:\\x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
