// namesScriptWriter (script-written-files.ts, session 41) tests a word's length and first letter
// before looking its last segment up: it must answer as the plain lookup of every name does.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { namesScriptWriter } from '../src/shell/script-written-files.js';
import { INLINE_CODE_OPTIONS } from '../src/shell/piped-text.js';

const NAMES = [...INLINE_CODE_OPTIONS.keys(), 'sed', 'gsed', 'awk', 'gawk', 'mawk', 'nawk'];
const lookup = (words: readonly string[]): boolean => words.some((w) => NAMES.includes(w.slice(w.lastIndexOf('/') + 1)));

describe('namesScriptWriter', () => {
  it('finds every name, bare or under a directory', () => {
    for (const n of NAMES) {
      expect(namesScriptWriter([n])).toBe(true);
      expect(namesScriptWriter(['x', `/usr/bin/${n}`])).toBe(true);
      const near = [`${n}x`, `x${n}`, n.slice(1), `${n}/`];
      expect(namesScriptWriter(near)).toBe(lookup(near));
    }
  });

  it('answers as the plain lookup around the loop back\'s bound (session 42: the last `/` is looked for within the longest name\'s length)', () => {
    for (const n of NAMES) for (let k = 0; k <= 12; k++) {
      const words = [`${'x'.repeat(k)}/${n}`, `${'/'.repeat(k)}${n}`, `${'x'.repeat(k)}${n}`, `${n}${'/'.repeat(k)}`, `/${'x'.repeat(k)}`, `${'x'.repeat(k)}/${n.slice(0, -1)}\u00e9`];
      for (const w of words) expect([w, namesScriptWriter([w])]).toEqual([w, lookup([w])]);
    }
    for (const w of ['', '/', '//', 'é', 'x/é', 'ed', 'sed\u0000']) expect([w, namesScriptWriter([w])]).toEqual([w, lookup([w])]);
  });

  it('answers as the plain lookup (random words from the names, their pieces and paths)', () => {
    const piece = fc.oneof(fc.constantFrom(...NAMES, '/', 'x', 'S', '', 'ed', 'a'), fc.string({ maxLength: 40 }));
    const word = fc.array(piece, { maxLength: 4 }).map((p) => p.join(''));
    fc.assert(fc.property(fc.array(word, { maxLength: 6 }), (words) => {
      expect(namesScriptWriter(words)).toBe(lookup(words));
    }), { numRuns: 10_000 });
  });
});
