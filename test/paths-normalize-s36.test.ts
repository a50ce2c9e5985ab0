// normalize.ts's faster checks and text (session 36): one regex test for control and non-ASCII
// characters, separators replaced only where there is a backslash, and the text of a path whose
// segments are kept as written taken from the path itself (not joined). Checked against the
// normalization as written before (test/helpers/normalize-before-s36.ts), nothing remembered.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forgetLongPath, normalizePath, resolvePathContext } from '../src/paths/normalize.js';
import { normalizePath as normalizeBefore } from './helpers/normalize-before-s36.js';

const CONTEXTS = [
  resolvePathContext({ cwd: 'C:\\w\\repo', home: 'C:\\Users\\dev', workspace: ['C:\\w\\repo'], platform: 'win32' }),
  resolvePathContext({ cwd: '\\\\srv\\share\\w', home: '\\\\srv\\share\\h', platform: 'win32' }),
  resolvePathContext({ platform: 'win32' }),
  resolvePathContext({ cwd: '/w/repo', home: '/home/dev', platform: 'linux' }),
  resolvePathContext({ cwd: '/', home: '/', platform: 'darwin' }),
  resolvePathContext({ cwd: 'C:\\w', home: '/h', platform: 'linux' }),
];

describe('normalizePath with its faster checks and text', () => {
  it('normalizes every text as the function before it, short and long', () => {
    const start = fc.constantFrom('', '/', '\\', '//', '\\\\srv\\sh\\', '//srv/sh', '//?/C:/', '\\\\.\\C:\\', '\\\\?\\UNC\\s\\h\\', 'C:', 'c:\\', 'C:/', '~', '~/', '~x/', './', '../', '/c/', '/C', '/??/', 'a');
    const segment = fc.constantFrom('a', 'ab', '.', '..', '...', 'a.', 'a ', 'a. ', 'a:b', ':', '~', 'A~1', 'PROGRA~1', 'é', 'e\u0301', '', 'x y', 'a\u0001', '\ud800', '\u0000', '\u007f', '\uffff', '"');
    const separator = fc.constantFrom('/', '\\', '//');
    const size = fc.constantFrom(0, 0, 300, 3_000);
    fc.assert(fc.property(start, fc.array(fc.tuple(segment, separator), { minLength: 0, maxLength: 7 }), fc.boolean(), size, fc.integer({ min: 0, max: CONTEXTS.length - 1 }), (s, parts, trailing, n, k) => {
      const unit = parts.map(([seg, sep]) => seg + sep).join('');
      const body = n === 0 || unit === '' ? unit : unit.repeat(Math.ceil(n / unit.length));
      const text = s + (trailing ? body : body.slice(0, -1));
      const ctx = CONTEXTS[k]!;
      forgetLongPath();
      const expected = normalizeBefore(text, ctx);
      forgetLongPath();
      expect(normalizePath(text, ctx)).toEqual(expected);
    }), { numRuns: 20_000 });
  });

  it('takes the text of a path kept as written from the path', () => {
    const win = CONTEXTS[0]!;
    forgetLongPath();
    expect(normalizePath(`c:/${'"/'.repeat(3)}`, win)).toEqual({ ok: true, path: { text: '/c/"/"/"', segments: ['c', '"', '"', '"'], shortName: false } });
    expect(normalizePath('\\\\srv\\sh\\a\\b\\', win)).toEqual({ ok: true, path: { text: '//srv/sh/a/b', segments: ['srv', 'sh', 'a', 'b'], shortName: false } });
    expect(normalizePath('~/a/b', win)).toEqual({ ok: true, path: { text: '/c/Users/dev/a/b', segments: ['c', 'Users', 'dev', 'a', 'b'], shortName: false } });
    expect(normalizePath('/a/../b /c', CONTEXTS[3]!)).toEqual({ ok: true, path: { text: '/b /c', segments: ['b ', 'c'], shortName: false } });
  });
});
