// path-view.ts PathView.scan keeps its last long text's scan (session 40): a repeated scan of the
// same text, after capSegments, segmentChars, segmentsOf, a failed clean scan or scans of other
// texts in between (a cap of a path past 1,024 segments before its chars are made), leaves the view as a fresh view's scan of that text does.
// Session 41: a long text a clean scan refused is remembered as not clean (refused again without a scan).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathView, segmentChars, segmentsOf } from '../src/paths/path-view.js';

/** What a scan leaves that a check reads. */
function state(v: PathView, ok: boolean) {
  if (!ok) return { ok };
  return {
    ok, text: v.text, n: v.n, unc: v.unc, plain: v.plain, shortName: v.shortName,
    starts: [...v.starts.slice(0, v.n)], ends: [...v.ends.slice(0, v.n)], hashes: [...v.hashes.slice(0, v.n)], dots: [...v.dots.slice(0, v.n)],
    segments: segmentsOf(v),
  };
}

/**
 * Long texts (past the 256 characters kept) and short ones, with segments, dots, `~1` short
 * names, escapes, non-ASCII: normalized texts (what an unclean scan is given: no empty, `.` or
 * `..` segment but a share's `//` start), and any text for a clean scan, which refuses the rest.
 */
const normalUnit = fc.constantFrom('/a', '/b.c', '/A~1', '/a~b', '/"', '/\\', '/é', '/abcdefghij');
const anyUnit = fc.oneof(normalUnit, fc.constantFrom('//', '/.', '/..', '/'));
const textOf = (unit: fc.Arbitrary<string>, leads: string[]) => fc.tuple(fc.constantFrom(...leads), fc.array(unit, { maxLength: 8 }), fc.integer({ min: 0, max: 3 })).map(([lead, units, times]) => {
  const body = units.join('') || '/a';
  // (Three sizes past the kept length: over MAX_PATH_SEGMENTS too, which capSegments cuts.)
  const text = times === 0 ? body : body.repeat(times === 1 ? 3 : 1 + Math.ceil((times === 2 ? 300 : 12_000) / body.length));
  return lead === '/' ? text : lead + text.slice(1);
});
const step = fc.oneof(
  fc.record({ text: textOf(normalUnit, ['/', '//']), clean: fc.constant(false), cap: fc.boolean(), chars: fc.boolean() }),
  fc.record({ text: textOf(anyUnit, ['/', '//', '', '.']), clean: fc.constant(true), cap: fc.boolean(), chars: fc.boolean() }),
);

describe('PathView.scan: a repeated scan leaves the view as a fresh scan does', () => {
  it('any sequence of scans, with caps and chars made in between', () => {
    fc.assert(fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 11 }), (steps, again) => {
      const v = new PathView();
      // (A text again, capped and its chars made, then again in full: the repeat is the memo's case.)
      const twice = steps[again % steps.length]!;
      // (Then clean and unclean in turns: a long text a clean scan refused is refused again without
      // a scan, session 41, and the view keeps the scan before.)
      const seq = [...steps, { ...twice, cap: true, chars: true }, { ...twice, cap: false, chars: true },
        // (An unclean scan is only given normalized texts: the text's own steps, clean or not.)
        { ...twice, clean: true }, twice, { ...twice, clean: true, cap: false, chars: true }, { ...twice, cap: false }];
      for (const s of seq) {
        const ok = v.scan(s.text, s.clean);
        const fresh = new PathView();
        expect(state(v, ok)).toEqual(state(fresh, fresh.scan(s.text, s.clean)));
        if (!ok) continue;
        if (s.cap) expect(v.capSegments()).toBe(fresh.capSegments());
        // (Made here, after a cap, and not by the comparison above: a repeated scan must not keep the capped path's chars.)
        if (s.chars) expect([...segmentChars(v).slice(0, v.n)]).toEqual([...segmentChars(fresh).slice(0, fresh.n)]);
      }
    }), { numRuns: 300 });
  });

  it('a long text scanned clean after an unclean scan of it is refused, then accepted unclean again', () => {
    const v = new PathView();
    const t = `${'/a'.repeat(200)}/`;
    expect(v.scan(t, false)).toBe(true);
    expect(v.scan(t, true)).toBe(false);
    expect(v.scan(t, false)).toBe(true);
    expect(v.n).toBe(201);
  });

  it('a long text refused clean stays refused, and the scan before it stays usable', () => {
    const v = new PathView();
    const unclean = `/w/${'a。'.repeat(200)}`;
    const other = `/w/${'b/'.repeat(200)}c`;
    expect(v.scan(unclean, true)).toBe(false);
    expect(v.scan(other, false)).toBe(true);
    expect(v.scan(unclean, true)).toBe(false);
    expect(v.scan(other, false)).toBe(true);
    expect(segmentsOf(v)).toEqual(['w', ...Array(200).fill('b'), 'c']);
    expect(v.scan(unclean, false)).toBe(true);
    expect(segmentsOf(v)).toEqual(['w', 'a。'.repeat(200)]);
    expect(v.scan(other, true)).toBe(true);
  });
});
