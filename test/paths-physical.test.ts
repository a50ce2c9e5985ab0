// `..` after a symbolic link (src/paths/physical-path.ts): with a resolver in the context, the
// path the kernel opens is checked too. Examples, then a property against a small model of a
// POSIX filesystem: a decision is never looser than the decision on the path the kernel reaches.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { normalizePath, resolvePathContext, type NormalizedPath } from '../src/paths/normalize.js';
import { hasDotDot, MAX_PHYSICAL_STEPS, physicalPath } from '../src/paths/physical-path.js';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { CTX, decideBoth, op, source, type Rules } from './helpers/policy.js';
import { timedUnder } from './helpers/timing.js';

const RUNS = Number(process.env.FC_RUNS ?? 10_000);
const RCTX = resolvePathContext(CTX);

/** A resolver over a map of link -> target (targets as written), as the engine adapts it. */
function mapResolver(links: Record<string, string>) {
  return (p: NormalizedPath): NormalizedPath | undefined => {
    const t = links[p.text];
    if (t === undefined) return undefined;
    const n = normalizePath(t, RCTX);
    if (!n.ok) throw new Error(n.reason);
    return n.path;
  };
}

describe('physicalPath', () => {
  it('finds `..` segments only', () => {
    expect(['a/..', '..', '../x', '/a/../b', 'a/../'].map(hasDotDot)).toEqual([true, true, true, true, true]);
    expect(['a..', '..a', '/a/...', 'a/.b', '/a/b'].map(hasDotDot)).toEqual([false, false, false, false, false]);
  });

  it('follows a link before `..`', () => {
    const r = mapResolver({ '/w/src/link': '/etc/ssh' });
    expect(physicalPath('src/link/../shadow', RCTX, r)).toMatchObject({ text: '/etc/shadow' });
    expect(physicalPath('/w/src/link/../shadow', RCTX, r)).toMatchObject({ text: '/etc/shadow' });
    expect(physicalPath('src/link/./../../x/y', RCTX, r)).toMatchObject({ text: '/x/y' });
    expect(physicalPath('src/link/..', RCTX, r)).toMatchObject({ text: '/etc' });
  });

  it('resolves again before each later `..`', () => {
    const r = mapResolver({ '/w/l1': '/a/b', '/a/l2': '/c/d/e' });
    // /w/l1/.. = /a; /a/l2/.. = /c/d.
    expect(physicalPath('l1/../l2/../f', RCTX, r)).toMatchObject({ text: '/c/d/f' });
  });

  it('resolves the working directory for a path that starts with `..`, and home for `~/`', () => {
    expect(physicalPath('../passwd', RCTX, mapResolver({ '/w': '/etc/x' }))).toMatchObject({ text: '/etc/passwd' });
    expect(physicalPath('~/l/../id', RCTX, mapResolver({ '/h/l': '/h/.ssh/keys' }))).toMatchObject({ text: '/h/.ssh/id' });
  });

  it('is undefined without `..`, without links, and for Windows paths (Windows removes `..` lexically)', () => {
    const r = mapResolver({ '/w/src/link': '/etc/ssh', '/c/w/link': '/c/etc' });
    expect(physicalPath('src/link/x', RCTX, r)).toBeUndefined();
    expect(physicalPath('src/other/../x', RCTX, r)).toBeUndefined();
    const win = resolvePathContext({ cwd: 'C:\\w', platform: 'win32' });
    expect(physicalPath('link\\..\\x', win, r)).toBeUndefined();
    expect(physicalPath('C:/w/link/../x', RCTX, r)).toBeUndefined();
  });

  it('reports a failed hook and bounds the number of `..` followed', () => {
    expect(physicalPath('a/../b', RCTX, () => 'failed')).toBe('failed');
    const many = `${'a/'.repeat(MAX_PHYSICAL_STEPS + 1)}${'../'.repeat(MAX_PHYSICAL_STEPS + 1)}x`;
    expect(physicalPath(many, RCTX, () => undefined)).toMatchObject({ unknown: expect.stringContaining('".." segments') });
    expect(physicalPath(`${'a/'.repeat(MAX_PHYSICAL_STEPS)}${'../'.repeat(MAX_PHYSICAL_STEPS)}x`, RCTX, () => undefined)).toBeUndefined();
  });
});

it('stays linear in the path (found in review: 423 ms for 5,000 segments)', () => {
  const ctx: DecisionContext = { ...CTX, resolveSymlink: () => undefined };
  const policy = compilePolicy([{ loaded: source({ allow: ['Read(/**)'], deny: ['Read(//etc/**)'] }) }]);
  const { value: r, ms } = timedUnder(() => {
    const physical = physicalPath(`a/../${'b/'.repeat(4990)}`, RCTX, () => undefined);
    decide(policy, op('read', `a/../${'b/'.repeat(4990)}x`), ctx);
    decide(policy, op('read', `${'l/../'.repeat(2000)}x`), ctx);
    return physical;
  }, 200);
  expect(r).toMatchObject({ unknown: expect.stringContaining('segments') });
  expect(ms).toBeLessThan(200);
});

