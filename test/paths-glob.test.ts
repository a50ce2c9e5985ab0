// The linear glob matcher (src/paths/glob.ts): unit cases, intended differences from picomatch and
// minimatch, differential tests against both, folding, and hang guards for adversarial patterns.
import fc from 'fast-check';
import { minimatch } from 'minimatch';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { compileGlob, compileSegment, foldCase } from '../src/paths/glob.js';
import { parseRule } from '../src/rules/grammar.js';
import type { PathPattern } from '../src/rules/types.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

function parse(text: string): PathPattern {
  const r = parseRule(`Read(${text})`);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.rule.pattern as PathPattern;
}

/** Our matcher on an unrooted pattern text and a relative path (`a/b/c`). */
function ours(pattern: string, path: string, opts: { fold?: boolean; prefix?: boolean } = {}): boolean {
  const p = parse(pattern);
  const m = compileGlob(p.segments, { foldCase: opts.fold === true });
  const segs = path === '' ? [] : path.split('/');
  return m.match(opts.fold ? segs.map(foldCase) : segs, 0, opts.prefix === true);
}

describe('segment syntax', () => {
  it.each([
    ['*', 'anything', true],
    ['*', '.env', true], // dot files included
    ['*.pem', 'a.pem', true],
    ['*.pem', '.pem', true],
    ['*.pem', 'a.pem.bak', false],
    ['id_*', 'id_rsa', true],
    ['id_*', 'xid_rsa', false],
    ['a*b*c', 'abc', true],
    ['a*b*c', 'axxbyyc', true],
    ['a*b*c', 'acb', false],
    ['a*a', 'a', false],
    ['?', 'a', true],
    ['?', 'ab', false],
    ['?', '\u00e9', true],
    ['?', '\u{1f600}', true], // one code point (a surrogate pair)
    ['??', '\u{1f600}', false],
    ['[a-c]x', 'bx', true],
    ['[a-c]x', 'dx', false],
    ['[!a-c]x', 'dx', true],
    ['[^a-c]x', 'bx', false],
    ['[!a]', '\u00e9', true], // a non-ASCII character is never in a class
    ['[a-z]', '\u00e9', false],
    ['[\\]]', ']', true],
    ['[a-]', '-', true],
    ['{a,b}.ts', 'b.ts', true],
    ['{a,b}.ts', 'c.ts', false],
    ['{*.ts,*.js}', 'x.js', true],
    ['x{,.bak}', 'x', true],
    ['x{,.bak}', 'x.bak', true],
    ['{a,{b,c}}', 'c', true],
    ['\\*', '*', true],
    ['\\*', 'a', false],
    ['a+', 'a+', true], // no extglob, no regex leakage
    ['\\(a)', '(a)', true],
    ['[!a]+', '-+', true],
    ['@x', '@x', true],
    ['caf\u00e9', 'caf\u00e9', true],
  ])('%s vs %j -> %s', (pattern, segment, expected) => {
    expect(ours(pattern, segment)).toBe(expected);
  });
});

describe('segments and **', () => {
  it.each([
    ['a/*/c', 'a/b/c', true],
    ['a/*/c', 'a/b/x/c', false],
    ['a/**/c', 'a/c', true],
    ['a/**/c', 'a/b/x/c', true],
    ['a/**', 'a', true], // zero segments
    ['a/**', 'a/b/c', true],
    ['**', '.git/config', true],
    ['**/.env', '.env', true],
    ['**/.env', 'x/y/.env', true],
    ['**/.env', 'x/.env/y', false],
    ['**/a/**/b', 'a/b', true],
    ['**/a/**/b', 'x/a/y/z/b', true],
    ['**/a/**/b', 'b/a', false],
    ['*', 'a/b', false],
    ['a', 'a/b', false],
  ])('%s vs %j -> %s', (pattern, path, expected) => {
    expect(ours(pattern, path)).toBe(expected);
  });

  it('prefix mode: the pattern or any ancestor, the anchor included', () => {
    expect(ours('a/b', 'a/b/c/d', { prefix: true })).toBe(true);
    expect(ours('a/b', 'a', { prefix: true })).toBe(false);
    expect(ours('**/.env', 'x/.env/y', { prefix: true })).toBe(true);
    expect(ours('*.pem', 'dir.pem/key', { prefix: true })).toBe(true);
    expect(ours('**', '', { prefix: false })).toBe(true);
    const root = compileGlob([], {});
    expect(root.match([], 0, false)).toBe(true);
    expect(root.match(['a'], 0, false)).toBe(false);
    expect(root.match(['a'], 0, true)).toBe(true);
    expect(root.matchesEmpty).toBe(true);
  });

  it('start offset anchors the pattern inside a longer path', () => {
    const m = compileGlob(parse('src/**').segments);
    expect(m.match(['w', 'src', 'a.ts'], 1, false)).toBe(true);
    expect(m.match(['w', 'src', 'a.ts'], 0, false)).toBe(false);
  });
});

