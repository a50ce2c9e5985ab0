// What bash's parameter operations make of a known value (issue 3, session 36): `${X#x}`,
// `${X%%/*}`, `${X/x/c}`, `${X//a/b}`, `${X:1}`, `${X: -6:3}`, and the case changes. Read as the
// whole value before, so `X=x/etc/passwd; mytool ${X#x}` was read as `x/etc/passwd` (a relative
// path in the project) where bash gives `/etc/passwd`. A pattern or replacement that names another
// expansion, quotes or an extended glob is not computed: the whole value stays its reading.

/** `${NAME#PAT}`, `${NAME##PAT}`, `${NAME%PAT}`, `${NAME%%PAT}`; `${NAME/PAT/REP}`, `//`, `/#`, `/%`; `${NAME:OFF}`, `${NAME:OFF:LEN}`. */
const OPERATION = /^\$\{(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+)(?:\[[^\]]*\])?(?:(##?|%%?)([^}]*)|\/([/#%]?)([^/}]*)(?:\/([^}]*))?|:(\s*-?\d+)(?::(\s*-?\d+))?)\}$/;

/** Pattern characters and value characters a pattern is matched with, at most (work bounds: a longer one is read as the whole value). */
const MAX_PATTERN = 64;
const MAX_MATCHED = 512;
/** Stars in a pattern, at most (each multiplies a match's backtracking). */
const MAX_STARS = 3;

/** A value with its expansion's operation applied where it can be computed, else the value itself. */
export function operated(text: string, value: string): string {
  if (text.length < 5 || text.length > MAX_PATTERN + 32 || text.charCodeAt(1) !== 123 /* { */) return value;
  const m = OPERATION.exec(text);
  if (m === null) return value;
  if (m[1] !== undefined) return removed(value, m[1], m[2]!);
  if (m[6] !== undefined) return substring(value, Number(m[6]), m[7] === undefined ? undefined : Number(m[7]));
  return replaced(value, m[3]!, m[4]!, m[5] ?? '');
}

/** `#`/`##` removes the shortest/longest matching prefix, `%`/`%%` the suffix. */
function removed(value: string, op: string, pattern: string): string {
  const p = value.length > MAX_MATCHED ? undefined : patternOf(pattern);
  if (p === undefined) return value;
  const longest = op.length === 2;
  // (Every length of a prefix, or of a suffix read backwards, that matches: one pass.)
  const lengths = op[0] === '#' ? matchedLengths(p, value, 0, 1) : matchedLengths(p.slice().reverse(), value, value.length - 1, -1);
  const k = longest ? lengths.lastIndexOf(true) : lengths.indexOf(true);
  if (k < 0) return value;
  return op[0] === '#' ? value.slice(k) : value.slice(0, value.length - k);
}

/** `${X/PAT/REP}`: the longest match from the left replaced (`//` every one, `/#` at the start, `/%` at the end). */
function replaced(value: string, anchor: string, pattern: string, written: string): string {
  // (A backslash quotes the character after it, `${X/c/c\/}`: `c/` (session 37: was left whole).)
  const replacement = /\\$/.test(written) ? written : written.replace(/\\(.)/gs, '$1');
  if (/[$`'"&]/.test(written) || /\\$/.test(written) || pattern === '' || value.length > MAX_MATCHED / 4) return value;
  const p = patternOf(pattern);
  if (p === undefined) return value;
  const n = value.length;
  const at = (start: number): number => {
    const k = matchedLengths(p, value, start, 1).lastIndexOf(true);
    return k <= 0 ? -1 : start + k;
  };
  if (anchor === '#') {
    const end = at(0);
    return end < 0 ? value : replacement + value.slice(end);
  }
  if (anchor === '%') {
    const k = matchedLengths(p.slice().reverse(), value, n - 1, -1).lastIndexOf(true);
    return k <= 0 ? value : value.slice(0, n - k) + replacement;
  }
  let out = '';
  let k = 0;
  let done = false;
  while (k < n) {
    const end = done ? -1 : at(k);
    if (end < 0) {
      out += value[k];
      k++;
      continue;
    }
    out += replacement;
    k = end;
    done = anchor !== '/';
  }
  return out;
}

/** `${X:OFF:LEN}`: a negative offset counts from the end; a negative length ends that far from the end. */
function substring(value: string, offset: number, length: number | undefined): string {
  const n = value.length;
  const start = offset < 0 ? Math.max(0, n + offset) : Math.min(n, offset);
  if (length === undefined) return value.slice(start);
  const end = length < 0 ? n + length : start + length;
  return end < start ? value : value.slice(start, end);
}

/** One piece of a bash pattern: `*`, `?`, a bracket class (a one-character test), or a character. */
type PatternPiece = { readonly t: 'star' } | { readonly t: 'any' } | { readonly t: 'class'; readonly re: RegExp } | { readonly t: 'char'; readonly c: string };

/**
 * A bash pattern (`*`, `?`, `[…]`, other characters as themselves) as pieces; undefined where it
 * names an expansion, quotes, escapes or an extended glob. (Matched by matchedLengths, linear in
 * the text: as a backtracking RegExp, `*a*a*b` on 510 `a` took 16 s.)
 */
function patternOf(pattern: string): PatternPiece[] | undefined {
  if (pattern.length > MAX_PATTERN || /[$`\\'"]|[?*+@!]\(/.test(pattern) || pattern.split('*').length - 1 > MAX_STARS) return undefined;
  const out: PatternPiece[] = [];
  for (let k = 0; k < pattern.length; k++) {
    const c = pattern[k]!;
    if (c === '*') out.push({ t: 'star' });
    else if (c === '?') out.push({ t: 'any' });
    else if (c === '[') {
      const close = pattern.indexOf(']', k + 2);
      if (close < 0) return undefined;
      let body = pattern.slice(k + 1, close);
      if (body.startsWith('!') || body.startsWith('^')) body = `^${body.slice(1)}`;
      if (body.includes('[')) return undefined;
      out.push({ t: 'class', re: new RegExp(`^[${body.replace(/\\/g, '\\\\')}]$`) });
      k = close;
    } else out.push({ t: 'char', c });
  }
  return out;
}

/**
 * Which lengths of the text read from `from` by `step` (1 forwards, -1 backwards) the whole
 * pattern matches (index: length): the pattern's positions as a set, advanced one character at a
 * time, so the work is the text's length times the pattern's.
 */
function matchedLengths(p: readonly PatternPiece[], value: string, from: number, step: 1 | -1): boolean[] {
  const m = p.length;
  let states: Uint8Array = new Uint8Array(m + 1);
  const close = (s: Uint8Array): Uint8Array => {
    for (let i = 0; i < m; i++) if (s[i] === 1 && p[i]!.t === 'star') s[i + 1] = 1;
    return s;
  };
  states[0] = 1;
  close(states);
  const out: boolean[] = [states[m] === 1];
  for (let j = from; j >= 0 && j < value.length; j += step) {
    const ch = value[j]!;
    const next = new Uint8Array(m + 1);
    let any = false;
    for (let i = 0; i < m; i++) {
      if (states[i] !== 1) continue;
      const piece = p[i]!;
      if (piece.t === 'star') next[i] = 1;
      else if (piece.t === 'any' || (piece.t === 'char' ? piece.c === ch : piece.re.test(ch))) next[i + 1] = 1;
      else continue;
      any = true;
    }
    states = close(next);
    out.push(states[m] === 1);
    if (!any) break;
  }
  while (out.length <= (step === 1 ? value.length - from : from + 1)) out.push(false);
  return out;
}
