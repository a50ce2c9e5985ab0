// Session 44's wrong allows in PowerShell lines on win32 (red team r31). Each ask/deny row was
// allowed on the session's starting build (rows that asked there and deny now say so); the allow
// rows keep precision.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(//c/Windows/System32/config/**)', 'Edit(//c/Windows/**)', 'Edit(~/.ssh/**)', 'Shell(rm *)', 'Shell(Remove-Item *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

const pwsh = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(RULES, rows, 'pwsh', REPO_WINDOWS);
const bash = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(RULES, rows, 'shell', REPO_WINDOWS);

// (1) A registry reader fed by a pipeline binds the key it is given (by value, or by property name:
// PSPath), which its words do not show: `'HKLM:\SAM\SAM' | Get-ItemProperty` reads the SAM hive as
// `Get-ItemProperty HKLM:\SAM\SAM` does (session 43). Read as a word all expansion is: any key for the
// property readers; for the item and child readers when the line names HKLM or the provider.
describe('PowerShell: a registry key given by the pipeline (was allowed)', () => {
  pwsh([
    ['Write-Output HKLM:\\SAM | Get-ChildItem', 'ask'],
    ["'HKLM:\\SAM\\SAM' | Get-ItemProperty", 'ask'],
    ["'HKLM:\\SAM\\SAM' | Get-Item", 'ask'],
    ["'HKLM:\\SAM\\SAM' | gi", 'ask'],
    ["'HKLM:\\SAM\\SAM' | Get-ItemPropertyValue -Name F", 'ask'],
    ["'HKLM:\\SAM\\SAM' | Copy-ItemProperty -Destination HKCU:\\x -Name F", 'ask'],
    ["Write-Output 'HKLM:\\SAM' | Set-Location", 'ask'],
    ["'HKLM:\\SAM' | Push-Location", 'ask'],
    ["'Registry::HKEY_LOCAL_MACHINE\\SECURITY' | gci -Recurse", 'ask'],
    ["$k = 'HKLM:\\SAM'; $k | Get-ChildItem", 'ask'],
    ['Get-Content keys.txt | Get-ItemProperty', 'ask'],
    // (A listing of HKLM's root gives SAM itself; a wildcard, a provider's root, a lister fed by the pipeline.)
    ['Get-ChildItem HKLM:\\ | Get-ItemProperty', 'ask'],
    ['Get-ChildItem HKLM: | Get-ChildItem', 'ask'],
    ['Get-ChildItem Registry::HKEY_LOCAL_MACHINE | Get-ItemProperty', 'ask'],
    ['Get-ChildItem Registry:: | Get-ChildItem | Get-ItemProperty', 'ask'],
    ['Resolve-Path HKLM:\\S* | gp', 'ask'],
    ['gci HKLM:\\SOFTWARE | gci HKLM:\\ | gp', 'ask'],
    ["'HKLM:\\SAM\\SAM' | gp -Name F", 'ask'],
    ["'HKLM:\\SAM\\SAM' | gci -Recurse -Depth 2", 'ask'],
    ["'HKLM:\\SAM\\SAM' | gci @p", 'ask'],
    // (The pipeline's object in a block: `$_`, `$PSItem`.)
    ["'HKLM:\\SAM\\SAM' | % { Get-ChildItem $_ }", 'ask'],
    ["'HKLM:\\SAM\\SAM' | ForEach-Object { Get-ChildItem -Path $_ }", 'ask'],
    ["'HKLM:\\SAM\\SAM' | % { gci $PSItem }", 'ask'],
    // (A property reader's unknown key may be any: Copy-ItemProperty copies its values out.)
    ['cpp $k HKCU:\\x -Name F', 'ask'],
    ['Move-ItemProperty -Path $k -Destination HKCU:\\x -Name F', 'ask'],
    // Precision: pipelines of files and listings, a reader fed by a line that names no machine key.
    ['Get-Content list.txt | Get-ChildItem', 'allow'],
    ['Get-ChildItem src | Get-ChildItem', 'allow'],
    ['Get-ChildItem *.ps1 | % { Get-Item $_ }', 'allow'],
    ['Get-ChildItem -Recurse | Where-Object { $_.Length -gt 1 }', 'allow'],
    ['Get-ChildItem | Select-Object Name', 'allow'],
    // (A lister of keys outside SAM and SECURITY, or of files, filters between; a reader given a key of its own.)
    ['Get-ChildItem HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall | Get-ItemProperty', 'allow'],
    ["Get-ChildItem HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall | Where-Object { $_.Name -like '*x*' } | Get-ItemProperty", 'allow'],
    ['Get-ChildItem HKLM:\\SOFTWARE\\* | Get-ItemProperty', 'allow'],
    ['Get-Item -Path HKLM:\\SOFTWARE | gp', 'allow'],
    ['gci HKCU:\\Software\\x | gp', 'allow'],
    ['Get-ChildItem *.txt | Get-ItemProperty', 'allow'],
    ['Get-ChildItem src | gp', 'allow'],
    ["'x' | gp HKCU:\\x", 'allow'],
    ["'HKLM:\\SAM\\SAM' | gp -Name F HKCU:\\x", 'allow'],
    ['Get-ChildItem', 'allow'],
    ['Get-Content README.md', 'allow'],
    ['npm test', 'allow'],
    ['git status', 'allow'],
    ['Get-ItemProperty HKCU:\\Environment', 'allow'],
  ]);
});

