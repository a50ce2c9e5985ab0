// A long path's sibling files (session 36): `zip a` writes `a.zip`, sqlite3 `a-journal`, `a-wal`,
// `a-shm`. Their normalization reuses the long path's (long-path-memo.ts) when the suffix and the
// path's last segment are plain; checked here against a normalization in full of each text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forgetLongPath, normalizePath, resolvePathContext } from '../src/paths/normalize.js';

const CONTEXTS = [
  resolvePathContext({ cwd: 'C:\\w', home: 'C:\\Users\\me', workspace: ['C:\\w'], platform: 'win32' }),
  resolvePathContext({ cwd: '/w', home: '/h', workspace: ['/w'], platform: 'linux' }),
  resolvePathContext({ cwd: '/w', home: '/h', workspace: ['/w'], platform: 'darwin' }),
  // (A Windows cwd on linux: a relative path is read as a Windows one.)
  resolvePathContext({ cwd: 'C:\\w', home: '/h', workspace: ['C:\\w'], platform: 'linux' }),
];

/** normalizePath of `text` with nothing remembered. */
function inFull(text: string, k: number): ReturnType<typeof normalizePath> {
  forgetLongPath();
  return normalizePath(text, CONTEXTS[k]!);
}

describe('a long path\'s sibling files normalized', () => {
  it('as each text normalized in full, whatever the path and the suffixes', () => {
    const start = fc.constantFrom('', '/', '\\', 'C:\\', 'c:/', '~/', '\\\\srv\\share\\', '//srv/share/', '\\\\?\\C:\\', '/c/', '..\\', './');
    // (Session 41: non-ASCII last segments are reused on a POSIX reading: ones NFC changes, `e` and
    // a combining accent, Hangul jamo, a pair of surrogates, a lone one, an ideographic dot or blank.)
    const segment = fc.constantFrom('a', 'ab', '.', '..', '...', 'a.', 'a ', 'a:b', '~', 'A~1', 'x y', 'é', '', 'a.b',
      'e\u0301', '\u1100\u1161', '\u{1f600}', 'a\ud800', '\udc00', 'a。', 'a\u3000', 'ａ．', '\u00c5');
    const separator = fc.constantFrom('/', '\\');
    const suffix = fc.constantFrom('.zip', '-journal', '-wal', '-shm', 'x', '.', ' ', ':s', '~1', '\\x', '/x', 'é', '.b.', 'a b', '..',
      '\u0301', '\u11a8', '\udc00', '\u3000', '\x7f', '\t');
    fc.assert(fc.property(start, fc.array(fc.tuple(segment, separator), { minLength: 1, maxLength: 8 }), fc.boolean(), fc.array(suffix, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: CONTEXTS.length - 1 }), (s, parts, trailing, suffixes, k) => {
      // (Repeated past the 256 characters from which paths are remembered; without its last separator or with.)
      const unit = parts.map(([seg, sep]) => seg + sep).join('');
      const repeated = s + unit.repeat(Math.ceil(300 / Math.max(unit.length, 1)));
      const path = trailing ? repeated : repeated.slice(0, -1);
      const expected = suffixes.map((x) => inFull(path + x, k));
      forgetLongPath();
      normalizePath(path, CONTEXTS[k]!);
      for (let j = 0; j < suffixes.length; j++) expect(normalizePath(path + suffixes[j]!, CONTEXTS[k]!)).toEqual(expected[j]);
    }), { numRuns: 5_000 });
  });

  it('as normalized in full for a long non-ASCII last segment on linux (session 41: reused), a combining suffix or a lone surrogate', () => {
    const linux = CONTEXTS[1]!;
    for (const [word, suffix] of [['a。'.repeat(200), '.zip'], ['e\u0301'.repeat(200), '.zip'], ['a'.repeat(300), '\u0301'], ['\u1100\u1161'.repeat(200), '\u11a8'],
      [`${'\u{1f600}'.repeat(150)}\ud83d`, '.zip'], ['a。'.repeat(200), '\ude00']] as const) {
      const expected = inFull(word + suffix, 1);
      forgetLongPath();
      normalizePath(word, linux);
      expect(normalizePath(word + suffix, linux)).toEqual(expected);
    }
    forgetLongPath();
    normalizePath('a。'.repeat(200), linux);
    expect(normalizePath(`${'a。'.repeat(200)}.zip`, linux)).toEqual({ ok: true, path: { text: `/w/${'a。'.repeat(200)}.zip`, segments: ['w', `${'a。'.repeat(200)}.zip`], shortName: false } });
  });

  it('reuses the path\'s normalization for a plain suffix, after a separator or in the last segment', () => {
    const win = CONTEXTS[0]!;
    forgetLongPath();
    const dir = 'a\\'.repeat(200);
    normalizePath(dir, win);
    expect(normalizePath(`${dir}.zip`, win)).toEqual({ ok: true, path: { text: `/c/w/${'a/'.repeat(200)}.zip`, segments: ['c', 'w', ...Array(200).fill('a'), '.zip'], shortName: false } });
    const file = `${dir}db`;
    normalizePath(file, win);
    expect(normalizePath(`${file}-wal`, win)).toEqual({ ok: true, path: { text: `/c/w/${'a/'.repeat(200)}db-wal`, segments: ['c', 'w', ...Array(200).fill('a'), 'db-wal'], shortName: false } });
    expect(normalizePath(`${file}-shm`, win)).toEqual(inFull(`${file}-shm`, 0));
  });
});
