// A long path's normalization (session 34): its segments resolved in one scan each
// (resolve-segments.ts, checked against the loop it replaced) and the last long input remembered
// with its context (normalize.ts normalizeLong), so one decision's checks normalize it once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePath, resolvePathContext } from '../src/paths/normalize.js';
import { cleanWindowsSegment } from '../src/paths/clean-path.js';
import { resolveSegments } from '../src/paths/resolve-segments.js';
import { fastestMs } from './helpers/timing.js';

/** normalize.ts finish's loop before session 34, and its includes('~') test of every segment. */
function resolvedBefore(base: readonly string[], floor: number, rest: string, from: number, windows: boolean): { segments: string[]; tilde: boolean } | { ambiguous: string } {
  const segs = base.slice();
  let i = from;
  const n = rest.length;
  while (i <= n) {
    let j = rest.indexOf('/', i);
    if (j < 0) j = n;
    let seg = rest.slice(i, j);
    i = j + 1;
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (segs.length > floor) segs.pop();
      continue;
    }
    if (windows) {
      const cleaned = cleanWindowsSegment(seg);
      if (cleaned === undefined) return { ambiguous: seg };
      seg = cleaned;
    }
    segs.push(seg);
  }
  return { segments: segs, tilde: segs.some((s) => s.includes('~')) };
}

describe('resolveSegments', () => {
  it('resolves as the loop it replaced; a `~` in a segment kept is always reported', () => {
    const segment = fc.constantFrom('', '.', '..', '...', 'a', 'a.', 'a ', '. ', 'a:b', ':x', '.env::$DATA', 'PROGRA~1', '~', 'b~1.', 'x y');
    const base = fc.array(fc.constantFrom('c', 'w', 'repo', 'a~1', 'server', 'share'), { maxLength: 3 });
    fc.assert(fc.property(base, fc.integer({ min: 0, max: 2 }), fc.array(segment, { maxLength: 12 }), fc.integer({ min: 0, max: 1 }), fc.boolean(), (b, floor, segs, from, windows) => {
      const rest = segs.join('/');
      const got = resolveSegments(b, floor, rest, from, windows);
      const expected = resolvedBefore(b, floor, rest, from, windows);
      if ('ambiguous' in expected) expect(got).toEqual(expected);
      else {
        expect('segments' in got && got.segments).toEqual(expected.segments);
        // (A superset test: the short-name check runs when some segment may hold a `~`.)
        if (expected.tilde) expect('tilde' in got && got.tilde).toBe(true);
      }
    }), { numRuns: 20_000 });
  });
});

describe('a long path normalized', () => {
  const WIN = resolvePathContext({ cwd: 'C:\\w', home: 'C:\\Users\\me', workspace: ['C:\\w'], platform: 'win32' });
  const OTHER = resolvePathContext({ cwd: 'D:\\x', home: 'C:\\Users\\me', workspace: ['D:\\x'], platform: 'win32' });
  const LINUX = resolvePathContext({ cwd: '/w', home: '/h', workspace: ['/w'], platform: 'linux' });
  const long = 'a\\'.repeat(400);

  it('is read under each context it is given, the same text twice as once', () => {
    const w = normalizePath(long, WIN);
    const again = normalizePath(`${long}`, WIN);
    const other = normalizePath(long, OTHER);
    const linux = normalizePath(long, LINUX);
    expect(w.ok && w.path.text.startsWith('/c/w/a/a/')).toBe(true);
    expect(again).toEqual(w);
    expect(other.ok && other.path.text.startsWith('/d/x/a/a/')).toBe(true);
    expect(linux.ok && linux.path.text).toBe(`/w/${long}`);
    expect(normalizePath(long, WIN)).toEqual(w);
    expect(normalizePath(`${long}b\\..\\..\\c`, WIN)).toEqual({ ok: true, path: { text: `/c/w/${'a/'.repeat(399)}c`, segments: ['c', 'w', ...Array(399).fill('a'), 'c'], shortName: false } });
    expect(normalizePath(`${long}PROGRA~1`, WIN)).toMatchObject({ ok: true, path: { shortName: true } });
    expect(normalizePath(`${long}. `, WIN)).toMatchObject({ ok: false });
  });

  it('5,000 segments (10,000 characters) in linear time', () => {
    // (A new text each call: not the one remembered.)
    let k = 10;
    const { value, ms } = fastestMs(() => normalizePath(`${'a\\'.repeat(4_995)}${k++}`, WIN), 5);
    expect(value.ok && value.path.segments.length).toBe(4_998);
    expect(ms).toBeLessThan(3);
  });
});