// (2) A persistent variable of the user's environment that changes what later commands run (a
// search path: PATH, PATHEXT, PSModulePath; an option or loader variable: NODE_OPTIONS, ComSpec):
// every program started after reads it, and no Edit rule covers a search path, so the write asks.
// A command variable's value (GIT_SSH_COMMAND) is the line it stores: read for deny rules.
describe('PowerShell: a persistent search path or program variable (was allowed)', () => {
  pwsh([
    ['setx PATH "C:\\w\\bin;%PATH%"', 'ask'],
    ['setx Path C:\\w\\bin', 'ask'],
    ['setx PATH C:\\w\\bin /m', 'ask'],
    ['setx.exe PSModulePath C:\\w\\mods', 'ask'],
    ['setx PATHEXT ".COM;.EXE;.TXT"', 'ask'],
    ['setx ComSpec C:\\w\\x.exe', 'ask'],
    ['setx NODE_OPTIONS "--require C:\\w\\x.js"', 'ask'],
    ["Set-ItemProperty HKCU:\\Environment -Name PATH -Value 'C:\\w\\bin'", 'ask'],
    ['Set-ItemProperty -Path HKCU:\\Environment -Name PSModulePath -Value C:\\w\\mods', 'ask'],
    ['sp HKCU:\\Environment Path C:\\w\\bin', 'ask'],
    ['New-ItemProperty HKCU:\\Environment -Name PATH -Value C:\\w\\bin', 'ask'],
    ['reg add HKCU\\Environment /v Path /d C:\\w\\bin /f', 'ask'],
    ['reg add HKEY_USERS\\S-1-5-21-1\\Environment /v Path /d C:\\w /f', 'ask'],
    ['reg add "HKCU\\Volatile Environment" /v PSModulePath /d C:\\w /f', 'ask'],
    // (A command variable's line: deny beside Shell(rm *); `setx` and `reg add` asked before, Set-ItemProperty was allowed.)
    ['setx GIT_SSH_COMMAND "rm -rf x"', 'deny'],
    ['reg add HKCU\\Environment /v GIT_SSH_COMMAND /d "rm -rf x" /f', 'deny'],
    ["Set-ItemProperty HKCU:\\Environment GIT_SSH_COMMAND 'rm -rf x'", 'deny'],
    // Precision: other variables, reads of the environment.
    ['setx FOO bar', 'allow'],
    ['reg add HKCU\\Environment /v FOO /d bar /f', 'allow'],
    ['Set-ItemProperty HKCU:\\Environment FOO bar', 'allow'],
    ['Get-ItemProperty HKCU:\\Environment', 'allow'],
    ['reg query HKCU\\Environment', 'allow'],
  ]);
  // (Git Bash on Windows runs setx and reg too.)
  bash([
    ['setx PATH "C:\\w\\bin"', 'ask'],
    ["setx GIT_SSH_COMMAND 'rm -rf x'", 'deny'],
    ['setx FOO bar', 'allow'],
  ]);
});

