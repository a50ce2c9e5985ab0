// Up to MAX_INFIX_WORDS infix keys at a node (`*secret*`), a visit finds each by one indexOf over
// the remaining segments' text, not by windowing each segment (path-index.ts infixWords; ADR 0004
// twelfth pass). No key holds `/`, so an occurrence lies inside one segment; the rules' globs
// confirm every hit (the search's bounds, the node's depth and the last segment checked, only spare
// confirmations). Pinned: every key is looked for (a skipped key fails all three tests), against
// the naive loop, with rule sets on both sides of the cap and paths of short words over the keys'
// letters (so keys straddle `/`), and decisions around `/` and MAX_PATH_SEGMENTS.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectIndexMatchesNaive } from './helpers/path-index-naive.js';
import { parsedRefs } from './helpers/path-rule-refs.js';
import { normalizePath, resolvePathContext } from '../src/paths/normalize.js';
import { buildPathIndex, lowestAllowMatch, matchPath, PathView } from '../src/paths/path-index.js';
import { MAX_INFIX_WORDS } from '../src/paths/path-trie.js';
import { MAX_PATH_SEGMENTS } from '../src/paths/path-view.js';
import { CTX, decideBoth, op, source } from './helpers/policy.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

const word = (min: number, max: number) => fc.array(fc.constantFrom('a', 'b', 'c', 'A'), { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const ruleArb = fc.tuple(fc.constantFrom('', '**/', '//', '/', '~/', 'x*'), word(3, 4)).map(([root, w]) => `Read(${root}*${w}*)`);
const pathArb = fc.tuple(fc.constantFrom('/', '/w/', '/h/'), fc.array(word(1, 4), { minLength: 1, maxLength: 6 }))
  .map(([prefix, segs]) => prefix + segs.join('/'));
const CTXS = [
  resolvePathContext({ cwd: '/w', home: '/h', workspace: ['/w'], platform: 'linux' }),
  resolvePathContext({ platform: 'linux', caseInsensitive: true, cwd: '/w', home: '/h', workspace: ['/w'] }),
];

describe('infix keys found by indexOf', () => {
  it('ids, unknownRoot and the allow check\'s lowest id equal the naive loop\'s, keys on both sides of the cap', () => {
    const view = new PathView();
    fc.assert(fc.property(
      fc.array(ruleArb, { minLength: 1, maxLength: MAX_INFIX_WORDS + 3 }),
      fc.array(fc.tuple(pathArb, fc.nat(CTXS.length - 1)), { minLength: 1, maxLength: 12 }),
      (rules, checks) => expectIndexMatchesNaive(rules, checks, CTXS, view),
    ), { numRuns: RUNS });
  });

  it('a key across a `/` is no occurrence; one inside a segment is', () => {
    const ctx = CTXS[0]!;
    const path = (text: string) => { const n = normalizePath(text, ctx); if (!n.ok) throw new Error(text); return n.path; };
    const index = buildPathIndex(parsedRefs(['Read(*abc*)']), 'restrict');
    expect(matchPath(index, path('/w/ab/c'), ctx).ids).toEqual([]);
    expect(matchPath(index, path('/w/a/bc'), ctx).ids).toEqual([]);
    expect(matchPath(index, path('/w/ab/cabc'), ctx).ids).toEqual([0]);
    // The workspace root's own name is no segment below it.
    const anchored = buildPathIndex(parsedRefs(['Read(/*abc*)']), 'allow');
    expect(lowestAllowMatch(anchored, new PathView().of(path('/w/abc/x')), resolvePathContext({ cwd: '/w/abc', workspace: ['/w/abc'], platform: 'linux' }))).toBe(-1);
  });

  it('a key only past the first MAX_PATH_SEGMENTS segments is not matched (the path asks); within them it denies', () => {
    const deep = (n: number, last: string) => `/${[...Array(n - 1).fill('d'), last].join('/')}`;
    const rules = { deny: ['Read(*zzq*)'], allow: ['Read(//**)'] };
    expect(decideBoth([source(rules)], op('read', deep(3_000, 'xzzqx')), CTX).decision).toBe('ask');
    expect(decideBoth([source(rules)], op('read', deep(MAX_PATH_SEGMENTS, 'xzzqx')), CTX).decision).toBe('deny');
    expect(decideBoth([source(rules)], op('read', deep(MAX_PATH_SEGMENTS, 'xzz')), CTX).decision).toBe('allow');
  });
});
