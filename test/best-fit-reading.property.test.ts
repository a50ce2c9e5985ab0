// The best-fit reading's loop (session 40: a byte buffer, each character's reading kept) against
// the replace it replaced (NFKD, marks dropped, each other character past ASCII SPECIAL's or `?`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestFitReading, bestFitWords } from '../src/shell/best-fit-words.js';

const SPECIAL: ReadonlyMap<string, string> = new Map([
  ['\u00A5', '\\'], ['\u20A9', '\\'], ['\u2215', '/'], ['\u2044', '/'], ['\u2216', '\\'], ['\uFE68', '\\'],
  ['\u2010', '-'], ['\u2012', '-'], ['\u2013', '-'], ['\u2014', '-'], ['\u2015', '-'], ['\u2212', '-'],
  ['\u00AD', '-'],
]);
function replaced(word: string, astral: boolean): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\x00-\x7f]/gu, (c) => SPECIAL.get(c) ?? (astral ? '?'.repeat(c.length) : '?'));
}

const PIECES = ['a', '.', 'pem', '/', '\\', ' ', '"', 'é', 'e\u0301', 'ｐ', '：', '¥', '₩', '∕', '—', '\u00AD', '。', '日', '𝐚', '\u{1F600}', '\ud800', '\udc00', 'ß', 'İ', '＂', '　', 'ﬁ'];
const words = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((xs) => xs.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

describe('bestFitReading reads as the replace it replaced', () => {
  it('for words of mixed scripts, marks, surrogates (paired and lone) and SPECIAL characters', () => {
    fc.assert(fc.property(words, fc.boolean(), (w, astral) => {
      expect(bestFitReading(w, astral)).toBe(replaced(w, astral));
    }), { numRuns: 3000 });
  });

  it('concrete readings', () => {
    expect(bestFitReading('a.ｐem')).toBe('a.pem');
    expect(bestFitReading('sécrets.json')).toBe('secrets.json');
    expect(bestFitReading('¥Windows¥win.ini')).toBe('\\Windows\\win.ini');
    expect(bestFitReading('a.p日m')).toBe('a.p?m');
    expect(bestFitReading('x\u{1F600}y')).toBe('x?y');
    expect(bestFitReading('x\u{1F600}y', true)).toBe('x??y');
    expect(bestFitReading('a\ud800b')).toBe('a?b');
    expect(bestFitReading('a。'.repeat(3))).toBe('a?a?a?');
  });

  it('bestFitWords gives both readings only where they differ (past the BMP)', () => {
    expect(bestFitWords('a.ｐem')).toEqual(['a.pem']);
    expect(bestFitWords('\u{1F600}.pem')).toEqual(['?.pem', '??.pem']);
    expect(bestFitWords('plain.pem')).toEqual([]);
  });
});