// (3) A WMI event consumer's CommandLineTemplate (or ExecutablePath), and Win32_Process.Create's
// CommandLine given as a hash table, is the line it runs: read for deny rules, as schtasks /tr's
// is (the subscription asked already; deny beats ask). Each of these asked on the starting build.
describe('PowerShell: the line a WMI consumer or Win32_Process.Create runs (asked, now deny)', () => {
  pwsh([
    ["Set-WmiInstance -Class CommandLineEventConsumer -Arguments @{CommandLineTemplate='rm x'}", 'deny'],
    ['Set-WmiInstance -Class CommandLineEventConsumer -Namespace root\\subscription -Arguments @{Name=\'x\'; CommandLineTemplate="cmd /c rm x"}', 'deny'],
    ["swmi -Class CommandLineEventConsumer -Arguments @{Name='x';ExecutablePath='C:\\w\\x.exe';CommandLineTemplate='rm -rf C:\\w'}", 'deny'],
    ["New-CimInstance -Namespace root/subscription -ClassName CommandLineEventConsumer -Property @{Name='x'; CommandLineTemplate='Remove-Item C:\\w\\x'}", 'deny'],
    ["Invoke-CimMethod -ClassName Win32_Process -MethodName Create -Arguments @{CommandLine='rm x'}", 'deny'],
    ['wmic /namespace:\\\\root\\subscription PATH CommandLineEventConsumer CREATE Name="x", CommandLineTemplate="cmd /c rm x"', 'deny'],
    // (Still never allowed: another line, one from an expansion.)
    ["Set-WmiInstance -Class CommandLineEventConsumer -Arguments @{CommandLineTemplate='notepad'}", 'ask'],
    ['Set-WmiInstance -Class CommandLineEventConsumer -Arguments @{CommandLineTemplate="rm $x"}', 'ask'],
    ["Invoke-CimMethod -ClassName Win32_Process -MethodName Create -Arguments @{CommandLine='notepad'}", 'ask'],
    ['Get-CimInstance -Namespace root/subscription -ClassName CommandLineEventConsumer', 'allow'],
  ]);
});

// (4) ntdsutil's install-from-media copy (`ifm`, `i`; `create full DIR`) copies a domain
// controller's ntds.dit with the SYSTEM and SECURITY hives out, as `reg save HKLM\SECURITY` does:
// a possible read of those files, whatever its words (its commands take any unique prefix).
describe('PowerShell: ntdsutil copies the directory database and the hives (was allowed)', () => {
  pwsh([
    ['ntdsutil "ac i ntds" ifm "create full c:\\w\\x" q q', 'ask'],
    ['ntdsutil.exe "activate instance ntds" "ifm" "create full C:\\w\\x" quit quit', 'ask'],
  ]);
  bash([
    ['ntdsutil "ac i ntds" ifm "create full c:\\w\\x" q q', 'ask'],
  ]);
});

