// A long path whose rest is kept as written takes its text without being resolved segment by
// segment, and its segments when read (src/paths/plain-rest.ts, session 41: `~/a ~/a …` 150 ->
// 35 µs a normalization). Against finish resolving every segment (normalize.ts finishInFull), on
// every platform's reading; and normalizePath's answers, siblings (`x` then `x.zip`) included,
// against a fresh normalization of each text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finishInFull, forgetLongPath, normalizePath, resolvePathContext } from '../src/paths/normalize.js';
import { plainRest } from '../src/paths/plain-rest.js';

const plainPiece = fc.constantFrom<string>('a', 'ab', '~', 'a ~', 'PROGRA~1', 'x~1.txt', 'é', 'A~12', 'x.y', '.a', 'a..b', '~1');
const otherPiece = fc.constantFrom<string>('a.', 'a ', '.', '..', '...', '', 'c:', 'a:b', 'ab~1 ', 'PROGRA~1.', 'a. .');
// (Mostly plain pieces, a few not, and the last one either: plainRest answers for about half.)
const restOf = fc.tuple(fc.array(plainPiece, { minLength: 60, maxLength: 160 }), fc.array(fc.tuple(fc.nat(), otherPiece), { maxLength: 2 }), fc.option(otherPiece),
  fc.constantFrom('', './', '/', '././', '//', './/'), fc.constantFrom('', '/', '//'))
  .map(([pieces, others, last, lead, trail]) => {
    const all = [...pieces];
    for (const [at, p] of others) all.splice(at % all.length, 0, p);
    if (last !== null) all.push(last);
    return lead + all.join('/') + trail;
  });
const baseOf = fc.constantFrom<string[]>([], ['c'], ['c', 'users', 'dev'], ['server', 'share'], ['c', 'PROGRA~1']);

const materialized = (p: { text: string; segments: readonly string[]; shortName: boolean }) => ({ text: p.text, segments: [...p.segments], shortName: p.shortName });

describe('plainRest', () => {
  it('is finishInFull where it answers (property)', () => {
    let answered = 0;
    fc.assert(fc.property(baseOf, restOf, fc.constantFrom(0, 1), fc.boolean(), fc.boolean(), (base, rest, from, unc, windows) => {
      const plain = plainRest(base, rest, from, unc, windows);
      answered += plain === undefined ? 0 : 1;
      if (plain === undefined) return;
      const full = finishInFull(base, base.length > 0 ? 1 : 0, rest, from, unc, windows);
      expect(full.ok).toBe(true);
      if (full.ok) expect(materialized(plain)).toEqual(materialized(full.path));
    }), { numRuns: 3_000 });
    expect(answered).toBeGreaterThan(600);
  });

  it('answers for the long lines it is for', () => {
    for (const [rest, windows] of [['~/a '.repeat(2_499), true], [`./${'~/a '.repeat(2_499)}`, true], ['a/'.repeat(4_998), true], ['ab/'.repeat(3_000), false]] as const) {
      const p = plainRest(['c', 'w'], rest, rest.startsWith('~') ? 1 : 0, false, windows);
      expect(p).toBeDefined();
      const full = finishInFull(['c', 'w'], 1, rest, rest.startsWith('~') ? 1 : 0, false, windows);
      expect(full.ok && materialized(full.path)).toEqual(materialized(p!));
    }
  });
});

describe('normalizePath of long paths, siblings included, as a fresh normalization', () => {
  const contexts = [
    resolvePathContext({ platform: 'win32', cwd: 'C:\\w\\repo', home: 'C:\\Users\\dev' }),
    resolvePathContext({ platform: 'linux', cwd: '/w/repo', home: '/home/dev' }),
    resolvePathContext({ platform: 'win32', cwd: '\\\\srv\\share\\x', home: 'C:\\Users\\PROGRA~1' }),
  ];
  const fresh = (text: string, ctx: (typeof contexts)[number]) => {
    forgetLongPath();
    const r = normalizePath(text, ctx);
    return r.ok ? materialized(r.path) : r;
  };
  it('each text, then each with a suffix, in one decision (property)', () => {
    const lead = fc.constantFrom('', '~/', './', '/', 'C:\\', '\\\\h\\s\\');
    fc.assert(fc.property(lead, restOf, fc.constantFrom('.zip', '-journal', 'x', '/y'), fc.constantFrom(...contexts), (l, rest, suffix, ctx) => {
      const text = l + rest.replaceAll('/', l === 'C:\\' ? '\\' : '/');
      const expected = [fresh(text, ctx), fresh(text + suffix, ctx)];
      forgetLongPath();
      const got = [normalizePath(text, ctx), normalizePath(text + suffix, ctx)].map((r) => (r.ok ? materialized(r.path) : r));
      expect(got).toEqual(expected);
    }), { numRuns: 1_500 });
  });
});
