// PathView.folded makes a plain long text's folded view from its own scan (session 41): the same
// offsets, and the hashes of the segments with a capital letter made again from the folded text.
// Against a fresh scan of the folded text (foldCase), after any earlier scans of either view.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldCase } from '../src/paths/case-fold.js';
import { PathView, segmentChars, segmentsOf } from '../src/paths/path-view.js';

/** What a scan leaves that a check reads (shortName aside: folded() gives the view its source's). */
function state(v: PathView) {
  return {
    text: v.text, n: v.n, unc: v.unc, plain: v.plain, dollar: v.dollar,
    starts: [...v.starts.slice(0, v.n)], ends: [...v.ends.slice(0, v.n)], hashes: [...v.hashes.slice(0, v.n)], dots: [...v.dots.slice(0, v.n)],
    segments: segmentsOf(v), chars: [...segmentChars(v).slice(0, v.n)],
  };
}

const unit = fc.constantFrom('/a', '/B', '/Users', '/b.C', '/A~1', '/$X', '/x', '/"', '/\\', '/É', '/abcdefghij', '/ABC.DEF', '/Zz');
const textOf = fc.tuple(fc.constantFrom('/', '//'), fc.array(unit, { minLength: 1, maxLength: 10 }), fc.integer({ min: 1, max: 2_000 }))
  .map(([lead, units, times]) => {
    const body = units.join('').repeat(times).slice(0, 12_000);
    return lead === '/' ? body : `/${body}`;
  });

describe('PathView.folded of a plain long text', () => {
  it('is a fresh scan of the folded text, after any scans before (property)', () => {
    const v = new PathView();
    fc.assert(fc.property(fc.array(textOf, { minLength: 1, maxLength: 4 }), (texts) => {
      for (const t of texts) {
        expect(v.scan(t, false)).toBe(true);
        const f = v.folded();
        const fresh = new PathView();
        expect(fresh.scan(foldCase(t), false)).toBe(true);
        expect(state(f)).toEqual(state(fresh));
      }
    }), { numRuns: 300 });
  });

  it('a long plain path with capitals is folded from its scan, one without is itself', () => {
    const v = new PathView();
    const t = `/c/Users/dev/${'a ~/'.repeat(2_500)}A`;
    v.scan(t, false);
    const fresh = new PathView();
    fresh.scan(t.toLowerCase(), false);
    expect(state(v.folded())).toEqual(state(fresh));
    v.scan(t.toLowerCase(), false);
    expect(v.folded()).toBe(v);
  });
});
