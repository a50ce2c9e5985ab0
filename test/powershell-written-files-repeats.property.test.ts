// redirectedFiles (src/shell/powershell-written-files.ts) names a file once where the line's
// redirect targets repeat (session 41: `cat '>a >a …'` named 3,300, a third of its decision): the
// set of files is each target's sameFile, as before, for any line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectedFiles, sameFile } from '../src/shell/powershell-written-files.js';
import { redirectTargets } from '../src/shell/powershell-redirect-targets.js';

const piece = fc.constantFrom('>a ', '>a ', '>A ', '>> b.txt ', '2>&1 ', "> 'c d' ", '>"E.txt" ', 'x ', '>C:\\w\\a ', '>a. ', '*>a ', "'", '"');

describe('redirectedFiles', () => {
  it('gives the set of every target\'s sameFile (property)', () => {
    fc.assert(fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
      const line = `mytool ${pieces.join('')}`;
      const targets: string[] = [];
      redirectTargets(line, targets);
      expect(new Set(redirectedFiles(line))).toEqual(new Set(targets.map(sameFile)));
    }), { numRuns: 2_000 });
  });

  it('names a repeated target once', () => {
    expect(redirectedFiles(`cat '${'>a '.repeat(3_000)}'`)).toEqual(['a']);
    expect(redirectedFiles('x >a >A >a')).toEqual(['a', 'a', 'a']);
  });
});
