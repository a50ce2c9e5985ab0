// Red-team finds of session 32 in paths, domains and PowerShell's file cmdlets, pinned with the
// rows that failed before the fix and rows that show ordinary lines keep their decision. Rows are
// also checked against the reference evaluator (line-table.ts).
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_LINUX, REPO_WINDOWS, type Rules } from './helpers/policy.js';

const DENY = ['Shell(rm *)', 'Shell(curl *)', 'Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Read(**/.env)', 'Edit(/src/**)', 'Domain(evil.com)'];
const ALLOW = ['Shell(*)', 'Read(/**)', 'Edit(/**)', 'Domain(*.github.com)'];
const RULES: Rules = { deny: DENY, allow: ALLOW };
const REPO_DARWIN = Object.freeze({ ...REPO_LINUX, platform: 'darwin' as const });

// PowerShell's FileSystem provider takes `\` as a separator on every platform (a committee
// decision, PowerShell/PowerShell#9244): on Linux `Get-Content \etc\passwd` opens /etc/passwd.
// The cmdlets' paths were read as the kernel reads them, one file name holding backslashes in the
// working directory, which the workspace's Read allow covered.
describe('PowerShell off Windows: a cmdlet path with backslashes is a POSIX path (were allowed)', () => {
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ['Get-Content \\etc\\passwd', 'deny'],
    ['Get-Content \\etc/passwd', 'deny'],
    ['gc \\etc\\shadow', 'deny'],
    ['Get-Content -LiteralPath \\etc\\passwd', 'deny'],
    ['Get-Content -Path:\\etc\\passwd', 'deny'],
    ['Get-Content FileSystem::\\etc\\passwd', 'deny'],
    ['Get-Content ..\\..\\etc\\passwd', 'deny'],
    ['Get-Content sub\\.env', 'deny'],
    ['Get-Content ~\\.ssh\\id_rsa', 'deny'],
    ['Set-Content \\etc\\hosts x', 'deny'],
    ['Set-Content src\\a.ts x', 'deny'],
    ['Copy-Item a.txt -Destination \\etc\\hosts', 'deny'],
    ['Copy-Item \\etc\\shadow b.txt', 'deny'],
    ['echo x > \\etc\\hosts', 'deny'],
    ['Get-Content a.txt > src\\a.ts', 'deny'],
    ['& \\etc\\x.ps1', 'deny'],
    // Precision: ordinary lines keep their decision.
    ['Get-Content sub\\a.txt', 'allow'],
    ['Set-Content out\\a.txt x', 'allow'],
    ['Get-Content docs/readme.md', 'allow'],
    ['Copy-Item a.txt b\\c.txt', 'allow'],
  ];
  describe('linux', () => lineTable(RULES, rows, 'pwsh', REPO_LINUX));
  describe('darwin', () => lineTable(RULES, rows, 'pwsh', REPO_DARWIN));
});

// The same from a bash line: pwsh's command string is PowerShell's, read off Windows.
describe('pwsh -c from bash off Windows: its cmdlet paths read `\\` as `/` too (was allowed)', () => {
  lineTable(RULES, [
    ["pwsh -c 'Get-Content \\etc\\passwd'", 'deny'],
    ["pwsh -NoProfile -Command 'Set-Content \\etc\\hosts x'", 'deny'],
    ["pwsh -c 'Get-Content sub\\a.txt'", 'allow'],
  ]);
});

// On Windows a `\` was a separator already: unchanged.
describe('PowerShell on Windows: backslash paths as before', () => {
  lineTable(RULES, [
    ['Get-Content sub\\.env', 'deny'],
    ['Get-Content sub\\a.txt', 'allow'],
    ['Set-Content src\\a.ts x', 'deny'],
  ], 'pwsh', REPO_WINDOWS);
});