describe('case folding', () => {
  it.each([
    ['.ssh', '.SSH', true],
    ['*.PEM', 'key.pem', true],
    ['[a-c]', 'B', true],
    ['[A-C]', 'b', true],
    ['[!a]', 'A', false],
    ['{Id_*,x}', 'ID_RSA', true],
    ['?SH', '.ssh', false],
    ['.ss?', '.SSH', true],
    ['\u00c9t\u00e9', '\u00e9T\u00c9', true],
    ['.\u017fsh', '.ssh', true], // long s: the same name on a case-insensitive file system
  ])('%s vs %j (folded) -> %s', (pattern, segment, expected) => {
    expect(ours(pattern, segment, { fold: true })).toBe(expected);
    if (pattern.toLowerCase() !== segment.toLowerCase() && !/[[?*{]/.test(pattern)) expect(ours(pattern, segment)).toBe(false);
  });

  it('unfolded matching is exact', () => {
    expect(ours('.ssh', '.SSH')).toBe(false);
    expect(ours('[a-c]', 'B')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Differential tests

const TOKENS = ['a', 'b', 'x', 'ab', '.', '-', ',', '$', '^', 'A', '\u00e9', '*', '?', '[a-b]', '[!a]', '[^a]', '[a-c.]',
  '[-a]', '[a-]', '[\\]]', '{a,b}', '{a*,.b}', '{a,{b,c}}', '{,a}', '{a,}', '\\*', '\\[', '\\{'];
const segmentArb = fc.oneof(
  { weight: 1, arbitrary: fc.constant('**') },
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 4 }).map((a) => a.join('')) },
);
const patternArb = fc.array(segmentArb, { minLength: 1, maxLength: 4 }).map((a) => a.join('/'));
const PATH_SEGS = ['a', 'b', 'x', 'ab', 'ba', '.a', 'a.b', '..a', 'b.', '-', ',', '$', '^', 'A', '*', '[', '{', ']',
  '\u00e9', 'e\u0301', 'a,b', '.b', 'aab', '.ab'];
const pathArb = fc.array(fc.constantFrom(...PATH_SEGS), { minLength: 1, maxLength: 5 }).map((a) => a.join('/'));

/**
 * The oracle's answer, with our intended differences mapped away:
 * - `[!…]` is written `[^…]` for the libraries (picomatch 4 does not read `[!a]` as a negation);
 * - `x/**` matches `x` itself for us (minimatch never; picomatch only for some `x`), so the oracle
 *   also tries the pattern without each trailing `/**`;
 * - minimatch leaves `${a,b}` unexpanded (shell parameter syntax), so `${` is given to it as `[$]{`.
 */
function oracle(lib: 'picomatch' | 'minimatch', pattern: string, path: string, nocase = false): boolean {
  let q = pattern.replace(/\[!/g, '[^');
  if (lib === 'minimatch') q = q.replace(/(?<!\\)\$\{/g, '[$]{');
  const variants = [q];
  for (let t = q; t.endsWith('/**');) variants.push((t = t.slice(0, -3)));
  return variants.some((v) => (lib === 'picomatch'
    ? picomatch(v, { dot: true, nocase })(path)
    : minimatch(path, v, { dot: true, nocase })));
}

/** A star next to a brace group: minimatch expands `*{,a}*` to `**`, a globstar (see below). */
const EXPANDS_TO_GLOBSTAR = /(?<!\\)\*\{|\}\*/;

/**
 * A segment that starts with `*` or `?` and holds an escaped brace: minimatch 10 never matches it
 * (`*\{` against `{`, `?\{` against `a{`: false), while picomatch, bash and we do. Found by a
 * clean-clone CI run; excluded from the minimatch comparison only.
 */
const MINIMATCH_ESCAPED_BRACE = /(?:^|\/)[*?][^/]*\\[{}]/;

/**
 * Two `$` in a row: picomatch 4 escapes only the first, so the second ends its RegExp (`$$` matches
 * `$`, `$$/**` with `/**` dropped too), a leak of regex syntax like those pinned below. Found by a
 * clean-clone CI run (seed 492050912: `$$/**` against `$`); excluded from the picomatch comparison only.
 */
const PICOMATCH_DOUBLE_DOLLAR = /\$\$/;

function unrooted(pattern: string): PathPattern | undefined {
  const r = parseRule(`Read(${pattern})`);
  if (!r.ok) return undefined;
  const p = r.rule.pattern as PathPattern;
  return p.root === 'unrooted' && !p.dirOnly ? p : undefined;
}

describe('differential', () => {
  for (const lib of ['picomatch', 'minimatch'] as const) {
    it(`agrees with ${lib} {dot:true} on the shared syntax`, () => {
      let compared = 0;
      fc.assert(fc.property(patternArb, pathArb, (pattern, path) => {
        const p = unrooted(pattern);
        if (!p || (lib === 'minimatch' && (EXPANDS_TO_GLOBSTAR.test(pattern) || MINIMATCH_ESCAPED_BRACE.test(pattern)))) return;
        if (lib === 'picomatch' && PICOMATCH_DOUBLE_DOLLAR.test(pattern)) return;
        compared++;
        const mine = compileGlob(p.segments).match(path.split('/'), 0, false);
        expect({ pattern, path, mine }).toEqual({ pattern, path, mine: oracle(lib, pattern, path) });
      }), { numRuns: RUNS });
      expect(compared).toBeGreaterThan(RUNS / 3);
    });

    it(`folded matching agrees with ${lib} {dot:true, nocase:true} (ASCII)`, () => {
      const asciiPath = pathArb.map((s) => s.replace(/[^\x00-\x7f]/g, 'e')).chain((s) =>
        fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((up) =>
          [...s].map((c, i) => (up[i] ? c.toUpperCase() : c)).join('')));
      fc.assert(fc.property(patternArb, asciiPath, (pattern, path) => {
        const p = unrooted(pattern);
        if (!p || /[^\x00-\x7f]/.test(pattern) || (lib === 'minimatch' && (EXPANDS_TO_GLOBSTAR.test(pattern) || MINIMATCH_ESCAPED_BRACE.test(pattern)))) return;
        if (lib === 'picomatch' && PICOMATCH_DOUBLE_DOLLAR.test(pattern)) return;
        const mine = compileGlob(p.segments, { foldCase: true }).match(path.split('/').map(foldCase), 0, false);
        expect({ pattern, path, mine }).toEqual({ pattern, path, mine: oracle(lib, pattern, path, true) });
      }), { numRuns: RUNS });
    });
  }

  it('the NFA and the fast segment paths agree (star/literal patterns through both)', () => {
    const lit = fc.constantFrom('a', 'b', 'ab', '.', 'é');
    const partsArb = fc.array(fc.oneof(lit.map((text) => ({ type: 'literal' as const, text })), fc.constant({ type: 'star' as const })),
      { minLength: 1, maxLength: 6 });
    fc.assert(fc.property(partsArb, fc.array(fc.constantFrom('a', 'b', '.', 'é'), { maxLength: 8 }).map((a) => a.join('')), (raw, seg) => {
      // Merge adjacent literals as the parser does.
      const parts: ({ type: 'literal'; text: string } | { type: 'star' })[] = [];
      for (const p of raw) {
        const last = parts[parts.length - 1];
        if (p.type === 'literal' && last?.type === 'literal') last.text += p.text;
        else parts.push(p.type === 'literal' ? { ...p } : p);
      }
      const fast = compileSegment(parts, false)(seg);
      // A one-alternative brace group is not accepted by the parser, but the compiler takes it and
      // it forces the NFA.
      const nfa = compileSegment([{ type: 'braces', alternatives: [parts, [{ type: 'literal', text: '\u0000' }]] }], false)(seg);
      expect(nfa).toBe(fast);
    }), { numRuns: RUNS });
  });
});

describe('intended differences from picomatch 4 / minimatch 10 (each with an example)', () => {
  const pm = (p: string, s: string, nocase = false) => picomatch(p, { dot: true, nocase })(s);
  const mm = (p: string, s: string) => minimatch(s, p, { dot: true });

  it('`[!a]` is a negated class (picomatch: not)', () => {
    expect(ours('[!a]', 'b')).toBe(true);
    expect(pm('[!a]', 'b')).toBe(false);
    expect(mm('[!a]', 'b')).toBe(true);
  });

  it('`x/**` matches the directory x itself (minimatch: never; picomatch: for a literal x only)', () => {
    expect(ours('src/**', 'src')).toBe(true);
    expect(mm('src/**', 'src')).toBe(false);
    expect(pm('src/**', 'src')).toBe(true);
    expect(ours('a*/**', 'ab')).toBe(true);
    expect(pm('a*/**', 'ab')).toBe(false);
  });

  it('`*\\{` matches `{` (minimatch: a segment starting with `*` or `?` never matches an escaped brace)', () => {
    expect(ours('*\\{', '{')).toBe(true);
    expect(pm('*\\{', '{')).toBe(true);
    expect(mm('*\\{', '{')).toBe(false);
    expect(ours('?\\}', 'a}')).toBe(true);
    expect(mm('?\\}', 'a}')).toBe(false);
  });

  it('`?` is one code point (both libraries: one UTF-16 unit, so an emoji needs `??`)', () => {
    expect(ours('?', '\u{1f600}')).toBe(true);
    expect(pm('?', '\u{1f600}')).toBe(false);
    expect(mm('?', '\u{1f600}')).toBe(false);
  });

  it('`$$` is two dollars (picomatch: `$$` matches `$`, its second `$` an end anchor)', () => {
    expect(compileGlob(unrooted('$$')!.segments).match(['$'], 0, false)).toBe(false);
    expect(compileGlob(unrooted('$$')!.segments).match(['$$'], 0, false)).toBe(true);
    expect(picomatch('$$', { dot: true })('$')).toBe(true);
  });

  it('regex syntax is literal: `(`, `)`, `+`, `@(…)` (picomatch leaks some of it into its RegExp)', () => {
    expect(ours('[^a]+', '-')).toBe(false);
    expect(pm('[^a]+', '-')).toBe(true); // `+` became a RegExp quantifier
    expect(ours('[^a]+', '-+')).toBe(true);
    expect(() => parse('@(a)')).toThrow(/extglob/); // rejected at load, never silently different
  });

  it('a backslash only escapes punctuation; never a path separator in a pattern', () => {
    expect(() => parse('a\\b')).toThrow(/backslash/);
    expect(pm('a\\b', 'a\\b')).toBe(true);
    expect(mm('a\\b', 'a\\b')).toBe(false);
  });

  it('`${a,b}` is a brace group (minimatch: literal, as bash parameter syntax)', () => {
    expect(ours('${a,b}', '$a')).toBe(true);
    expect(mm('${a,b}', '$a')).toBe(false);
    expect(pm('${a,b}', '$a')).toBe(true);
  });

  it('stars never join across a brace group into `**` (minimatch expands `*{,a}*` to a globstar)', () => {
    expect(ours('*{,a}*', 'a/a')).toBe(false);
    expect(mm('*{,a}*', 'a/a')).toBe(true);
    expect(pm('*{,a}*', 'a/a')).toBe(false);
  });

  it('POSIX classes are rejected at load (picomatch and minimatch support [[:alpha:]])', () => {
    expect(() => parse('[[:alpha:]]')).toThrow(/POSIX/);
    expect(pm('[[:alpha:]]', 'a')).toBe(true);
  });

  it('classes are ASCII: a non-ASCII character matches every negated class and no other', () => {
    expect(ours('[!a]', '\u00e9')).toBe(true);
    expect(() => parse('[\u00e9]')).toThrow(/ASCII/);
  });

  it('case folding is Unicode-aware per code point (long s, Kelvin sign), not just toLowerCase', () => {
    expect(ours('.ssh', '.\u017fsh', { fold: true })).toBe(true);
    expect(pm('.ssh', '.\u017fsh', true)).toBe(false);
  });

  it('paths are normalized before matching: `.`/`..`/trailing-slash forms never reach the matcher', () => {
    // minimatch optimizes `..` in patterns and accepts a trailing slash on the path; our paths
    // are clean (normalize.ts) and patterns with `.`/`..` segments are rejected at load.
    expect(mm('a/*/c', 'a/b/c/')).toBe(true);
    expect(() => parse('a/../b')).toThrow(/never matches/);
  });
});

// ---------------------------------------------------------------------------------------------
// Linear time

describe('adversarial patterns stay fast (hang guard; figures in bench/paths.mjs)', () => {
  const BOUND_MS = 50;
  // The best of three calls after a warm-up: one call on a loaded 2-core host was preempted past
  // the bound (126 ms for a match that takes a few ms); a backtracking matcher is slow every time.
  const time = (fn: () => unknown): number => {
    fn(); // warm-up
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const t = process.hrtime.bigint();
      fn();
      best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
    }
    return best;
  };
  const long = 'a'.repeat(10_000);
  it.each([
    ['a*a*a*a*a*a*a*a*a*a*b', long],
    ['*a*a*a*a*a*a*a*a*b', long],
    ['a*a*a*a*a*a*a*a*a*a*a*a*?c', long + 'b'],
    ['[a]*[a]*[a]*[a]*[a]*[a]*[a]*[a]*b', long],
    ['{a,aa}*{a,aa}*{a,aa}*{a,aa}*b', long],
    ['{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}c', long.slice(0, 21)],
    ['{*a,*b,*c,*d,*e,*f,*g,*h,*i,*j,*k,*l,*m,*n,*o,*p,*q,*r,*s,*t,*u,*v,*w,*x,*y,*z,*0,*1,*2,*3,*4,*5}*{*a,*b}*z', long],
  ])('%s against 10,000 characters', (pattern, segment) => {
    const m = compileGlob(parse(pattern).segments);
    expect(time(() => m.match([segment], 0, false))).toBeLessThan(BOUND_MS);
    expect(m.match([segment], 0, false)).toBe(false);
  });

  it('many ** against a 5,000-segment path', () => {
    const pattern = Array.from({ length: 8 }, () => '**/a').join('/') + '/**/b';
    const m = compileGlob(parse(pattern).segments);
    const path = Array.from({ length: 5000 }, () => 'a');
    path.push('c');
    expect(time(() => m.match(path, 0, false))).toBeLessThan(BOUND_MS);
    expect(m.match(path, 0, false)).toBe(false);
    expect(m.match([...path.slice(0, -1), 'b'], 0, false)).toBe(true);
  });

  it('random patterns on 10,000-character segments', () => {
    fc.assert(fc.property(patternArb, fc.constantFrom('a', 'ab', '.', 'b.'), (pattern, unit) => {
      const p = unrooted(pattern);
      if (!p) return;
      const seg = unit.repeat(Math.ceil(10_000 / unit.length));
      const m = compileGlob(p.segments, { foldCase: true });
      const t = process.hrtime.bigint();
      m.match([seg, seg], 0, true);
      m.match([seg], 0, false);
      expect(Number(process.hrtime.bigint() - t) / 1e6).toBeLessThan(BOUND_MS * 4);
    }), { numRuns: Math.min(RUNS, 300) });
  });
});

describe('never throws', () => {
  it('on arbitrary segments, folded or not', () => {
    const patterns = ['*', '?', '[!a-z]*', '{a,b*}?', 'a*b', '**/x/**', '*.pem'].map((p) => parse(p));
    fc.assert(fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 12 }), { maxLength: 5 }), (segs) => {
      for (const p of patterns) {
        for (const fold of [false, true]) {
          const m = compileGlob(p.segments, { foldCase: fold });
          const s = fold ? segs.map(foldCase) : segs;
          for (let start = 0; start <= s.length; start++) {
            expect(typeof m.match(s, start, false)).toBe('boolean');
            expect(typeof m.match(s, start, true)).toBe('boolean');
          }
        }
      }
    }), { numRuns: RUNS });
  });
});
