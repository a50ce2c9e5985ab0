// first-letters.ts: the table test that replaced Sets of first character codes must let through
// every name a Set of the names' first characters (either case) would, and past ASCII every name.
import { describe, expect, it } from 'vitest';
import { firstLetters, mayStartOneOf } from '../src/shell/first-letters.js';

describe('firstLetters', () => {
  const names = ['reg', 'setx', 'regedit', 'Msbuild', '_x', 'é-tool'];
  const table = firstLetters(names);
  const codes = new Set(names.flatMap((n) => [n.charCodeAt(0), n.toUpperCase().charCodeAt(0)]));

  it('agrees with a Set of the first characters, either case, over ASCII', () => {
    for (let c = 0; c < 128; c++) expect(mayStartOneOf(table, c), String.fromCharCode(c)).toBe(codes.has(c));
  });

  it('lets every character past ASCII through, and no empty name', () => {
    expect(mayStartOneOf(table, 'é'.charCodeAt(0))).toBe(true);
    expect(mayStartOneOf(table, 'ß'.charCodeAt(0))).toBe(true);
    expect(mayStartOneOf(table, ''.charCodeAt(0))).toBe(false);
  });
});
