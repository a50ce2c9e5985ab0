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
