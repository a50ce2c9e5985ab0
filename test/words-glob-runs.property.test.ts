// wordValue appends a run of one shared glob part (PowerShell's `*` and `?`) as one repeat: the
// value must stay the parts' texts in order, and its flags as before, for any mix of shared and
// separate parts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Word, WordPart } from '../src/shell/ast.js';
import { wordValue } from '../src/shell/words.js';

const STAR: WordPart = { type: 'glob', text: '*' };
const QUESTION_MARK: WordPart = { type: 'glob', text: '?' };
const part: fc.Arbitrary<WordPart> = fc.oneof(
  fc.constantFrom(STAR, STAR, QUESTION_MARK),
  fc.constantFrom('*', '?', '[ab]').map((text): WordPart => ({ type: 'glob', text })),
  fc.record({ type: fc.constant('literal' as const), text: fc.constantFrom('a', 'B', '', '\u0001', 'x y', '~'), quoted: fc.boolean() }),
  fc.record({ type: fc.constant('expansion' as const), text: fc.constantFrom('$x', '${y}', '$HOME'), quoted: fc.boolean() }),
);
const wordOf = (parts: WordPart[]): Word => ({ start: 0, end: 1, text: 'w', parts });

describe('wordValue with runs of one glob part', () => {
  it('is the parts in order, dynamic and quoted as each part says', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(part, fc.integer({ min: 1, max: 40 }).map((n) => new Array<WordPart>(n).fill(STAR))), { maxLength: 12 }), (items) => {
        const parts = items.flat();
        // (No part first: a leading `$HOME` or `~` reads as the home directory.)
        const word = wordOf([{ type: 'literal', text: 'p', quoted: false }, ...parts]);
        const v = wordValue(word);
        expect(v.value).toBe(`p${parts.map((p) => p.text).join('')}`);
        expect(v.dynamic).toBe(parts.some((p) => p.type !== 'literal' || p.text.includes('\u0001')));
        expect(v.quoted).toBe(parts.some((p) => (p.type === 'literal' || p.type === 'expansion') && p.quoted));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives a word of 10,000 shared `*` and a literal after them whole', () => {
    const parts = [...new Array<WordPart>(10_000).fill(STAR), { type: 'literal', text: '.tmp', quoted: true } as WordPart, QUESTION_MARK, QUESTION_MARK];
    const v = wordValue(wordOf(parts));
    expect(v.value).toBe(`${'*'.repeat(10_000)}.tmp??`);
    expect(v.dynamic).toBe(true);
    expect(v.quoted).toBe(true);
  });
});
