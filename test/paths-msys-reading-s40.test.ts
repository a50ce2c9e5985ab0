// msysReading's relative shortcut (session 40): a long text that only starts with `./`, whose
// MSYS text is the directory's and its own joined, is compared with the Windows reading's text
// without being split. Checked against the function as written before session 36
// (test/helpers/msys-path-before-s36.ts) on long texts built for the shortcut: `./` starts,
// segments Windows cleans (`a `, `a.`), short names, streams, `..`, doubled and trailing slashes.
// (Without a `..` the two readings differ only where Windows refuses a segment, which the
// shortcut leaves to the full reading: its guards are exact by construction, and weakening one
// is not always seen here.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forgetLongPath, resolvePathContext } from '../src/paths/normalize.js';
import { msysReading } from '../src/paths/msys-path.js';
import { msysReadingBefore } from './helpers/msys-path-before-s36.js';

const CONTEXTS = [
  resolvePathContext({ cwd: 'C:\\w\\repo', home: 'C:\\Users\\dev', workspace: ['C:\\w\\repo'], platform: 'win32' }),
  resolvePathContext({ cwd: 'D:\\', home: 'C:\\Users\\dev', platform: 'win32' }),
  resolvePathContext({ cwd: 'C:\\proc', platform: 'win32' }),
  resolvePathContext({ cwd: 'C:\\cygdrive\\d', platform: 'win32' }),
];

describe('msysReading of long relative texts: as the function before', () => {
  it('texts that start with ./ and hold segments any reading may change', () => {
    const start = fc.constantFrom('./', '././', './/', '', './/./');
    const segment = fc.constantFrom('a', 'ab', 'A', '~', '~1', 'A~1', 'a ', 'a.', 'x y', 'a:b', '..', '.', '', 'é', 'cygdrive', 'proc', 'c', 'a\u0001');
    fc.assert(fc.property(start, fc.array(segment, { minLength: 1, maxLength: 6 }), fc.boolean(), fc.constantFrom(260, 2_000, 9_000), fc.integer({ min: 0, max: CONTEXTS.length - 1 }), (s, segs, trailing, size, k) => {
      const unit = `${segs.join('/')}/`;
      const body = unit.repeat(Math.ceil(size / unit.length));
      const text = s + (trailing ? body : body.slice(0, -1));
      const ctx = CONTEXTS[k]!;
      forgetLongPath();
      const expected = msysReadingBefore(text, ctx);
      forgetLongPath();
      expect(msysReading(text, ctx)).toEqual(expected);
    }), { numRuns: 3_000 });
  });

  it('the scan\'s words: a zip of home paths, a path of plain segments', () => {
    const win = CONTEXTS[0]!;
    for (const text of [`./${'~/a '.repeat(2_490)}`, `./${'~/a '.repeat(2_490)}.zip`, `./${'a/'.repeat(4_990)}a`, `./${'A~1/'.repeat(2_000)}x`]) {
      forgetLongPath();
      expect(msysReading(text, win)).toEqual(msysReadingBefore(text, win));
    }
  });
});
