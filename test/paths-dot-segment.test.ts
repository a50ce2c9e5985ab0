// msys-path.ts hasDotSegment (session 36): a `.` or `..` segment found from dot to dot, as the
// eight searches it replaced found it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasDotSegment } from '../src/paths/msys-path.js';

/** The searches before session 36. */
const before = (text: string): boolean => text === '.' || text === '..' || text.startsWith('./') || text.startsWith('../') || text.includes('/./') || text.includes('/../') || text.endsWith('/.') || text.endsWith('/..');

describe('hasDotSegment', () => {
  it('finds a `.` or `..` segment where the searches it replaced did', () => {
    const piece = fc.constantFrom('.', '..', '...', '/', 'a', '.a', 'a.', '\\', '');
    fc.assert(fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
      const text = pieces.join('');
      expect(hasDotSegment(text)).toBe(before(text));
    }), { numRuns: 20_000 });
    for (const text of ['.', '..', './x', '../x', 'a/./b', 'a/../b', 'a/.', 'a/..', 'a/...', '.a/b', 'a./b', '', '/', 'a']) expect(hasDotSegment(text)).toBe(before(text));
  });
});
