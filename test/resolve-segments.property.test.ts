// resolveSegments (resolve-segments.ts, session 42) tells empty, `.` and `..` segments by their
// length and codes before slicing them (`../../…`, 3,300 segments: a string each). Its segments,
// short-name flag and ambiguity must be the slicing loop's it replaced, for any path text.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveSegments, type ResolvedSegments } from '../src/paths/resolve-segments.js';
import { cleanWindowsSegment } from '../src/paths/clean-path.js';

/** The loop as it was (session 41). */
function bySlices(base: readonly string[], floor: number, rest: string, from: number, windows: boolean): ResolvedSegments {
  const segs = base.slice();
  let tilde = base.some((s) => s.includes('~'));
  let i = from;
  const n = rest.length;
  while (i <= n) {
    let j = i;
    let colon = false;
    for (; j < n; j++) {
      const c = rest.charCodeAt(j);
      if (c === 47) break;
      if (c === 58) colon = true;
      else if (c === 126) tilde = true;
    }
    let seg = rest.slice(i, j);
    i = j + 1;
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (segs.length > floor) segs.pop();
      continue;
    }
    const last = seg.charCodeAt(seg.length - 1);
    if (windows && (colon || last === 46 || last === 32)) {
      const cleaned = cleanWindowsSegment(seg);
      if (cleaned === undefined) return { ambiguous: seg };
      seg = cleaned;
    }
    segs.push(seg);
  }
  return { segments: segs, tilde };
}

describe('resolveSegments', () => {
  it('resolves as the slicing loop did', () => {
    const piece = fc.constantFrom('/', '.', '..', '...', '.a', 'a.', 'a', 'b:c', '~', ' ', '');
    const rest = fc.array(piece, { maxLength: 14 }).map((p) => p.join(''));
    const base = fc.array(fc.constantFrom('c', 'w', 'repo', 'x~1'), { maxLength: 3 });
    fc.assert(fc.property(base, fc.nat({ max: 3 }), rest, fc.nat({ max: 2 }), fc.boolean(), (b, floor, r, from, windows) => {
      expect(resolveSegments(b, floor, r, from, windows)).toEqual(bySlices(b, floor, r, from, windows));
    }), { numRuns: 20_000 });
  });

  it('resolves paths of thousands of segments as before', () => {
    for (const unit of ['../', './', 'a/', '.a/', '../a/', '/']) {
      const rest = `/${unit.repeat(Math.floor(10_000 / unit.length))}`;
      for (const windows of [false, true]) expect(resolveSegments(['w', 'repo'], 0, rest, 1, windows)).toEqual(bySlices(['w', 'repo'], 0, rest, 1, windows));
    }
  });
});
