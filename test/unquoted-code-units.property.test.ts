// unquoted-code-units.ts (session 45): shellUnquoted reads a long word of many quotes and
// backslashes by a buffer of code units instead of appending pieces. For any word (long ones of
// quotes, backslashes, a last backslash, lone surrogates and other code units), it makes what the
// loop it stands beside made.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shellUnquoted } from '../src/shell/unknown-programs.js';
import { unquotedByCodeUnits } from '../src/shell/unquoted-code-units.js';

/** The loop shellUnquoted keeps for short words and few pieces (session 44's). */
function byPieces(word: string): string {
  let out = '';
  let start = 0;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c !== 92 && c !== 39 && c !== 34) continue;
    out += word.slice(start, k);
    if (c === 92 && k + 1 < word.length) out += word[++k]!;
    start = k + 1;
  }
  return start === 0 ? word : out + word.slice(start);
}

const unit = fc.constantFrom('\\', '"', "'", 'a', ' ', '\n', '\ud800', '\udc00', '。', '\\\\', '\\"');
const word = (min: number, max: number) => fc.array(unit, { minLength: min, maxLength: max }).map((u) => u.join(''));

describe('shellUnquoted by code units: as by pieces', () => {
  it('any word, short or long (past 4,096 code units too)', () => {
    fc.assert(fc.property(fc.oneof(word(0, 40), word(250, 600), word(4090, 4200)), (w) => {
      expect(unquotedByCodeUnits(w)).toBe(byPieces(w));
      expect(shellUnquoted(w)).toBe(byPieces(w));
    }), { numRuns: 300 });
  });

  it('a word of 5,000 escaped quotes, and one ending in a backslash', () => {
    expect(shellUnquoted('\\"'.repeat(5000))).toBe('"'.repeat(5000));
    expect(shellUnquoted(`${'a"'.repeat(300)}\\`)).toBe('a'.repeat(300));
  });
});
