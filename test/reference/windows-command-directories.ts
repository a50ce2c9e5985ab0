// The reference's reading of a PowerShell command's relative words where it runs on win32, for
// Shell deny/ask rules with a drive's absolute path words (the engine:
// src/decide/windows-command-directories.ts). Written apart from the engine's, on node's
// path.win32: each directory the command may run in resolved from the context's Windows cwd,
// each word resolved there (a root-relative `\x` on that directory's drive), lower case with `/`
// separators; an 8.3 name (`WINDOW~1`) or a directory no one can tell is unknown.
import { posix, win32 } from 'node:path';
import type { ShellPattern } from '../../src/rules/types.js';
import type { CommandSubject } from '../../src/shell/subject.js';
import { pathText, toolDirectory, treeOf } from './command-directories.js';
import { rewrittenSubject } from './rewritten-subject.js';

const WORD = '\u0003';

/** The fixed parts (before a wildcard) of a rule's drive-absolute path words (`c:/windows/`), its words spelled the Windows way. */
export function driveFixedParts(p: ShellPattern | undefined): string[] {
  const out: string[] = [];
  for (const w of p?.words.slice(1) ?? []) {
    if (w[0]?.type === 'literal' && /^(?:[a-z]|hk(?:cu|lm|cr|u|cc)):\//.test(w[0].text)) out.push(/^[^*?[]*/.exec(w[0].text)![0]);
  }
  return out;
}

/** Windows drops a name's trailing dots and spaces (`Windows.` is `Windows`); `.` and `..` stay. */
function trimmed(text: string): string {
  return text.split(/[\\/]/).map((s) => (s === '.' || s === '..' ? s : s.replace(/[. ]+$/, ''))).join('\\');
}

/** A resolved Windows path as the rules spell it: `c:/windows/x` (a drive's root: `c:/`). */
function spelled(resolved: string): string {
  return resolved.toLowerCase().replace(/\\/g, '/');
}

const hasShortName = (text: string): boolean => text.split(/[\\/]/).some((s) => s.includes('~'));

/** The directories the command may run in (`c:\\windows`), or null for one no one can tell. */
function windowsPlaces(c: CommandSubject, cwd: string | undefined): (string | null)[] {
  const w = c.cwd;
  if (w === undefined) return [cwd ?? null];
  if (w.unknown || w.rooted || w.searched.length > 0) return [null];
  return w.dirs.map((d) => {
    if (d === '') return cwd ?? null;
    if (hasShortName(d) || /^[\\/]{2}|^~/.test(d)) return null;
    if (/^[A-Za-z]:[\\/]/.test(d)) return win32.resolve(trimmed(d));
    // (A drive-relative `C:x` or a provider path `Env:x`: not a directory this reads.)
    if (cwd === undefined || /^[^\\/]*:/.test(d)) return null;
    return win32.resolve(cwd, trimmed(d));
  });
}

/** The least deep directory a walk of `word` from `dir` passes through. */
function highestWindows(dir: string, word: string, root: boolean): string {
  let top = root ? win32.parse(dir).root : dir;
  const segs = word.split(/[\\/]/).filter((s) => s !== '');
  const depth = (p: string) => p.split(/[\\/]/).filter(Boolean).length;
  for (let k = 1; k <= segs.length; k++) {
    const at = win32.resolve(root ? win32.parse(dir).root : dir, segs.slice(0, k).join('\\'));
    if (depth(at) < depth(top)) top = at;
  }
  return top;
}

/** The rule's other words that are plain literals (lower case): a second reading keeps the command's words equal to one. */
export function literalWindowsWords(p: ShellPattern | undefined): Set<string> {
  const out = new Set<string>();
  for (const w of p?.words.slice(1) ?? []) if (w.length === 1 && w[0]!.type === 'literal' && !/^(?:[a-z]|hk(?:cu|lm|cr|u|cc)):\//.test(w[0]!.text) && !/[*?[]/.test(w[0]!.text)) out.add(w[0]!.text.toLowerCase());
  return out;
}

/**
 * The command as a rule with drive `fixed` parts (`c:/windows/`) reads it in each place it may
 * run: [subject, known place]. `cwd`: the context's Windows cwd (`C:\\w\\repo`), if any.
 */
export function readsInWindowsDirectories(c: CommandSubject, fixed: readonly string[], cwd: string | undefined, literals: ReadonlySet<string>, trees?: ReadonlySet<number>): [CommandSubject, boolean][] {
  const out: [CommandSubject, boolean][] = [];
  for (const place of windowsPlaces(c, cwd)) for (const [keep, apart] of [[false, false], [true, false], [false, true], [true, true]]) {
    const readWord = (text: string): { path: string; known: boolean } | undefined => {
      // (Not a drive's absolute word, a share's, home, an option or an unknown start.)
      if (text === '' || /^(?:[-~\u0003]|[\\/]{2}|[A-Za-z]:[\\/])/.test(text)) return undefined;
      const driveRelative = /^[A-Za-z]:/.test(text);
      const rest = trimmed(driveRelative ? text.slice(2) : text);
      const root = /^[\\/]/.test(rest);
      let path: string;
      let known = place !== null && !driveRelative;
      if (known && hasShortName(rest)) {
        // (An 8.3 name: somewhere on the directory's drive.)
        path = `${spelled(win32.parse(place!).root)}${WORD}`;
        known = false;
      } else if (known) {
        const top = highestWindows(place!, rest, root);
        const base = spelled(top).replace(/\/$/, '');
        // The rule's `*` never stands for the directory: its fixed part lies at or below where the
        // word starts. (A word naming the directory or an ancestor, `.`, `..`, is that absolute path.)
        const depth = (p: string) => p.split(/[\\/]/).filter(Boolean).length;
        const named = depth(win32.resolve(root ? win32.parse(place!).root : place!, rest)) === depth(top);
        if (!named && !fixed.some((f) => f.startsWith(`${base}/`) || f === base)) return undefined;
        path = spelled(win32.resolve(root ? win32.parse(place!).root : place!, rest));
      } else {
        // (Below some directory no one can tell: `..` above it is some other one.)
        const below = hasShortName(rest) ? '' : spelled(win32.normalize(`\\${rest}`)).replace(/^\//, '');
        path = `${WORD}${below}`;
      }
      return { path, known };
    };
    const read = rewrittenSubject(c, (whole, i) => {
      // (A cmdlet parameter's value after its colon, `-Path:x`, read as a word; a path keeps the parameter.)
      const colon = !c.dynamic[i] ? /^-[^:]+:/.exec(whole) : null;
      const prefix = colon === null ? '' : colon[0];
      const text = whole.slice(prefix.length);
      if (keep && !c.dynamic[i] && literals.has(text.toLowerCase())) return undefined;
      // (A PowerShell array joined by "," into one word: each element read where it runs.)
      if (apart && !c.dynamic[i] && text.includes(',')) {
        const elements = text.split(',').map((e) => /^[A-Za-z]:[\\/]/.test(e) ? { path: spelled(win32.resolve(trimmed(e))), known: true } : readWord(e) ?? { path: e, known: true });
        return elements.some((e, k) => e.path !== text.split(',')[k]) ? { path: (elements.every((e) => e.known) ? prefix : '') + elements.map((e) => e.path).join(','), known: elements.every((e) => e.known) } : undefined;
      }
      const word = readWord(text);
      // (A recursive command's word: everything below it.)
      if (word !== undefined && trees?.has(i) === true) return { path: treeOf(word.path), known: false };
      return word === undefined || !word.known ? word : { path: prefix + word.path, known: true };
    });
    if (read !== undefined) out.push([read, place !== null]);
  }
  return out;
}

/** The command with its drive-absolute tree words (`Remove-Item C:\\ -Recurse`) read as everything below them; undefined when none is. */
export function driveTreeReading(c: CommandSubject, trees: ReadonlySet<number>): CommandSubject | undefined {
  return rewrittenSubject(c, (word, i, shape) => {
    const text = pathText(c, i) ?? word;
    return trees.has(i) && shape === undefined && /^[A-Za-z]:[\\/]/.test(text) && !hasShortName(text) ? { path: treeOf(spelled(win32.resolve(trimmed(text)))), known: false } : undefined;
  });
}

/** A bash (MSYS) command's drive tree words on win32: `/c/x` and `C:/x` as `c:/x/…`; undefined when none is. */
export function msysTreeReading(c: CommandSubject, trees: ReadonlySet<number>): CommandSubject | undefined {
  return rewrittenSubject(c, (text, i, shape) => {
    if (!trees.has(i) || shape !== undefined) return undefined;
    const drive = /^\/([A-Za-z])(?:\/|$)/.exec(text) ? `${text[1]}:/${text.slice(3)}` : text;
    return /^[A-Za-z]:[\\/]/.test(drive) && !hasShortName(drive) ? { path: treeOf(spelled(win32.resolve(trimmed(drive)))), known: false } : undefined;
  });
}

/** An MSYS path (`/c/w`, lower case) as the rules spell a drive's (`c:/w`, `c:/`), or undefined elsewhere below MSYS's root (`/usr`). */
function msysDrive(path: string): string | undefined {
  const m = /^\/([a-z])(?:\/(.*))?$/.exec(path);
  return m === null ? undefined : `${m[1]}:/${m[2] ?? ''}`.replace(/(.)\/$/, '$1').replace(/^([a-z]:)$/, '$1/');
}

/** The directories a bash (MSYS) command may run in, as MSYS paths (`/c/w`), or null for one no one can tell (`~`, `/tmp`). */
type MsysPlace = string | null | { readonly below: string };

/** The directories a bash (MSYS) command may run in (`/c/w`), null for one no one can tell (`~`, `/tmp`), `{ below }` below one (a CDPATH entry's `x`). */
function msysPlaces(c: CommandSubject, cwd: string | null): MsysPlace[] {
  const w = c.cwd;
  // (`git -C DIR`, `make -C DIR`: its words are read there, from where the line moved.)
  const own = toolDirectory(c);
  if (own === null || w?.unknown === true || w?.rooted === true) return [null];
  const moved = (d: string): string => (own === '' ? d : d === '' || /^[/~]|^[A-Za-z]:[\\/]/.test(own) ? own : `${d}/${own}`);
  // (A CDPATH lookup: below some directory no one can tell, besides the directories as written.)
  const searched: MsysPlace[] = (w?.searched ?? []).map((x0) => {
    const x = moved(x0);
    // (A walk above the entry, or a short name: some directory no one can tell.)
    if (hasShortName(x)) return null;
    const segs: string[] = [];
    for (const p of trimmed(x).toLowerCase().split(/[\\/]/)) {
      if (p === '' || p === '.') continue;
      if (p !== '..') segs.push(p);
      else if (segs.pop() === undefined) return null;
    }
    return { below: `/${segs.join('/')}` };
  });
  return (w?.dirs ?? ['']).map((d0): MsysPlace => {
    const d = moved(d0);
    if (d === '') return cwd;
    if (hasShortName(d) || /^[\\/]{2}|^~/.test(d)) return null;
    let at: string;
    if (/^[A-Za-z]:[\\/]/.test(d)) at = posix.normalize(`/${d[0]!.toLowerCase()}/${trimmed(d.slice(3)).replace(/\\/g, '/')}`);
    else if (d.startsWith('/')) at = posix.normalize(trimmed(d).replace(/\\/g, '/'));
    else if (cwd === null || /^[^\\/]*:/.test(d)) return null;
    else at = d.startsWith('\\') ? posix.join(cwd.slice(0, 2), trimmed(d).replace(/\\/g, '/')) : posix.join(cwd, trimmed(d).replace(/\\/g, '/'));
    at = at.toLowerCase().replace(/(.)\/$/, '$1');
    return msysDrive(at) === undefined ? null : at;
  }).concat(searched);
}

/**
 * A bash (MSYS) command's relative words on win32 read where it runs, on node's path.posix in
 * MSYS's tree (`/c/x` is drive C's; `..` above a drive's root reaches `/`): `cwd` the context's
 * cwd as an MSYS path (`/c/w/repo`, or a POSIX one, `/w/repo`), undefined when unknown.
 */
export function readsInMsysDirectories(c: CommandSubject, fixed: readonly string[], cwd: string | undefined, literals: ReadonlySet<string>, trees?: ReadonlySet<number>): [CommandSubject, boolean][] {
  const out: [CommandSubject, boolean][] = [];
  const start = cwd === undefined || cwd.startsWith('//') ? null : posix.normalize(cwd.toLowerCase());
  for (const place of msysPlaces(c, start !== null && msysDrive(start) !== undefined ? start : null)) for (const keep of [false, true]) {
    const readWord = (text: string): { path: string; known: boolean } | undefined => {
      if (/^(?:[-~/\u0003]|\\\\|[A-Za-z]:[\\/])/.test(text)) return undefined;
      const pieces = (s: string) => s.split(/[\\/]/).filter((x) => x !== '' && x !== '.');
      if (/^[A-Za-z]:/.test(text)) {
        // (`C:x`: relative to drive C's own directory, which no one can tell.)
        const rest = trimmed(text.slice(2));
        return { path: `${WORD}${hasShortName(rest) ? '' : spelled(win32.normalize(`\\${rest}`)).replace(/^\//, '')}`, known: false };
      }
      const rest = trimmed(text).toLowerCase();
      if (place === null || typeof place !== 'string') {
        // (Below a directory no one can tell: a `..` above it may reach MSYS's root, and then any drive.)
        const from = place === null ? '/' : place.below;
        if (hasShortName(rest)) return { path: WORD, known: false };
        const joined = pieces(rest).reduce((at, x) => (at === null ? null : x === '..' ? (at === '/' ? null : posix.dirname(at)) : posix.join(at, x)), from as string | null);
        if (joined === null) return { path: WORD, known: false };
        const top = highestPosix(from, pieces(rest).join('/'));
        // (The rule word's fixed part holds the segments the word starts from.)
        if (place !== null && top !== '/' && joined !== top && !fixed.some((f) => `${f}/`.includes(`${top}/`))) return undefined;
        return { path: `${WORD}${joined.slice(1)}`, known: false };
      }
      const from = text.startsWith('\\') ? place.slice(0, 2) : place;
      if (hasShortName(rest)) return { path: `${msysDrive(place.slice(0, 2))!.slice(0, 2)}/${WORD}`, known: false };
      const posixRest = pieces(rest).join('/');
      const top = highestPosix(from, posixRest);
      const path = posix.join(from, posixRest).replace(/(.)\/$/, '$1');
      const depth = (p: string) => p.split('/').filter(Boolean).length;
      const topDrive = msysDrive(top);
      // The rule's `*` never stands for the directory: its fixed part lies at or below where the
      // word starts. (A word naming the directory or an ancestor, `.`, `..`, is that absolute path.)
      const base = topDrive === undefined ? '' : topDrive.replace(/\/$/, '');
      if (base !== '' && depth(path) > depth(top) && !fixed.some((f) => f.startsWith(`${base}/`) || f === base)) return undefined;
      const drive = msysDrive(path);
      // (Elsewhere below MSYS's root, `/usr/x`: where that is no one can tell.)
      return drive === undefined ? { path: `${WORD}${path.slice(1)}`, known: false } : { path: drive, known: true };
    };
    const read = rewrittenSubject(c, (text, i) => {
      if (keep && !c.dynamic[i] && literals.has(text.toLowerCase())) return undefined;
      const word = readWord(text);
      return word !== undefined && trees?.has(i) === true ? { path: treeOf(word.path), known: false } : word;
    });
    if (read !== undefined) out.push([read, typeof place === 'string']);
  }
  return out;
}

/** The highest directory a relative POSIX word's walk from `dir` reaches. */
function highestPosix(dir: string, word: string): string {
  let top = dir;
  const segs = word.split('/');
  for (let k = 1; k <= segs.length; k++) {
    const at = posix.join(dir, segs.slice(0, k).join('/'));
    if (at.split('/').filter(Boolean).length < top.split('/').filter(Boolean).length) top = at;
  }
  return top;
}
