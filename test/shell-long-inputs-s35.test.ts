// Session 35's slow 10,000-character lines (bench/scan-inputs.mjs finds them; hang guards, not
// benchmarks: the fastest of fifteen fresh decisions under 25 ms (helpers/long-lines.ts), far above the linear cost
// (0.3-0.9 ms on an idle host after this session, 0.7-1.7 ms before) and far below a hang), and
// the scanners that replaced splits and regexes, checked against them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forEachHostPiece, joinsText } from '../src/shell/host-pieces.js';
import { hostOfWord } from '../src/shell/url-words.js';
import { foldCase } from '../src/paths/case-fold.js';
import { expectDecidedFast, repeated } from './helpers/long-lines.js';

describe('long lines session 35 found slowest: read in linear time', () => {
  it.each([
    // (1.4-1.7 ms: each piece of a loader's word split, copied, matched and noted, windows-code-loaders.ts, written-code.ts.)
    ['powershell', 'regsvr32: a word of `. ` pieces', repeated('regsvr32', '. ', "'")],
    ['bash', 'regsvr32: a word of `. ` pieces', repeated('regsvr32', '. ', "'")],
    ['powershell', 'regsvr32: a word of escaped quotes', repeated('regsvr32', '\\"', "'")],
    ['powershell', 'regsvr32: a word of host names', repeated('regsvr32', 'a.com ', "'")],
    ['bash', 'regsvr32: a word of home paths', repeated('regsvr32', '~/a ', "'")],
    // (1.1-1.3 ms: a written path of 5,000 segments split twice, written-code.ts.)
    ['powershell', 'zip: a path of 5,000 segments', repeated('zip', 'a/')],
    ['powershell', 'zip: a quoted path of 5,000 backslashed segments', repeated('zip', 'a\\', "'")],
    ['powershell', 'zip: a word of full-width dots', repeated('zip', 'a。', "'")],
    // (1.0-1.1 ms: an unknown program's word cut into 5,000 tokens its possible runs never read.)
    ['powershell', 'an unknown program: a word of `. ` pieces', repeated('mytool', '. ', "'")],
    ['powershell', 'a script: a word of `. ` pieces', repeated('python3 x.py', '. ', "'")],
  ] as const)('%s: %s', (shell, _, line) => {
    expectDecidedFast(shell, line);
  });
});

describe('the scanners match the splits and regexes they replaced', () => {
  it('joinsText is /[\\s=,;|&()<>\'"`]/ on every UTF-16 code unit', () => {
    const joins = /[\s=,;|&()<>'"`]/;
    const differing: number[] = [];
    for (let c = 0; c < 65536; c++) if (joinsText(c) !== joins.test(String.fromCharCode(c))) differing.push(c);
    expect(differing).toEqual([]);
  });

  it('a piece forEachHostPiece skips for its characters names no host (hostOfWord)', () => {
    // (Only ASCII without letters, digits and `[`: those it skips.)
    const piece = fc.array(fc.constantFrom('.', '-', '=', '@', '/', ':', '//', ']', '_', '~', '%', '!', '*', '{', '}', '\\', '^'), { maxLength: 12 }).map((p) => p.join(''));
    fc.assert(fc.property(piece, (p) => {
      expect(hostOfWord(p)).toBeUndefined();
    }), { numRuns: 20_000 });
    expect(hostOfWord('[::]')).toBe('[::]');
  });

  it('forEachHostPiece visits the pieces of text.split(/[\\s=,;|&()<>\'"`]+/) that may hold a host, in order', () => {
    const text = fc.array(fc.constantFrom('a', '.', ' ', '\u3000', '=', "'", '"', '[', ']', ':', '1', '0x', 'K', '\u212a', '-', '@', '/', '。', 'evil.com'), { maxLength: 24 }).map((p) => p.join(''));
    fc.assert(fc.property(text, (t) => {
      const expected = t.split(/[\s=,;|&()<>'"`]+/).filter((p) => (p.includes('.') || p.startsWith('[') || (p.length >= 8 && /^\d/.test(p))) && /[A-Za-z0-9[]|[^\x00-\x7f]/.test(p));
      const got: string[] = [];
      forEachHostPiece(t, (p) => got.push(p));
      expect(got).toEqual(expected);
    }), { numRuns: 20_000 });
  });

  it('foldCase folds as the code point by code point concatenation it replaced did', () => {
    // (The replaced loop: each code point's fold appended, ASCII lower-cased.)
    const reference = (t: string): string => {
      if (!/[^\x00-\x7f]/.test(t)) return t.toLowerCase();
      let out = '';
      for (const ch of t) {
        if (ch.length === 1 && ch.charCodeAt(0) < 0x80) {
          out += ch.toLowerCase();
          continue;
        }
        let f = ch;
        const up = ch.toUpperCase();
        if ([...up].length === 1 && [...up.toLowerCase()].length === 1) f = up.toLowerCase();
        if (f === ch && [...ch.toLowerCase()].length === 1) f = ch.toLowerCase();
        out += f;
      }
      return out;
    };
    const text = fc.array(fc.constantFrom('a', 'A', 'Z', '/', '。', 'ſ', '\u212a', 'Σ', 'ς', 'İ', 'ß', 'Ǆ', '\ud801\udc00', '\ud801', '\udc00', 'é', 'É', '.'), { maxLength: 20 }).map((p) => p.join(''));
    fc.assert(fc.property(text, (t) => {
      expect(foldCase(t)).toBe(reference(t));
    }), { numRuns: 20_000 });
  });
});
