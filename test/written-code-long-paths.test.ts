// inSubdirectory on long paths: its answer (a split-based reading, below) on random paths, and its
// time once optimized on 5,000 `./` segments (Node 20's optimized loop was quadratic there:
// `zip ./././…` took 140 ms a decision, every decision after the second).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inSubdirectory } from '../src/shell/written-code.js';

/** Relative, two or more segments that are not empty or `.`, the first not `..`, none `.git`. */
function bySplit(path: string): boolean {
  if (path.startsWith('/') || path.startsWith('~') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) return false;
  const segments = path.split(/[\\/]/).filter((s) => s !== '' && s !== '.');
  if (segments[0] === '..' || segments.includes('.git')) return false;
  return segments.length > 1;
}

const piece = fc.constantFrom('/', '\\', '.', '..', '.git', '.gitx', 'a', 'dist', '~', 'C:', ' ', '');

describe('inSubdirectory', () => {
  it('answers as the split-based reading on random paths', () => {
    fc.assert(fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
      const p = pieces.join('');
      expect(inSubdirectory(p)).toBe(bySplit(p));
    }), { numRuns: 5000 });
    expect(inSubdirectory(`${'./'.repeat(5000)}a`)).toBe(false);
    expect(inSubdirectory(`${'./'.repeat(5000)}a/b`)).toBe(true);
    expect(inSubdirectory(`a/${'./'.repeat(5000)}.git/b`)).toBe(false);
  });

  it('scans 5,000 `./` segments in linear time once optimized', () => {
    for (let i = 0; i < 30_000; i++) inSubdirectory(i % 3 === 0 ? 'x.txt' : 'a/b/c');
    const path = JSON.parse(JSON.stringify('./'.repeat(5000))) as string;
    let best = Infinity;
    for (let r = 0; r < 5; r++) {
      const t = performance.now();
      inSubdirectory(path);
      best = Math.min(best, performance.now() - t);
    }
    // (~0.1 ms linear; the quadratic loop took ~140 ms on the session's host.)
    expect(best).toBeLessThan(20);
  });
});
