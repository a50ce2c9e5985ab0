// The module as it was before session 36's linear matcher (a backtracking RegExp per pattern): the oracle of test/parameter-operations-linear.test.ts, on short inputs only.
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
  const re = value.length > MAX_MATCHED ? undefined : patternRegex(pattern);
  if (re === undefined) return value;
  const longest = op.length === 2;
  const n = value.length;
  if (op[0] === '#') {
    for (let k = longest ? n : 0; longest ? k >= 0 : k <= n; k += longest ? -1 : 1) if (re.test(value.slice(0, k))) return value.slice(k);
  } else {
    for (let k = longest ? 0 : n; longest ? k <= n : k >= 0; k += longest ? 1 : -1) if (re.test(value.slice(k))) return value.slice(0, k);
  }
  return value;
}

/** `${X/PAT/REP}`: the longest match from the left replaced (`//` every one, `/#` at the start, `/%` at the end). */
function replaced(value: string, anchor: string, pattern: string, replacement: string): string {
  if (/[$`\\'"&]/.test(replacement) || pattern === '' || value.length > MAX_MATCHED / 4) return value;
  const re = patternRegex(pattern);
  if (re === undefined) return value;
  const n = value.length;
  const at = (start: number): number => {
    for (let end = n; end > start; end--) if (re.test(value.slice(start, end))) return end;
    return -1;
  };
  if (anchor === '#') {
    const end = at(0);
    return end < 0 ? value : replacement + value.slice(end);
  }
  if (anchor === '%') {
    for (let start = 0; start < n; start++) if (re.test(value.slice(start))) return value.slice(0, start) + replacement;
    return value;
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

/** A bash pattern (`*`, `?`, `[…]`, other characters as themselves) as a whole-text RegExp; undefined where it names an expansion, quotes, escapes or an extended glob. */
function patternRegex(pattern: string): RegExp | undefined {
  if (pattern.length > MAX_PATTERN || /[$`\\'"]|[?*+@!]\(/.test(pattern) || pattern.split('*').length - 1 > MAX_STARS) return undefined;
  let src = '';
  for (let k = 0; k < pattern.length; k++) {
    const c = pattern[k]!;
    if (c === '*') src += '[\\s\\S]*';
    else if (c === '?') src += '[\\s\\S]';
    else if (c === '[') {
      const close = pattern.indexOf(']', k + 2);
      if (close < 0) return undefined;
      let body = pattern.slice(k + 1, close);
      if (body.startsWith('!') || body.startsWith('^')) body = `^${body.slice(1)}`;
      if (body.includes('[')) return undefined;
      src += `[${body.replace(/\\/g, '\\\\')}]`;
      k = close;
    } else src += c.replace(/[.+^${}()|\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${src}$`);
}
