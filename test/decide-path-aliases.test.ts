// Other spellings the system gives a path (src/decide/links.ts pathAlias): each is checked as a
// symlink target is, so a deny rule written with one spelling denies the other, and an allow
// needs both. Found by a review: each of these was allowed beside the deny rule it meets.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { decideBoth, expectDecision, op, source } from './helpers/policy.js';

const CONTEXTS: Record<'linux' | 'darwin' | 'win32', DecisionContext> = {
  linux: { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' },
  darwin: { cwd: '/Users/dev/repo', workspace: ['/Users/dev/repo'], home: '/Users/dev', platform: 'darwin' },
  win32: { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' },
};

function decision(deny: string[], platform: keyof typeof CONTEXTS, op: 'read' | 'edit', path: string, allow = ['Read(//**)', 'Read(/**)', 'Edit(//**)', 'Edit(/**)']): string {
  const loaded = loadSettingsValue({ permissions: { deny, allow } }, { file: 'b.json', channel: 'file' });
  return decide(compilePolicy([{ loaded }]), { op, path }, CONTEXTS[platform]).decision;
}

describe('a path and the spelling the system also gives it', () => {
  it.each([
    // /proc/PID/root, as often as it is there; a process's cwd or descriptors never allow.
    ['Read(//etc/**)', 'linux', 'read', '/proc/self/root/proc/self/root/etc/shadow', 'deny'],
    ['Read(//etc/**)', 'linux', 'read', '/proc/self/root/proc/1/root/etc/shadow', 'deny'],
    ['Edit(//etc/**)', 'linux', 'edit', '/proc/self/root/proc/self/root/etc/cron.d/x', 'deny'],
    ['Read(//srv/**)', 'linux', 'read', '/proc/self/root/proc/self/cwd/x', 'ask'],
    ['Read(//srv/**)', 'linux', 'read', '/dev/fd/3', 'ask'],
    // `..` after a link the kernel keeps is the parent of its target, with no resolver given:
    // /proc/PID/root is `/`; a process's cwd, descriptors (and the rest of /proc) lead anywhere.
    ['Read(//etc/**)', 'linux', 'read', '/proc/self/root/../etc/passwd', 'deny'],
    ['Read(//etc/**)', 'linux', 'read', '/proc/1/root/../../etc/passwd', 'deny'],
    ['Read(//etc/**)', 'linux', 'read', '/proc/self/root/etc/../../etc/passwd', 'deny'],
    ['Read(//etc/**)', 'linux', 'read', '/proc/self/cwd/../../etc/passwd', 'ask'],
    ['Read(//etc/**)', 'linux', 'read', '/proc/thread-self/cwd/../../etc/passwd', 'ask'],
    ['Read(//etc/**)', 'linux', 'read', '/proc/net/../root/etc/passwd', 'ask'],
    ['Read(//etc/**)', 'linux', 'read', '/dev/fd/0/../../etc/passwd', 'ask'],
    ['Read(//etc/**)', 'linux', 'read', '/dev/fd/../root/etc/passwd', 'ask'],
    ['Read(//etc/**)', 'linux', 'read', '/var/run/../etc/passwd', 'deny'],
    ['Edit(//etc/**)', 'linux', 'edit', '/var/lock/../../etc/cron.d/x', 'deny'],
    ['Read(//usr/secret/**)', 'linux', 'read', '/bin/../secret/x', 'deny'],
    ['Read(//private/secret/**)', 'darwin', 'read', '/etc/../secret/x', 'deny'],
    ['Read(//etc/**)', 'darwin', 'read', '/tmp/../etc/passwd', 'deny'],
    // On linux and darwin a drive-looking path is also a relative POSIX path (a directory `C:`).
    ['Read(//etc/**)', 'linux', 'read', 'C:/../../../etc/passwd', 'deny'],
    ['Read(//etc/**)', 'linux', 'read', 'c:/../../../../etc/shadow', 'deny'],
    ['Edit(//etc/**)', 'linux', 'edit', 'C:/../../../etc/cron.d/x', 'deny'],
    ['Read(//etc/**)', 'darwin', 'read', 'C:/../../../../etc/passwd', 'deny'],
    ['Read(/secrets/**)', 'linux', 'read', 'C:/../secrets/x', 'deny'],
    ['Read(//etc/**)', 'linux', 'read', '\\\\x/y/../../../../etc/passwd', 'deny'],
    // macOS automounts /net/HOST from HOST (NFS): a host for Domain deny and ask rules (was allowed).
    ['Domain(evil.com)', 'darwin', 'read', '/net/evil.com/export/x', 'deny'],
    ['Domain(evil.com)', 'darwin', 'edit', '/System/Volumes/Data/net/evil.com/x', 'deny'],
    ['Domain(evil.com)', 'darwin', 'read', '/NET/evil.com/x', 'deny'],
    ['Domain(evil.com)', 'darwin', 'read', '/Users/dev/../../net/evil.com/x', 'deny'],
    ['Domain(evil.com)', 'darwin', 'read', '/net/good.com/x', 'allow'],
    ['Domain(evil.com)', 'darwin', 'read', '/Users/dev/net/evil.com/x', 'allow'],
    // Linux's autofs mounts /net/HOST from HOST by its -hosts map too (Fedora, RHEL ship it on; was allowed).
    ['Domain(evil.com)', 'linux', 'read', '/net/evil.com/x', 'deny'],
    ['Domain(evil.com)', 'linux', 'edit', '/net/evil.com/export/x', 'deny'],
    ['Domain(evil.com)', 'linux', 'read', '/home/dev/../../net/evil.com/x', 'deny'],
    ['Domain(evil.com)', 'linux', 'read', '//net/evil.com/x', 'deny'],
    ['Domain(evil.com)', 'linux', 'read', '/net/good.com/x', 'allow'],
    ['Domain(evil.com)', 'linux', 'read', '/home/dev/net/evil.com/x', 'allow'],
    ['Domain(evil.com)', 'win32', 'read', 'C:/net/evil.com/x', 'allow'],
    // The normalized path is read, not the text (hunt 10 F1: these were allowed).
    ['Domain(evil.com)', 'darwin', 'read', '//net/evil.com/x', 'deny'],
    ['Domain(evil.com)', 'darwin', 'read', '///net/evil.com/x', 'deny'],
    ['Domain(evil.com)', 'darwin', 'read', '/./net/evil.com/x', 'deny'],
    ['Domain(evil.com)', 'darwin', 'edit', '//System/Volumes/Data/NET/evil.com/x', 'deny'],
    ['Domain(evil.com)', 'darwin', 'read', '/nets/evil.com/x', 'allow'],
    ['Domain(evil.com)', 'darwin', 'read', '/net/localhost/x', 'allow'],
    // macOS (APFS) folds case fully: ß and ẞ are ss, ﬁ is fi. Such a path is never allowed.
    ['Read(~/.ssh/**)', 'darwin', 'read', '/Users/dev/.ßh/id_rsa', 'ask'],
    ['Read(~/.ssh/**)', 'darwin', 'read', '/Users/dev/.ẞH/id_rsa', 'ask'],
    ['Read(//etc/passwd)', 'darwin', 'read', '/etc/paßwd', 'ask'],
    ['Read(~/.kube/config)', 'darwin', 'read', '/Users/dev/.kube/conﬁg', 'ask'],
    ['Edit(**/.gitconfig)', 'darwin', 'edit', '/Users/dev/repo/.gitconﬁg', 'ask'],
    ['Read(~/.ssh/**)', 'darwin', 'read', '/Users/dev/.ſſh/id_rsa', 'deny'],
    // Links every Linux system of a kind has: /var/run is /run; usrmerge.
    ['Read(//var/run/secrets/**)', 'linux', 'read', '/run/secrets/token', 'deny'],
    ['Read(//run/secrets/**)', 'linux', 'read', '/var/run/secrets/token', 'deny'],
    ['Edit(//usr/bin/**)', 'linux', 'edit', '/bin/sudo', 'deny'],
    ['Edit(//bin/**)', 'linux', 'edit', '/usr/bin/sudo', 'deny'],
    // macOS: /etc, /tmp and /var are under /private; the Data volume's firmlinks.
    ['Read(//etc/**)', 'darwin', 'read', '/private/etc/master.passwd', 'deny'],
    ['Read(//private/etc/**)', 'darwin', 'read', '/etc/master.passwd', 'deny'],
    ['Read(//etc/**)', 'darwin', 'read', '/PRIVATE/ETC/hosts', 'deny'],
    ['Read(~/.ssh/**)', 'darwin', 'read', '/System/Volumes/Data/Users/dev/.ssh/id_rsa', 'deny'],
    // One spelling leads to another: the Data volume's /private is /private, whose etc is /etc.
    ['Read(//etc/**)', 'darwin', 'read', '/System/Volumes/Data/private/etc/hosts', 'deny'],
    ['Read(//etc/**)', 'darwin', 'read', '/system/volumes/data/private/etc/x', 'deny'],
    ['Read(//tmp/sec/**)', 'darwin', 'read', '/System/Volumes/Data/private/tmp/sec/x', 'deny'],
    ['Read(//private/etc/**)', 'darwin', 'read', '/System/Volumes/Data/private/etc/hosts', 'deny'],
    // macOS: volfs opens any file by inode (`/.vol/VOLID/FILEID`): never allowed; `/Volumes/NAME`
    // may be the boot volume's link to `/`, so its `/x` is checked for deny and ask (hunt 3 F3: were allowed).
    ['Read(//srv/**)', 'darwin', 'read', '/.vol/16777220/12345', 'ask'],
    ['Read(//etc/**)', 'darwin', 'read', '/.vol/16777220/2/etc/passwd', 'ask'],
    ['Edit(//etc/**)', 'darwin', 'edit', '/.VOL/1/2', 'ask'],
    ['Read(//etc/**)', 'darwin', 'read', '/.vol/1/123/../../../x', 'ask'],
    ['Read(//etc/**)', 'darwin', 'read', '/Volumes/Macintosh HD/etc/passwd', 'deny'],
    ['Read(//etc/**)', 'darwin', 'read', '/Volumes/Macintosh HD/private/etc/passwd', 'deny'],
    ['Edit(//etc/**)', 'darwin', 'edit', '/volumes/Boot/etc/hosts', 'deny'],
    ['Read(~/.ssh/**)', 'darwin', 'read', '/Volumes/Macintosh HD/Users/dev/.ssh/id_rsa', 'deny'],
    ['Read(//etc/**)', 'darwin', 'read', '/Volumes/Macintosh HD/../etc/passwd', 'deny'],
    ['Read(//etc/**)', 'linux', 'read', '/Volumes/x/etc/passwd', 'allow'],
    ['Read(//srv/**)', 'linux', 'read', '/.vol/1/2', 'allow'],
    ['Read(//run/secrets/**)', 'linux', 'read', '/proc/self/root/var/run/secrets/x', 'deny'],
    // Windows: the compatibility junctions every system since Vista has.
    ['Read(~/.ssh/**)', 'win32', 'read', 'C:\\Documents and Settings\\dev\\.ssh\\id_rsa', 'deny'],
    ['Read(~/AppData/Roaming/**)', 'win32', 'read', 'C:\\Users\\dev\\Application Data\\x', 'deny'],
    ['Read(~/Documents/**)', 'win32', 'read', 'c:\\users\\DEV\\MY DOCUMENTS\\x', 'deny'],
    ['Read(//c/ProgramData/Secret/**)', 'win32', 'read', 'C:\\Users\\All Users\\Secret\\x', 'deny'],
    ['Read(//c/ProgramData/Secret/**)', 'win32', 'read', 'C:\\ProgramData\\Application Data\\Secret\\x', 'deny'],
    ['Read(~/.ssh/**)', 'win32', 'read', '\\\\localhost\\C$\\Documents and Settings\\dev\\.ssh\\id', 'deny'],
    ['Read(~/AppData/Roaming/**)', 'win32', 'read', 'C:\\Documents and Settings\\dev\\Application Data\\x', 'deny'],
    ['Read(~/AppData/Local/**)', 'win32', 'read', 'C:\\Users\\dev\\Local Settings\\Application Data\\x', 'deny'],
    // Windows: an administrative share's name with a trailing dot or space is the share.
    ['Read(//c/Secrets/**)', 'win32', 'read', '\\\\localhost\\c$.\\Secrets\\a', 'deny'],
    ['Read(//c/Secrets/**)', 'win32', 'read', '\\\\localhost\\c$ \\Secrets\\a', 'deny'],
    ['Edit(//c/Windows/**)', 'win32', 'edit', '\\\\localhost\\ADMIN$.\\System32\\x', 'deny'],
    // Windows: `\w\x` is on the current drive (C:), not the drive W:.
    ['Read(/secrets/**)', 'win32', 'read', '\\w\\repo\\secrets\\x', 'deny'],
    ['Read(/secrets/**)', 'win32', 'read', '/w/repo/secrets/x', 'deny'],
  ] as const)('%s, %s %s %s: %s', (rule, platform, op, path, expected) => {
    expect(decision([rule], platform, op, path)).toBe(expected);
  });

  it.each([
    ['linux', '/w/repo/src/a.ts'], ['linux', '/usr/share/doc/x'], ['linux', '/w/repo/src/../a.ts'], ['linux', '../repo/a.ts'], ['linux', '/usr/share/../lib/x'], ['linux', 'C:/x'], ['linux', '/w/repo/straße.txt'], ['darwin', '/Users/dev/repo/café.txt'], ['darwin', '/Users/dev/repo/a'], ['darwin', '/Volumes/Work/repo/a'], ['darwin', '/var/folders/x/a'], ['darwin', '/.volumes/a'], ['win32', 'C:\\w\\repo\\a'], ['win32', 'C:\\Users\\dev\\Documents\\a'], ['win32', 'C:\\Users\\dev\\Recently\\a'], ['win32', '\\w\\repo\\a'],
  ] as const)('%s %s stays allowed', (platform, path) => {
    expect(decision(['Read(//etc/**)', 'Read(//srv/**)', 'Read(/secrets/**)'], platform, 'read', path)).toBe('allow');
  });

  it('a case-insensitive Linux file system folds the spelling before it is compared', () => {
    const loaded = loadSettingsValue({ permissions: { deny: ['Read(//run/secrets/**)'], allow: ['Read(//**)'] } }, { file: 'b.json', channel: 'file' });
    const ctx = { ...CONTEXTS.linux, caseInsensitive: true };
    expect(decide(compilePolicy([{ loaded }]), { op: 'read', path: '/VAR/RUN/secrets/token' }, ctx).decision).toBe('deny');
  });

  it('the automounted /net/HOST is read from the normalized path and the symlink target (hunt 10 F1)', () => {
    const loaded = loadSettingsValue({ permissions: { deny: ['Domain(evil.com)'], allow: ['Read(//**)', 'Edit(//**)', 'Domain(*)'] } }, { file: 'b.json', channel: 'file' });
    const policy = compilePolicy([{ loaded }]);
    const root = { ...CONTEXTS.darwin, cwd: '/', home: '/' };
    const linked = { ...CONTEXTS.darwin, resolveSymlink: (x: string) => (x.startsWith('/Users/dev/repo/l/') ? `/net/evil.com/${x.slice(18)}` : x === '/Users/dev/repo/up' ? '/' : x) };
    expect(decide(policy, { op: 'read', path: 'net/evil.com/x' }, root).decision).toBe('deny');
    expect(decide(policy, { op: 'read', path: './net/evil.com/x' }, root).decision).toBe('deny');
    expect(decide(policy, { op: 'read', path: '~/net/evil.com/x' }, root).decision).toBe('deny');
    expect(decide(policy, { op: 'read', path: '/Users/dev/repo/l/x' }, linked).decision).toBe('deny');
    expect(decide(policy, { op: 'edit', path: '/Users/dev/repo/l/x' }, linked).decision).toBe('deny');
    expect(decide(policy, { op: 'read', path: '/Users/dev/repo/up/../net/evil.com/x' }, linked).decision).toBe('deny');
    expect(decide(policy, { op: 'read', path: '/Users/dev/repo/a.txt' }, linked).decision).toBe('allow');
    expect(decide(policy, { op: 'read', path: 'usr/x' }, root).decision).toBe('allow');
  });

  it('the boot volume spelling is for deny and ask rules only (an external volume stays allowed by its own rule)', () => {
    expect(decision([], 'darwin', 'read', '/Volumes/Work/repo/a.txt', ['Read(//Volumes/Work/**)'])).toBe('allow');
    expect(decision(['Read(//repo/**)'], 'darwin', 'read', '/Volumes/Work/repo/a.txt', ['Read(//Volumes/Work/**)'])).toBe('deny');
  });

  it('the reference evaluator agrees on macOS volfs and boot volume spellings', () => {
    const ctx = CONTEXTS.darwin;
    for (const [deny, path, expected] of [
      ['Read(//etc/**)', '/Volumes/Macintosh HD/etc/passwd', 'deny'], ['Read(//etc/**)', '/Volumes/Macintosh HD/private/etc/passwd', 'deny'],
      ['Read(//etc/**)', '/Volumes/Macintosh HD/../etc/passwd', 'deny'], ['Read(//etc/**)', '/.vol/1/2/etc/passwd', 'ask'], ['Read(//etc/**)', '/.vol/1/123/../../../x', 'ask'],
      ['Read(//srv/**)', '/Volumes/Work/repo/a', 'allow'], ['Read(//repo/**)', '/Volumes/Work/repo/a', 'deny'],
    ] as const) {
      expect(decideBoth([source({ deny: [deny], allow: ['Read(//**)'] })], op('read', path), ctx).decision).toBe(expected);
    }
    // (A tree below `/Volumes/NAME` may be below `/`.)
    const shell = source({ deny: ['Read(//etc/**)'], allow: ['Shell(*)'] });
    expect(decideBoth([shell], op('shell', 'grep -r x "/Volumes/Macintosh HD/"'), ctx).decision).toBe('ask');
    expect(decideBoth([shell], op('shell', 'grep -r x /Volumes/Work/repo'), ctx).decision).toBe('allow');
  });

  it('an allow needs both spellings', () => {
    // (`/private/etc/hosts` is `/etc/hosts`: allowing only the /private spelling allows neither.)
    expect(decision([], 'darwin', 'read', '/private/etc/hosts', ['Read(//private/**)'])).not.toBe('allow');
    expect(decision([], 'darwin', 'read', '/private/etc/hosts', ['Read(//private/**)', 'Read(//etc/**)'])).toBe('allow');
  });
});

describe('a path through a symbolic link the line makes is unknown (hunt 5 F5; engine and reference evaluator)', () => {
  const rules = { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)', 'Read(//h/.ssh/**)'], allow: ['Shell', 'Read(//**)', 'Edit(//w/**)'] };
  it.each([
    ['ln -s / r; cat r/etc/passwd', 'ask'],
    ['ln -s /. r; cat r/etc/passwd', 'ask'],
    ['ln -s // r; cat r/etc/passwd', 'ask'],
    ['ln -sfn / r; cat r/etc/passwd', 'ask'],
    ['ln --symbolic / r; cat r/etc/passwd', 'ask'],
    // (Hunt 4, F5: allowed.) getopt takes `--sy`, a unique prefix; cp -s links as ln -s does.
    ['ln --sy / r; cat r/etc/passwd', 'ask'],
    ['cp --sy / r; cat r/etc/passwd', 'ask'],
    ['ln --s / r; cat r/etc/passwd', 'allow'],
    ['cp -a /w/a b; cat b/x', 'allow'],
    ['cp -s / r; cat r/etc/passwd', 'ask'],
    ['cp -rs / r; cat r/etc/passwd', 'ask'],
    ['ln -s /usr r; cat r/../etc/passwd', 'ask'],
    ['ln -s .. r; cat r/../../etc/passwd', 'ask'],
    ['ln -s / r; echo x | tee r/etc/x', 'ask'],
    ['ln -s / r; cp x r/etc/x', 'ask'],
    ['ln -s / r; echo x > r/etc/x', 'ask'],
    ['ln -s ~ h; cat h/.ssh/id_rsa', 'ask'],
    ['cd /tmp && ln -s / r && cat /tmp/r/etc/passwd', 'ask'],
    ['ln -s / ../r; cat ../r/etc/passwd', 'ask'],
    ['busybox ln -s / r; cat r/etc/passwd', 'ask'],
    ['ln -s "/" "r"; cat "r/etc/passwd"', 'ask'],
    ['ln -s / r && cd r && cat etc/passwd', 'ask'],
    ['ln -s -t d /usr; cat d/usr/../etc/passwd', 'ask'],
    ['ln -s "$T" r; cat r/etc/passwd', 'ask'],
    // (The link's own target is a part, as before; other paths stay allowed.)
    ['ln -s /etc e', 'deny'],
    ['ln -s ../lib lib2; cat README.md src/a.ts', 'allow'],
    ['ln -s ../lib lib2', 'allow'],
    ['ln /w/a b; cat b/x', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected);
  });
  // (Hunt 4, F5: allowed.) A link to a source is a name to write it through: an Edit of it, as ln -s's target is.
  it.each([
    ['cp -s /w/Makefile p; echo x | tee p', 'deny'], ['cp --symbolic-link Makefile p', 'deny'], ['cp -rs Makefile p', 'deny'],
    ['ln -s /w/Makefile p', 'deny'], ['cp Makefile p', 'allow'], ['cp -a Makefile p', 'allow'],
  ] as const)('%s -> %s', (line, expected) => {
    expectDecision({ deny: ['Edit(//w/Makefile)'], allow: ['Shell'] }, 'shell', line, expected);
  });
});

// A Windows administrator's `Read(secrets\*.key)`: the backslash escapes the star, and read only
// so the deny never matched `secrets\a.key` (src/rules/backslash-paths.ts). Deny and ask rules
// read it both ways; an allow only as written.
describe('a backslash before a glob character in a Read/Edit rule is also read as a separator, for deny and ask', () => {
  const allow = ['Read(**)', 'Edit(**)', 'Read(//**)', 'Edit(//**)'];
  it.each([
    [{ deny: ['Read(secrets\\*.key)'], allow }, 'read', 'secrets\\a.key', 'win32', 'deny'],
    [{ deny: ['Read(secrets\\*.key)'], allow }, 'edit', 'C:\\w\\repo\\secrets\\a.key', 'win32', 'deny'],
    [{ ask: ['Edit(config\\?.yml)'], allow }, 'edit', 'config\\a.yml', 'win32', 'ask'],
    [{ deny: ['Read(.\\*.pem)'], allow }, 'read', 'a.pem', 'win32', 'deny'],
    [{ deny: ['Read(//c/keys/\\*.pem)'], allow }, 'read', 'C:\\keys\\a.pem', 'win32', 'deny'],
    [{ deny: ['Read(\\*.key)'], allow }, 'read', 'C:\\x\\a.key', 'win32', 'deny'],
    [{ deny: ['Read(secrets\\*.key)'], allow }, 'read', '/w/secrets/a.key', 'linux', 'deny'],
    // (The literal reading stands; other paths stay allowed; `\\` is a backslash, not an escape.)
    [{ deny: ['Read(secrets\\*.key)'], allow }, 'read', '/w/secrets*.key', 'linux', 'deny'],
    [{ deny: ['Read(secrets\\*.key)'], allow }, 'read', 'secrets\\sub\\a.key', 'win32', 'allow'],
    [{ deny: ['Read(secrets\\*.key)'], allow }, 'read', '/w/a.key', 'linux', 'allow'],
    [{ deny: ['Read(a\\\\*.key)'], allow }, 'read', '/w/a/b.key', 'linux', 'allow'],
    // (An allow is never read wider.)
    [{ allow: ['Read(secrets\\*.key)'] }, 'read', 'secrets\\a.key', 'win32', 'ask'],
  ] as [Parameters<typeof expectDecision>[0], 'read' | 'edit', string, 'linux' | 'win32', DecisionKind][])('%j %s %s (%s) -> %s', (rules, kind, path, platform, expected) => {
    expectDecision(rules, kind, path, expected, CONTEXTS[platform]);
  });
});

describe('a disk device holds every file: reading or writing it is a tree operation on `/` (engine and reference evaluator)', () => {
  const CTX = CONTEXTS.linux;
  it.each([
    ['Read(//etc/**)', 'read', '/dev/sda', 'ask'], ['Read(~/.ssh/**)', 'read', '/dev/nvme0n1p2', 'ask'], ['Read(//etc/**)', 'read', '/dev/mapper/root', 'ask'],
    ['Read(//etc/**)', 'read', '/dev/disk/by-uuid/X', 'ask'], ['Read(//etc/**)', 'read', '/dev/ubuntu-vg/root', 'ask'], ['Read(//etc/**)', 'read', '/dev/mem', 'ask'],
    ['Read(//etc/**)', 'read', '/dev/./sda1', 'ask'], ['Read(//etc/**)', 'read', '/proc/self/root/dev/vda', 'ask'], ['Read(//etc/**)', 'read', '/dev/block/8:0', 'ask'],
    ['Edit(//etc/**)', 'edit', '/dev/sda', 'ask'], ['Read(//etc/**)', 'edit', '/dev/xvda1', 'ask'], ['Read(//dev/sda)', 'read', '/dev/sda', 'deny'],
    // (Ordinary devices stay ordinary.)
    ['Read(//etc/**)', 'read', '/dev/null', 'allow'], ['Read(//etc/**)', 'read', '/dev/zero', 'allow'], ['Read(//etc/**)', 'read', '/dev/urandom', 'allow'],
    ['Read(//etc/**)', 'read', '/dev/tty', 'allow'], ['Read(//etc/**)', 'read', '/dev/shm/x', 'allow'], ['Read(//etc/**)', 'read', '/dev/pts/0', 'allow'],
    ['Read(//etc/**)', 'read', '/devices/sda', 'allow'], ['Edit(//etc/**)', 'read', '/dev/sda', 'allow'],
  ] as const)('%s: %s %s is %s', (deny, kind, path, expected) => {
    expect(decideBoth([source({ deny: [deny], allow: ['Read(//**)', 'Edit(//**)'] })], op(kind, path), CTX).decision).toBe(expected);
  });

  it.each([
    ['cat /dev/sda', 'ask'], ['dd if=/dev/nvme0n1 of=x', 'ask'], ['strings /dev/sda1', 'ask'], ['xxd /dev/vda', 'ask'], ['cp /dev/mapper/root x', 'ask'],
    ['head -c 1G /dev/disk/by-uuid/X', 'ask'], ['grep -a secret /dev/sda', 'ask'], ['cat < /dev/sda', 'ask'], ['dd if=x of=/dev/sda', 'ask'],
    ['echo x > /dev/sda', 'ask'], ['mkfs /dev/sda1', 'ask'], ['shred /dev/sda', 'ask'],
    ['cat /dev/null', 'allow'], ['head -c 8 /dev/urandom', 'allow'], ['echo x > /dev/null', 'allow'], ['cat /dev/shm/x', 'allow'], ['git status', 'allow'],
  ] as const)('%s is %s', (line, expected) => {
    const rules = source({ deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Shell(*)', 'Edit(//dev/null)'] });
    expect(decideBoth([rules], op('shell', line), CTX).decision).toBe(expected);
  });

  it("macOS's disks", () => {
    for (const [path, expected] of [['/dev/disk0s1', 'ask'], ['/dev/rdisk2', 'ask'], ['/dev/null', 'allow']] as const) {
      expect(decideBoth([source({ deny: ['Read(//etc/**)'], allow: ['Read(//**)'] })], op('read', path), CONTEXTS.darwin).decision).toBe(expected);
    }
  });
});

// A Windows share (`\\server\share\x`) is a path on another host: a Domain deny on the server
// denies it, and only an allow rule naming the server allows it (`//**` names none).
describe('a UNC path on win32 is allowed only by a rule naming its server (engine and reference evaluator)', () => {
  it.each([
    [{ deny: ['Domain(files.corp)'], allow: ['Read(//**)', 'Read(/**)', 'Read(//files.corp/**)'] }, 'deny'],
    [{ allow: ['Read(/**)'] }, 'ask'],
    [{ allow: ['Read(//files.corp/**)'] }, 'allow'],
    [{ allow: ['Read(//**)'] }, 'ask'],
    [{ allow: ['Read(//*/**)'] }, 'ask'],
  ] as [Parameters<typeof expectDecision>[0], DecisionKind][])('%j: read \\\\files.corp\\s\\x -> %s', (rules, expected) => {
    expectDecision(rules, 'read', '\\\\files.corp\\s\\x', expected, CONTEXTS.win32);
  });
});
