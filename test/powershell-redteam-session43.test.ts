// Session 43's wrong allows in PowerShell lines on win32 (red team r28). (1) A live read of a key
// in HKLM\SAM or HKLM\SECURITY (`reg query`, Get-ItemProperty, Get-ChildItem, Get-Item, a copy of
// the key, a location moved into it) reads that hive's file, as `reg save` does: the two hives hold
// nothing but secrets (src/shell/registry-hive-files.ts). SOFTWARE, SYSTEM and the user's hives are
// read by every program through the registry: a read of one of their keys stays allowed.
// Each ask/deny row was allowed on the session's starting build; the allow rows keep precision.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(//c/Windows/System32/config/**)', 'Read(**/*.pem)', 'Edit(//c/Windows/**)', 'Edit(~/.ssh/**)', 'Shell(rm *)', 'Shell(Remove-Item *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

const pwsh = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(RULES, rows, 'pwsh', REPO_WINDOWS);
const bash = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(RULES, rows, 'shell', REPO_WINDOWS);

describe('PowerShell: a live read of a key in SAM or SECURITY reads the hive file (was allowed)', () => {
  pwsh([
    ['reg query HKLM\\SAM', 'ask'],
    ['reg query HKLM\\SAM\\SAM\\Domains\\Account /s', 'ask'],
    ['reg.exe query HKLM\\SAM /s', 'ask'],
    ['reg query HKEY_LOCAL_MACHINE\\SECURITY\\Policy\\Secrets', 'ask'],
    ['reg query \\\\localhost\\HKLM\\SAM', 'ask'],
    ['reg query HKLM /s /f password', 'ask'],
    ['reg compare HKLM\\SOFTWARE\\x HKLM\\SAM\\x', 'ask'],
    ['Get-ItemProperty HKLM:\\SAM\\SAM', 'ask'],
    ['Get-ItemProperty hklm:\\sam\\sam', 'ask'],
    ['Get-ItemProperty HKLM:SAM\\SAM', 'ask'],
    ['Get-ItemProperty HKLM:\\SOFTWARE\\..\\SAM\\SAM', 'ask'],
    ['Get-ItemProperty -Path:HKLM:\\SAM\\SAM', 'ask'],
    ['Get-ItemProperty -LiteralPath HKLM:\\SAM\\SAM', 'ask'],
    ['gp HKLM:\\SAM\\SAM', 'ask'],
    ["Get-ItemPropertyValue HKLM:\\SECURITY\\Policy\\Secrets\\x\\CurrVal -Name '(default)'", 'ask'],
    ['gpv HKLM:\\SAM\\SAM -Name x', 'ask'],
    ['Get-ItemProperty $env:X', 'ask'],
    ['Get-ChildItem HKLM:\\SECURITY', 'ask'],
    ['Get-ChildItem Registry::HKEY_LOCAL_MACHINE\\SECURITY', 'ask'],
    ['dir HKLM:\\SECURITY', 'ask'],
    ['ls HKLM:\\SECURITY', 'ask'],
    ['gi HKLM:\\SAM\\SAM', 'ask'],
    ['Get-ChildItem HKLM:\\ -Recurse', 'ask'],
    ['Get-ChildItem -Path HKLM:\\ -Include SAM -Recurse', 'ask'],
    ['Get-ChildItem HKLM:\\S* -Recurse', 'ask'],
    ['Get-ChildItem HKLM:\\SAM*', 'ask'],
    ['Get-ChildItem HKLM:\\[sx]am', 'ask'],
    ['Get-ChildItem HKLM:\\$x', 'ask'],
    ['Get-ChildItem "HKLM:\\$x" -Recurse', 'ask'],
    ['gci "HKLM:\\$(f)\\x"', 'ask'],
    ["$k = 'HKLM:\\SAM\\SAM'; Get-ItemProperty $k", 'ask'],
    ["$k = 'SAM'; Get-ChildItem HKLM:\\$k", 'ask'],
    ["foreach ($k in 'SAM','SECURITY') { Get-ChildItem \"HKLM:\\$k\" }", 'ask'],
    ["Get-ChildItem -Path @('HKLM:\\SAM')", 'ask'],
    ['Get-ChildItem HKLM:\\SOFTWARE, HKLM:\\SAM', 'ask'],
    ['cpi HKLM:\\SAM\\SAM HKCU:\\x', 'ask'],
    ['Set-Location HKLM:\\SAM; gci -Recurse', 'ask'],
    ['cd HKLM:\\; gci SAM -Recurse', 'ask'],
    ['cpp HKLM:\\SAM\\SAM HKCU:\\x -Name F', 'ask'],
    ['mp HKLM:\\SAM\\SAM HKCU:\\x -Name F', 'ask'],
    ['sl HKLM:\\SAM', 'ask'],
    ['chdir HKLM:\\SECURITY', 'ask'],
    ['pushd HKLM:\\SAM', 'ask'],
    ['Push-Location -Path HKLM:\\', 'ask'],
    ['cd HKLM:', 'ask'],
    ['Set-Location -LiteralPath Registry::HKEY_LOCAL_MACHINE\\SAM', 'ask'],
    ["Get-ChildItem -LiteralPath 'Registry::HKEY_LOCAL_MACHINE\\SAM'", 'ask'],
    ['Get-ChildItem Microsoft.PowerShell.Core\\Registry::HKLM\\SAM', 'ask'],
    ['Get-ChildItem -Path Registry::HKEY_LOCAL_MACHINE -Recurse', 'ask'],
    ['Get-ChildItem -Path Registry:: -Recurse', 'ask'],
    ['Get-ChildItem HKLM:\\ -Depth 3', 'ask'],
    ['Get-ChildItem HKLM:\\ -r', 'ask'],
    ['reg QUERY HKLM\\SAM /reg:64', 'ask'],
    ['reg query HKLM\\SAM\\SAM\\Domains\\Account\\Users /s /v V', 'ask'],
    ['Get-ItemProperty -Path HKLM:\\SAM\\SAM -Name *', 'ask'],
    ['(gp HKLM:\\SAM\\SAM).F', 'ask'],
    ['Get-Item -Path HKLM:\\SAM\\SAM | Select-Object -ExpandProperty Property', 'ask'],
    // (Computed keys: an expression naming HKLM may be any of its keys.)
    ["Get-ChildItem ('HKLM:\\' + 'SAM')", 'ask'],
    ["Get-ChildItem (\"HKLM:\\{0}\" -f 'SAM')", 'ask'],
    ['Get-ChildItem (Join-Path HKLM:\\ SAM)', 'ask'],
    ['Get-ChildItem -Path $(Write-Output HKLM:\\SAM)', 'ask'],
    ['Get-ChildItem HKLM:\\SA`M', 'ask'],
    ["$p = 'HKLM:\\'; Get-ChildItem \"${p}SAM\"", 'ask'],
    ["Get-ChildItem @('HKLM:\\SOFTWARE','HKLM:\\SAM')", 'ask'],
    ['Get-ChildItem -pa HKLM:\\SAM', 'ask'],
    // (Run through another command: Start-Process's line, pwsh -Command, iex, a job's block.)
    ["Start-Process reg -ArgumentList 'query HKLM\\SAM /s'", 'ask'],
    ["Start-Process -FilePath reg.exe -ArgumentList 'query','HKLM\\SAM'", 'ask'],
    ['C:\\Windows\\System32\\reg.exe query HKLM\\SAM', 'ask'],
    ['powershell -c "reg query HKLM\\SAM"', 'ask'],
    ["pwsh -Command 'Get-ChildItem HKLM:\\SAM'", 'ask'],
    ['iex "Get-ItemProperty HKLM:\\SAM\\SAM"', 'ask'],
    ['Start-Job { reg query HKLM\\SAM }', 'ask'],
    ['Invoke-Command -ScriptBlock { Get-ChildItem HKLM:\\SECURITY }', 'ask'],
    // Precision: keys of the hives every program reads, and HKLM's root listed (the hives' names only).
    ['Get-ItemProperty HKCU:\\Software\\x', 'allow'],
    ['Get-ItemProperty HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion', 'allow'],
    ['reg query "HKLM\\SOFTWARE\\Microsoft\\NET Framework Setup\\NDP\\v4\\Full" /v Release', 'allow'],
    ['Get-ChildItem HKLM:\\SOFTWARE\\Microsoft -Recurse', 'allow'],
    ['Get-ChildItem HKLM:\\SYSTEM\\CurrentControlSet\\Services', 'allow'],
    ['Get-ChildItem HKLM:\\Soft*', 'allow'],
    ['Get-ChildItem HKLM:\\', 'allow'],
    ['reg query HKLM', 'allow'],
    ['Get-ChildItem HKLM:\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall | Get-ItemProperty', 'allow'],
    ["$d = 'C:\\w'; Get-ChildItem $d", 'allow'],
    ['Get-ChildItem $env:TEMP', 'allow'],
    ['Get-ChildItem Registry::', 'allow'],
    ['Get-ChildItem (Join-Path $root src)', 'allow'],
    ["$k = Read-Host; Get-ChildItem $k", 'allow'],
    ['cd HKLM:\\SOFTWARE', 'allow'],
    ['sl HKLM:\\SOFTWARE\\Microsoft', 'allow'],
    ['Test-Path HKLM:\\SAM\\SAM\\Domains', 'allow'],
    ['Get-Acl HKLM:\\SAM', 'allow'],
  ]);
});

