// The symlink resolver hook (DecisionContext.resolveSymlink, src/decide/link-hook.ts) red-teamed
// as an attacker who plants links and as a buggy client: each row was allowed beside the deny rule
// it meets, or pins an answer the engine must keep.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { referenceDecide } from './reference/evaluator.js';

const RULES = { deny: ['Read(//etc/**)', 'Edit(//etc/**)'], allow: ['Read(/**)', 'Edit(/**)', 'Read(//**)', 'Edit(//**)', 'Shell(*)'] };
const LOADED = loadSettingsValue({ permissions: RULES }, { file: 'b.json', channel: 'file' });
const POLICY = compilePolicy([{ loaded: LOADED }]);
const LINUX: DecisionContext = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' };

type Op = `${'read' | 'edit' | 'shell'}:${string}`;

function decideWith(subject: Op, resolveSymlink: (path: string) => string | undefined, context: DecisionContext = LINUX): DecisionKind {
  const k = subject.indexOf(':');
  const kind = subject.slice(0, k);
  const x = subject.slice(k + 1);
  const operation = kind === 'shell' ? { op: 'shell' as const, command: x } : { op: kind as 'read' | 'edit', path: x };
  const d = decide(POLICY, operation, { ...context, resolveSymlink }).decision;
  const r = referenceDecide([LOADED], operation, { ...context, resolveSymlink }).decision;
  expect({ subject, engine: d }).toEqual({ subject, engine: r });
  return d;
}

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

const DARWIN: DecisionContext = { cwd: '/Users/dev/w', workspace: ['/Users/dev/w'], home: '/Users/dev', platform: 'darwin' };

describe('a link target checked in its turn', () => {
  // Each was allowed: the target was trusted as the end of the path, so a system link in it
  // (macOS's realpath gives /private/etc for /etc; /proc/self/root is /) or a hook answering one
  // hop (readlink's answer made absolute) was never followed.
  const darwin = links({ '/Users/dev/w/pl': '/private/etc/passwd', '/Users/dev/w/d': '/private/etc', '/etc': '/private/etc' });
  it.each<[Op, DecisionKind]>([
    ['read:/Users/dev/w/pl', 'deny'],
    ['read:/Users/dev/w/d/passwd', 'deny'],
    ['edit:/Users/dev/w/d/new', 'deny'],
    ['shell:cat d/hosts', 'deny'],
    ['shell:echo x > d/hosts', 'deny'],
    ['read:/Users/dev/w/x', 'allow'],
    ['shell:cat x', 'allow'],
  ])('darwin %s -> %s', (subject, expected) => {
    expect(decideWith(subject, darwin, DARWIN)).toBe(expected);
  });
  it.each<[Op, Record<string, string>, DecisionKind]>([
    ['read:/w/pl', { '/w/pl': '/proc/self/root/etc/passwd' }, 'deny'],
    ['read:/w/pl/etc/passwd', { '/w/pl': '/proc/self/root' }, 'deny'],
    ['shell:cat /w/pl/etc/passwd', { '/w/pl': '/proc/self/root' }, 'deny'],
    ['read:/w/pl/x', { '/w/pl': '/proc/self/cwd' }, 'ask'],
    ['read:/w/a', { '/w/a': '/w/b', '/w/b': '/etc/passwd' }, 'deny'],
    ['shell:cat /w/a', { '/w/a': '/w/b', '/w/b': '/etc/passwd' }, 'deny'],
    ['read:/w/c/x', { '/w/c': '/w/e', '/w/e': '/etc' }, 'deny'],
    ['edit:/w/c/new', { '/w/c': '/w/e', '/w/e': '/etc' }, 'deny'],
    ['read:/w/a', { '/w/a': '/w/b', '/w/b': '/w/a' }, 'ask'],
    ['read:/w/a', { '/w/a': '/w/src/a' }, 'allow'],
    ['edit:/w/a', { '/w/a': '/w/src/a' }, 'allow'],
    ['read:/bin/ls', { '/bin': '/usr/bin' }, 'allow'],
  ])('%s with %j -> %s', (subject, map, expected) => {
    expect(decideWith(subject, links(map))).toBe(expected);
  });
  // A recursive reader's tree is its target's, followed the same way.
  it.each<[Op, Record<string, string>, DecisionKind, DecisionContext]>([
    ['shell:grep -r x /Users/dev/w/d', { '/Users/dev/w/d': '/private/etc' }, 'deny', DARWIN],
    ['shell:cp -r /Users/dev/w/d /Users/dev/w/e', { '/Users/dev/w/d': '/private/etc' }, 'deny', DARWIN],
    ['shell:grep -r x /w/pl', { '/w/pl': '/proc/self/root' }, 'ask', LINUX],
    ['shell:grep -r x /w/c', { '/w/c': '/w/e', '/w/e': '/etc' }, 'deny', LINUX],
    ['shell:grep -r x /w/a', { '/w/a': '/w/b', '/w/b': '/w/a' }, 'ask', LINUX],
    ['shell:grep -r x /w/a', { '/w/a': '/w/src/a' }, 'allow', LINUX],
  ])('%s with %j -> %s', (subject, map, expected, context) => {
    expect(decideWith(subject, links(map), context)).toBe(expected);
  });
});

describe('a resolver answer that changes between calls', () => {
  // `cat a > a` checks `a` as the redirect's and as cat's: the hook is asked once per decision,
  // so an attacker swapping the link between two calls cannot give one part the kinder answer.
  it.each(['cat a > a', 'sort -o a a', 'echo x >> a; cat a', 'tar -cf a /w/src', 'read:/w/a'])('%s asks about /w/a once', (line) => {
    const calls: string[] = [];
    const hook = (x: string) => {
      calls.push(x);
      return x === '/w/a' && calls.filter((c) => c === x).length > 1 ? '/etc/passwd' : x;
    };
    const operation = line.startsWith('read:') ? { op: 'read' as const, path: line.slice(5) } : { op: 'shell' as const, command: line };
    const d = decide(POLICY, operation, { ...LINUX, resolveSymlink: hook }).decision;
    expect({ line, d, calls: calls.filter((c) => c === '/w/a').length }).toEqual({ line, d: 'allow', calls: 1 });
  });
});

describe('a resolver answer that is not where the path leads', () => {
  // Each was allowed: on linux `C:\etc\passwd` and `\\srv\share` are names in the working
  // directory, not paths the link leads to; `/var/run/../etc/passwd` read lexically is
  // /var/etc/passwd, where the kernel opens /etc/passwd. realpath(3) gives neither: ask.
  it.each<[string, DecisionKind]>([
    ['C:\\etc\\passwd', 'ask'],
    ['\\\\srv\\share\\etc\\passwd', 'ask'],
    ['/var/run/../etc/passwd', 'ask'],
    ['/w/../etc/passwd', 'deny'],
    ['../etc/passwd', 'ask'],
    ['', 'ask'],
    ['/w/src/a', 'allow'],
  ])('/w/pl -> %j -> %s', (answer, expected) => {
    expect(decideWith('read:/w/pl', links({ '/w/pl': answer }))).toBe(expected);
  });
  it('a throwing, non-string or null answer asks', () => {
    expect(decideWith('read:/w/pl', () => { throw new Error('EACCES'); })).toBe('ask');
    expect(decideWith('read:/w/pl', () => 42 as unknown as string)).toBe('ask');
    expect(decideWith('read:/w/pl', () => null as unknown as string)).toBe('ask');
  });
});
