// powershellWordShape makes its pattern from runs (a run of wildcards one repeat, a literal one
// replace, then one lower-casing): it must give the pattern the per-character loops gave (a copy,
// below) for any word of literal and wildcard parts, control, non-ASCII and surrogate units included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Word, WordPart } from '../src/shell/ast.js';
import { DASHES } from '../src/shell/powershell-scan.js';
import { powershellWordShape } from '../src/shell/word-shapes.js';

const WORD = '\u0003';

/** powershellWordShape before session 41 (one character at a time). */
function shapeAsBefore(word: Word): { kind: 'glob'; pattern: string } | undefined {
  let pattern = '';
  for (const part of word.parts) {
    if (part.type === 'glob') pattern += WORD;
    else if (part.type !== 'literal') return undefined;
    else for (let k = 0; k < part.text.length; k++) pattern += part.text.charCodeAt(k) <= 6 ? WORD : part.text[k];
  }
  const c = pattern.charCodeAt(0);
  if (c === 126 || DASHES.has(pattern[0]!)) return undefined;
  let out = '';
  for (let k = 0; k < pattern.length; k++) {
    const u = pattern.charCodeAt(k);
    out += u >= 128 ? WORD : u >= 65 && u <= 90 ? String.fromCharCode(u + 32) : pattern[k];
  }
  return { kind: 'glob', pattern: out };
}

const unit = fc.oneof(
  fc.constantFrom('a', 'Z', 'A', '~', '-', '–', '\u0000', '\u0003', '\u0006', '\u0007', 'İ', 'ß', 'K', 'é', '\uD801', '\uDC00', '𐐀', '/', '.'),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
);
const part: fc.Arbitrary<WordPart> = fc.oneof(
  fc.constantFrom<WordPart>({ type: 'glob', text: '*' }, { type: 'glob', text: '?' }, { type: 'glob', text: '[ab]' }),
  fc.record({ type: fc.constant('literal' as const), text: fc.array(unit, { maxLength: 8 }).map((a) => a.join('')), quoted: fc.boolean() }),
  fc.constant<WordPart>({ type: 'expansion', text: '$x', quoted: true }),
);
const wordOf = (parts: WordPart[]): Word => ({ start: 0, end: 1, text: 'w', parts });

describe('powershellWordShape by runs', () => {
  it('gives the per-character pattern for random words', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 30 }), (parts) => {
        expect(powershellWordShape(wordOf(parts))).toEqual(shapeAsBefore(wordOf(parts)));
      }),
      { numRuns: 5000 },
    );
  });

  it('gives a word of 10,000 wildcards one wildcard per part, and lowers ASCII only', () => {
    const star: WordPart = { type: 'glob', text: '*' };
    expect(powershellWordShape(wordOf(new Array<WordPart>(10_000).fill(star)))).toEqual({ kind: 'glob', pattern: WORD.repeat(10_000) });
    const mixed = wordOf([{ type: 'literal', text: 'AİB\u0001', quoted: true }, star, star, { type: 'literal', text: 'Ç', quoted: true }]);
    expect(powershellWordShape(mixed)).toEqual({ kind: 'glob', pattern: `a${WORD}b${WORD}${WORD}${WORD}${WORD}` });
  });
});
