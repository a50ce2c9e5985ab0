// walkWindowsPieces (msys-directories.ts, session 42) walks a Windows word's pieces by a scan, `.`
// and `..` found by their codes: readWindows, walkedWindows and walkedMsys each walked
// separatedPieces' strings (`..\..\…`: 3,300 of them a reading). Its segments and its answer
// (the fewest segments after a `..`, -1 at a short name) must be the loop's it replaced.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { separatedPieces, walkWindowsPieces, withoutTrailingDotsAndBlanks } from '../src/decide/msys-directories.js';
import { readWindows } from '../src/decide/windows-command-directories.js';

/** The loop as it was (session 41's readWindows and walkedMsys). */
function byPieces(lower: string, from: readonly string[]): { out: string[]; low: number } {
  const out = [...from];
  let low = out.length;
  for (const raw of separatedPieces(lower)) {
    const s = raw === '.' || raw === '..' ? raw : withoutTrailingDotsAndBlanks(raw);
    if (s === '' || s === '.') continue;
    if (s.includes('~')) return { out, low: -1 };
    if (s !== '..') out.push(s);
    else if (out.length > 1) low = Math.min(low, (out.pop(), out.length));
  }
  return { out, low };
}

describe('walkWindowsPieces', () => {
  it('walks as the loop over separatedPieces did', () => {
    const piece = fc.constantFrom('/', '\\', '.', '..', '...', 'a', 'b.', 'c ', '. ', '~1', 'x~', '');
    const text = fc.array(piece, { maxLength: 14 }).map((p) => p.join(''));
    const from = fc.array(fc.constantFrom('c:', 'w', 'repo'), { maxLength: 3 });
    fc.assert(fc.property(text, from, (t, f) => {
      const out = [...f];
      const low = walkWindowsPieces(t, out, out.length);
      expect({ out, low }).toEqual(byPieces(t, f));
    }), { numRuns: 20_000 });
  });

  it('walks words of thousands of pieces as before, and readWindows reads them so', () => {
    for (const unit of ['../', '..\\', './', 'a\\', 'a.\\', '. \\', '\\']) {
      const text = unit.repeat(Math.floor(10_000 / unit.length));
      const out = ['c:', 'w', 'repo'];
      const low = walkWindowsPieces(text, out, 3);
      expect({ out, low }).toEqual(byPieces(text, ['c:', 'w', 'repo']));
    }
    expect(readWindows({ known: true, segments: ['c:', 'w', 'repo'] }, '..\\'.repeat(3_300) + 'Windows', false)).toEqual({ path: 'c:/windows', low: 1, below: true });
    expect(readWindows({ known: true, segments: ['c:', 'w', 'repo'] }, `${'..\\'.repeat(2)}PROGRA~1\\x`, false)).toEqual({ path: 'c:/\u0003', low: 1, below: true });
  });
});