describe('bash on win32: reg query of a key in SAM or SECURITY reads the hive file (was allowed)', () => {
  bash([
    ["reg query 'HKLM\\SAM' /s", 'ask'],
    ['reg query HKLM/SAM', 'ask'],
    ["reg.exe query 'HKLM\\SECURITY'", 'ask'],
    ["reg query 'HKLM\\SOFTWARE\\x'", 'allow'],
  ]);
});

// (2) Update-TypeData and Update-FormatData read their types and formats files (-AppendPath, by
// position, -PrependPath), whose members' and views' script blocks run later; a file the line
// writes and then loads so asks, as `Import-Module` of one does (cmdlet-parameters.ts).
describe('PowerShell: Update-TypeData and Update-FormatData read their files, code run later (was allowed or asked)', () => {
  pwsh([
    ['Set-Content t.ps1xml \'x\'; Update-TypeData -AppendPath t.ps1xml', 'ask'],
    ['Set-Content t.ps1xml \'x\'; Update-TypeData t.ps1xml', 'ask'],
    ['Set-Content t.ps1xml \'x\'; Update-FormatData t.ps1xml', 'ask'],
    ['Set-Content t.ps1xml \'x\'; update-formatdata -prependpath .\\t.ps1xml', 'ask'],
    ['Get-Content x.ps1xml | Update-TypeData', 'ask'],
    // (These asked as an unknown command's words; a deny rule on the file now denies.)
    ['Update-TypeData -AppendPath a.pem', 'deny'],
    ['Update-TypeData a.pem', 'deny'],
    ['update-typedata -PrependPath a.pem', 'deny'],
    ['Update-FormatData -PrependPath C:\\Windows\\System32\\config\\x.ps1xml', 'deny'],
    ['Update-FormatData -Path:a.pem', 'deny'],
    ['Update-TypeData -Foo x', 'ask'],
    // (Session 45, policy: a types or formats file already there holds script blocks that run later,
    // under commands the rules allowed, which no Shell rule sees: it asks beside Shell deny rules, defence-changes.ts.)
    ['Update-TypeData -AppendPath x.ps1xml', 'ask'],
    ['Update-FormatData -AppendPath x.ps1xml', 'ask'],
    // Precision: members defined on the line (their blocks are read).
    ['Update-TypeData -TypeName System.String -MemberType NoteProperty -MemberName X -Value 1', 'allow'],
    ['Update-TypeData -TypeName System.String -MemberType ScriptMethod -MemberName X -Value { Get-Date }', 'allow'],
  ]);
});