// A Shell rule's absolute path word met the cmdlet's words as written: `\etc\hosts`, a provider's
// `FileSystem::/etc/hosts` and, after `cd /`, `etc\hosts` passed `Shell(Remove-Item /etc/*)`.
describe('PowerShell off Windows: Shell rules with path words meet `\\` and FileSystem:: paths (were allowed)', () => {
  const rules: Rules = { deny: ['Shell(Remove-Item /etc/*)', 'Shell(Set-Content /home/dev/*)'], allow: ['Shell(*)'] };
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ['Remove-Item \\etc\\hosts', 'deny'],
    ['Remove-Item \\etc/hosts', 'deny'],
    ['ri \\etc\\hosts', 'deny'],
    ['Remove-Item -Path \\etc\\hosts', 'deny'],
    ['Remove-Item -Path:\\etc\\hosts', 'deny'],
    ['Remove-Item \\tmp\\..\\etc\\hosts', 'deny'],
    ['Remove-Item FileSystem::/etc/hosts', 'deny'],
    ['Remove-Item FileSystem::\\etc\\hosts', 'deny'],
    ['Remove-Item Microsoft.PowerShell.Core\\FileSystem::/etc/hosts', 'deny'],
    ['Set-Content \\home\\dev\\x y', 'deny'],
    ['cd /; Remove-Item etc\\hosts', 'deny'],
    ['cd /w; Remove-Item ..\\etc\\hosts', 'deny'],
    // Precision kept.
    ['Remove-Item /w/repo/x', 'allow'],
    ['Remove-Item a\\b', 'allow'],
    ['Remove-Item \\tmp\\x', 'allow'],
    ['cd /w/repo; Remove-Item a\\b', 'allow'],
  ];
  describe('linux', () => lineTable(rules, rows, 'pwsh', REPO_LINUX));
  describe('darwin', () => lineTable(rules, rows, 'pwsh', REPO_DARWIN));
});

// PowerShell 7 maps the drive `Temp:` to the temporary directory (TEMP on Windows, TMPDIR or /tmp
// elsewhere: about_FileSystem_Provider). `Temp:\x` was read as a file in a directory `Temp` of the
// cwd, which the workspace's allow covered; where it is, only the environment says: it asks.
describe('PowerShell: a path on the Temp: drive is unknown (was allowed)', () => {
  const rules: Rules = { deny: ['Read(//tmp/**)', 'Edit(//tmp/**)', 'Read(~/**)', 'Edit(~/**)'], allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'] };
  const rows: [string, 'deny' | 'ask' | 'allow'][] = [
    ['Get-Content Temp:\\x', 'ask'],
    ['Get-Content temp:/x', 'ask'],
    ['Get-Content -Path:Temp:/x', 'ask'],
    ['Set-Content -Path TEMP:\\x y', 'ask'],
    ['Copy-Item a.txt Temp:\\x', 'ask'],
    ['echo x > Temp:\\x', 'ask'],
    // Precision kept: a directory named temp, another drive-like word.
    ['Get-Content temp/x', 'allow'],
    ['Get-Content temp\\x', 'allow'],
  ];
  describe('linux', () => lineTable(rules, rows, 'pwsh', REPO_LINUX));
  describe('win32', () => lineTable(rules, rows, 'pwsh', REPO_WINDOWS));
});

// A cmdlet's `~` is the FileSystem provider's home, as bash's is (home-tilde.ts): a Shell rule's
// absolute path word under the home met `rm ~/x` but not `Remove-Item ~\x`.
describe('PowerShell: a cmdlet word under ~ meets Shell rules with the home\'s absolute path (was allowed)', () => {
  const rows = (home: string): [string, 'deny' | 'ask' | 'allow'][] => [
    ['Remove-Item ~/x', 'deny'],
    ['Remove-Item ~\\x', 'deny'],
    ['ri -Path:~/x', 'deny'],
    ['Remove-Item -Recurse ~\\sub\\..\\x', 'deny'],
    // Precision kept: outside the rule's directory, or no tilde the provider expands.
    ['Remove-Item ~\\..\\x', 'allow'],
    ['Remove-Item ~x', 'allow'],
    [`Remove-Item ${home}x`, 'allow'],
  ];
  describe('linux', () => lineTable({ deny: ['Shell(Remove-Item /home/dev/*)'], allow: ['Shell(*)'] }, [...rows('/tmp/'), ['Remove-Item x~/y', 'allow']], 'pwsh', REPO_LINUX));
  describe('win32', () => lineTable({ deny: ['Shell(Remove-Item C:/Users/dev/*)'], allow: ['Shell(*)'] }, rows('C:\\Temp\\'), 'pwsh', REPO_WINDOWS));
});
