// PowerShell lines a second red-team pass found allowed beside the deny rules they meet (session
// 28). Rows are also checked against the reference evaluator; ordinary lines stay allowed.
import { describe } from 'vitest';
import { REPO_WINDOWS } from './helpers/policy.js';
import { shellRuleTable as table } from './helpers/shell-rule-table.js';

// A rule naming a position's parameter with its value bound by a colon (`-Destination:D:\x`)
// was read only as that option: it missed the positional spelling (`Copy-Item a D:\x`), and in a
// Shell rule the value's backslashes were shell escapes (`D:x`) with no separator reading.
describe('a rule with -Name:VALUE meets every spelling of the command (were allowed)', () => {
  table('deny', [
    ['Shell(Copy-Item -Destination:D:\\x *)', 'Copy-Item a D:\\x', 'deny'],
    ['Shell(Copy-Item -Destination:D:\\x *)', 'cp a D:\\x', 'deny'],
    ['Shell(Copy-Item -Destination:D:\\x *)', 'copy a d:/X -Force', 'deny'],
    ['Shell(Copy-Item -Destination:D:\\x *)', 'Copy-Item a -Destination D:\\x', 'deny'],
    ['Shell(Copy-Item -Destination:D:\\x *)', 'Copy-Item -Destination:D:\\x a', 'deny'],
    ['Shell(Remove-Item -Path:C:\\secret *)', 'Remove-Item C:\\secret', 'deny'],
    ['Shell(Remove-Item -Path:C:\\secret *)', 'rm C:\\secret -Recurse', 'deny'],
    ['Shell(Remove-Item -LiteralPath:C:\\s* *)', 'Remove-Item C:\\stuff', 'deny'],
    ['Shell(Move-Item -Destination: E:\\y *)', 'Move-Item a E:\\y', 'deny'],
    ['PowerShell(Copy-Item -Destination:D:\\x *)', 'Copy-Item a D:\\x', 'deny'],
    ['PowerShell(Copy-Item -Destination:D:\\x *)', 'cp a D:\\x', 'deny'],
    ['PowerShell(Remove-Item -Path:C:\\secret *)', 'Remove-Item C:\\secret', 'deny'],
    // Precision: another destination, another path.
    ['Shell(Copy-Item -Destination:D:\\x *)', 'Copy-Item a D:\\y', 'allow'],
    ['Shell(Remove-Item -Path:C:\\secret *)', 'Remove-Item C:\\other', 'allow'],
    ['PowerShell(Copy-Item -Destination:D:\\x *)', 'Copy-Item a D:\\y', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A deny rule on a registry key met only its own spelling of the key: the provider's long form,
// reg's long hive names, `/`, `.`/`..`, a trailing separator and the drive-relative form name
// the same key (registry-spelling.ts). Keys given by expansions already asked or were denied.
describe('a registry key in every spelling (were allowed)', () => {
  table('deny', [
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item Registry::HKEY_LOCAL_MACHINE\\Software\\Policies', 'deny'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item Microsoft.PowerShell.Core\\Registry::HKLM\\Software\\Policies', 'deny'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item HKLM:Software\\Policies', 'deny'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item HKLM:\\Software\\..\\Software\\Policies', 'deny'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item HKLM:/Software/Policies -Recurse', 'deny'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item HKLM:\\Software\\Policies\\', 'deny'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'ri -Path:HKLM:\\\\Software\\Policies', 'deny'],
    ['PowerShell(Set-ItemProperty -Path HKLM:\\Software\\Policies *)', 'sp Registry::HKLM\\Software\\Policies a b', 'deny'],
    ['PowerShell(reg add HKLM\\Software\\Policies *)', 'reg add HKEY_LOCAL_MACHINE\\Software\\Policies /v a', 'deny'],
    ['PowerShell(reg add HKLM\\Software\\Policies *)', 'reg add HKLM\\Software\\.\\Policies\\ /v a', 'deny'],
    ['PowerShell(Remove-Item HKCU:\\Software\\Run* *)', 'Remove-Item hkcu:/software/RunX', 'deny'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item "HKLM:\\$k"', 'deny'],
    ['PowerShell(reg add HKLM\\Software\\Policies *)', 'reg add $k /v a', 'deny'],
    // Precision: another key, a file named like a hive.
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item HKLM:\\Software\\PoliciesX', 'allow'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item HKCU:\\Software\\Policies', 'allow'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item hklm.txt', 'allow'],
    ['PowerShell(reg add HKLM\\Software\\Policies *)', 'reg add HKLM\\Software\\Other /v a', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// In a Shell(...) rule, shell unquoting read `HKLM:\\Software\\Policies` as `HKLM:SoftwarePolicies`,
// which no line spells: deny/ask also read a registry key's backslashes as separators, as a
// drive path's (backslash-paths.ts).
describe("a Shell rule's registry key with backslashes (were allowed)", () => {
  table('deny', [
    ['Shell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item HKLM:\\Software\\Policies', 'deny'],
    ['Shell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item Registry::HKEY_LOCAL_MACHINE\\Software\\Policies', 'deny'],
    ['Shell(reg add HKEY_LOCAL_MACHINE\\Software\\Policies *)', 'reg add HKLM\\Software\\Policies /v a', 'deny'],
    // Precision: another key.
    ['Shell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item HKLM:\\Software\\Other', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A relative key where the line's location may be a registry key (`cd HKLM:\\Software`, `cd $d`)
// was allowed beside a rule on a key: only drive paths were read where the command runs. Such a
// location is not followed; a word that may meet the rule there asks.
describe('a relative key under a registry location (were allowed)', () => {
  table('deny', [
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'cd HKLM:\\Software; Remove-Item Policies', 'ask'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Set-Location HKLM:; Remove-Item Software\\Policies', 'ask'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'cd $d; Remove-Item Policies', 'ask'],
    // Precision: another key; the location unchanged.
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'cd HKLM:\\Software; Remove-Item Other', 'allow'],
    ['PowerShell(Remove-Item HKLM:\\Software\\Policies *)', 'Remove-Item Policies', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// A dashed git command (`git-push`, git's exec path's name for `git push`) was read only as a
// program of its own. (`git PUSH` stays as written: git's builtins are looked up case-sensitively,
// and the dashed `git-PUSH` it then runs dies: "cannot handle PUSH as a builtin".)
describe('git-NAME runs as git NAME (were allowed)', () => {
  table('deny', [
    ['Shell(git push *)', '/usr/lib/git-core/git-push origin', 'deny'],
    ['Shell(git push *)', 'git-push origin main', 'deny'],
    ['Shell(git push *)', '/usr/libexec/git-core/git-push', 'deny'],
    ['Domain(evil.com)', 'git-fetch https://evil.com/x', 'deny'],
    // Precision: another subcommand.
    ['Shell(git push *)', 'git-status', 'allow'],
    ['Shell(git push *)', '/usr/lib/git-core/git-log -1', 'allow'],
  ]);
  table('deny', [
    ['Shell(git push *)', 'C:\\Progra~1\\Git\\mingw64\\libexec\\git-core\\git-push.exe origin', 'deny'],
    ['Shell(git push *)', 'GIT-PUSH.EXE origin', 'deny'],
    ['Shell(git push *)', 'git-status', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
