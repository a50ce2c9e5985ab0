// A `param(...)` block at the start of a script block or function body (powershell-keywords.ts
// paramBlock): the statements after it need no separator, its attributes, types and default
// values are read, and the code it runs (default values, attribute arguments) meets the deny
// rules. A type or attribute not known to run nothing asks. Rows marked "asked" did not parse
// before the change; each row is also checked against the reference evaluator.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

describe('a param block is read: ordinary lines allow under Shell(*) (asked)', () => {
  lineTable({ allow: ['Shell(*)'] }, [
    ['Start-Job -ScriptBlock { param($p) Get-Content $p } -ArgumentList a.txt', 'allow'],
    ['Invoke-Command { param($a) $a } -ArgumentList 1', 'allow'],
    ['function f { param($x) Get-Content $x }; f a.txt', 'allow'],
    ['function f { param($x)\n Get-Content $x }; f a.txt', 'allow'],
    ['Invoke-Command { param([Parameter(Mandatory)][string]$p) Get-Content $p } -ArgumentList a.txt', 'allow'],
    ["Invoke-Command { param([ValidateSet('a','b')]$p, [int]$n = 5) Get-Content $p } -ArgumentList a", 'allow'],
    ['Invoke-Command { param([Parameter(Mandatory=$true, Position=0)][string[]]$Names, [switch]$Force, $d = "x") $Names }', 'allow'],
    ['function f {\n  param(\n    [Parameter(Mandatory)]\n    [string]$Path,\n    [int]$Count = 1\n  )\n  Get-Content $Path -TotalCount $Count\n}\nf a.txt', 'allow'],
    ['function f { param([ValidateScript({ Test-Path $_ })]$p) Get-Content $p }; f a.txt', 'allow'],
    // An advanced function's [CmdletBinding()] before its param block.
    ['function f { [CmdletBinding()] param($x) Get-Content $x }; f a.txt', 'allow'],
    ['function f {\n  [CmdletBinding(SupportsShouldProcess, ConfirmImpact = "High")]\n  PARAM([string]$x)\n  Get-Content $x\n}; f a.txt', 'allow'],
    // A script block value runs nothing where it is written (its commands are still read).
    ['$sb = { param([string]$n) Write-Output $n }', 'allow'],
    ['$sb = { Get-Content a.txt }', 'allow'],
    // (Invoking a block by a variable still asks: its name is an expression.)
    ['$sb = { Get-Content a.txt }; & $sb', 'ask'],
    ['& $sb', 'ask'],
    ['. $sb', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('a script block invoked where it is written runs its commands (asked)', () => {
  lineTable({ allow: ['Shell(*)'] }, [
    ['& { Get-Content a.txt }', 'allow'],
    ['& { param($p) Get-Content $p } a.txt', 'allow'],
    ['. { $x = 1 }', 'allow'],
    ['. { Get-Content a.txt; git status }', 'allow'],
    ['& { Get-Content $args[0] } a.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable({ allow: ['Shell(*)'], deny: ['Shell(Remove-Item *)'] }, [
    ['& { Remove-Item C:\\y }', 'deny'],
    ['. { Remove-Item C:\\y }', 'deny'],
    ['& { param($p) Remove-Item $p } C:\\y', 'deny'],
    ['& { Get-Content a.txt } $(Remove-Item C:\\y)', 'deny'],
    ['& { Get-Content a.txt }', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  // An argument bound to a parameter is unknown: it may be the path a rule names.
  lineTable({ allow: ['Shell(*)'], ask: ['Shell(Get-Content C:/secret)'] }, [
    ['& { param($p) Get-Content $p } C:\\secret', 'ask'],
    ['& { Get-Content a.txt }', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('what a param block runs meets the deny rules; what it cannot read asks', () => {
  lineTable({ allow: ['Shell(*)'], deny: ['Shell(Remove-Item *)'] }, [
    // The argument binds to $p, unknown to the analysis.
    ['& { param($p) Remove-Item $p } C:\\y', 'deny'],
    ['Start-Job -ScriptBlock { param($p) Remove-Item $p } -ArgumentList C:\\y', 'deny'],
    ['function f { param($x) Remove-Item $x }; f C:\\y', 'deny'],
    // Default values and attribute arguments run.
    ['Invoke-Command { param($x = (Remove-Item C:\\y)) $x }', 'deny'],
    ['$sb = { param($p) Remove-Item $p }', 'deny'],
    ['$sb = { Remove-Item C:\\y }', 'deny'],
    ['Invoke-Command { param($x = $(Remove-Item C:\\y)) $x }', 'deny'],
    ['function f { param([ValidateScript({ Remove-Item C:\\z })]$p) $p }; f a', 'deny'],
    ['Invoke-Command { param([Parameter(HelpMessage = "$(Remove-Item q)")]$p) $p }', 'deny'],
    ['Invoke-Command { param([string]$p = (Remove-Item C:\\y)) $p }', 'deny'],
    ['function f { [CmdletBinding(HelpUri = "$(Remove-Item q)")] param($x) $x }', 'deny'],
    ['function f { [CmdletBinding()] Remove-Item $x }', 'ask'],
    // A conversion that may run code (a constructor: StreamWriter creates its file), an attribute not known.
    ['Invoke-Command { param([IO.StreamWriter]$w) $w } -ArgumentList C:\\x', 'ask'],
    ['Invoke-Command { param([MyAttr()]$a) $a }', 'ask'],
    ['Invoke-Command { param([Collections.Generic.List[string]]$a) $a }', 'ask'],
    // A default value that is not one expression; a parameter missing; an unclosed block.
    ['Invoke-Command { param($a = Get-Date) $a }', 'ask'],
    ['Invoke-Command { param($a = 1 | Remove-Item) $a }', 'ask'],
    ['Invoke-Command { param($a,) $a }', 'ask'],
    ['Invoke-Command { param(a) $a }', 'ask'],
    ['Invoke-Command { param($a $a }', 'ask'],
    ['Invoke-Command { param([Parameter(Mandatory)$a) $a }', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
});
