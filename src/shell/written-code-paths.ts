// Path helpers of written-code.ts: a path's last segment as the files written and run are
// compared by (either separator, Windows's case and trailing dots), whether a relative path is
// below a subdirectory, and which parts are guesses or edits.

import { GUESSED_PATHS, type PathRef } from './file-touches.js';

/** Whether a path is relative and below a subdirectory that is not a .git (`dist/package.json`, not `./x`, `.git/config`, `/w/x`). */
export function inSubdirectory(path: string): boolean {
  if (path.startsWith('/') || path.startsWith('~') || path.startsWith('\\') || /^[A-Za-z]:/.test(path)) return false;
  // (Scanned, not split. Without a `.git` two segments answer: `count > 1 && !mayHaveGit` made Node 20's loop quadratic, 140 ms.)
  const n = path.length;
  const answers = path.includes('.git') ? n + 2 : 2;
  let count = 0;
  for (let i = 0; i <= n;) {
    if (count >= answers) return true;
    let j = i;
    while (j < n && !isSeparator(path.charCodeAt(j))) j++;
    const length = j - i;
    // (Empty and `.` segments are not counted; the first counted one must not be `..`, and none `.git`.)
    if (length > 1 || (length === 1 && path.charCodeAt(i) !== 46)) {
      if (count === 0 && length === 2 && path.startsWith('..', i)) return false;
      if (length === 4 && path.startsWith('.git', i)) return false;
      count++;
    }
    i = j + 1;
  }
  return count > 1;
}

/**
 * Extensions Windows finds a program by without them (PATHEXT, and PowerShell's .ps1): `.\\a`
 * runs a.ps1 or a.cmd, MSYS bash's `./x` runs x.exe. A file written with one is also written
 * under its name without it (on any platform: the analysis does not know which it runs on).
 */
export const WINDOWS_RUN_EXTENSION = /\.(?:ps1|exe|com|cmd|bat|vbs|vbe|js|jse|wsf|wsh|msc|cpl)$/;

/** The last segment of a path (trailing slashes dropped); '' for one that names no file of its own. */
export function lastSegment(path: string): string {
  // (Either separator, any case: PowerShell's `.\\X.ps1` is `x.ps1` on Windows. Scanned by hand:
  // every command's name comes here, and a regex and two lastIndexOf calls cost more.)
  let end = path.length;
  while (end > 0 && isSeparator(path.charCodeAt(end - 1))) end--;
  // (A long one by lastIndexOf: a word of 10,000 characters without a separator took 0.1 ms by hand.)
  let start = end;
  if (end > LONG_SEGMENT) start = Math.max(path.lastIndexOf('/', end - 1), path.lastIndexOf('\\', end - 1)) + 1;
  else while (start > 0 && !isSeparator(path.charCodeAt(start - 1))) start--;
  // (Win32 drops a last segment's trailing dots and spaces: writing `a.ps1.` or `a.ps1 ` writes
  // a.ps1. `.` and `..` become '' here too.)
  while (end > start && (path.charCodeAt(end - 1) === 46 || path.charCodeAt(end - 1) === 32)) end--;
  const segment = path.slice(start, end);
  return (segment.length > LONG_SEGMENT ? UPPER.test(segment) : hasUpper(segment)) ? segment.toLowerCase() : segment;
}

/** Past this length lastSegment searches by the engine's string functions, not by hand. */
const LONG_SEGMENT = 64;
/** What hasUpper looks for. */
const UPPER = /[A-Z\u0080-\uffff]/;

export function isSeparator(c: number): boolean {
  return c === 47 || c === 92;
}

/** Whether toLowerCase would change the text (ASCII upper case, or any non-ASCII character). */
function hasUpper(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 65 && c <= 90) || c >= 128) return true;
  }
  return false;
}

/**
 * Other names Windows opens a last segment by, when it has a `:`: an alternate data stream
 * (`x.ps1:s`, `m.psm1:$DATA` are read as the file itself, as normalize.ts reads them) and a
 * drive-relative path (`c:x.ps1` is x.ps1 in drive C's directory). Empty for most names.
 */
export function streamAliases(name: string, depth = 0): string[] {
  const colon = name.indexOf(':');
  if (colon < 0) return [];
  const out: string[] = [];
  if (colon > 0) out.push(lastSegment(name.slice(0, colon)));
  // (A drive is one letter at the start, so two levels read `C:m.psm1:x` and `C:D:x`; each level
  // copies the rest, and `'a:a:a:…'` read every level, quadratic: 1.8 s on 10,000 characters.)
  if (colon === 1 && depth < 2) out.push(...streamAliases(name.slice(2), depth + 1), lastSegment(name.slice(2)));
  return out.filter((n) => n !== '' && n !== name);
}

/** A word of a command no table knows, a string in inline code: a guess (`shellcheck s.sh && bash s.sh` stays allowed). */
export function guessed(p: PathRef): boolean {
  return p.when !== undefined && GUESSED_PATHS.has(p.when);
}

/** Whether some part is an edit. */
export function hasEdit(paths: readonly PathRef[]): boolean {
  for (let k = 0; k < paths.length; k++) if (paths[k]!.op === 'edit') return true;
  return false;
}
