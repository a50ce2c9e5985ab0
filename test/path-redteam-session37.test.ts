// Red-team finds of session 37 in Read and Edit paths, pinned with the rows that were allowed
// before the fix and rows that show allowed neighbours keep their decision. Each row is also
// checked against the reference evaluator.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { referenceDecide } from './reference/evaluator.js';
import { REPO_WINDOWS } from './helpers/policy.js';
import { pathDecider } from './helpers/redteam-policies.js';

const RULES = {
  deny: ['Read(//c/Users/*/AppData/**)', 'Edit(//c/Windows/**)', 'Read(//etc/**)'],
  allow: ['Read(//**)', 'Edit(//**)', 'Read(/**)', 'Edit(/**)'],
};
const decided = pathDecider(RULES);

/** A resolver from links (a path below one leads below its target), answering other paths with themselves. */
function links(map: Record<string, string>): (path: string) => string {
  return (x) => {
    for (const [from, to] of Object.entries(map)) {
      if (x === from) return to;
      if (x.startsWith(`${from}/`)) return to + x.slice(from.length);
    }
    return x;
  };
}

/** Like links, but a path on a drive that does not exist (W:) resolves to nothing, as realpath fails there. */
function linksOnC(map: Record<string, string>): (path: string) => string | undefined {
  const resolve = links(map);
  return (x) => (/^\/[a-bd-z](?:\/|$)/.test(x) ? undefined : resolve(x));
}

// On win32 `\w\l\x` (one separator, a one-letter first segment) is read as the drive W: and, as
// Windows opens it, on the current drive (C:\w\l\x). Only the W: reading was given to the
// resolver, so a junction C:\w\l into a denied folder was never followed: allowed.
describe('win32: the current-drive reading of \\w\\x is resolved through the hook too (was allowed)', () => {
  const junction = { '/c/w/l': '/c/Users/dev/AppData', '/c/w/win': '/c/Windows' };
  const rows: [kind: 'read' | 'edit', path: string, expected: DecisionKind][] = [
    ['read', '\\w\\l\\x', 'deny'],
    ['read', '/w/l/x', 'deny'],
    ['read', '\\w\\l', 'deny'],
    ['edit', '\\w\\l\\x', 'deny'],
    ['edit', '\\w\\win\\system32\\x.dll', 'deny'],
    // Precision: the same shape without a link there, and the link's own spelling, keep theirs.
    ['read', '\\w\\m\\x', 'allow'],
    ['edit', '\\w\\repo\\a.txt', 'allow'],
    ['read', 'C:\\w\\l\\x', 'deny'],
    ['read', 'C:\\w\\m\\x', 'allow'],
  ];
  for (const [resolverName, resolveSymlink] of [['every path resolves', links(junction)], ['drive W: does not exist', linksOnC(junction)]] as const) {
    it.each(rows)(`${resolverName}: %s %s is %s`, (kind, path, expected) => {
      expect(decided(kind, path, { ...REPO_WINDOWS, resolveSymlink })).toBe(expected);
    });
  }
});

// A root of the context may itself be a link: /home -> /var/home (Fedora Silverblue, CoreOS), a
// checkout reached through a link. The resolver answered every path with itself below the root's
// target, so a rule rooted at the root as the context spells it never saw the path: allowed.
describe('a context root that is a link: a path below its target is also spelled below the root (was allowed)', () => {
  const ROOTED = {
    deny: ['Read(~/.ssh/**)', 'Edit(/src/generated/**)', 'Read(./secrets/**)', 'Edit(//etc/**)'],
    allow: ['Read(//**)', 'Edit(//**)'],
  };
  const decidedRooted = pathDecider(ROOTED);
  const LINUX: DecisionContext = {
    cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux',
    resolveSymlink: links({ '/home': '/var/home', '/w': '/srv/w', '/tmp/l': '/var/home/dev/.ssh' }),
  };
  const WIN: DecisionContext = { ...REPO_WINDOWS, resolveSymlink: links({ '/c/Users/dev': '/d/profiles/dev' }) };
  const DARWIN: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/Users/dev', platform: 'darwin', resolveSymlink: links({ '/Users/dev': '/Volumes/Data/dev' }) };
  const rows: [kind: 'read' | 'edit', path: string, context: DecisionContext, expected: DecisionKind][] = [
    ['read', '/var/home/dev/.ssh/id_rsa', LINUX, 'deny'],
    ['edit', '/var/home/dev/.ssh/authorized_keys', LINUX, 'deny'],
    ['edit', '/srv/w/repo/src/generated/x.ts', LINUX, 'deny'],
    ['read', '/srv/w/repo/secrets/k', LINUX, 'deny'],
    ['read', '../../../srv/w/repo/secrets/k', LINUX, 'deny'],
    // Through another link into the root's target, and to a file not created yet below it.
    ['read', '/tmp/l/id_rsa', LINUX, 'deny'],
    ['edit', '/var/home/dev/.ssh/new-key', { ...LINUX, resolveSymlink: (x) => (x.endsWith('new-key') ? undefined : links({ '/home': '/var/home' })(x)) }, 'deny'],
    ['read', 'D:\\profiles\\dev\\.ssh\\id_rsa', WIN, 'deny'],
    ['read', '/Volumes/Data/dev/.ssh/id_rsa', DARWIN, 'deny'],
    ['read', '/volumes/data/DEV/.SSH/id_rsa', DARWIN, 'deny'],
    // Precision: the neighbours below the targets stay allowed, and the spellings as before.
    ['read', '/var/home/dev/notes.txt', LINUX, 'allow'],
    ['read', '/var/home/other/.ssh/id_rsa', LINUX, 'allow'],
    ['edit', '/srv/w/repo/src/app.ts', LINUX, 'allow'],
    ['edit', '/srv/w/repo2/src/generated/x.ts', LINUX, 'allow'],
    ['read', '/home/dev/.ssh/id_rsa', LINUX, 'deny'],
    ['read', 'src/a.ts', LINUX, 'allow'],
    ['read', 'D:\\profiles\\dev\\notes.txt', WIN, 'allow'],
    ['read', '/Volumes/Data/dev/notes.txt', DARWIN, 'allow'],
  ];
  it.each(rows)('%s %s', (kind, path, context, expected) => {
    expect(decidedRooted(kind, path, context)).toBe(expected);
  });
  // An allow-only policy keeps its answers: the root's spelling is looked at only for deny and ask rules.
  it('an allow-only policy is unchanged', () => {
    const only = loadSettingsValue({ permissions: { allow: ['Read(//var/**)'] } }, { file: 'a.json', channel: 'file' });
    const d = decide(compilePolicy([{ loaded: only }]), { op: 'read', path: '/var/home/dev/x' }, LINUX).decision;
    expect(d).toBe('allow');
    expect(referenceDecide([only], { op: 'read', path: '/var/home/dev/x' }, LINUX).decision).toBe('allow');
  });
});

