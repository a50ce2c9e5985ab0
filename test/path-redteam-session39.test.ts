// Red-team finds of session 39 in Read and Edit paths (and the shell words read as paths), left by
// session 38. Each ask or deny row was allowed before its fix; the allow rows keep neighbours
// precise. Each Read/Edit row is also checked against the reference evaluator (pathDecider), each
// shell row too (decideBoth).
import { describe, expect, it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { namesOtherHome } from '../src/paths/client-rewrites.js';
import { mountedDriveSpelling } from '../src/decide/drive-mounts.js';
import { resolvePathContext } from '../src/paths/normalize.js';
import { decideBoth, op, REPO_LINUX, REPO_WINDOWS, source, type Rules } from './helpers/policy.js';
import { pathDecider, REDTEAM_RULES } from './helpers/redteam-policies.js';

type Row = [kind: 'read' | 'edit', path: string, expected: DecisionKind];

const decided = pathDecider(REDTEAM_RULES);

// On win32 `~root\.ssh\x` was read as a relative path in the workspace (allowed), while a client's
// shell (Git Bash, MSYS, PowerShell on Unix) or an MSYS/Cygwin program's command-line globbing may
// expand `~root` to that user's home. On linux it asked (normalize.ts): now on win32 too.
describe('win32: a path starting ~NAME is another user\'s home (was allowed)', () => {
  const rows: Row[] = [
    ['read', '~root\\.ssh\\id_rsa', 'ask'],
    ['read', '~root/.ssh/id_rsa', 'ask'],
    ['edit', '~root\\.ssh\\authorized_keys', 'ask'],
    ['read', '~Administrator\\AppData\\x', 'ask'],
    ['read', '~root', 'ask'],
    // (bash's `~+`, `~-` and `~1` are the cwd, the last one and the directory stack.)
    ['read', '~+\\x', 'ask'],
    ['read', '~1\\x', 'ask'],
    // Through the client's other readings too: white space at the ends, a file: URL.
    ['read', ' ~root\\.ssh\\x', 'ask'],
    ['read', 'file:~root/.ssh/x', 'ask'],
    // The relative reading is still checked: a deny on it stays a deny.
    ['read', '~admin\\x.pem', 'deny'],
    // Precision: the user's own home keeps its reading (outside the workspace: not allowed by Read(**)).
    ['read', '~', 'ask'],
    ['read', '~\\x', 'ask'],
    ['read', '~/x', 'ask'],
    ['read', '~\\x.pem', 'deny'],
    // Precision: a `~` past the start is a name.
    ['read', 'a~b\\x', 'allow'],
    ['read', 'x\\~y', 'allow'],
    ['edit', 'src\\~tmp', 'allow'],
    ['read', 'src/~1/a.ts', 'allow'],
  ];
  it.each(rows)('win32: %s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_WINDOWS)).toBe(expected);
  });
  // (As linux read it already.)
  it.each([['read', '~root/.ssh/id_rsa', 'ask'], ['read', 'a~b/x', 'allow']] as Row[])('linux: %s %j is %s', (kind, path, expected) => {
    expect(decided(kind, path, REPO_LINUX)).toBe(expected);
  });
  it('namesOtherHome: ~NAME first, not ~ alone, ~\\ or ~/', () => {
    for (const p of ['~root', '~root\\x', '~root/x', '~+', '~1\\x', '~$x.docx']) expect(namesOtherHome(p)).toBe(true);
    for (const p of ['~', '~\\x', '~/x', 'a~b', 'x\\~y', '']) expect(namesOtherHome(p)).toBe(false);
  });
});

describe('win32: a PowerShell word starting ~NAME is another user\'s home (was allowed)', () => {
  const rules = source(REDTEAM_RULES);
  const rows: [line: string, expected: DecisionKind][] = [
    ['mytool ~root\\.ssh\\x', 'ask'],
    ['mytool ~root/.ssh/x', 'ask'],
    ['mytool out=~root/x', 'ask'],
    ['Get-Content ~root\\.ssh\\x', 'ask'],
    // Precision: the user's own home, a name with `~` past the start.
    ['mytool ~\\x', 'allow'],
    ['mytool ~', 'allow'],
    ['mytool a~b\\x', 'allow'],
    ['mytool x\\~y', 'allow'],
  ];
  it.each(rows)('%j is %s', (line, expected) => {
    expect(decideBoth([rules], op('pwsh', line), REPO_WINDOWS).decision).toBe(expected);
  });
  // Git Bash: a quoted `~root` is not expanded (bash leaves it, and an MSYS program bash starts does not glob); unquoted it is an expansion.
  it.each([['cat "~root/x"', 'allow'], ['cat ~root/x', 'ask']] as [string, DecisionKind][])('Git Bash: %j is %s', (line, expected) => {
    expect(decideBoth([rules], op('shell', line), REPO_WINDOWS).decision).toBe(expected);
  });
});

