// Which deny or ask rule may match a path below a given one (src/paths/path-below.ts): the check
// behind recursive readers and writers (`grep -r`, `rm -r`, `cp -r`, `mv`; reference E.11).
// Concrete cases, then a differential test against the reference evaluator's witness search.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePath, resolvePathContext, type PathContext, type ResolvedPathContext } from '../src/paths/normalize.js';
import { goesOnBelow, MAX_BELOW_CHECKS, ruleBelow } from '../src/paths/path-below.js';
import { buildPathIndex, matchPath, PathView, type PathRuleRef } from '../src/paths/path-index.js';
import { parseRule } from '../src/rules/grammar.js';
import type { PathPattern, PathSegment } from '../src/rules/types.js';
import { mayMatchBelow, pathMatch } from './reference/evaluator.js';

const BASE: PathContext = { cwd: '/w/repo', home: '/h', workspace: ['/w/repo'], platform: 'linux' };

function patterns(rules: readonly string[]): (PathPattern | undefined)[] {
  return rules.map((text) => {
    const r = parseRule(`Read(${text})`);
    if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
    return r.rule.pattern as PathPattern | undefined;
  });
}

function below(rules: readonly string[], path: string, ctx: PathContext | ResolvedPathContext = BASE): number {
  const resolved = 'foldedWorkspace' in ctx ? ctx : resolvePathContext(ctx);
  const refs: PathRuleRef[] = patterns(rules).map((pattern, id) => ({ id, pattern }));
  const n = normalizePath(path, resolved);
  if (!n.ok) throw new Error(n.reason);
  return ruleBelow(buildPathIndex(refs, 'restrict'), new PathView().of(n.path), resolved);
}

describe('ruleBelow', () => {
  it.each([
    // [rules, path, expected id or -1]
    [['//w/repo/secrets/**'], '/w/repo', 0],
    [['//w/repo/secrets/**'], '/w', 0],
    [['//w/repo/secrets/**'], '/', 0],
    [['//w/repo/secrets/**'], '/w/repo/src', -1],
    [['//w/repo/secrets/**'], '/w/other', -1],
    [['.env'], '/w/repo/src', 0],
    [['.env'], '/tmp', 0],
    [['**/*.pem'], '/var/lib', 0],
    [['/src/*.pem'], '/w/repo', 0],
    [['/src/*.pem'], '/w/repo/src', 0],
    [['/src/*.pem'], '/w/repo/docs', -1],
    [['/src/*.pem'], '/w', 0],
    [['~/.ssh/**'], '/h', 0],
    [['~/.ssh/**'], '/', 0],
    [['~/.ssh/**'], '/w', -1],
    [['//w/*/x/**'], '/w/repo', 0],
    [['//w/*/x/**'], '/w/repo/src', -1],
    [['//etc/shadow'], '/etc', 0],
    [['//etc/shadow'], '/var', -1],
    [['//etc/shadow', '//var/log/*.gz'], '/var', 1],
    [['//a/{b,c}/d'], '/a/c', 0],
    [['//a/{b,c}/d'], '/a/e', -1],
  ] as const)('%j below %s: %i', (rules, path, expected) => {
    expect(below(rules, path)).toBe(expected);
  });

  it('folds case where the context does', () => {
    expect(below(['//W/Repo/Secrets/**'], '/w/repo', { ...BASE, platform: 'darwin' })).toBe(0);
    expect(below(['//W/Repo/Secrets/**'], '/w/repo')).toBe(-1);
  });

  it('goesOnBelow: a pattern goes on below a path when a state with pattern left is reached', () => {
    const segs = (text: string): readonly PathSegment[] => patterns([`//${text}`])[0]!.segments;
    expect(goesOnBelow(segs('a/*/c'), ['a', 'b'], 0, false)).toBe(true);
    expect(goesOnBelow(segs('a/*/c'), ['a', 'b', 'c'], 0, false)).toBe(false);
    expect(goesOnBelow(segs('a/**'), ['a', 'b', 'c'], 0, false)).toBe(true);
    expect(goesOnBelow(segs('a/b'), ['x'], 0, false)).toBe(false);
    expect(goesOnBelow(segs('**/k'), ['x', 'y'], 0, false)).toBe(true);
    // Patterns of 31 segments or more take the general state sets (shorter ones a bit set): the same answers.
    for (const n of [29, 30, 31, 40]) {
      const long = Array.from({ length: n }, (_, k) => (k % 3 === 2 ? '**' : `s${k}`)).join('/');
      const names = Array.from({ length: n }, (_, k) => `s${k}`).filter((_, k) => k % 3 !== 2);
      expect(goesOnBelow(segs(long), names.slice(0, -1), 0, false)).toBe(true);
      expect(goesOnBelow(segs(`${long}/last`), names, 0, false)).toBe(true);
      expect(goesOnBelow(segs(long), ['x', ...names], 0, false)).toBe(false);
    }
  });
});

