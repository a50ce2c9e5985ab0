// Windows paths that reach what a deny or ask rule names (a red team's findings), each row decided
// by the engine and the reference evaluator. Read and Edit operations on win32, and the file
// arguments of PowerShell and bash lines there.
import { describe, it } from 'vitest';
import type { DecisionKind } from '../src/policy/types.js';
import { lineTable } from './helpers/line-table.js';
import { expectDecision, REPO_WINDOWS, type Rules } from './helpers/policy.js';

/** Deny rules on the filesystem root's /etc and the home's .ssh, beside allows of everything. */
const SECRETS: Rules = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Edit(~/.ssh/**)'],
  allow: ['Shell(*)', 'Read(//**)', 'Read(/**)', 'Edit(//**)', 'Edit(/**)'],
};

type PathRow = [op: 'read' | 'edit', path: string, expected: DecisionKind];

function pathTable(rules: Rules, rows: PathRow[]): void {
  it.each(rows)('%s %s -> %s', (op, path, expected) => {
    expectDecision(rules, op, path, expected, REPO_WINDOWS);
  });
}

describe("WSL's file shares open the distribution's paths (were allowed)", () => {
  pathTable(SECRETS, [
    // `\\wsl$\D\x` is `/x` in the distribution D: rules rooted at `//` see it.
    ['read', '\\\\wsl$\\Ubuntu\\etc\\passwd', 'deny'],
    ['edit', '\\\\wsl$\\Ubuntu\\etc\\cron.d\\x', 'deny'],
    ['read', '\\\\WSL$\\Ubuntu\\etc\\shadow', 'deny'],
    ['read', '\\\\wsl.localhost\\Ubuntu\\etc\\passwd', 'deny'],
    ['read', '\\\\Wsl.LocalHost\\Debian\\etc\\passwd', 'deny'],
    ['read', '//wsl$/Ubuntu/etc/passwd', 'deny'],
    ['read', '\\\\?\\UNC\\wsl$\\Ubuntu\\etc\\passwd', 'deny'],
    ['read', '\\\\.\\UNC\\wsl.localhost\\Ubuntu\\etc\\passwd', 'deny'],
    ['read', '\\\\wsl$.\\Ubuntu\\etc\\passwd', 'deny'],
    // Its links: /proc/PID/root is `/`; a process's cwd leads anywhere.
    ['read', '\\\\wsl$\\Ubuntu\\proc\\self\\root\\etc\\passwd', 'deny'],
    ['read', '\\\\wsl$\\Ubuntu\\proc\\1\\cwd\\x', 'ask'],
    // A home there may be the user's: home-rooted rules ask.
    ['read', '\\\\wsl.localhost\\Ubuntu\\home\\u\\.ssh\\id_rsa', 'ask'],
    ['edit', '\\\\wsl$\\Ubuntu\\home\\u\\.ssh\\authorized_keys', 'ask'],
    ['read', '\\\\wsl$\\Ubuntu\\root\\.ssh\\id_rsa', 'ask'],
    // The drives WSL mounts: /mnt/c is C:, and with `root = /` in wsl.conf, /c is.
    ['read', '\\\\wsl$\\Ubuntu\\mnt\\c\\Users\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', '\\\\wsl$\\Ubuntu\\mnt\\C\\Documents and Settings\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', '\\\\wsl$\\Ubuntu\\c\\Users\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', 'C:\\w\\repo\\a.txt', 'allow'],
  ]);
  // Precision: what no rule names stays allowed where the share is; an allow needs the UNC path
  // itself (the distribution's reading is for deny and ask rules only).
  const SHARES: Rules = { deny: SECRETS.deny, allow: ['Read(//wsl$/**)', 'Read(//wsl.localhost/**)', 'Edit(//wsl$/**)', 'Read(//etc/**)'] };
  pathTable(SHARES, [
    ['read', '\\\\wsl$\\Ubuntu\\home\\u\\notes.txt', 'allow'],
    ['read', '\\\\wsl.localhost\\Ubuntu\\tmp\\x', 'allow'],
    ['edit', '\\\\wsl$\\Ubuntu\\home\\u\\src\\a.ts', 'allow'],
    ['read', '\\\\wsl$\\Ubuntu\\mnt\\c\\Users\\dev\\notes.txt', 'allow'],
    ['read', '\\\\wsl$\\Ubuntu\\etc\\passwd', 'deny'],
  ]);
  pathTable({ deny: [], allow: ['Read(//etc/**)'] }, [['read', '\\\\wsl$\\Ubuntu\\etc\\hosts', 'ask']]);
});

describe("WSL's file shares in PowerShell and bash lines (were allowed)", () => {
  lineTable(SECRETS, [
    ['Get-Content \\\\wsl$\\Ubuntu\\etc\\passwd', 'deny'],
    ['gc \\\\wsl.localhost\\Ubuntu\\home\\u\\.ssh\\id_rsa', 'ask'],
    ['Copy-Item a.txt \\\\wsl$\\Ubuntu\\etc\\x', 'deny'],
    ['Copy-Item -Recurse \\\\wsl$\\Ubuntu\\home x', 'ask'],
    ['Copy-Item -Recurse \\\\wsl$\\Ubuntu x', 'ask'],
    ['Copy-Item -Recurse \\\\wsl$\\Ubuntu\\var x', 'allow'],
    ['Get-Content \\\\wsl$\\Ubuntu\\tmp\\x', 'allow'],
    ['Get-Content a.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(SECRETS, [
    ['cat //wsl$/Ubuntu/etc/passwd', 'deny'],
    ["cat '\\\\wsl$\\Ubuntu\\root\\.ssh\\id_rsa'", 'ask'],
    ['grep -r x //wsl$/Ubuntu/home', 'ask'],
    ['grep -r x //wsl$/Ubuntu/tmp', 'allow'],
    ['cat //wsl$/Ubuntu/tmp/x', 'allow'],
    ['git status', 'allow'],
  ], 'shell', REPO_WINDOWS);
});

describe('Windows folders opened under another name (were allowed)', () => {
  // WOW64 opens `Windows\Sysnative` as System32 for a 32-bit process.
  pathTable({ deny: ['Read(//c/Windows/System32/config/**)', 'Edit(//c/Windows/System32/**)'], allow: ['Read(//**)', 'Edit(//**)'] }, [
    ['read', 'C:\\Windows\\Sysnative\\config\\SAM', 'deny'],
    ['read', 'c:\\WINDOWS\\SYSNATIVE\\config\\SAM', 'deny'],
    ['read', '\\\\localhost\\c$\\Windows\\Sysnative\\config\\SAM', 'deny'],
    ['read', '\\\\localhost\\admin$\\Sysnative\\config\\SAM', 'deny'],
    ['edit', 'C:\\Windows\\Sysnative\\drivers\\etc\\hosts', 'deny'],
    ['read', 'C:\\Windows\\SysWOW64\\x.dll', 'allow'],
    ['read', 'C:\\w\\repo\\a.txt', 'allow'],
  ]);
});

describe('device paths whose ".." climbs over the drive, and a volume itself (were allowed)', () => {
  // Windows resolves `..` in a `\\.\` path with only `\\.\` as its root: `\\.\C:\..\C:\x` is
  // `\\.\C:\x`, and `\\.\C:\..\PhysicalDrive0` the disk. `\\.\C:` is the volume's own bytes.
  const WINDOWS: Rules = { deny: [...SECRETS.deny!, 'Read(//c/Windows/**)', 'Edit(//c/Windows/**)'], allow: SECRETS.allow };
  pathTable(WINDOWS, [
    ['read', '\\\\.\\C:\\..\\C:\\Windows\\win.ini', 'ask'],
    ['edit', '\\\\.\\C:\\w\\..\\..\\C:\\Windows\\x', 'ask'],
    ['read', '//./C:/../C:/Users/dev/.ssh/id_rsa', 'ask'],
    ['read', '\\\\.\\UNC\\localhost\\c$\\..\\..\\..\\C:\\Windows\\win.ini', 'ask'],
    ['read', '\\\\.\\UNC\\srv\\share\\..\\x', 'ask'],
    ['read', '\\\\.\\C:\\..\\PhysicalDrive0', 'ask'],
    ['read', '\\\\.\\C:', 'ask'],
    ['read', '\\\\?\\C:', 'ask'],
    ['edit', '\\\\.\\D:', 'ask'],
    // Precision: `..` that stays on the drive, and the drive's root directory.
    ['read', '\\\\.\\C:\\w\\repo\\x\\..\\a.txt', 'allow'],
    ['read', '\\\\.\\C:\\', 'allow'],
    ['read', '\\\\.\\C:\\Windows\\x\\..\\win.ini', 'deny'],
    ['read', 'C:\\w\\repo\\a.txt', 'allow'],
  ]);
  lineTable(WINDOWS, [
    ['Get-Content \\\\.\\C:\\..\\C:\\Windows\\win.ini', 'ask'],
    ['Get-Content \\\\.\\C:', 'ask'],
    ['Get-Content a.txt', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(WINDOWS, [
    ["cat '\\\\.\\C:\\..\\C:\\Windows\\win.ini'", 'ask'],
    ['cat //./C:/../C:/Windows/win.ini', 'ask'],
    ['git status', 'allow'],
  ], 'shell', REPO_WINDOWS);
});

describe("Cygwin's and MSYS's raw disks in a bash line on win32 (were allowed)", () => {
  // `/dev/sda` there is \\Device\\Harddisk0\\Partition0: every file's bytes, as on Linux.
  const WINDOWS: Rules = { deny: [...SECRETS.deny!, 'Read(//c/Windows/**)', 'Edit(//c/Windows/**)'], allow: SECRETS.allow };
  lineTable(WINDOWS, [
    ['cat /dev/sda', 'ask'],
    ['cat /dev/sdb1', 'ask'],
    ['dd if=/dev/sda of=x', 'ask'],
    ['cat /dev/../dev/sda', 'ask'],
    ['cat /dev/scd0', 'ask'],
    ['echo x > /dev/sda', 'ask'],
    // Precision: other devices and names stay allowed.
    ['cat x 2>/dev/null', 'allow'],
    ['cat /dev/sdcard.txt', 'allow'],
    ['git status', 'allow'],
  ], 'shell', REPO_WINDOWS);
  // A Win32 call opens `/dev/sda` as C:\dev\sda, an ordinary file.
  pathTable(WINDOWS, [['read', '/dev/sda', 'allow']]);
});

describe('checked and sound: other host spellings, device paths, junctions', () => {
  pathTable(SECRETS, [
    // This machine's administrative shares under other names: denied, or unreadable (asks).
    ['read', '\\\\127.1\\c$\\Users\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', '\\\\0x7f000001\\c$\\Users\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', '\\\\2130706433\\c$\\Users\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', '\\\\LOCALHOST.\\C$\\Users\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', '\\\\0--1.ipv6-literal.net\\c$\\Users\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', '\\\\[::1]\\c$\\Users\\dev\\.ssh\\id_rsa', 'ask'],
    // Device paths: a volume by GUID, a pipe, a whole disk.
    ['read', '\\\\?\\Volume{01234567-89ab-cdef-0123-456789abcdef}\\Users\\dev\\.ssh\\id_rsa', 'ask'],
    ['read', '\\\\.\\pipe\\x', 'ask'],
    ['read', '\\\\.\\PhysicalDrive0', 'ask'],
    ['read', '//./PhysicalDrive0', 'ask'],
    // Junctions, and NTFS's directory stream names.
    ['read', 'C:\\Documents and Settings\\dev\\.ssh\\id_rsa', 'deny'],
    ['read', 'C:\\Users\\dev\\.ssh::$INDEX_ALLOCATION\\id_rsa', 'deny'],
    ['read', 'C:\\Users\\dev\\.ssh:$I30:$INDEX_ALLOCATION\\id_rsa', 'deny'],
  ]);
  pathTable({ deny: ['Read(//c/ProgramData/secret/**)', 'Read(~/AppData/Roaming/secret/**)', 'Read(~/Documents/secret/**)'], allow: ['Read(//**)'] }, [
    ['read', 'C:\\Users\\All Users\\secret\\x', 'deny'],
    ['read', 'C:\\ProgramData\\Application Data\\secret\\x', 'deny'],
    ['read', 'C:\\Users\\dev\\Application Data\\secret\\x', 'deny'],
    ['read', 'C:\\Users\\dev\\My Documents\\secret\\x', 'deny'],
    ['read', 'C:\\Documents and Settings\\All Users\\Application Data\\secret\\x', 'deny'],
    ['read', '\\\\wsl$\\Ubuntu\\mnt\\c\\Users\\All Users\\secret\\x', 'deny'],
  ]);
});