// (5) A volume erased writes every file on it (bash's `mkfs /dev/sda1` asks so): `format C:`,
// `Format-Volume -DriveLetter C`, `Remove-Partition -DriveLetter C` edit the tree C:\, which
// Edit(//c/Windows/**) meets; a volume not named by its letter (a disk, a label, the pipeline,
// diskpart's script) may be C: and asks. Another lettered volume stays allowed.
describe('PowerShell: a volume or disk erased (was allowed)', () => {
  pwsh([
    ['Format-Volume -DriveLetter C', 'ask'],
    ['Format-Volume C', 'ask'],
    ['Format-Volume -DriveLetter:C -FileSystem NTFS', 'ask'],
    ['Format-Volume -FileSystem NTFS -DriveLetter c -Force', 'ask'],
    ['Format-Volume -DriveLetter D,C', 'ask'],
    ['Format-Volume -FileSystemLabel Data', 'ask'],
    ['Get-Partition -DiskNumber 0 | Format-Volume', 'ask'],
    ['format C: /q /y', 'ask'],
    ['format.com C: /fs:ntfs', 'ask'],
    ['Clear-Disk -Number 0 -RemoveData -Confirm:$false', 'ask'],
    ['Remove-Partition -DriveLetter C', 'ask'],
    ['Remove-Partition -DiskNumber 0 -PartitionNumber 2', 'ask'],
    ['diskpart /s x.txt', 'ask'],
    // Precision: another volume (an erase stores no code: d1's stored-code reading leaves it out),
    // the storage readers, Format-* output cmdlets.
    ['Format-Volume -DriveLetter D', 'allow'],
    ['format D: /q', 'allow'],
    ['Remove-Partition -DriveLetter E -Confirm:$false', 'allow'],
    ['Get-Disk', 'allow'],
    ['Get-Volume', 'allow'],
    ['Format-Table', 'allow'],
    ['Get-ChildItem | Format-Table Name', 'allow'],
    ['Format-Hex x.bin', 'allow'],
  ]);
  bash([
    ['format C: /q /y', 'ask'],
    ['diskpart /s x.txt', 'ask'],
  ]);
});

// (6) A cmdlet's -Path takes a backtick for the escape of the character after it (PowerShell's
// globber unescapes a path without wildcards: `'C:\Win`dows\x'` is C:\Windows\x, how `'a`[1`].txt'`
// names a[1].txt), -LiteralPath for a character: both readings are checked.
describe('PowerShell: a backtick in a cmdlet\'s path (was allowed)', () => {
  pwsh([
    ["Set-Content -Path 'C:\\Win`dows\\x' -Value 1", 'deny'],
    ["Set-Content 'C:\\Win`dows\\x' 1", 'deny'],
    ["Add-Content -Path 'C:\\Win`dows\\x' -Value 1", 'deny'],
    ["New-Item 'C:\\Win`dows\\x'", 'deny'],
    ["Move-Item x 'C:\\Win`dows\\x'", 'deny'],
    ["Rename-Item 'C:\\Win`dows\\x' y", 'deny'],
    ["Clear-Content 'C:\\Win`dows\\x'", 'deny'],
    ["Out-File -FilePath 'C:\\Win`dows\\x'", 'deny'],
    ["Export-Csv -Path 'C:\\Win`dows\\x'", 'deny'],
    ["Expand-Archive x.zip 'C:\\Win`dows'", 'deny'],
    ["Set-Content '~\\.s`sh\\config' x", 'deny'],
    ["Get-Content 'C:\\Win`dows\\System32\\config\\SAM'", 'deny'],
    ["Get-Content -Path 'C:\\Windows\\Sys`tem32\\config\\SAM'", 'deny'],
    ['Get-Content "C:\\Win``dows\\System32\\config\\SAM"', 'deny'],
    ["Copy-Item 'C:\\Windows\\Sys`tem32\\config\\SAM' C:\\w\\x", 'deny'],
    ["Select-String x 'C:\\Windows\\Sys`tem32\\config\\SAM'", 'deny'],
    ["Start-Process notepad -RedirectStandardOutput 'C:\\Win`dows\\x'", 'deny'],
    // Precision: a backtick elsewhere, a native program's word (passed as it is).
    ["Get-Content 'a`b.txt'", 'allow'],
    ["git add 'a`b.txt'", 'allow'],
    ["Write-Output 'a`b'", 'allow'],
  ]);
});
