// command-pattern.ts globsIntersect (a deny/ask rule with `*` against a command with unknown
// words) computes only the live band of each row of its table. This checks it against the whole
// table, the obviously right reading, on random strings and on the long commands it was made for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { globsIntersect } from '../src/shell/command-pattern.js';

const ANY = '\u0002';
const SEP = '\u0001';

/** Every cell of the table (the implementation before the band). */
function wholeTable(a: string, b: string): boolean {
  const n = a.length;
  const m = b.length;
  const t = Array.from({ length: n + 1 }, () => new Uint8Array(m + 1));
  t[0]![0] = 1;
  for (let j = 1; j <= m; j++) t[0]![j] = t[0]![j - 1] === 1 && b[j - 1] === ANY ? 1 : 0;
  for (let i = 1; i <= n; i++) {
    const ca = a[i - 1];
    t[i]![0] = t[i - 1]![0] === 1 && ca === ANY ? 1 : 0;
    for (let j = 1; j <= m; j++) {
      const cb = b[j - 1];
      const up = t[i - 1]![j] === 1;
      const left = t[i]![j - 1] === 1;
      const diag = t[i - 1]![j - 1] === 1;
      t[i]![j] = (ca === ANY || cb === ANY ? up || left || diag : ca === cb && diag) ? 1 : 0;
    }
  }
  return t[n]![m] === 1;
}

const text = (max: number) => fc.array(fc.constantFrom('a', 'b', 'c', ANY, SEP), { maxLength: max }).map((x) => x.join(''));

describe('globsIntersect', () => {
  it('agrees with the whole table on random strings', () => {
    fc.assert(fc.property(text(12), text(40), (a, b) => {
      expect(globsIntersect(a, b)).toBe(wholeTable(a, b));
      expect(globsIntersect(b, a)).toBe(wholeTable(b, a));
    }), { numRuns: 20_000 });
  });

  it('agrees with the whole table on rule-like patterns against long commands', () => {
    const rule = fc.array(fc.oneof(fc.constantFrom('make', 'rm', '-rf', '--a=b', ANY), fc.string({ maxLength: 3 })), { minLength: 1, maxLength: 4 }).map((w) => w.join(SEP));
    const command = fc.array(fc.oneof(fc.constantFrom('make', 'rm', '-rf', '--a=b', ANY, 'x'), fc.string({ maxLength: 3 })), { maxLength: 300 }).map((w) => w.join(SEP));
    fc.assert(fc.property(rule, command, (a, b) => {
      expect(globsIntersect(a, b)).toBe(wholeTable(a, b));
    }), { numRuns: 2_000 });
  });

  it('examples', () => {
    const long = ['make', ...Array.from({ length: 1_600 }, () => '--a=b')].join(SEP);
    expect(globsIntersect(['make', '-j', ANY].join(SEP), long)).toBe(false);
    expect(globsIntersect(['make', ANY].join(SEP), long)).toBe(true);
    expect(globsIntersect(['make', ANY, '--a=b'].join(SEP), long)).toBe(true);
    expect(globsIntersect(['make', ANY, '--a=c'].join(SEP), long)).toBe(false);
    expect(globsIntersect(['make', ANY, '--a=c'].join(SEP), long + SEP + ANY)).toBe(true);
    expect(globsIntersect(['rm', '-rf', '/'].join(SEP), ['rm', ANY, '/'].join(SEP))).toBe(true);
    expect(globsIntersect(['rm', '-rf', '/'].join(SEP), ['rm', ANY].join(SEP))).toBe(true);
    expect(globsIntersect(['rm', '-rf', '/'].join(SEP), ['mv', ANY].join(SEP))).toBe(false);
    expect(globsIntersect('', '')).toBe(true);
    expect(globsIntersect(ANY, '')).toBe(true);
    expect(globsIntersect('', ANY + ANY)).toBe(true);
    expect(globsIntersect('a', '')).toBe(false);
  });
});
