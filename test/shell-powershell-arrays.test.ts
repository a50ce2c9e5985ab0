// PowerShell array arguments (`a, b`, `a,b`, `-Path a,b`, `-Path:a,b`, `@('a','b')`): a cmdlet
// binds the whole array to one parameter, so rules see each element in the array's place
// (powershell-readings.ts); and command names with trailing dots (`git. push`), which Windows may
// resolve without them. Each row decided by the engine and the reference evaluator, on win32.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

/** Shell rules on one element of an array, beside allows of everything. */
const SHELL_RULES: Rules = {
  deny: ['PowerShell(Remove-Item C:\\secret *)', 'PowerShell(Remove-Item HKLM:\\Software\\Policies *)'],
  ask: ['Shell(Remove-Item D:\\keep *)'],
  allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)'],
};

/** Read and Edit rules on a secret directory, a host denied. */
const FILE_RULES: Rules = {
  deny: ['Read(//c/secret/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)', 'Domain(*)'],
};

describe('an array argument meets a Shell rule on any of its elements (were allowed)', () => {
  lineTable(SHELL_RULES, [
    ['Remove-Item C:\\x, C:\\secret', 'deny'],
    ['Remove-Item C:\\x,C:\\secret', 'deny'],
    ['Remove-Item C:\\x , C:\\secret', 'deny'],
    ['ri C:\\x, C:\\y, C:\\secret', 'deny'],
    ['Remove-Item -Path C:\\x,C:\\secret', 'deny'],
    ['Remove-Item -Recurse -Force C:\\x,C:\\secret', 'deny'],
    ['Remove-Item HKLM:\\x, HKLM:\\Software\\Policies', 'deny'],
    ['Remove-Item C:\\x, D:\\keep', 'ask'],
    // (Already read: a parenthesized or `@( )` array is an expansion, which meets every rule word.)
    ["Remove-Item @('C:\\x','C:\\secret')", 'deny'],
    ["Remove-Item ('C:\\x', ('C:\\secret'))", 'deny'],
    ['Remove-Item -Path:C:\\x,C:\\secret', 'deny'], // (already denied: the colon form was read apart)
  ], 'pwsh', REPO_WINDOWS);
});

describe("a named parameter's array is that parameter's: each element a path or host of it (were allowed)", () => {
  lineTable(FILE_RULES, [
    // (The second element was bound to the next position: -Algorithm, -Delimiter; -ProxyList's to -Source.)
    ['Get-FileHash a.txt, C:\\secret\\x', 'deny'],
    ['Import-Csv a.csv,C:\\secret\\x', 'deny'],
    ['Start-BitsTransfer -ProxyList github.com,evil.com -Source https://x.com/a -Destination b', 'deny'],
    ['Start-BitsTransfer -ProxyList:github.com,evil.com -Source https://x.com/a -Destination b', 'deny'],
    // (A blank after the comma: the same list; found by the second session review.)
    ['Start-BitsTransfer x -ProxyList a.com, evil.com', 'deny'],
    // (Already denied: an extra positional word is read as a path.)
    ['Set-Content a.txt,C:\\secret\\x -Value y', 'deny'],
    ['Get-Content a.txt, C:\\secret\\x', 'deny'],
    ['Get-Content -Path a.txt,C:\\secret\\x -Tail 5', 'deny'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('an allow rule must allow every element of an array (was allowed)', () => {
  lineTable({ allow: ['Shell(Remove-Item build *)', 'Read(/**)', 'Edit(/**)'] }, [
    ['Remove-Item build, src', 'ask'],
    ['Remove-Item build', 'allow'],
    ['Remove-Item build\\a, build\\b', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('ordinary array arguments stay allowed', () => {
  lineTable(FILE_RULES, [
    ['Get-ChildItem -Include *.ts,*.js', 'allow'],
    ['Get-ChildItem -Path src,test -Include *.ts,*.js -Recurse', 'allow'],
    ['Select-Object Name, Length', 'allow'],
    ['Get-ChildItem | Select-Object Name, Length, LastWriteTime', 'allow'],
    ['Write-Output a, b', 'allow'],
    ['Get-Content a.txt, b.txt', 'allow'],
    ['Copy-Item a.txt,b.txt out', 'allow'],
    ['git add a.txt, b.txt', 'allow'],
    ['Start-Process git -ArgumentList status,--short -Wait', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a command name with trailing dots is also read without them (were allowed)', () => {
  lineTable({ deny: ['Shell(git push *)', 'Shell(Remove-Item C:\\secret *)', 'Shell(rm x)'], allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)'] }, [
    ['git. push origin main', 'deny'],
    ['git.. push', 'deny'],
    ['git.exe. push', 'deny'],
    ['Remove-Item. C:\\secret', 'deny'],
    ['rm. x', 'deny'],
    ["& 'git.' push", 'deny'],
    // (Whether PowerShell finds git.exe for `git.` is not known: the line asks.)
    ['git. status', 'ask'],
    ['git status', 'allow'],
    ['cd..', 'allow'],
    ['npm test', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
