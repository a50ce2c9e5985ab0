// Small pieces of path normalization (normalize.ts) that others share: the Windows 8.3
// short-name test (path-view.ts), a Windows segment as Windows cleans it (line-links.ts), the
// one-scan reading of a clean POSIX absolute path, and a Windows path's separators made `/`.

import type { NormalizedPath } from './normalize.js';

const SHORT_NAME = /^[^.]{1,8}(?:\.[^.]{0,3})?$/;
const SHORT_TILDE = /.~[0-9]/;

/**
 * A segment shaped like a Windows 8.3 alias (`PROGRA~1`, `SECRET~1.TXT`, `AB12~1`): at most 8
 * characters, an optional extension of at most 3, and `~` followed by a digit in the base name.
 * Flagged on every platform (Linux's vfat driver resolves short names too); the cost is that a
 * POSIX file really named like `foo~1` is never allowed (it asks).
 */
export function isShortName(segment: string): boolean {
  // (`~` then a digit, after a first character, before the patterns: a 10,000-character line of
  // `~/a ` segments ran both regexes on each of 2,490 segments, in each of the path's five scans.)
  if (segment.length > 12 || !hasTildeDigit(segment) || !SHORT_NAME.test(segment)) return false;
  const dot = segment.indexOf('.');
  return SHORT_TILDE.test(dot < 0 ? segment : segment.slice(0, dot));
}

/** Whether a `~` after the first character is followed by a digit (what SHORT_TILDE needs). */
function hasTildeDigit(segment: string): boolean {
  for (let i = 1; i + 1 < segment.length; i++) {
    if (segment.charCodeAt(i) !== 126) continue;
    const d = segment.charCodeAt(i + 1);
    if (d >= 48 && d <= 57) return true;
  }
  return false;
}

/**
 * A clean ASCII POSIX absolute path in one scan, or undefined (take the slow path): no `.`/`..`
 * segment, no `//`, no trailing `/`, only printable ASCII (so NFC changes nothing). The text is
 * the input itself. The 8.3 check runs only when a `~` is followed by a digit somewhere.
 */
export function fastPosix(s: string): NormalizedPath | undefined {
  const n = s.length;
  if (n === 1) return { text: s, segments: [], shortName: false };
  const segs: string[] = [];
  let start = 1;
  let tildeDigit = false;
  let i = 1;
  for (;;) {
    // One segment: s[start..i).
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c === 47) break;
      if (c < 0x20 || c > 0x7e) return undefined;
      if (c === 126 && i + 1 < n) {
        const d = s.charCodeAt(i + 1);
        if (d >= 48 && d <= 57) tildeDigit = true;
      }
    }
    const len = i - start;
    if (len === 0) return undefined; // `//` or a trailing `/`
    if (s.charCodeAt(start) === 46 && (len === 1 || (len === 2 && s.charCodeAt(start + 1) === 46))) return undefined;
    segs.push(s.slice(start, i));
    if (i === n) break;
    start = ++i;
  }
  let shortName = false;
  if (tildeDigit) {
    for (const seg of segs) {
      if (seg.includes('~') && isShortName(seg)) {
        shortName = true;
        break;
      }
    }
  }
  return { text: s, segments: segs, shortName };
}

/** Drops an alternate-data-stream suffix and trailing dots/spaces, as Windows does. */
export function cleanWindowsSegment(seg: string): string | undefined {
  let s = seg;
  const colon = s.indexOf(':');
  if (colon >= 0) s = s.slice(0, colon);
  let end = s.length;
  while (end > 0 && (s.charCodeAt(end - 1) === 46 || s.charCodeAt(end - 1) === 32)) end--;
  if (end === 0) {
    // `...` is a valid name on Windows; `. ` and `.. ` and `:x` are not something we can place.
    return colon < 0 && /^\.{3,}$/.test(s) ? s : undefined;
  }
  s = s.slice(0, end);
  return s === '.' || s === '..' ? undefined : s;
}

/** Paths this long or longer have their separators replaced through a buffer of code units. */
const LONG_PATH = 512;
/** Code units per String.fromCharCode call (well under any engine's argument limit). */
const CHUNK = 4_096;
let units = new Uint16Array(0);
const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

/**
 * `s` with every `\` made `/`. A long one is copied code unit by code unit (exact for any
 * UTF-16, lone surrogates included): replace() built 10,000 backslashes as 10,000 pieces,
 * ~300 µs, half of such a path's decision (this: ~50 µs).
 */
export function forwardSlashes(s: string): string {
  const n = s.length;
  if (n < LONG_PATH) return s.replace(/\\/g, '/');
  // (Latin-1 text, nearly every path, as bytes: encoded and decoded natively, exact for U+0000-U+00FF;
  // `a\\a\\…`, 10,000 characters: ~50 -> ~12 µs, a PowerShell line's path is made so twice.)
  if (!BEYOND_LATIN1.test(s)) {
    const bytes = Buffer.from(s, 'latin1');
    for (let i = 0; i < n; i++) if (bytes[i] === 92) bytes[i] = 47;
    return bytes.toString('latin1');
  }
  if (units.length < n) units = new Uint16Array(n);
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    units[i] = c === 92 ? 47 : c;
  }
  let out = '';
  for (let i = 0; i < n; i += CHUNK) out += String.fromCharCode.apply(null, units.subarray(i, Math.min(n, i + CHUNK)) as unknown as number[]);
  return out;
}

/** Whether text[start, end) is 12 characters or fewer with a `~` after its first, then a digit: what isShortName needs first. */
export function mayBeShortName(text: string, start: number, end: number): boolean {
  if (end - start > 12) return false;
  for (let i = start + 1; i + 1 < end; i++) {
    if (text.charCodeAt(i) !== 126) continue;
    const d = text.charCodeAt(i + 1);
    if (d >= 48 && d <= 57) return true;
  }
  return false;
}
