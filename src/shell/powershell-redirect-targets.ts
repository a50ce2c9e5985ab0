// The literal targets of a PowerShell line's redirects, read from its text (`>`, `>>`, `2>`, `*>>`
// …, not `2>&1`; powershell-written-files.ts redirectedFiles): what
// `/(?<![-\w])[1-6*]?>>?(?!&)[ \t]*(?:"([^"`$]*)"|'([^']*)'|([^\s;|)}&<>"'`$]+))/g` matched, by a
// scan from `>` to `>` (session 40): the regex was tried at every character with its lookbehind,
// and made a match with three groups for each of a line's 3,300 redirects (0.45 ms).

/** Each redirect's target, in order, as the regex's first defined group gave it. */
export function redirectTargets(line: string, out: string[]): void {
  let pos = 0;
  for (let j = line.indexOf('>'); j >= 0; j = line.indexOf('>', pos)) {
    // (The regex tries the leftmost start first: `2>` from its digit, then from the `>` itself.)
    let end = -1;
    if (j - 1 >= pos && isStream(line.charCodeAt(j - 1)) && startsAfter(line, j - 1)) end = targetAt(line, j, out);
    if (end < 0 && startsAfter(line, j)) end = targetAt(line, j, out);
    pos = end < 0 ? j + 1 : end;
  }
}

/** `[1-6*]`: a stream's number, or all of them. */
function isStream(c: number): boolean {
  return (c >= 49 && c <= 54) || c === 42;
}

/** The lookbehind `(?<![-\w])`: no `-`, letter, digit or `_` before `at`. */
function startsAfter(line: string, at: number): boolean {
  if (at === 0) return true;
  const c = line.charCodeAt(at - 1);
  return !(c === 45 || c === 95 || (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122));
}

/** From the `>` at `j`: where the match ends with its target pushed, or -1 for none. */
function targetAt(line: string, j: number, out: string[]): number {
  const q = line.charCodeAt(j + 1) === 62 ? j + 2 : j + 1;
  // (`(?!&)`; with `>>&` the single `>` is left, then a `>` that starts no target.)
  if (line.charCodeAt(q) === 38) return -1;
  let r = q;
  while (line.charCodeAt(r) === 32 || line.charCodeAt(r) === 9) r++;
  const c = line.charCodeAt(r);
  if (c === 34 /* " */) {
    let k = r + 1;
    while (k < line.length && !isDoubleQuoteEnd(line.charCodeAt(k))) k++;
    if (line.charCodeAt(k) !== 34) return -1;
    out.push(line.slice(r + 1, k));
    return k + 1;
  }
  if (c === 39 /* ' */) {
    const k = line.indexOf("'", r + 1);
    if (k < 0) return -1;
    out.push(line.slice(r + 1, k));
    return k + 1;
  }
  let k = r;
  while (k < line.length && isBare(line.charCodeAt(k))) k++;
  if (k === r) return -1;
  out.push(line.slice(r, k));
  return k;
}

/** `"`, `` ` `` and `$` end `[^"`$]*`. */
function isDoubleQuoteEnd(c: number): boolean {
  return c === 34 || c === 96 || c === 36;
}

/** `[^\s;|)}&<>"'`$]`. */
function isBare(c: number): boolean {
  if (c < 128) return BARE[c] === 1;
  return !WHITESPACE.test(String.fromCharCode(c));
}

const BARE = new Uint8Array(128);
for (let c = 0; c < 128; c++) BARE[c] = /[^\s;|)}&<>"'`$]/.test(String.fromCharCode(c)) ? 1 : 0;
const WHITESPACE = /\s/;
