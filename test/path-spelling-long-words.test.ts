// spelledPathWord remembers its last four long words (session 36: a word of 10,000 characters was
// spelled again for each drive rule, directory and reading). Checked on random sequences of calls
// mixing long texts and spellings against the spelling of a short head plus the rest's folding,
// which the drive prefix never reaches (short words are not remembered).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spelledPathWord } from '../src/shell/path-spelling.js';

type Spelling = 'fold' | 'windows' | 'msys';
const HEAD = 24;

function expected(text: string, spelling: Spelling): string {
  const rest = text.slice(HEAD).toLowerCase();
  return spelledPathWord(text.slice(0, HEAD), spelling) + (spelling === 'fold' ? rest : rest.replaceAll('\\', '/'));
}

const prefix = fc.constantFrom('/c/', '/cygdrive/d/', '/proc/cygdrive/c/', 'C:\\', '\\\\srv\\s\\', 'x/', '/');
const body = fc.array(fc.constantFrom('a', 'B', '\\', '/', 'é', 'Z'), { minLength: 300, maxLength: 400 }).map((a) => a.join(''));
const spelling = fc.constantFrom<Spelling>('fold', 'windows', 'msys');

describe('spelledPathWord on long words', () => {
  it('gives each text its own spelling whatever was asked before (random sequences over a few texts)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(prefix, body), { minLength: 1, maxLength: 6 }), fc.array(fc.tuple(fc.nat(), spelling), { minLength: 1, maxLength: 30 }), (texts, calls) => {
      const words = texts.map(([p, b]) => `${p}${b}`.padEnd(HEAD, 'a'));
      for (const [k, s] of calls) {
        const w = words[k % words.length]!;
        // (A copy of the text too: equal contents, another string.)
        expect(spelledPathWord(w, s)).toBe(expected(w, s));
        expect(spelledPathWord(`${w} `.slice(0, -1), s)).toBe(expected(w, s));
      }
    }), { numRuns: 2_000 });
  });
});
