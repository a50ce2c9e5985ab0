// printer-escapes.ts readPrinterEscapes (session 40): the scan that replaced piped-text.ts's
// regex replace with a callback per escape answers as that replace did, for any text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPrinterEscapes } from '../src/shell/printer-escapes.js';

/** piped-text.ts before session 40. */
const ESCAPE = /\\(?:[abefnrtv]|x[0-9A-Fa-f]{1,2}|0?[0-7]{1,3}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8})/g;
const CONTROL: Readonly<Record<string, string>> = { a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
function escapedCharacter(escape: string): string {
  const c = escape[1]!;
  if (c in CONTROL) return CONTROL[c]!;
  const code = c === 'x' || c === 'u' || c === 'U' ? parseInt(escape.slice(2), 16) : parseInt(escape.slice(1), 8);
  return code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
}
function before(text: string): string {
  return text.includes('\\') ? text.replace(ESCAPE, escapedCharacter) : text;
}

// (Every escape letter, digits of each base and their edges, upper-case hex, and what is none.)
const piece = fc.constantFrom('\\', '\\\\', 'a', 'b', 'e', 'f', 'n', 'r', 't', 'v', 'x', 'u', 'U', 'c', '0', '1', '7', '8', '9', 'F', 'f', 'G', 'ff', '10FFFF', '110000', 'FFFFFFFF', ' ', '\n', 'é');
const text = fc.array(piece, { maxLength: 24 }).map((p) => p.join(''));

describe('readPrinterEscapes: as the regex replace it replaced', () => {
  it('any text of escapes, digits and letters', () => {
    fc.assert(fc.property(text, (t) => {
      expect(readPrinterEscapes(t)).toBe(before(t));
    }), { numRuns: 5000 });
  });

  it('long texts, kept and replaced in turn, as the replace reads each', () => {
    fc.assert(fc.property(fc.array(fc.tuple(text, fc.integer({ min: 0, max: 40 })), { minLength: 1, maxLength: 6 }), (texts) => {
      for (const [t, times] of texts) {
        // (Past 256 characters the last text's reading is kept: the same text again, then another.)
        const long = `${t}\\n`.repeat(times + 1).padEnd(300, 'x');
        expect(readPrinterEscapes(long)).toBe(before(long));
        expect(readPrinterEscapes(long)).toBe(before(long));
        expect(readPrinterEscapes(t)).toBe(before(t));
      }
    }), { numRuns: 500 });
  });

  it('the edges by name', () => {
    for (const t of ['\\0', '\\08', '\\0101', '\\01234', '\\1234', '\\8', '\\x', '\\x4g', '\\x414', '\\u', '\\u00411', '\\U0010FFFF', '\\U00110000',
      '\\\\n', '\\\\\\n', 'a\\', '\\c', 'plain', '', '\\na\\tb', '\\e[0m']) {
      expect(readPrinterEscapes(t)).toBe(before(t));
    }
    expect(readPrinterEscapes('a\\nb')).toBe('a\nb');
    expect(readPrinterEscapes('\\0101\\x41\\u0041')).toBe('AAA');
    expect(readPrinterEscapes('\\U00110000')).toBe(' ');
  });
});