describe('decisions on `..` after a link (was allowed: the lexical path alone was checked)', () => {
  const links: Record<string, string> = { '/w/src/link': '/etc/ssh', '/w/docs': '/w/other/docs', '/w/sub': '/h/.ssh/keys' };
  const withLinks: DecisionContext = { ...CTX, resolveSymlink: (p) => links[p] };
  const rules: Rules = { deny: ['Read(//etc/**)', 'Read(~/.ssh/**)'], allow: ['Read(/src/**)', 'Read(/**)', 'Edit(/**)'] };
  const cases: [kind: 'read' | 'edit' | 'shell', subject: string, context: DecisionContext, expected: DecisionKind][] = [
    ['read', 'src/link/../shadow', withLinks, 'deny'],
    ['read', '/w/src/link/../shadow', withLinks, 'deny'],
    ['edit', 'src/link/../passwd', withLinks, 'deny'],
    ['read', 'src/link/../shadow', CTX, 'allow'], // no resolver: lexical, as semantics 4.2 says
    ['read', 'sub/../id_rsa', withLinks, 'deny'],
    ['read', 'docs/../notes', withLinks, 'allow'], // /w/other/notes: inside the workspace too
    ['read', 'src/x/../y', withLinks, 'allow'],
    ['shell', 'cat src/link/../shadow', withLinks, 'deny'],
    ['shell', 'echo x > src/link/../motd', withLinks, 'deny'],
    ['shell', 'cd src && cat link/../shadow', withLinks, 'deny'],
    ['shell', 'rm -r src/link/..', withLinks, 'deny'],
    ['shell', 'rm -r src/link/../..', withLinks, 'ask'], // below /: a deny rule may match a path there
  ];
  it.each(cases)('%s %s', (kind, subject, context, expected) => {
    const d = decideBoth([source(rules)], op(kind, subject), context);
    expect({ subject, decision: d.decision }).toEqual({ subject, decision: expected });
  });

  it('allow needs the path the kernel opens as well as the one written', () => {
    const d = decideBoth([source({ allow: ['Read(/src/**)'] })], op('read', 'src/l/../x'), { ...CTX, resolveSymlink: (p) => (p === '/w/src/l' ? '/w/gen/out' : undefined) });
    expect(d.decision).toBe('ask');
    expect(d.reasons.map((r) => r.part?.type)).toContain('symlink-target');
    expect(d.reasons.map((r) => r.message).join('\n')).toContain('/w/gen/x');
  });

  it('a resolver that throws on the prefix makes the path incomplete, never allowed', () => {
    const ctx: DecisionContext = { ...CTX, resolveSymlink: (p) => { if (p === '/w/src/l') throw new Error('EACCES'); return undefined; } };
    const d = decide(compilePolicy([{ loaded: source({ allow: ['Read(/**)'], deny: ['Read(//etc/**)'] }) }]), op('read', 'src/l/../x'), ctx);
    expect(d.decision).toBe('ask');
    expect(d.reasons.map((r) => r.message).join('\n')).toContain('EACCES');
  });
});

// A small POSIX filesystem: links among a few directories; the kernel's walk as the oracle.
const DIRS = ['/w', '/w/a', '/w/a/b', '/h', '/h/.ssh', '/etc', '/etc/ssh', '/tmp', '/'];
const NAMES = ['a', 'b', 'l1', 'l2', 'etc', 'ssh', '.ssh', 'x'];

/** Every link in the path resolved, component by component (what realpath(3) returns). */
function realpath(links: ReadonlyMap<string, string>, path: string): string {
  let segs: string[] = [];
  const todo = path.split('/').filter((s) => s !== '' && s !== '.');
  for (let steps = 0; todo.length > 0; steps++) {
    if (steps > 200) return path; // a loop: the model stops (the kernel gives ELOOP)
    const c = todo.shift()!;
    if (c === '..') {
      segs.pop();
      continue;
    }
    segs.push(c);
    const t = links.get(`/${segs.join('/')}`);
    if (t !== undefined) {
      segs = [];
      todo.unshift(...t.split('/').filter((s) => s !== ''));
    }
  }
  return `/${segs.join('/')}`;
}

const policyArb = fc.record({
  deny: fc.subarray(['Read(//etc/**)', 'Read(~/.ssh/**)', 'Edit(//tmp/**)', 'Read(/a/b/**)', 'Read(ssh)']),
  ask: fc.subarray(['Read(//h/**)', 'Edit(/a/**)', 'Read(x)']),
  allow: fc.subarray(['Read(/**)', 'Edit(/**)', 'Read(//etc/**)', 'Read(//tmp/**)', 'Read(~/**)', 'Read(/a/**)'], { minLength: 1 }),
});
const linksArb = fc.array(fc.tuple(fc.constantFrom(...DIRS.filter((d) => d !== '/')), fc.constantFrom('l1', 'l2', 'x'), fc.constantFrom(...DIRS)), { maxLength: 5 })
  .map((ls) => new Map(ls.map(([dir, name, target]) => [`${dir}/${name}`, target] as [string, string])));
