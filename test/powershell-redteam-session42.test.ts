// Session 42's wrong allows in PowerShell lines on win32 (red team r26). (1) An index after a
// variable or sub-expression is an expression PowerShell evaluates, in arguments too: `echo
// $a[(rm x)]` runs rm (src/shell/powershell-index.ts). (2) An assignment to a property, element or
// typed variable runs a setter or a conversion whatever its value (`$f.IsReadOnly = Write-Output
// 0`, `[IO.StreamWriter]$w = …` creates the file), and its target's index is code too
// (src/shell/powershell-parse.ts). (3) Start-Process opens a bare name from the working directory
// when the PATH has none (`Start-Process a.pem`, as `Invoke-Item a.pem`; powershell-native.ts).
// Each ask/deny row was allowed on the session's starting build; the allow rows keep precision.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(//c/Windows/System32/config/**)', 'Read(**/*.pem)', 'Edit(//c/Windows/**)', 'Shell(rm *)', 'Shell(Remove-Item *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

const pwsh = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(RULES, rows, 'pwsh', REPO_WINDOWS);

describe('PowerShell: an index expression in an argument runs its code (was allowed)', () => {
  pwsh([
    ['echo $a[(rm x)]', 'deny'],
    ['Write-Output $a[(Remove-Item x)]', 'deny'],
    ['echo $a[@(rm x)]', 'deny'],
    ['echo $a[1..(rm x)]', 'deny'],
    ['echo $a[ (rm x) ]', 'deny'],
    ['echo $a["$(rm x)"]', 'deny'],
    ['echo $a[(iwr http://evil.com)]', 'deny'],
    ['echo $env:a[(rm x)]', 'deny'],
    ['echo ${a}[(rm x)]', 'deny'],
    ['echo $a.b[(rm x)]', 'deny'],
    ['echo $a[0][(rm x)]', 'deny'],
    ['echo $a[(rm x)].b', 'deny'],
    ['echo $a[$b[(rm x)]]', 'deny'],
    ['echo $(Get-Date)[(rm x)]', 'deny'],
    ['echo (Get-Date)[(rm x)]', 'deny'],
    ['echo $a[(Get-Content C:\\Windows\\System32\\config\\SAM)]', 'deny'],
    ["echo $a[[IO.File]::Delete('x')]", 'ask'],
    ["echo $a[[IO.File]::WriteAllText('C:\\Windows\\x', 'y')]", 'ask'],
    ["echo $a['x'.Trim()]", 'ask'],
    // Precision: numbers, ranges, lists and plain strings compute nothing; a string keeps `[`.
    ['echo $a[0]', 'allow'],
    ['echo $a[-1]', 'allow'],
    ['echo $a[0..2]', 'allow'],
    ['echo $a[0,1]', 'allow'],
    ["echo $a['k']", 'allow'],
    ['echo $a["k"]', 'allow'],
    ['echo $args[0].Name', 'allow'],
    ['echo "$a[(rm x)]"', 'allow'],
    ['echo $a[$i]', 'allow'],
  ]);
});

describe('PowerShell: an assignment to a property, element or typed variable from a command (was allowed)', () => {
  pwsh([
    ['$a[(rm x)] = Get-Date', 'deny'],
    ['$a[(Remove-Item x)] = Get-Date', 'deny'],
    ['$f = Get-Item C:\\Windows\\win.ini; $f.IsReadOnly = Write-Output 0', 'ask'],
    ['$f = Get-Item C:\\Windows\\win.ini; $f.LastWriteTime = Get-Date', 'ask'],
    ['[IO.StreamWriter]$w = Write-Output C:\\Windows\\x', 'ask'],
    ['[IO.FileInfo]$f = Write-Output C:\\Windows\\x', 'ask'],
    ["$a['k'] = Get-Date", 'ask'],
    // Precision: a plain variable, also under a type whose conversion runs nothing.
    ['$x = Get-Date', 'allow'],
    ['$x += Get-Date', 'allow'],
    ['${x} = Get-Date', 'allow'],
    ['[string]$s = Get-Date', 'allow'],
    ['[int[]]$n = Write-Output 1', 'allow'],
    ['[xml]$proj = Get-Content src\\App\\App.csproj; $proj.Project.PropertyGroup.Version', 'allow'],
  ]);
});