// (3) Register-ScheduledJob and Set-ScheduledJob register a Task Scheduler task, as
// Register-ScheduledTask does; Register-/Set-PSSessionConfiguration an endpoint whose startup script
// runs in each of its sessions: never allowed (windows-runners.ts).
describe('PowerShell: scheduled jobs and session configurations run code later (was allowed)', () => {
  pwsh([
    ['Register-ScheduledJob -Name x -FilePath x.ps1 -Trigger (New-JobTrigger -AtLogOn)', 'ask'],
    ['register-scheduledjob -Name x -ScriptBlock { Get-Date }', 'ask'],
    ['Set-ScheduledJob -Name x -FilePath x.ps1', 'ask'],
    ['Register-PSSessionConfiguration -Name x -StartupScript C:\\x.ps1', 'ask'],
    ['Set-PSSessionConfiguration -Name x -StartupScript C:\\x.ps1', 'ask'],
    ['Start-Job { Get-Date }', 'allow'],
  ]);
});

// (4) A file the line writes and then runs without naming it (written-code.ts, as bash's): a
// module Import-Module finds from a path without its extension or a directory (`.\m` loads m.psm1
// or m\m.psd1), a manifest's neighbours, a module by name below a Modules directory, a module
// PowerShell loads by itself for a command no cmdlet has (`…\Modules\m\m.psm1` then `Get-Foo`),
// and a program or script found by name on PATH, written in a directory (`bin\git.ps1`, as bash's
// `cp … bin/git.exe; git status` asks).
describe('PowerShell: modules and programs the line writes and then loads by name (was allowed)', () => {
  pwsh([
    ["Set-Content m.psm1 'x'; Import-Module .\\m", 'ask'],
    ["Set-Content m\\m.psm1 'x'; Import-Module .\\m", 'ask'],
    ["Set-Content m\\m.psd1 'x'; Import-Module .\\m", 'ask'],
    ["Set-Content m\\evil.ps1 'x'; Import-Module .\\m\\m.psd1", 'ask'],
    ["Set-Content evil.ps1 'x'; Import-Module .\\m.psd1", 'ask'],
    ["Set-Content C:\\Users\\dev\\Documents\\PowerShell\\Modules\\m\\m.psm1 'rm x'; Import-Module m", 'ask'],
    ["Set-Content C:\\Users\\dev\\Documents\\PowerShell\\Modules\\m\\m.psm1 'rm x'; m-cmd", 'ask'],
    ["Set-Content C:\\Users\\dev\\Documents\\PowerShell\\Modules\\m\\1.0\\m.psd1 'x'; Get-Foo", 'ask'],
    ["New-Item -ItemType File C:\\Users\\dev\\Documents\\WindowsPowerShell\\Modules\\m\\m.psm1 -Value 'rm x'; Invoke-Foo", 'ask'],
    ["Set-Content pester\\x.txt y; Import-Module Pester", 'ask'],
    ['Copy-Item C:\\Windows\\System32\\cmd.exe bin\\git.exe; git status', 'ask'],
    ["Set-Content bin\\git.ps1 'rm x'; git status", 'ask'],
    ["Set-Content C:\\tools\\git.ps1 'rm x'; git status", 'ask'],
    // Precision: modules already there, a module's files with only known cmdlets run, other files.
    ['Import-Module .\\mymod.psm1', 'allow'],
    ['Import-Module .\\m', 'allow'],
    ['Import-Module Pester', 'allow'],
    ["Set-Content x.txt y; Import-Module Pester", 'allow'],
    // (Session 45: a module written below PSModulePath's directories is stored code a later session loads, as a profile is: it asks beside Shell deny rules.)
    ["Set-Content C:\\Users\\dev\\Documents\\PowerShell\\Modules\\m\\m.psm1 'x'; Get-ChildItem", 'ask'],
    ["Set-Content src\\app.ts 'x'; npm test", 'allow'],
    ["Set-Content src\\modules\\app.ts 'x'; npm test", 'allow'],
    ["Set-Content git.txt 'x'; git status", 'allow'],
  ]);
});