describe('devices holding every file, and a process\'s program link (were allowed beside Read(//etc/**))', () => {
  const LINUX: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' };
  it.each([
    // The kernel's memory as a core file, a crashed kernel's; crash, persistent memory, RAM disks,
    // ZFS volumes, DRBD, s390 and UML disks: a read of every file on them (src/paths/host-disk.ts).
    ['/proc/kcore', 'ask'], ['/proc/vmcore', 'ask'], ['/dev/crash', 'ask'], ['/dev/pmem0', 'ask'], ['/dev/ram0', 'ask'],
    ['/dev/zd0', 'ask'], ['/dev/zvol/pool/x', 'ask'], ['/dev/drbd0', 'ask'], ['/dev/dasda', 'ask'], ['/dev/ubda', 'ask'],
    // /proc/PID/exe leads to the program's file, wherever it is (src/decide/links.ts).
    ['/proc/self/exe', 'ask'], ['/proc/1/exe', 'ask'],
    // Neighbours stay allowed.
    ['/proc/cpuinfo', 'allow'], ['/proc/self/status', 'allow'], ['/dev/random', 'allow'], ['/dev/null', 'allow'], ['/proc/kcore.txt', 'allow'],
  ] as const)('read %s is %s', (path, expected) => {
    expect(decided('read', path, LINUX)).toBe(expected);
  });
});

