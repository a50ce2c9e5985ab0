// Deny and ask Shell rules written with a PowerShell alias's name (`Shell(rm *)`, `Shell(cat *)`):
// a line's alias resolved to its cmdlet, but the rule's did not, so `Remove-Item C:\x`, `ri` and
// `erase` were allowed beside `Shell(rm *)`. Such rules are also read with the cmdlet's name
// (rules/powershell-alias-rules.ts), their words bound as that cmdlet's; a bash letter cluster
// the cmdlet has no parameter for (`-rf`) is also read one parameter per letter, each an
// abbreviation (`-r` -Recurse, `-f` -Force or -Filter). Allow rules stay as written.
// Each row decided by the engine and the reference evaluator.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';

const ALLOW_ALL = ['Shell(*)', 'Read(//**)', 'Edit(//**)'];

describe('a deny rule named by an alias meets the cmdlet and its other aliases (were allowed)', () => {
  lineTable({ deny: ['Shell(rm *)', 'Shell(cat *)', 'PowerShell(rm C:\\y)', 'Shell(CURL *)', 'Bash(sc *)'], allow: ALLOW_ALL }, [
    ['Remove-Item C:\\x', 'deny'],
    ['ri C:\\x', 'deny'],
    ['erase C:\\x', 'deny'],
    ['REMOVE-ITEM C:\\x', 'deny'],
    ['Get-Content a.txt', 'deny'],
    ['gc a.txt', 'deny'],
    ['type a.txt', 'deny'],
    ['Invoke-WebRequest https://example.com', 'deny'],
    ['iwr https://example.com', 'deny'],
    ['Set-Content a.txt x', 'deny'],
    // Ordinary lines the rules do not name.
    ['git status', 'allow'],
    ['npm test', 'allow'],
    ['Get-ChildItem', 'allow'],
    ['Copy-Item a.txt b.txt', 'allow'],
    ['Add-Content a.txt x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe("the rule's words bind as the cmdlet's (were allowed)", () => {
  lineTable({ deny: ['PowerShell(rm C:\\y)', 'Shell(rm C:\\x *)', 'Shell(cp C:\\s D:\\t)'], allow: ALLOW_ALL }, [
    ['Remove-Item C:\\y', 'deny'],
    ['Remove-Item -Path C:\\y', 'deny'],
    ['Remove-Item -LiteralPath C:\\x -Recurse', 'deny'],
    ['Remove-Item -Path C:\\x -Recurse', 'deny'],
    ['Copy-Item -Destination D:\\t C:\\s', 'deny'],
    ['copy C:\\s -Destination D:\\t', 'deny'],
    ['Remove-Item C:\\z', 'allow'],
    ['Copy-Item C:\\s D:\\u', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe("a bash letter cluster is read as the cmdlet's parameters, each abbreviated (were allowed)", () => {
  lineTable({ deny: ['Shell(rm -rf *)', 'Shell(cp -r *)', 'Shell(mv -f C:\\x *)', 'PowerShell(Remove-Item -rec C:\\r)'], allow: ALLOW_ALL }, [
    ['Remove-Item -Recurse -Force C:\\x', 'deny'],
    ['ri -r -fo C:\\x', 'deny'],
    ['del C:\\x -Force -Recurse', 'deny'],
    // (-f may be -Filter too: wider, never narrower.)
    ['Remove-Item -Recurse -Filter *.txt C:\\x', 'deny'],
    ['Copy-Item -Recurse a b', 'deny'],
    ['Move-Item -Force C:\\x D:\\y', 'deny'],
    ['Remove-Item -Recurse C:\\r', 'deny'],
    // Without every option the bash rule names: as `rm -r x` is beside Shell(rm -rf *).
    ['Remove-Item C:\\x', 'allow'],
    ['Remove-Item -Recurse C:\\x', 'allow'],
    ['Remove-Item -Force C:\\x', 'allow'],
    ['Copy-Item a b', 'allow'],
    ['Move-Item C:\\x D:\\y', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('ask rules too', () => {
  lineTable({ ask: ['Shell(rm *)', 'Shell(kill *)'], allow: ALLOW_ALL }, [
    ['Remove-Item C:\\x', 'ask'],
    ['Stop-Process -Id 4', 'ask'],
    ['spps 4', 'ask'],
    ['Get-Process', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('allow rules stay as written, and bash lines are read as before', () => {
  lineTable({ allow: ['Shell(rm *)', 'PowerShell(cat *)'] }, [
    ['rm C:\\x', 'allow'],
    // (A profile may redefine an alias: the rule does not allow the cmdlet.)
    ['Remove-Item C:\\x', 'ask'],
    ['Get-Content a.txt', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
  // (md is mkdir in PowerShell, but bash's md is no mkdir; a cmdlet's rule never meets bash's rm.)
  lineTable({ deny: ['Shell(md *)', 'PowerShell(Remove-Item *)'], allow: ['Shell(*)'] }, [
    ['mkdir x', 'allow'],
    ['rm x', 'allow'],
  ], 'shell', REPO_LINUX);
});
