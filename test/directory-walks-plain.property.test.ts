// A word read where a win32 command runs (readWindows, readMsys: the rules with a drive's path
// words) takes a plain text (no `.`, `..`, `~`, trailing dot or blank, or empty piece inside: every
// piece pushed) without splitting and walking it (session 41: `mytool a\a\…`, 5,000 pieces, ~0.1 ms
// a reading). Against the walk as it was (test/helpers/directory-walks-before-s41.ts): any text,
// every kind of directory.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainPieces, readMsys } from '../src/decide/msys-directories.js';
import { readWindows } from '../src/decide/windows-command-directories.js';
import type { CommandDirectory } from '../src/shell/rule-directories.js';
import { readMsysBefore, readWindowsBefore } from './helpers/directory-walks-before-s41.js';

const DIRS: CommandDirectory[] = [
  { known: true, segments: ['c:', 'w', 'repo'] },
  { known: true, segments: ['c:'] },
  { known: true, segments: ['d:', 'x'] },
  { known: true, segments: ['1:', 'x'] },
  { known: true, segments: [] },
  { known: false, segments: [] },
  { known: false, segments: ['x', 'y'] },
];

const piece = fc.constantFrom('a', 'B', 'x.y', '.', '..', '...', 'a.', 'a ', ' ', '~', 'a~1', 'İ', 'é', ':', 'c:', '');
const separator = fc.constantFrom('\\', '/', '\\\\', '/\\');
const text = fc.tuple(fc.boolean(), fc.array(fc.tuple(piece, separator), { maxLength: 12 }), piece)
  .map(([lead, pairs, last]) => `${lead ? '\\' : ''}${pairs.map(([p, s]) => p + s).join('')}${last}`);

describe('plain texts read as the walk reads them', () => {
  it('readWindows and readMsys give what the walk gave, in every directory (property)', () => {
    fc.assert(fc.property(text, fc.constantFrom(...DIRS), (t, dir) => {
      expect(readWindows(dir, t, false)).toEqual(readWindowsBefore(dir, t, false));
      expect(readWindows(dir, t, true)).toEqual(readWindowsBefore(dir, t, true));
      if (dir.known && dir.segments.length === 0) return;
      expect(readMsys(dir, t)).toEqual(readMsysBefore(dir, t));
    }), { numRuns: 20_000 });
  });

  it('long plain texts take the plain reading, and read as the walk reads them', () => {
    const dir = DIRS[0]!;
    for (const t of ['a\\'.repeat(4_998), 'A/'.repeat(4_998), `\\${'ab\\'.repeat(3_000)}c`, 'a'.repeat(9_000)]) {
      expect(plainPieces(t.toLowerCase())).toBeDefined();
      expect(readWindows(dir, t, t.startsWith('\\'))).toEqual(readWindowsBefore(dir, t, t.startsWith('\\')));
      expect(readMsys(dir, t)).toEqual(readMsysBefore(dir, t));
      expect(readMsys({ known: false, segments: ['x'] }, t)).toEqual(readMsysBefore({ known: false, segments: ['x'] }, t));
    }
  });

  it('texts a walk changes are not plain', () => {
    for (const t of ['a/\\', 'a\\.\\b', 'a\\..\\b', 'a.\\b', 'a \\b', 'a\\\\b', 'a~1\\b', 'a\\b.', '\\', '', '..', 'x/ ']) expect(plainPieces(t)).toBeUndefined();
    expect(plainPieces('\\a\\b\\')).toBe('a/b');
  });
});
