// foldCase reads a per-code-unit table for the BMP (filled a block at a time): it must fold every
// string as the per-code-point fold it replaced (upper then lower, else lower, one code point kept).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldCase } from '../src/paths/case-fold.js';

function countCodePoints(s: string): number {
  return Array.from(s).length;
}

/** The fold before the table, one code point at a time (surrogates alone are kept). */
function referenceFold(s: string): string {
  let out = '';
  for (const ch of s) {
    let f = ch;
    const up = ch.toUpperCase();
    if (countCodePoints(up) === 1) {
      const low = up.toLowerCase();
      if (countCodePoints(low) === 1) f = low;
    }
    if (f === ch) {
      const low = ch.toLowerCase();
      if (countCodePoints(low) === 1) f = low;
    }
    out += f;
  }
  return out;
}

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const foldingChars = fc.constantFrom('A', 'Z', 'ſ', 'K', 'Σ', 'ς', 'ı', 'İ', 'ß', 'ẞ', 'Ꭰ', 'ꭰ', 'ᲀ', 'ι', 'Ä', '。', '𐐀', '𐐨', '\uD801', '\uDC00');

describe('foldCase with the BMP table', () => {
  it('folds every BMP code unit alone, and in a non-ASCII text, as the per-code-point fold', () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      expect(foldCase(ch)).toBe(referenceFold(ch));
      expect(foldCase(`é${ch}。`)).toBe(referenceFold(`é${ch}。`));
    }
  });

  it('folds astral code points (Deseret, Osage, Adlam capitals) as the per-code-point fold', () => {
    for (const cp of [0x10400, 0x10427, 0x10428, 0x104b0, 0x104d8, 0x1e900, 0x1e922, 0x1f600]) {
      const s = `a${String.fromCodePoint(cp)}B`;
      expect(foldCase(s)).toBe(referenceFold(s));
    }
    expect(foldCase('X\u{10400}ſ')).toBe('x\u{10428}s');
  });

  it('folds random strings (any code units, lone surrogates, casing specials) as the per-code-point fold', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(anyCodeUnit, foldingChars, fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 40 }), (parts) => {
        const s = parts.join('');
        expect(foldCase(s)).toBe(referenceFold(s));
      }),
      { numRuns: 3000 },
    );
  });

  it('folds a long text that extends the last one (its end only, from the remembered fold) as the per-code-point fold', () => {
    const longPart = fc.array(fc.oneof(anyCodeUnit, foldingChars), { minLength: 256, maxLength: 300 }).map((a) => a.join(''));
    const tail = fc.array(fc.oneof(anyCodeUnit, foldingChars), { maxLength: 6 }).map((a) => a.join(''));
    fc.assert(
      fc.property(longPart, tail, tail, (head, more, other) => {
        expect(foldCase(head)).toBe(referenceFold(head));
        expect(foldCase(head + more)).toBe(referenceFold(head + more));
        expect(foldCase(head + other)).toBe(referenceFold(head + other));
      }),
      { numRuns: 500 },
    );
    // (A pair split by the remembered end: `…\uD801` then `…\uD801\uDC00` folds the pair whole.)
    const head = 'É'.repeat(300) + '\uD801';
    expect(foldCase(head)).toBe(head.toLowerCase());
    expect(foldCase(`${head}\uDC00`)).toBe(`${'é'.repeat(300)}\u{10428}`);
    expect(foldCase(`${'É'.repeat(300)}ſK`)).toBe(`${'é'.repeat(300)}sk`);
    expect(foldCase(`${'É'.repeat(300)}ſKΣ`)).toBe(`${'é'.repeat(300)}skσ`);
  });
});