const pathArb = fc.tuple(fc.constantFrom('', '/w/', '~/', '/'), fc.array(fc.constantFrom(...NAMES, '..', '..', '.'), { minLength: 1, maxLength: 7 }))
  .map(([start, segs]) => start + segs.join('/'));
const RANK: Record<DecisionKind, number> = { allow: 0, unmanaged: 0, ask: 1, deny: 2 };

describe('property: never looser than the path the kernel opens', () => {
  it('for read and edit, against a model filesystem', () => {
    fc.assert(fc.property(policyArb, linksArb, pathArb, fc.constantFrom('read' as const, 'edit' as const), (rules, links, path, kind) => {
      const policy = compilePolicy([{ loaded: source(rules) }]);
      const hook = (p: string): string | undefined => {
        const r = realpath(links, p);
        return r === p ? undefined : r;
      };
      // The kernel: from the start directory, each component looked up in the physical directory.
      const start = path.startsWith('/') ? '/' : path.startsWith('~/') ? '/h' : '/w';
      const rest = path.startsWith('~/') ? path.slice(2) : path;
      const kernel = realpath(links, `${realpath(links, start)}/${rest}`);
      const engine = decide(policy, op(kind, path), { ...CTX, resolveSymlink: hook });
      const opened = decide(policy, op(kind, kernel), CTX);
      expect(RANK[engine.decision] >= RANK[opened.decision], JSON.stringify({ rules, links: [...links], path, kernel, engine: engine.decision, opened: opened.decision })).toBe(true);
    }), { numRuns: Math.min(RUNS, 3000) });
  });
});

describe('a path the resolver cannot resolve (it does not exist yet) is resolved through its parents', () => {
  // realpath(3) over a small tree: undefined (ENOENT) for a path that does not exist.
  const exists = new Set(['/', '/w', '/w/d', '/w/e', '/w/src', '/w/src/a.ts', '/den', '/den/existing', '/etc']);
  const links: Record<string, string> = { '/w/d': '/den', '/w/e': '/etc' };
  let calls = 0;
  const realpath = (p: string): string | undefined => {
    calls++;
    let at = '';
    for (const seg of p.split('/').filter((x) => x !== '')) {
      at = `${at}/${seg}`;
      if (!exists.has(at)) return undefined;
      at = links[at] ?? at;
    }
    return at === '' ? '/' : at;
  };
  const ctx: DecisionContext = { ...CTX, resolveSymlink: realpath };
  const rules: Rules = { deny: ['Edit(//den/**)', 'Edit(//etc/**)'], allow: ['Edit', 'Read', 'Shell'] };

  it.each([
    ['edit', 'd/newfile', 'deny'],
    ['edit', 'e/newfile', 'deny'],
    ['edit', 'd/newdir/sub/newfile', 'deny'],
    ['edit', 'd/existing', 'deny'],
    ['shell', 'echo x > d/newfile', 'deny'],
    ['edit', 'src/new.ts', 'allow'],
    ['edit', 'src/a.ts', 'allow'],
  ] as const)('%s %s: %s', (kind, subject, expected) => {
    expect(decideBoth([source(rules)], op(kind, subject), ctx).decision).toBe(expected);
  });

  it('asks the resolver about parents only for a path it answered undefined for', () => {
    const policy = compilePolicy([{ loaded: source(rules) }]);
    calls = 0;
    decide(policy, { op: 'edit', path: '/w/src/a.ts' }, ctx);
    expect(calls).toBe(1);
    calls = 0;
    decide(policy, { op: 'edit', path: '/w/src/new.ts' }, ctx);
    expect(calls).toBe(2);
  });
});

describe('hasDotDot skips to the next separator after a miss (session 35)', () => {
  /** As it was: a search from each character after a miss (a run of 10,000 dots: 10,000 searches). */
  function hasDotDotBefore(text: string): boolean {
    let at = text.indexOf('..');
    while (at >= 0) {
      const end = at + 2;
      if ((at === 0 || text.charCodeAt(at - 1) === 47) && (end === text.length || text.charCodeAt(end) === 47)) return true;
      at = text.indexOf('..', at + 1);
    }
    return false;
  }

  it('answers as before', () => {
    const text = fc.array(fc.constantFrom('.', '..', '...', '/', 'a', '\\', '.a', 'a.'), { maxLength: 12 }).map((a) => a.join(''));
    fc.assert(fc.property(text, (t) => { expect(hasDotDot(t)).toBe(hasDotDotBefore(t)); }), { numRuns: 30_000 });
  });
});
