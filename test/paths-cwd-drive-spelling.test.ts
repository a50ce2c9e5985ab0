// A root-relative path and its drive spelling on the cwd's drive (`\x\y`, `C:/x/y`: session 36):
// the long-path memo reuses one's normalization for the other (src/paths/cwd-drive-spelling.ts).
// Checked against each text normalized in full, in either order, for random texts and contexts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forgetLongPath, normalizePath, resolvePathContext } from '../src/paths/normalize.js';
import { sameOnCwdDrive } from '../src/paths/cwd-drive-spelling.js';

const CONTEXTS = [
  resolvePathContext({ cwd: 'C:\\w\\repo', home: 'C:\\Users\\dev', platform: 'win32' }),
  resolvePathContext({ cwd: 'd:/', platform: 'win32' }),
  resolvePathContext({ cwd: '\\\\srv\\share\\w', platform: 'win32' }),
  resolvePathContext({ platform: 'win32' }),
  resolvePathContext({ cwd: 'C:\\w', platform: 'linux' }),
];

function inFull(text: string, k: number): ReturnType<typeof normalizePath> {
  forgetLongPath();
  return normalizePath(text, CONTEXTS[k]!);
}

describe('a root-relative path and its drive spelling', () => {
  it('normalize as each in full, in either order', () => {
    const segment = fc.constantFrom('a', '"', 'c', 'C', 'd', '??', '?', '.', '..', '...', 'a ', 'a.', 'a:b', 'A~1', 'é', '', 'x y');
    const separator = fc.constantFrom('/', '\\');
    const drive = fc.constantFrom('c:', 'C:', 'd:', 'D:', 'e:', '');
    fc.assert(fc.property(fc.array(fc.tuple(separator, segment), { minLength: 1, maxLength: 6 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), drive, fc.integer({ min: 0, max: CONTEXTS.length - 1 }), fc.boolean(), (parts, flips, letter, k, rootFirst) => {
      const unit = parts.map(([sep, seg]) => sep + seg).join('');
      const root = unit.repeat(Math.ceil(300 / unit.length));
      // (The drive spelling with some separators the other way.)
      let spelled = '';
      for (let i = 0; i < root.length; i++) {
        const c = root[i]!;
        spelled += (c === '/' || c === '\\') && flips[i % flips.length] ? (c === '/' ? '\\' : '/') : c;
      }
      spelled = letter + spelled;
      const [first, second] = rootFirst ? [root, spelled] : [spelled, root];
      const expected = [inFull(first, k), inFull(second, k)];
      forgetLongPath();
      expect(normalizePath(first, CONTEXTS[k]!)).toEqual(expected[0]);
      expect(normalizePath(second, CONTEXTS[k]!)).toEqual(expected[1]);
    }), { numRuns: 5_000 });
  });

  it('are told apart where normalize.ts reads them otherwise', () => {
    const win = CONTEXTS[0]!;
    expect(sameOnCwdDrive('\\"\\"', 'c:/"/"', win)).toBe(true);
    expect(sameOnCwdDrive('C:\\"\\"', '/"/"', win)).toBe(true);
    expect(sameOnCwdDrive('\\"\\"', 'd:/"/"', win)).toBe(false);
    // (`\c\x` is MSYS's drive C:, `\??\` an NT object path, `\\` a UNC path.)
    expect(sameOnCwdDrive('\\d\\x', 'c:\\d\\x', win)).toBe(false);
    expect(sameOnCwdDrive('\\??\\x', 'c:\\??\\x', win)).toBe(false);
    expect(sameOnCwdDrive('\\\\x\\y', 'c:\\\\x\\y', win)).toBe(false);
    expect(sameOnCwdDrive('\\"\\"', 'c:/"/"', CONTEXTS[2]!)).toBe(false);
    expect(sameOnCwdDrive('\\"\\"', 'c:/"/"', CONTEXTS[4]!)).toBe(false);
  });
});