describe('PowerShell: Start-Process opens a bare name from the working directory (was allowed)', () => {
  pwsh([
    ['Start-Process a.pem', 'ask'],
    ['Start-Process -FilePath a.pem', 'ask'],
    ['Start-Process "a.pem"', 'ask'],
    ['Start-Process a.PEM -ArgumentList x', 'ask'],
    ['saps -FilePath a.pem -Verb open', 'ask'],
    ['start a.pem', 'ask'],
    // Precision: a name no rule meets, as before.
    ['Start-Process notepad', 'allow'],
    ['Start-Process notepad -ArgumentList a.txt', 'allow'],
    ['Start-Process mytool.exe x', 'allow'],
  ]);
});

describe('PowerShell: a copy of a registry hive reads its file (was allowed)', () => {
  pwsh([
    ['reg save HKLM\\SAM x', 'ask'],
    ['reg.exe save HKLM\\SAM C:\\w\\repo\\sam.hiv /y', 'ask'],
    ['reg export HKLM\\SAM x.reg', 'ask'],
    ['reg save HKLM\\SYSTEM x', 'ask'],
    ['reg save hklm\\security x', 'ask'],
    ['reg save HKEY_LOCAL_MACHINE\\SAM\\SAM x', 'ask'],
    ['reg save HKLM\\SOFTWARE\\x\\..\\..\\SAM x', 'ask'],
    ['reg copy HKLM\\SAM HKCU\\Software\\x /s /f', 'ask'],
    ['reg save $k x', 'ask'],
    // Precision: another hive's copy, a single value's query, a write.
    ['reg save HKCU x', 'allow'],
    ['reg export HKCU\\Software\\x x.reg', 'allow'],
    ['reg query HKLM\\SOFTWARE\\Microsoft', 'allow'],
    ['reg add HKCU\\Software\\x /v a /d b /f', 'allow'],
  ]);
});

describe('PowerShell: Start-Job -WorkingDirectory runs the job elsewhere (was allowed)', () => {
  pwsh([
    ['Start-Job -WorkingDirectory C:\\Windows { Set-Content x y }', 'ask'],
    ['Start-Job -wo:C:\\Windows -ScriptBlock { sc x y }', 'ask'],
    ['Start-Job -Work C:\\Windows\\System32\\config -ScriptBlock { Get-Content SAM }', 'ask'],
    ['Start-Job -WorkingDirectory C:\\Windows -FilePath x.ps1', 'ask'],
    // Precision: a job in the current location; a parameter that only starts with w.
    ['Start-Job { Set-Content x y }', 'allow'],
    ['Start-Job -ScriptBlock { npm test } -WarningAction Ignore', 'allow'],
  ]);
});

// (Not wrong allows: these did not parse and asked. A quoted or numeric hash table key is read as
// PowerShell reads it, the string or number alone, so `'User-Agent'='y'` no longer runs on over the `=`.)
describe('PowerShell: a quoted hash table key parses', () => {
  pwsh([
    ["Invoke-WebRequest -Headers @{Accept='x';'User-Agent'='y'} https://example.com", 'allow'],
    ["Invoke-WebRequest -Headers @{Accept='x';'User-Agent'='y'} https://evil.com", 'deny'],
    ["iwr -Headers @{\"User-Agent\"='y'} https://example.com", 'allow'],
    ["echo @{'a'=1;'b'=2}", 'allow'],
    ["iwr -Headers @{\"a$(rm x)\"='y'} https://example.com", 'deny'],
    ["iwr -Headers @{'a'=(rm x)} https://example.com", 'deny'],
    ["echo @{'a'x=1}", 'ask'],
  ]);
});