// (5) Persistence the registry and WMI hold, which no Edit rule can cover (registry-keys.ts,
// windows-runners.ts): services' keys, Session Manager (BootExecute, AppCertDlls, the system
// environment), LSA's and print monitors' DLLs, netsh helpers, the policies' Shell, shims, the .NET
// profiler's variables in HKCU\Environment, and WMI's permanent event subscriptions: never allowed.
describe('PowerShell: registry autoruns and WMI event subscriptions (was allowed)', () => {
  pwsh([
    ["Set-ItemProperty 'HKLM:\\SYSTEM\\CurrentControlSet\\Services\\x' -Name ImagePath -Value 'cmd /c del x'", 'ask'],
    ["Set-ItemProperty 'HKLM:\\SYSTEM\\CurrentControlSet\\Services\\W32Time\\TimeProviders\\x' -Name DllName -Value x.dll", 'ask'],
    ['reg add HKLM\\SYSTEM\\CurrentControlSet\\Services\\x /v ImagePath /d "cmd /c del x"', 'ask'],
    ['reg add "HKLM\\SYSTEM\\ControlSet001\\Control\\Session Manager" /v BootExecute /d x', 'ask'],
    ["Set-ItemProperty 'HKLM:\\SYSTEM\\CurrentControlSet\\Control\\Session Manager\\AppCertDlls' -Name x -Value x.dll", 'ask'],
    ["Set-ItemProperty 'HKLM:\\SYSTEM\\CurrentControlSet\\Control\\Lsa' -Name 'Notification Packages' -Value x", 'ask'],
    ["Set-ItemProperty 'HKLM:\\SYSTEM\\CurrentControlSet\\Control\\Print\\Monitors\\x' -Name Driver -Value x.dll", 'ask'],
    ["Set-ItemProperty 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Policies\\System' -Name Shell -Value 'x'", 'ask'],
    ["Set-ItemProperty 'HKLM:\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\AppCompatFlags\\Custom\\x.exe' -Name y -Value z", 'ask'],
    ["Set-ItemProperty 'HKLM:\\SOFTWARE\\Microsoft\\Netsh' -Name x -Value x.dll", 'ask'],
    ["Set-ItemProperty 'HKCU:\\Environment' -Name COR_PROFILER_PATH -Value C:\\w\\x.dll", 'ask'],
    ["Set-ItemProperty 'HKCU:\\Environment' -Name COR_ENABLE_PROFILING -Value 1", 'ask'],
    ["Set-WmiInstance -Namespace root\\subscription -Class CommandLineEventConsumer -Arguments @{Name='x'; CommandLineTemplate='cmd /c del x'}", 'ask'],
    ["New-CimInstance -Namespace root/subscription -ClassName CommandLineEventConsumer -Property @{Name='x'; CommandLineTemplate='cmd /c del x'}", 'ask'],
    ["swmi -Namespace root\\subscription -Class __EventFilter -Arguments @{Name='f'}", 'ask'],
    ['new-ciminstance -Namespace root/subscription -ClassName __FilterToConsumerBinding -Property @{Filter=$f; Consumer=$c}', 'ask'],
    ['wmic /namespace:\\\\root\\subscription PATH CommandLineEventConsumer CREATE Name="x", CommandLineTemplate="cmd /c del x"', 'ask'],
    // Precision: reads of those keys, other values and keys, WMI reads.
    ["Set-ItemProperty 'HKCU:\\Environment' -Name FOO -Value 1", 'allow'],
    ["Get-ItemProperty 'HKLM:\\SYSTEM\\CurrentControlSet\\Services\\x'", 'allow'],
    ['reg query HKLM\\SYSTEM\\CurrentControlSet\\Services\\x', 'allow'],
    ['Set-ItemProperty HKCU:\\Software\\MyApp -Name x -Value 1', 'allow'],
    ['Get-CimInstance -Namespace root/subscription -ClassName CommandLineEventConsumer', 'allow'],
    ['wmic os get caption', 'allow'],
  ]);
});
