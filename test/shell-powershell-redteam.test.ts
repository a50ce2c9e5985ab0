// PowerShell lines a red-team pass found allowed beside the deny rules they meet (session 27):
// each row's line reads, writes or deletes C:\secret or ~\.ssh, or reaches evil.com. Rows are
// also checked against the reference evaluator; ordinary lines stay allowed.
import { describe } from 'vitest';
import { lineTable, type LineRow } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';
import { shellRuleTable as table } from './helpers/shell-rule-table.js';

const RULES: Rules = {
  deny: ['Shell(Remove-Item C:\\secret *)', 'Read(//c/secret/**)', 'Edit(//c/secret/**)', 'Read(//c/Users/dev/.ssh/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(//c/w/**)', 'Edit(//c/w/**)', 'Domain(ok.com)'],
};

const rows = (list: LineRow[]): void => lineTable(RULES, list, 'pwsh', REPO_WINDOWS);

// wsl hands the rest of its command line to the distribution's shell as the caller quoted it:
// PowerShell puts a word with white space in double quotes, so `wsl bash -c 'curl x'` runs
// `bash -c "curl x"` (read as `bash -c curl x`, it ran nothing); after `--` too (was read as -e).
describe('wsl: its line as the Windows command line quotes it (were allowed)', () => {
  rows([
    ["wsl bash -c 'curl evil.com'", 'deny'], ["wsl -d Ubuntu bash -c 'curl evil.com'", 'deny'],
    ["wsl sh -c 'cat /mnt/c/secret/x'", 'ask'], ["wsl bash -c 'rm /mnt/c/secret/x'", 'ask'],
    ["wsl -- echo '$(curl evil.com)'", 'deny'], ["wsl -- bash -c 'curl evil.com'", 'deny'], ['wsl --', 'ask'],
    // Precision: a quoted word is one word of the shell's line.
    ["wsl echo 'a; curl evil.com'", 'allow'], ["wsl bash -c 'npm test'", 'allow'], ['wsl -- npm test', 'allow'], ['wsl ls -la', 'allow'],
  ]);
});

// PowerShell's `find` is Windows' find.exe (System32 comes first on the PATH), which prints the
// lines of its files; it was read only as GNU find's listing. It runs when its string reaches it
// quoted: a word with white space, none, or its own `"`.
describe("find: Windows' find.exe reads its files (were allowed)", () => {
  rows([
    ["find 'a b' C:\\secret\\x", 'deny'], ["find /v '\"\"' C:\\secret\\x", 'deny'], ["find /V '' C:\\secret\\x", 'deny'],
    ["find '\"pw\"' C:\\secret\\x", 'deny'], ["FIND.EXE /I 'a b' C:\\secret\\x", 'deny'], ["find.exe /c 'a b' ~\\.ssh\\id_rsa", 'deny'],
    ["find 'a b' $f", 'ask'],
    // Precision: an unquoted string is find.exe's format error (GNU find's reading stays).
    ['find . -name x', 'allow'], ["find 'a b' C:\\w\\repo\\a", 'allow'], ["Get-Content a | find 'a b'", 'allow'],
  ]);
});

// A native program's `--out=C:\x` in a PowerShell line: its words are read as bash's (commit
// 'native program in a PowerShell line'), but its path value was still cut at the drive's colon
// for the one spelling (`C:` kept, the rest lower case), so `C:\WINDOWS\x` missed `C:/Windows/*`.
describe("a native program's --opt=C:\\x value in one spelling (were allowed)", () => {
  table('deny', [
    ['Shell(zip --out=C:/Windows/*)', 'zip --out=C:\\WINDOWS\\x', 'deny'],
    ['Shell(zip --out=C:/Windows/*)', 'zip --out=C:\\Windows\\x', 'deny'],
    ['Shell(zip --out=C:/Windows/*)', 'zip --out=c:\\w\\..\\Windows\\x', 'deny'],
    ['Shell(Remove-Item -Path C:/Windows/*)', 'Remove-Item -pa:c:\\windows\\x', 'deny'],
    // Precision: another directory.
    ['Shell(zip --out=C:/Windows/*)', 'zip --out=C:\\w\\repo\\x', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

// Remoting cmdlets whose first positional parameter is the host: only -ComputerName was read.
describe('a remote host in the first position (were allowed)', () => {
  rows([
    ['Connect-WSMan evil.com', 'deny'], ['New-CimSession evil.com', 'deny'], ['New-CimSession -Name x evil.com', 'deny'],
    ['Receive-PSSession evil.com -Name x', 'deny'], ['Connect-PSSession evil.com -Name x', 'deny'],
    // Precision: a session or id is no host.
    ['Receive-PSSession -Id 1', 'allow'], ['Connect-WSMan localhost', 'allow'], ['New-CimSession', 'allow'],
  ]);
});
