// Operation-path normalization (semantics 4.2): absolute, `~`, `.`/`..`, NFC, Windows forms.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foldCase, isShortName, isUnc, normalizePath, resolvePathContext, type PathContext,
} from '../src/paths/normalize.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);
const POSIX = resolvePathContext({ cwd: '/w', home: '/h', workspace: ['/w'], platform: 'linux' });
const WIN = resolvePathContext({ cwd: 'C:\\w', home: 'C:\\Users\\me', workspace: ['C:\\w'], platform: 'win32' });

const norm = (input: string, ctx = POSIX) => normalizePath(input, ctx);
const text = (input: string, ctx = POSIX): string => {
  const r = norm(input, ctx);
  if (!r.ok) throw new Error(`${JSON.stringify(input)} failed: ${r.reason}`);
  return r.path.text;
};

describe('POSIX', () => {
  it.each([
    ['/a/b', '/a/b'],
    ['/', '/'],
    ['//', '/'],
    ['///a//b///', '/a/b'],
    ['/a/b/', '/a/b'],
    ['/a/./b/.', '/a/b'],
    ['/a/b/../c', '/a/c'],
    ['/../../x', '/x'],
    ['/..', '/'],
    ['x', '/w/x'],
    ['./x', '/w/x'],
    ['.', '/w'],
    ['..', '/'],
    ['../../../etc/passwd', '/etc/passwd'],
    ['src/../secret/k', '/w/secret/k'],
    ['/w/src/../secret/k', '/w/secret/k'],
    ['~', '/h'],
    ['~/', '/h'],
    ['~/.ssh/id_rsa', '/h/.ssh/id_rsa'],
    ['~/../x', '/x'],
    // `$HOME` is not expanded: that is the shell's job (a literal `$HOME` directory in cwd).
    ['$HOME/.ssh/id_rsa', '/w/$HOME/.ssh/id_rsa'],
    // On linux a backslash is a file name character (the kernel treats it so).
    ['/w/secret\\key', '/w/secret\\key'],
    ['a\\b', '/w/a\\b'],
    // ... unless the path looks like a Windows path (drive or UNC): then it is one.
    ['C:\\app\\.env', '/c/app/.env'],
    ['\\\\server\\share\\x', '//server/share/x'],
    ['/a b/ c', '/a b/ c'],
    ['/a/b.', '/a/b.'], // trailing dots are Windows-only cleanup
  ])('%j -> %j', (input, expected) => {
    expect(text(input)).toBe(expected);
  });

  it('returns the segments and keeps the input string when it is already clean', () => {
    const input = '/home/alice/projects/x.ts';
    const r = norm(input);
    expect(r).toEqual({ ok: true, path: { text: input, segments: ['home', 'alice', 'projects', 'x.ts'], shortName: false } });
    expect(norm('/').ok && (norm('/') as { path: { segments: unknown } }).path.segments).toEqual([]);
  });

  it('NFC: decomposed and composed spellings normalize alike', () => {
    expect(text('/w/cafe\u0301')).toBe('/w/caf\u00e9');
    expect(text('/w/\u00c5ngstr\u00f6m')).toBe('/w/\u00c5ngstr\u00f6m');
    expect(text('/w/A\u030angstro\u0308m')).toBe('/w/\u00c5ngstr\u00f6m');
  });

  it('does not fold case', () => {
    expect(text('/H/.SSH/ID_RSA', resolvePathContext({ platform: 'darwin' }))).toBe('/H/.SSH/ID_RSA');
    expect(text('C:\\Users\\Me', WIN)).toBe('/c/Users/Me');
  });

  it.each([
    ['', /empty/],
    ['/a\0b', /NUL/],
    ['/a\nb', /control/],
    ['/a\x1fb', /control/],
    ['/a\ud800b', /surrogate/],
    ['/a\udc00', /surrogate/],
    ['~root/x', /only "~"/],
    ['/' + 'a'.repeat(70_000), /at most/],
  ])('rejects %j', (input, reason) => {
    const r = norm(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });

  it('relative without cwd, ~ without home: not normalizable (never guessed)', () => {
    const none = resolvePathContext({ platform: 'linux' });
    expect(normalizePath('x', none)).toMatchObject({ ok: false, reason: /current directory is unknown/ });
    expect(normalizePath('~/x', none)).toMatchObject({ ok: false, reason: /home directory is unknown/ });
    expect(normalizePath('/x', none)).toMatchObject({ ok: true });
  });

  it('a cwd or home that was given but is not absolute is named as such, not as unknown', () => {
    const relative = resolvePathContext({ platform: 'linux', cwd: 'etc', home: 'h' });
    expect(normalizePath('x', relative)).toMatchObject({ ok: false, reason: 'the path is relative and the cwd given ("etc") is not an absolute path' });
    expect(normalizePath('~/x', relative)).toMatchObject({ ok: false, reason: 'the path starts with "~" but the home given ("h") is not an absolute path' });
    const windows = resolvePathContext({ platform: 'win32', cwd: 'Users' });
    expect(normalizePath('x', windows)).toMatchObject({ ok: false, reason: /the cwd given \("Users"\) is not an absolute path/ });
  });

  it('a non-string input fails, never throws', () => {
    expect(normalizePath(undefined as unknown as string, POSIX).ok).toBe(false);
    expect(normalizePath(42 as unknown as string, POSIX).ok).toBe(false);
  });
});

describe('Windows (platform win32)', () => {
  it.each([
    ['C:\\Users\\x', '/c/Users/x'],
    ['c:/x', '/c/x'],
    ['C:/a\\b', '/c/a/b'], // mixed separators
    ['C:\\', '/c'],
    ['C:\\..\\..\\x', '/c/x'], // `..` stops at the drive
    ['D:\\a\\.\\b\\..\\c', '/d/a/c'],
    ['\\\\server\\share\\x', '//server/share/x'],
    ['//server/share/x', '//server/share/x'],
    ['\\\\server\\share', '//server/share'],
    ['\\\\server\\share\\..\\..\\x', '//server/share/x'], // `..` stops at the share
    ['\\\\?\\C:\\x\\y', '/c/x/y'],
    ['\\\\.\\C:\\x\\..\\y', '/c/y'],
    ['\\\\?\\UNC\\server\\share\\x', '//server/share/x'],
    ['\\dir\\y', '/c/dir/y'], // current drive (from cwd)
    ['\\x\\y', '/x/y'], // a single letter first: taken as the normalized drive form
    ['/c/Users/x', '/c/Users/x'], // already normalized (our form, MSYS)
    ['/C/x', '/c/x'],
    ['src\\a.ts', '/c/w/src/a.ts'],
    ['..\\..\\..\\x', '/c/x'],
    ['~\\.ssh\\id_rsa', '/c/Users/me/.ssh/id_rsa'],
    ['~$report.docx', '/c/w/~$report.docx'], // Office lock file: not a home reference
    // What the filesystem opens: trailing dots and spaces dropped, streams dropped.
    ['C:\\w\\.env.', '/c/w/.env'],
    ['C:\\w\\.env ', '/c/w/.env'],
    ['C:\\w\\secret. \\k', '/c/w/secret/k'],
    ['C:\\w\\.env::$DATA', '/c/w/.env'],
    ['C:\\w\\.env:stream', '/c/w/.env'],
    ['C:\\w\\...', '/c/w/...'],
    // A UNC share name too (`\\h\c$.` is the administrative share c$).
    ['\\\\localhost\\c$.\\Secrets\\a', '//localhost/c$/Secrets/a'],
    ['\\\\localhost\\c$ \\Secrets\\a', '//localhost/c$/Secrets/a'],
    ['\\\\?\\UNC\\localhost\\c$.\\Secrets\\a', '//localhost/c$/Secrets/a'],
  ])('%j -> %j', (input, expected) => {
    expect(text(input, WIN)).toBe(expected);
  });

  it('UNC paths keep the double slash in the text, not in the segments', () => {
    const r = norm('\\\\srv\\share\\a', WIN);
    expect(r).toEqual({ ok: true, path: { text: '//srv/share/a', segments: ['srv', 'share', 'a'], shortName: false } });
    if (r.ok) expect(isUnc(r.path)).toBe(true);
    const d = norm('C:\\a', WIN);
    if (d.ok) expect(isUnc(d.path)).toBe(false);
  });

  it.each([
    ['C:x', /drive's own current directory/],
    ['C:', /drive's own current directory/],
    ['\\\\server', /server and a share/],
    ['\\\\server\\', /server and a share/],
    ['\\\\.\\pipe\\x', /device path/],
    ['\\\\.\\PhysicalDrive0', /device path/],
    ['\\\\?\\Volume{b75e2c83-0000-0000-0000-602f00000000}\\x', /device path/],
    ['\\\\?\\C:\\a\\..\\b', /not normalized by Windows/],
    ['\\??\\C:\\x', /NT object path/],
    ['C:\\w\\:stream', /ambiguous/],
    ['C:\\w\\.. \\x', /ambiguous/],
  ])('rejects %j', (input, reason) => {
    const r = norm(input, WIN);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(reason);
  });

  it('current-drive paths need a drive cwd', () => {
    const noCwd = resolvePathContext({ platform: 'win32' });
    expect(normalizePath('\\xx', noCwd).ok).toBe(false);
    expect(normalizePath('/c/x', noCwd)).toMatchObject({ ok: true, path: { text: '/c/x' } });
    const uncCwd = resolvePathContext({ platform: 'win32', cwd: '\\\\srv\\share\\proj' });
    expect(normalizePath('\\xx', uncCwd)).toMatchObject({ ok: true, path: { text: '//srv/share/xx' } });
    expect(normalizePath('..\\..\\..\\x', uncCwd)).toMatchObject({ ok: true, path: { text: '//srv/share/x' } });
  });

  it('a Windows cwd makes relative paths Windows-style on any platform', () => {
    const ctx = resolvePathContext({ platform: 'linux', cwd: 'C:\\w' });
    expect(normalizePath('a\\b', ctx)).toMatchObject({ ok: true, path: { text: '/c/w/a/b' } });
  });
});

describe('8.3 short names', () => {
  it.each([
    ['PROGRA~1', true], ['progra~1', true], ['SECRET~1.TXT', true], ['AB12~1', true], ['A~10.X', true],
    ['foo~', false], ['~1', false], ['Program Files', false], ['LONGNAME~1X', false], ['a~b.txt', false],
    ['PROGRA~1.LONG', false],
  ])('%s -> %s', (seg, expected) => {
    expect(isShortName(seg)).toBe(expected);
  });

  it('agrees with the two patterns alone (the pre-test on `~` and a digit only skips them)', () => {
    const byPatterns = (seg: string) => {
      if (seg.length > 12 || !/^[^.]{1,8}(?:\.[^.]{0,3})?$/.test(seg)) return false;
      const dot = seg.indexOf('.');
      return /.~[0-9]/.test(dot < 0 ? seg : seg.slice(0, dot));
    };
    const segment = fc.array(fc.constantFrom('~', '1', '9', '0', '.', 'a', 'B', ' ', '/', 'é'), { maxLength: 14 }).map((x) => x.join(''));
    fc.assert(fc.property(segment, (seg) => { expect(isShortName(seg)).toBe(byPatterns(seg)); }), { numRuns: 20_000 });
  });

  it('flags the path (on every platform)', () => {
    expect(norm('C:\\PROGRA~1\\app\\cfg', WIN)).toMatchObject({ ok: true, path: { text: '/c/PROGRA~1/app/cfg', shortName: true } });
    expect(norm('/mnt/usb/SECRET~1.TXT')).toMatchObject({ ok: true, path: { shortName: true } });
    expect(norm('/w/a~b/c')).toMatchObject({ ok: true, path: { shortName: false } });
  });
});

describe('resolvePathContext', () => {
  it('normalizes the context paths and derives foldCase', () => {
    expect(WIN.cwd?.text).toBe('/c/w');
    expect(WIN.home?.text).toBe('/c/Users/me');
    expect(WIN.workspace.map((w) => w.text)).toEqual(['/c/w']);
    expect(WIN.foldCase).toBe(true);
    expect(WIN.foldedHome).toEqual(['c', 'users', 'me']);
    expect(POSIX.foldCase).toBe(false);
    expect(resolvePathContext({ platform: 'darwin' }).foldCase).toBe(true);
    expect(resolvePathContext({ platform: 'linux', caseInsensitive: true }).foldCase).toBe(true);
    expect(resolvePathContext({ platform: 'darwin', caseInsensitive: false }).foldCase).toBe(true);
  });

  it('ignores relative or invalid context paths (unknown), never throws', () => {
    const r = resolvePathContext({ cwd: 'rel', home: 'x/y', workspace: ['/ok', 'rel', '/a\0b'], platform: 'linux' });
    expect(r.cwd).toBeUndefined();
    expect(r.home).toBeUndefined();
    expect(r.workspace.map((w) => w.text)).toEqual(['/ok']);
    expect(r.workspaceComplete).toBe(false);
    expect(resolvePathContext({ platform: 'linux', workspace: ['/a', '/a/'] }).workspace.map((w) => w.text)).toEqual(['/a']);
    expect(() => resolvePathContext(null as unknown as PathContext)).not.toThrow();
    expect(() => resolvePathContext({ workspace: 'x' as unknown as string[] })).not.toThrow();
    expect(resolvePathContext({ workspace: 'x' as unknown as string[] }).workspaceComplete).toBe(false);
  });

  it('cwd and workspace may use ~ once home is known', () => {
    const r = resolvePathContext({ home: '/h', cwd: '~/proj', workspace: ['~/proj'], platform: 'linux' });
    expect(r.cwd?.text).toBe('/h/proj');
    expect(r.workspace[0]?.text).toBe('/h/proj');
  });
});

describe('foldCase', () => {
  it.each([
    ['ABC', 'abc'], ['.SSH', '.ssh'], ['\u00c9t\u00c9', '\u00e9t\u00e9'],
    ['\u017f', 's'], // long s folds with s (as Windows' upper-case table does)
    ['\u212a', 'k'], // Kelvin sign
    ['\u03a3\u03c2\u03c3', '\u03c3\u03c3\u03c3'], // sigma forms
    ['\u00df', '\u00df'], // one code point stays one code point
  ])('%j -> %j', (input, expected) => {
    expect(foldCase(input)).toBe(expected);
  });
});

describe('properties', () => {
  const ctxs = [POSIX, WIN, resolvePathContext({ platform: 'darwin', cwd: '/w' }), resolvePathContext({ platform: 'linux' })];
  const piece = fc.oneof(
    fc.constantFrom('/', '\\', '.', '..', '~', 'C:', 'c:', '\\\\', '//', '?', '\\\\?\\', '\\\\.\\', 'UNC', 'a', 'B', ':', ' ', '\u00e9', 'e\u0301', 'PROGRA~1', '\0', '\n', '\ud800'),
    fc.string({ maxLength: 4 }),
  );
  const pathArb = fc.array(piece, { maxLength: 12 }).map((a) => a.join(''));

  it('never throws; a result is clean, absolute, NFC, and normalizing it again changes nothing', () => {
    fc.assert(fc.property(pathArb, fc.constantFrom(...ctxs), (input, ctx) => {
      const r = normalizePath(input, ctx);
      if (!r.ok) {
        expect(typeof r.reason).toBe('string');
        return;
      }
      const p = r.path;
      expect(p.text.startsWith('/')).toBe(true);
      for (const s of p.segments) {
        expect(s).not.toBe('');
        expect(s).not.toBe('.');
        expect(s).not.toBe('..');
        expect(s.includes('/')).toBe(false);
        expect(s.normalize('NFC')).toBe(s);
        if (ctx.platform === 'win32') expect(s.includes('\\')).toBe(false);
      }
      expect(p.text).toBe((isUnc(p) ? '//' : '/') + p.segments.join('/'));
      // Idempotent (a UNC path is re-read as UNC only where `//` means UNC: win32).
      if (!isUnc(p) || ctx.platform === 'win32') {
        const again = normalizePath(p.text, ctx);
        expect(again).toEqual(r);
      }
    }), { numRuns: RUNS });
  });

  it('`..` never climbs out of a drive or share, and a clean path keeps its spelling', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('a', 'b', '..', '.', ''), { maxLength: 10 }), (segs) => {
      const d = normalizePath('C:\\' + segs.join('\\'), WIN);
      expect(d.ok && d.path.segments[0]).toBe('c');
      const u = normalizePath('\\\\s\\h\\' + segs.join('\\'), WIN);
      expect(u.ok && u.path.segments.slice(0, 2)).toEqual(['s', 'h']);
    }), { numRuns: RUNS });
  });
});
