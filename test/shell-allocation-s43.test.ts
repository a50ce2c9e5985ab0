// Session 43's allocation cuts read as the code they replaced did (fast-check against a frozen
// copy): windows-code-loaders.ts's pieces of a loader's word found by a scan, a piece equal to the
// one before not copied (was a regex split: ~57 bytes a piece). defaultAssignmentMatches (a scan,
// not a regex exec per `${a`) keeps its property test in shell-long-inputs-s34.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedMeetsBase } from '../src/decide/windows-command-directories.js';
import { windowsCodeLoad } from '../src/shell/windows-code-loaders.js';
import { wordLoadsBefore } from './helpers/windows-named-files-before-s43.js';

const PIECES = ['a', 'b.dll', 'http://h/x', '//srv/s', '\\\\srv\\s', '\\\\?\\c', 'script:', 'Script:http://h/', 's', ',', ';', ' ', '\t', '\u00a0', '\u3000', '{', '}', '"', "'", '@', '/i:', '-p:', 'N=', 'x.y=', ':', 'S', 'ftp://', 'e\u0301', '\ud83d\ude00'];
const word = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((p) => p.join('')),
  // (Runs of one unit, as a long line repeats one: the piece-equal-to-the-last shortcut.)
  fc.tuple(fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 6 })).map(([u, n]) => u.join('').repeat(n)),
  fc.string({ maxLength: 12 }),
);

describe('windowsCodeLoad reads a word as before session 43', () => {
  for (const [program, fetches] of [['regsvr32', true], ['msbuild', false], ['cscript', true]] as const) {
    it(`${program} (20,000 runs)`, () => {
      fc.assert(fc.property(word, (w) => {
        const got = windowsCodeLoad(program, [program, w], [false, false])!;
        const before = program === 'cscript' && !/script:/i.test(w) ? { files: [], remote: [] } : wordLoadsBefore(w, fetches);
        expect({ files: got.files.filter((f) => f !== 'manage-bde'), remote: got.remote }).toEqual(before);
      }), { numRuns: 20_000 });
    });
  }
});

describe('fixedMeetsBase reads the rule parts as the closure it replaced', () => {
  it('against `fixed.some((f) => f.startsWith(base) || `${f}/` === base)` (20,000 runs)', () => {
    const seg = fc.constantFrom('', 'c:', 'C:', 'w', 'windows', 'x', '*', '/', 'a/b');
    const path = fc.array(seg, { maxLength: 4 }).map((s) => s.join('/'));
    fc.assert(fc.property(fc.array(path, { maxLength: 4 }), path, (fixed, b) => {
      const base = `${b}/`;
      expect(fixedMeetsBase(fixed, base)).toBe(fixed.some((f) => f.startsWith(base) || `${f}/` === base));
    }), { numRuns: 20_000 });
  });
});
