// written-code.ts's inSubdirectory scans a path's segments instead of splitting it (session 35: a
// split of a 5,000-segment word on each write was half of a 2 ms decision, `sqlite3 'a/a/…'` in
// PowerShell). The scan gives what the split gave.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inSubdirectory } from '../src/shell/written-code.js';

function inSubdirectoryBefore(path: string): boolean {
  if (path.startsWith('/') || path.startsWith('~') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) return false;
  const segments = path.split(/[/\\]/).filter((x) => x !== '' && x !== '.');
  return segments.length > 1 && segments[0] !== '..' && !segments.includes('.git');
}

describe('inSubdirectory', () => {
  it('reads as the split it replaced', () => {
    const pieces = ['a', '/', '\\', '.', '..', '.git', '.gitx', 'x.git', '~', 'C:', ' ', 'b'];
    const path = fc.array(fc.constantFrom(...pieces), { maxLength: 10 }).map((a) => a.join(''));
    fc.assert(fc.property(path, (p) => { expect(inSubdirectory(p)).toBe(inSubdirectoryBefore(p)); }), { numRuns: 30_000 });
  });

  it.each([
    ['dist/package.json', true], ['./x', false], ['.git/config', false], ['a/.git/hooks/x', false], ['../a/b', false], ['./../a/b', false],
    ['a/../b', true], ['a//b', true], ['a\\b', true], ['a/./', false], ['/w/x', false], ['C:x/y', false], ['a/.gitx/b', true],
  ])('%s: %s', (path, expected) => {
    expect(inSubdirectory(path)).toBe(expected);
  });
});