// The differential test: rules match some path strictly below P (engine: ruleBelow, plus the
// ordinary match of P, which the engine checks first) exactly when the reference finds a witness.
const ROOTS = ['', '/', '//', '~/', './'];
const SEGS = ['a', 'b', 'src', '.env', 'x.pem', '*.pem', '*', '**', '**', 'a*', '{a,b}', '[ab]', '?', 'w', 'h', 'repo', 'id_*', 'S*'];
const ruleArb = fc.tuple(fc.constantFrom(...ROOTS), fc.array(fc.constantFrom(...SEGS), { maxLength: 4 }), fc.boolean())
  .map(([root, segs, dir]) => `${root}${segs.join('/')}${dir && segs.length > 0 ? '/' : ''}`)
  .filter((t) => parseRule(`Read(${t})`).ok);
const PATH_SEGS = ['a', 'b', 'src', 'SRC', '.env', 'x.pem', 'w', 'h', 'repo', 'id_rsa', 'sub'];
const pathArb = fc.tuple(fc.constantFrom('/', '/w/', '/w/repo/', '/h/'), fc.array(fc.constantFrom(...PATH_SEGS), { maxLength: 4 }))
  .map(([prefix, segs]) => prefix + segs.join('/'));
const CTXS: ResolvedPathContext[] = [
  resolvePathContext(BASE),
  resolvePathContext({ ...BASE, platform: 'darwin' }),
  resolvePathContext({ platform: 'linux', cwd: '/w', home: '/h', workspace: ['/w', '/w/repo/sub', '/h'] }),
];

it('agrees with the reference evaluator on random rules, paths and contexts', () => {
  fc.assert(fc.property(fc.array(ruleArb, { minLength: 1, maxLength: 8 }), pathArb, fc.constantFrom(...CTXS), (rules, path, ctx) => {
    const pats = patterns(rules);
    const n = normalizePath(path, ctx);
    if (!n.ok) return;
    const index = buildPathIndex(pats.map((pattern, id) => ({ id, pattern })), 'restrict');
    const engine = ruleBelow(index, new PathView().of(n.path), ctx) >= 0 || matchPath(index, n.path, ctx).ids.length > 0;
    const reference = pats.some((p) => mayMatchBelow(p, n.path, ctx) || pathMatch(p, n.path, ctx, 'restrict'));
    expect({ rules, path, engine }).toEqual({ rules, path, engine: reference });
  }), { numRuns: 10_000 });
});

it(`runs at most ${MAX_BELOW_CHECKS} pattern automata per budget, then counts the next candidate as a match`, () => {
  const rules = (n: number) => Array.from({ length: n }, (_, i) => `//w/*/x${i}/**`);
  expect(below(rules(MAX_BELOW_CHECKS), '/w/repo/src')).toBe(-1);
  expect(below(rules(MAX_BELOW_CHECKS + 1), '/w/repo/src')).toBeGreaterThanOrEqual(0);
  // The budget is shared by the queries of one decision.
  const ctx = resolvePathContext(BASE);
  const index = buildPathIndex(patterns(rules(10)).map((pattern, id) => ({ id, pattern })), 'restrict');
  const view = (p: string) => { const n = normalizePath(p, ctx); if (!n.ok) throw new Error(n.reason); return new PathView().of(n.path); };
  const budget = { belowChecks: MAX_BELOW_CHECKS - 5 };
  expect(ruleBelow(index, view('/w/repo/src'), ctx, budget)).toBeGreaterThanOrEqual(0);
  expect(ruleBelow(index, view('/w/repo/src'), ctx)).toBe(-1);
});
