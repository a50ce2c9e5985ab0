// A segment is windowed for infix keys (`*secret*`) only when it holds every character of some
// key (path-view.ts segmentChars, path-trie.ts mayHoldInfix; ADR 0004 tenth speed pass). The
// filter must never skip a segment that holds a key: infix rules from a small alphabet (so keys
// share characters, differ by case, and their masks number fewer and more than the cap), paths
// made of the same characters, one view reused from path to path (segmentChars is made once per
// scan), folding and non-folding contexts, both modes, against the naive loop.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectIndexMatchesNaive } from './helpers/path-index-naive.js';
import { parsedRefs } from './helpers/path-rule-refs.js';
import { normalizePath, resolvePathContext, type ResolvedPathContext } from '../src/paths/normalize.js';
import { buildPathIndex, lowestAllowMatch, matchPath, PathView } from '../src/paths/path-index.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

const CHARS = ['a', 'b', 'c', 'A', 'B', '.', 'x', '1', 'q'];
const wordArb = (min: number, max: number) => fc.array(fc.constantFrom(...CHARS), { minLength: min, maxLength: max }).map((cs) => cs.join(''));
const ruleArb = fc.oneof(
  wordArb(3, 5).map((w) => `Read(*${w}*)`),
  fc.tuple(wordArb(1, 2), wordArb(3, 4)).map(([p, w]) => `Read(${p}*${w}*)`),
  fc.tuple(wordArb(3, 4), wordArb(3, 4)).map(([u, w]) => `Read(*{${u},${w}}*)`),
  fc.tuple(fc.constantFrom('//', '/', '~/', './', '**/'), wordArb(3, 4)).map(([root, w]) => `Read(${root}*${w}*/**)`),
);
const pathArb = fc.tuple(
  fc.constantFrom('/', '/w/', '/h/', '/W/', '~/', 'C:\\w\\'),
  fc.array(wordArb(1, 8), { minLength: 1, maxLength: 4 }),
).map(([prefix, segs]) => prefix + segs.join(prefix.includes('\\') ? '\\' : '/'));

const CTXS: ResolvedPathContext[] = [
  resolvePathContext({ cwd: '/w', home: '/h', workspace: ['/w'], platform: 'linux' }),
  resolvePathContext({ cwd: '/W', home: '/h', workspace: ['/W', '/h'], platform: 'darwin' }),
  resolvePathContext({ cwd: 'C:\\w', home: 'C:\\h', workspace: ['C:\\w'], platform: 'win32' }),
  resolvePathContext({ platform: 'linux', caseInsensitive: true, cwd: '/w', home: '/h', workspace: ['/w'] }),
];

describe('infix keys: segments without a key\'s characters are skipped, never one that holds a key', () => {
  it('ids, unknownRoot and the allow check\'s lowest id equal the naive loop\'s, one view reused', () => {
    const view = new PathView();
    fc.assert(fc.property(
      fc.array(ruleArb, { minLength: 1, maxLength: 16 }),
      fc.array(fc.tuple(pathArb, fc.nat(CTXS.length - 1)), { minLength: 1, maxLength: 12 }),
      (rules, checks) => expectIndexMatchesNaive(rules, checks, CTXS, view),
    ), { numRuns: RUNS });
  });

  it('a key in the last characters of a segment, after the view held a path without it', () => {
    const index = buildPathIndex(parsedRefs(['Read(*abc*)']), 'restrict');
    const ctx = CTXS[0]!;
    const view = new PathView();
    const path = (text: string) => { const n = normalizePath(text, ctx); if (!n.ok) throw new Error(text); return n.path; };
    expect(lowestAllowMatch(buildPathIndex(parsedRefs(['Read(*abc*)']), 'allow'), view.of(path('/w/xyz')), ctx)).toBe(-1);
    expect(matchPath(index, path('/w/xyz'), ctx).ids).toEqual([]);
    expect(matchPath(index, path('/w/xxabc'), ctx).ids).toEqual([0]);
    expect(lowestAllowMatch(buildPathIndex(parsedRefs(['Read(*abc*)']), 'allow'), view.of(path('/w/qqabc')), ctx)).toBe(0);
  });
});
