// awkProgram (awk-arguments.ts, session 42) keeps its last long program's effects: the line's
// files and its written files (script-written-files.ts) each read awk's words, and `awk
// 'a>b;a>b;…'` (10,000 characters) was tokenized twice a decision. The kept effects must be the
// reading's for any sequence of programs, and a line decides as before when decided again.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { awkProgram, readAwkProgram } from '../src/shell/awk-arguments.js';
import { analyzeShell } from '../src/shell/analyze.js';

describe('awkProgram', () => {
  it('answers as the reading for sequences of long and short programs', () => {
    const piece = fc.constantFrom('a>b;', 'print > "f";', 'print "x" | "sh";', 'getline l < "/etc/x";', 'system("rm x");', '{n++}', ' ', '"', 'x');
    const program = fc.tuple(fc.array(piece, { minLength: 1, maxLength: 4 }).map((p) => p.join('')), fc.integer({ min: 1, max: 120 }))
      .map(([unit, times]) => unit.repeat(times));
    fc.assert(fc.property(fc.array(fc.tuple(program, fc.boolean()), { maxLength: 8 }), (programs) => {
      let last = '';
      for (const [p, again] of programs) {
        // (`again`: the last program once more, as a fresh copy of equal text.)
        const src = again && last !== '' ? [...last].join('') : p;
        expect(awkProgram(src)).toEqual(readAwkProgram(src));
        last = src;
      }
    }), { numRuns: 500 });
  });

  it("reads a long program once for the line's two readings", () => {
    const src = 'a>b;'.repeat(2_495);
    expect(awkProgram(src)).toBe(awkProgram(`${src}`.slice(0)));
    const line = `awk '${'print > "f";'.repeat(700)}'`;
    const first = JSON.stringify(analyzeShell(line, 'bash'));
    expect(JSON.stringify(analyzeShell(line, 'bash'))).toBe(first);
    expect(analyzeShell(line, 'bash').paths.some((p) => p.op === 'edit' && p.path === 'f')).toBe(true);
  });
});