// Under WSL a linux client opens drive C: at /mnt/c: `/mnt/c/Windows/x` is `C:\Windows\x`, which a
// rule written for Windows (`//c/Windows/**`, as normalize.ts spells `C:\Windows`) denies on
// win32, but on linux it was only the literal `/mnt/c/...`: allowed. Deny and ask rules now see the
// drive's spelling too, folding case as Windows does, and its junctions; allow rules never do.
describe('linux: /mnt/X is Windows drive X under WSL, for deny and ask rules (was allowed)', () => {
  const DRIVE_RULES: Rules = {
    deny: ['Read(//c/Windows/**)', 'Edit(//c/Users/*/.ssh/**)', 'Edit(//c/Windows/**)'],
    ask: ['Read(//d/secrets/**)'],
    allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)'],
  };
  const decidedDrive = pathDecider(DRIVE_RULES);
  const rows: Row[] = [
    ['read', '/mnt/c/Windows/System32/config/SAM', 'deny'],
    ['read', '/mnt/c/windows/system32/config/sam', 'deny'],
    ['read', '/mnt/c/Windows', 'deny'],
    ['edit', '/mnt/c/Windows/win.ini', 'deny'],
    ['edit', '/mnt/c/Users/u/.ssh/authorized_keys', 'deny'],
    // A junction on the drive: C:\Documents and Settings is C:\Users.
    ['edit', '/mnt/c/Documents and Settings/u/.ssh/authorized_keys', 'deny'],
    ['read', '/mnt/d/secrets/k', 'ask'],
    // Other spellings of the same path.
    ['read', '/mnt/./c/Windows/x', 'deny'],
    ['read', '/w/../mnt/c/Windows/x', 'deny'],
    ['read', '/proc/self/root/mnt/c/Windows/x', 'deny'],
    ['read', '/MNT/C/WINDOWS/x', 'deny'],
    // Precision: other drives and folders, a longer name than a drive letter, the mount itself.
    ['read', '/mnt/c/Users/u/a.txt', 'allow'],
    ['read', '/mnt/e/Windows/x', 'allow'],
    ['read', '/mnt/cc/Windows/x', 'allow'],
    ['read', '/mnt/c', 'allow'],
    ['read', '/mnt/d/secrets2/k', 'allow'],
  ];
  it.each(rows)('linux: %s %j is %s', (kind, path, expected) => {
    expect(decidedDrive(kind, path, REPO_LINUX)).toBe(expected);
  });
  // Not on darwin: no WSL there.
  it('darwin: /mnt/c is only itself', () => {
    const darwin: DecisionContext = { ...REPO_LINUX, platform: 'darwin' };
    expect(decidedDrive('read', '/mnt/c/Windows/x', darwin)).toBe('allow');
  });
  // Allow rules never see the drive's spelling: a rule for /mnt/c keeps allowing it.
  it('allow rules are not asked about the drive spelling', () => {
    const mntOnly = pathDecider({ allow: ['Read(//mnt/c/**)'] });
    expect(mntOnly('read', '/mnt/c/Users/u/a.txt', REPO_LINUX)).toBe('allow');
  });
  const lines: [line: string, expected: DecisionKind][] = [
    ['cat /mnt/c/Windows/win.ini', 'deny'],
    ['cd /mnt/c && cat Windows/win.ini', 'deny'],
    ['cp x /mnt/c/Windows/System32/y.dll', 'deny'],
    // A command on the tree above a denied path.
    ['rm -rf /mnt/c/Windows', 'deny'],
    ['grep -r x /mnt/c', 'ask'],
    // Precision.
    ['cat /mnt/c/Users/u/a.txt', 'allow'],
  ];
  it.each(lines)('bash on linux: %j is %s', (line, expected) => {
    expect(decideBoth([source(DRIVE_RULES)], op('shell', line), REPO_LINUX).decision).toBe(expected);
  });
  it('mountedDriveSpelling: /mnt/X/… on linux only', () => {
    const linux = resolvePathContext({ platform: 'linux' });
    expect(mountedDriveSpelling('/mnt/c/Windows/x', linux)).toBe('/c/Windows/x');
    expect(mountedDriveSpelling('/mnt/C', linux)).toBe('/c');
    for (const p of ['/mnt', '/mnt/', '/mnt/cc', '/mnt/1/x', '/media/c/x', '/mntx/c']) expect(mountedDriveSpelling(p, linux)).toBeUndefined();
    expect(mountedDriveSpelling('/mnt/c/x', resolvePathContext({ platform: 'darwin' }))).toBeUndefined();
  });
});