// A recursive command's tree below a linked root's target was read only as written: `grep -r x
// /var/home/dev` reads `~/.ssh/id_rsa` (`/home -> /var/home`), `rm -rf /srv/w/repo/src` removes
// the workspace's `src/generated` (`/w -> /srv/w`): allowed. A tree holding the root's target
// (`grep -r x /var/home`) holds the root's files too. (src/decide/root-links.ts treeRootSpellings.)
describe('a recursive command\'s tree below or holding a linked root\'s target (was allowed)', () => {
  const TREE_RULES = { deny: ['Read(~/.ssh/**)', 'Edit(/src/generated/**)'], allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)'] };
  const loaded = loadSettingsValue({ permissions: TREE_RULES }, { file: 'r.json', channel: 'file' });
  const policy = compilePolicy([{ loaded }]);
  const LINUX: DecisionContext = {
    cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux',
    resolveSymlink: links({ '/home': '/var/home', '/w': '/srv/w', '/tmp/t': '/var/home/dev' }),
  };
  const WIN: DecisionContext = { ...REPO_WINDOWS, resolveSymlink: links({ '/c/Users/dev': '/d/profiles/dev' }) };
  const DARWIN: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/Users/dev', platform: 'darwin', resolveSymlink: links({ '/Users/dev': '/Volumes/Data/dev' }) };
  const lineDecided = (command: string, shell: 'bash' | 'powershell', context: DecisionContext): DecisionKind => {
    const operation = { op: 'shell' as const, command, shell };
    const d = decide(policy, operation, context).decision;
    const r = referenceDecide([loaded], operation, context).decision;
    expect({ command, engine: d }).toEqual({ command, engine: r });
    return d;
  };
  it.each([
    ['grep -r x /var/home/dev', 'ask', 'bash', LINUX],
    ['grep -r x /var/home/dev/.ssh', 'deny', 'bash', LINUX],
    ['rm -rf /srv/w/repo/src', 'ask', 'bash', LINUX],
    ['rm -rf ../../../srv/w/repo/src', 'ask', 'bash', LINUX],
    // Through another link to the root's target.
    ['grep -r x /tmp/t', 'ask', 'bash', LINUX],
    // Trees holding a root's target.
    ['grep -r x /var/home', 'ask', 'bash', LINUX],
    ['grep -r x /var', 'ask', 'bash', LINUX],
    ['rm -rf /srv/w', 'ask', 'bash', LINUX],
    ['Copy-Item D:\\profiles\\dev D:\\x -Recurse', 'ask', 'powershell', WIN],
    ['Remove-Item D:\\profiles -Recurse', 'ask', 'powershell', WIN],
    // (macOS folds case: the target's spelling in any case.)
    ['grep -r x /volumes/data/DEV', 'ask', 'bash', DARWIN],
    ['grep -r x /Volumes/Data', 'ask', 'bash', DARWIN],
    // Precision: neighbours of the targets, and trees no rule reaches, stay allowed.
    ['grep -r x /var/home/other', 'allow', 'bash', LINUX],
    ['rm -rf /srv/w/repo2/src', 'allow', 'bash', LINUX],
    ['rm -rf /srv/w/repo/docs', 'allow', 'bash', LINUX],
    ['grep -r x /var/home/dev/notes', 'allow', 'bash', LINUX],
    ['grep -r x /srv/w/repo', 'allow', 'bash', LINUX],
    ['grep -r x /var/lib', 'allow', 'bash', LINUX],
    ['rm -rf /srv/other', 'allow', 'bash', LINUX],
    ['Remove-Item D:\\profiles\\other -Recurse', 'allow', 'powershell', WIN],
    ['grep -r x /Volumes/Data/other', 'allow', 'bash', DARWIN],
    // The roots' own spellings, as before.
    ['grep -r x /home/dev', 'ask', 'bash', LINUX],
    ['rm -rf src', 'ask', 'bash', LINUX],
  ] as const)('%s is %s', (command, expected, shell, context) => {
    expect(lineDecided(command, shell, context)).toBe(expected);
  });
  // The hook is asked about nothing new where no deny or ask rule is rooted at a context root.
  it('absolute rules only: the hook is asked only about the tree itself', () => {
    const absolute = loadSettingsValue({ permissions: { deny: ['Read(//etc/**)'], allow: ['Shell(*)', 'Read(//**)'] } }, { file: 'a.json', channel: 'file' });
    const asked: string[] = [];
    const context: DecisionContext = { ...LINUX, resolveSymlink: (x) => { asked.push(x); return LINUX.resolveSymlink!(x); } };
    expect(decide(compilePolicy([{ loaded: absolute }]), { op: 'shell', command: 'grep -r x /var/home/dev' }, context).decision).toBe('allow');
    expect(asked).toEqual(['/var/home/dev']);
  });
});

describe('a resolver failing on a context root: whether a path is below the root is unknown (was read as no link: allowed)', () => {
  const ROOTED = { deny: ['Read(~/.ssh/**)'], allow: ['Read(//**)', 'Edit(//**)'] };
  const ABSOLUTE = { deny: ['Read(//etc/**)'], allow: ['Read(//**)', 'Edit(//**)'] };
  /** /home leads to /var/home, but the resolver throws on the home directory itself. */
  const failsOnHome = (x: string): string | undefined => {
    if (x === '/home/dev') throw new Error('EACCES');
    return x === '/home' || x.startsWith('/home/') ? `/var${x}` : x;
  };
  const LINUX: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux', resolveSymlink: failsOnHome };
  const both = (rules: object, kind: 'read' | 'edit', path: string): DecisionKind => {
    const loaded = loadSettingsValue({ permissions: rules }, { file: 'r.json', channel: 'file' });
    const d = decide(compilePolicy([{ loaded }]), { op: kind, path }, LINUX);
    expect({ path, engine: d.decision }).toEqual({ path, engine: referenceDecide([loaded], { op: kind, path }, LINUX).decision });
    return d.decision;
  };
  it.each([
    [ROOTED, 'read', '/var/home/dev/.ssh/id_rsa', 'ask'],
    [ROOTED, 'read', '/var/home/dev/notes.txt', 'ask'],
    // Precision: without a deny or ask rule rooted at a context root, the root is not asked about.
    [ABSOLUTE, 'read', '/var/home/dev/.ssh/id_rsa', 'allow'],
    [ABSOLUTE, 'read', '/etc/passwd', 'deny'],
  ] as const)('%j %s %s is %s', (rules, kind, path, expected) => {
    expect(both(rules, kind, path)).toBe(expected);
  });
  it('says why', () => {
    const loaded = loadSettingsValue({ permissions: ROOTED }, { file: 'r.json', channel: 'file' });
    const d = decide(compilePolicy([{ loaded }]), { op: 'read', path: '/var/home/dev/.ssh/id_rsa' }, LINUX);
    expect(d.reasons.map((r) => r.message).join('\n')).toContain('the symlink resolver failed on the context root "/home/dev"');
  });
});
