// readWordIn (rule-directories.ts, session 42) finds a word's segments by a scan, `.` and `..` by
// their codes, not text.split('/'): its reading (path, how many segments stay under `..`, and
// whether it writes below) must be the split's for any word, globs' `.*` and `.?` included.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readWordIn, type CommandDirectory, type ReadWord } from '../src/shell/rule-directories.js';
import { WORD } from '../src/shell/word-shapes.js';

/** The reading as it was made before (session 41). */
function bySplit(dir: CommandDirectory, text: string): ReadWord {
  const mayBeDots = (s: string): boolean => {
    if (s.charCodeAt(0) !== 46 || s.length < 2) return false;
    let dots = 0;
    let wild = false;
    for (let k = 1; k < s.length; k++) {
      const c = s.charCodeAt(k);
      if (c === 46) dots++;
      else if (c >= 3 && c <= 7) wild = true;
      else return false;
    }
    return wild && dots <= 1;
  };
  const out = [...dir.segments];
  let low = out.length;
  let dots = false;
  for (const s of text.split('/')) {
    if (s === '' || s === '.') continue;
    dots ||= mayBeDots(s);
    if (s !== '..') out.push(s);
    else {
      out.pop();
      low = Math.min(low, out.length);
    }
  }
  const path = dir.known ? `/${out.join('/')}` : `/${WORD}${out.join('/')}`;
  return { path, low, below: out.length > low && !dots };
}

describe('readWordIn', () => {
  it('reads a word as the split did', () => {
    const piece = fc.constantFrom('/', '.', '..', 'a', 'b.c', '\u0003', '\u0005', '.\u0003', '~', '');
    const word = fc.array(piece, { maxLength: 14 }).map((p) => p.join(''));
    const dir = fc.record({ known: fc.boolean(), segments: fc.array(fc.constantFrom('w', 'repo', 'x'), { maxLength: 3 }) });
    fc.assert(fc.property(dir, word, (d, text) => {
      expect(readWordIn(d, text)).toEqual(bySplit(d, text));
    }), { numRuns: 20_000 });
  });

  it('reads long words of 5,000 segments as the split did', () => {
    const dir: CommandDirectory = { known: true, segments: ['w', 'repo'] };
    for (const unit of ['./', '../', 'a/', '.\u0003/', '/', 'a/../']) {
      const text = unit.repeat(Math.floor(10_000 / unit.length));
      expect(readWordIn(dir, text)).toEqual(bySplit(dir, text));
    }
  });
});
