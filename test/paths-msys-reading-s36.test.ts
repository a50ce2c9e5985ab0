// msysReading's shortcut (session 36): where the MSYS reading's segments clean to the Windows
// reading's, it is not normalized in full. Checked against the function as written before
// (test/helpers/msys-path-before-s36.ts), which normalizes both readings and compares them, on
// random texts short and long (from 256 characters a reading is remembered).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forgetLongPath, normalizePath, resolvePathContext } from '../src/paths/normalize.js';
import { msysReading } from '../src/paths/msys-path.js';
import { msysReadingBefore } from './helpers/msys-path-before-s36.js';

const CONTEXTS = [
  resolvePathContext({ cwd: 'C:\\w\\repo', home: 'C:\\Users\\dev', workspace: ['C:\\w\\repo'], platform: 'win32' }),
  resolvePathContext({ cwd: 'D:\\', home: 'C:\\Users\\dev', platform: 'win32' }),
  resolvePathContext({ cwd: '\\\\srv\\share\\w', home: 'C:\\Users\\dev', platform: 'win32' }),
  resolvePathContext({ cwd: 'C:\\w\\repo', platform: 'win32' }),
  resolvePathContext({ cwd: '/w/repo', home: '/home/dev', platform: 'linux' }),
];

describe('msysReading with its shortcut', () => {
  it('reads every text as the function before it, short and long', () => {
    const start = fc.constantFrom('', '/', './', '../', '~/', '~', '/c/', '/C/', '/cygdrive/', '/proc/cygdrive/', '/proc/self/root/', '/dev/', '//', 'C:/', '/./');
    const segment = fc.constantFrom('a', 'ab', '.', '..', '...', 'a.', 'a ', 'a. ', 'a:b', ':x', 'c', 'C', 'd', 'cygdrive', 'proc', 'dev', 'fd', 'sys', '~', 'A~1', 'x y', 'é', 'e\u0301', '', 'a\u0001', '\ud800', 'a\\b', ' ', '. ');
    const long = fc.constantFrom(0, 300, 5_000);
    fc.assert(fc.property(start, fc.array(segment, { minLength: 0, maxLength: 8 }), fc.boolean(), long, fc.integer({ min: 0, max: CONTEXTS.length - 1 }), (s, segs, trailing, size, k) => {
      const unit = segs.join('/') + (trailing ? '/' : '');
      const text = s + (size === 0 || unit === '' ? unit : unit.repeat(Math.ceil(size / unit.length)));
      const ctx = CONTEXTS[k]!;
      forgetLongPath();
      const expected = msysReadingBefore(text, ctx);
      forgetLongPath();
      expect(msysReading(text, ctx)).toEqual(expected);
      // (Remembered: asked again, the same answer.)
      expect(msysReading(text, ctx)).toEqual(expected);
    }), { numRuns: 20_000 });
  });

  it('agrees where the readings differ only by what Windows cleans', () => {
    const win = CONTEXTS[0]!;
    const word = `./${'~/a '.repeat(2_500)}`;
    expect(msysReading(word, win)).toBeUndefined();
    expect(msysReadingBefore(word, win)).toBeUndefined();
    // (`/C/x` is drive C, as `/c/x`; `../../../c` climbs to `/` in MSYS's reading, to C:\c in Windows'.)
    const up = `/C/${'a /'.repeat(200)}x`;
    expect(msysReading(up, win)).toEqual(msysReadingBefore(up, win));
    const climb = `../../../c/${'a/'.repeat(200)}./x`;
    expect(msysReading(climb, win)).toBe(`/c/${'a/'.repeat(200)}x`);
    expect(normalizePath(climb, win).ok).toBe(true);
  });
});
