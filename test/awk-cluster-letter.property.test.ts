// awkTouches (shell/awk-arguments.ts) read an option cluster letter by letter, testing each against
// the letters it acts on, and stopped at the first of them: `awk '-a -a …'` (10,000 characters)
// tested every character, three readings a line (0.39 -> 0.12 ms; session 44). The loop now starts
// at that letter, found by firstClusterLetter; the letters skipped are those the loop skipped.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { firstClusterLetter } from '../src/shell/awk-arguments.js';
import { CTX, source } from './helpers/policy.js';

/** What the loop before acted on: the first index from 1 whose letter is one of these. */
function before(w: string): number {
  for (let k = 1; k < w.length; k++) if ('FvfWeiEl'.includes(w[k]!) || 'dopDL'.includes(w[k]!)) return k;
  return w.length;
}

const POLICY = compilePolicy([{ loaded: source({ deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Shell(rm *)'], allow: ['Shell(*)', 'Read(**)', 'Edit(**)'] }) }]);
const shell = (command: string) => decide(POLICY, { op: 'shell', command }, CTX).decision;

describe('firstClusterLetter', () => {
  it('is the first letter the loop before acted on', () => {
    const letter = fc.constantFrom(...'-aAbcFvfWeiEldopDLxyz =/.\t');
    fc.assert(fc.property(fc.array(letter, { maxLength: 30 }).map((l) => l.join('')), (w) => {
      expect(firstClusterLetter(w)).toBe(before(w));
      expect(firstClusterLetter(`-${w}`)).toBe(before(`-${w}`));
    }), { numRuns: 3_000 });
  });

  it('finds a letter after a long run of others, and none in a run without one', () => {
    expect(firstClusterLetter(`${'-a '.repeat(3_000)}f/etc/x`)).toBe(9_000);
    expect(firstClusterLetter('-a -a -a ')).toBe(9);
  });
});

describe('awk clusters read from their first letter that takes a value or writes', () => {
  const ROWS: readonly (readonly [string, 'allow' | 'ask' | 'deny'])[] = [
    [`awk '${'-a '.repeat(3_000)}' f`, 'allow'],
    // (The letter after the run takes the rest: a program file, or a file gawk writes.)
    [`awk '${'-a '.repeat(3_000)}-f/etc/x' f`, 'deny'],
    [`awk '${'-a '.repeat(3_000)}-o/etc/x' '{print}' f`, 'deny'],
    [`awk -ao/etc/x '{print}' f`, 'deny'],
    [`awk -af '{print}' f`, 'ask'],
  ];
  it.each(ROWS)('%#: decided as before', (line, decision) => {
    expect(shell(line)).toBe(decision);
  });
});
