// asciiEscapesDecoded decodes `%XX` escapes in one pass: it must give what the global replace it
// replaced gave, for any text of escapes, broken escapes, escapes past ASCII and other text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiEscapesDecoded } from '../src/shell/ascii-escapes.js';

function asReplaced(w: string): string {
  return w.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const code = parseInt(hex, 16);
    return code < 128 ? String.fromCharCode(code) : escape;
  });
}

const piece = fc.oneof(
  fc.constantFrom('%', '%%', '%2f', '%2F', '%65', '%7f', '%80', '%ff', '%g1', '%1', '%0', '%00', '%25', 'a', 'F', '9', '.', '。', '\uD800'),
  fc.tuple(fc.constantFrom('%'), fc.constantFrom(...'0123456789abcdefABCDEFgG%'.split('')), fc.constantFrom(...'0123456789abcdefABCDEFgG%'.split(''))).map((t) => t.join('')),
  fc.string({ maxLength: 3 }),
);

describe('asciiEscapesDecoded', () => {
  it('gives the global replace\'s text for random words', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const w = pieces.join('');
        expect(asciiEscapesDecoded(w)).toBe(asReplaced(w));
      }),
      { numRuns: 10_000 },
    );
  });

  it('decodes ASCII escapes once, keeps others and broken ones', () => {
    expect(asciiEscapesDecoded('evil.com%2f')).toBe('evil.com/');
    expect(asciiEscapesDecoded('%65vil.com%252f')).toBe('evil.com%2f');
    expect(asciiEscapesDecoded('%c3%a9%2%%41%')).toBe('%c3%a9%2%A%');
    expect(asciiEscapesDecoded('a%2f'.repeat(2500))).toBe('a/'.repeat(2500));
  });
});
