// A text as a shell would read its words once it runs it as a line (session 42): an unknown
// program may run what it is given (`mytool 'cat /e\tc/passwd'`, `printf 'cat /e\\tc/passwd' |
// mytool`, `mytool "cat '/e'tc/passwd"`), where the literal text names no path a rule covers but
// the line a shell reads from it does (/etc/passwd). Backslashes outside single quotes escape the
// next character (inside double quotes only `$`, `` ` ``, `"`, `\` and a newline), quotes are
// dropped and `$'…'`'s escapes decoded; expansions are left as written. One pass, linear in the text.

import { decodeAnsiC } from './bash-lexer.js';

export function shellUnquoted(text: string): string {
  let out = '';
  let quote = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote === 39 /* ' */) {
      if (c === 39) quote = 0;
      else out += text[i];
    } else if (c === 92 /* \ */ && i + 1 < text.length) {
      const next = text[i + 1]!;
      if (quote === 34 /* " */ && !'$`"\\\n'.includes(next)) out += '\\';
      // (A backslash and a newline join the lines, quoted or not: `cat /e\<newline>tc/passwd` is /etc/passwd.)
      if (next !== '\n') out += next;
      i++;
    } else if (c === 36 /* $ */ && quote === 0 && text.charCodeAt(i + 1) === 39) {
      // (`$'…'`, its escapes decoded: `cat $'/e\x74c/passwd'` is /etc/passwd.)
      let end = i + 2;
      while (end < text.length && text.charCodeAt(end) !== 39) end += text.charCodeAt(end) === 92 ? 2 : 1;
      out += decodeAnsiC(text.slice(i + 2, Math.min(end, text.length)));
      i = end;
    } else if (c === 39 && quote === 0) quote = 39;
    else if (c === 34) quote = quote === 34 ? 0 : 34;
    else out += text[i];
  }
  return out;
}

const NONE: readonly string[] = Object.freeze([]);
/** A drive's or a share's path (`C:\x`, `C:/x`, `\\srv\x`): its backslashes are separators. */
const WINDOWS_PATH_START = /^(?:[A-Za-z]:[\\/]|\\\\)/;
/** What no such path holds and a shell line may (`C:/x; cat /e\tc/passwd`): a separator, a redirect, a substitution. */
const SHELL_OPERATOR = /[;&|<>\n`]|\$\(/;

/**
 * A word with blanks or shell operators is a line an unknown program may hand a shell, which reads
 * other words in it than its text shows (`mytool 'cat /e\tc/passwd'`): the text unquoted and its
 * words as a shell splits them (possible-paths.ts reads each). Not a drive's or share's path
 * (`C:\Program Files\x`: a separator, no escape) unless it holds a shell operator (session 43:
 * `mytool 'C:/x; cat /e\tc/passwd'` and `mytool '\cat /e\tc/passwd'` were allowed beside
 * Read(//etc/**)). Session 43 too: a plain word with blanks gives its words, as the same text
 * piped to the program does (`mytool 'cat /etc/passwd'`, `echo 'cat /etc/passwd' | mytool`);
 * session 38 had read it as one argument only, one relative name.
 */
export function shellReadWords(word: string): readonly string[] {
  // (A brace list only where quoted or escaped: an unquoted one, `echo /{a,b}/x`, bash expanded already, brace-words.ts.)
  const braces = BRACE_LIST.test(word) && /["'\\]/.test(word);
  // (A range, `/e{s..t}c/passwd`, is any of its names: a `*` in their place, one glob read.)
  const ranged = word.includes('..') && BRACE_RANGE.test(word);
  if (!(WORD_BREAK.test(word) || braces || ranged || SHELL_EXPANSION.test(word)) || (WINDOWS_PATH_START.test(word) && !SHELL_OPERATOR.test(word))) return NONE;
  // (More expansions than words are read: too many, before unquoting 10,000 characters of `"${a}"`.)
  if (SHELL_EXPANSION.test(word) && dollarsOver(word, MAX_LINE_WORDS)) return TOO_MANY_WORDS;
  const unescaped = /["'\\]/.test(word) ? shellUnquoted(word) : word;
  const unquoted = ranged ? unescaped.replace(BRACE_RANGES, '*') : unescaped;
  const words = shellLineWords(unquoted, braces, MAX_LINE_WORDS);
  if (words === undefined) return TOO_MANY_WORDS;
  // (An expansion's value may hold blanks: the text beside it is a word too, `cat$X/etc/passwd`'s /etc/passwd.)
  // (Split at most MAX_LINE_WORDS + 1 ways: 10,000 characters of `"${a}"` allocated 580 KB so.)
  if (SHELL_EXPANSION.test(unquoted)) {
    for (const w of words.slice()) {
      const pieces = w.split(EXPANSIONS, MAX_LINE_WORDS + 1);
      if (pieces.length > MAX_LINE_WORDS) return TOO_MANY_WORDS;
      pushNew(words, pieces.filter((piece) => piece !== ''));
    }
    if (words.length > MAX_LINE_WORDS) return TOO_MANY_WORDS;
  }
  if (unquoted !== word) return [unquoted, ...words];
  // (Not another user's home in plain prose, `MAP * ~NOTFOUND, EXCLUDE localhost`: read, it is any
  // path. A user's name is, `cat ~root/.ssh/x`, `~dev/.ssh/x`.)
  return words.filter((w) => !/^~[^/]/.test(w) || USER_HOME.test(w));
}

/**
 * What shellReadWords gives for a word of more than MAX_LINE_WORDS words: the reader takes the
 * word for one unknown path (a work bound: `python3 x.py "<<a\n…"`, 5,000 words each read as a
 * path, took 1.2 ms; session 43).
 */
export const TOO_MANY_WORDS: readonly string[] = Object.freeze(['']);
export const MAX_LINE_WORDS = 128;

/**
 * Words of a text a program is given on its standard input read as its possible files and hosts
 * (given-values.ts textParts), at most; past them the line asks. A work bound: each word is read
 * as a path, a shell line and a host (`mytool <<a` and 2,500 lines of `<<a`: 1.3 ms; session 44),
 * and a text's words can only ask, so a longer text asks without reading the rest.
 */
export const MAX_TEXT_WORDS = 512;

/** A text's blank-separated words, at most MAX_TEXT_WORDS + 1 (more than the bound: one more), without splitting the rest. */
export function textWords(text: string): string[] {
  return text.split(/\s+/, MAX_TEXT_WORDS + 2).filter((w) => w !== '').slice(0, MAX_TEXT_WORDS + 1);
}

/** Appends the words `list` lacks (one Set: an `includes` per word was quadratic in a long text). */
export function pushNew(list: string[], more: readonly string[]): void {
  const seen = new Set(list);
  for (const w of more) if (!seen.has(w)) {
    seen.add(w);
    list.push(w);
  }
}

/** Whether `text` has more than `max` `$`. */
function dollarsOver(text: string, max: number): boolean {
  let n = 0;
  for (let k = text.indexOf('$'); k >= 0; k = text.indexOf('$', k + 1)) if (++n > max) return true;
  return false;
}

/** What ends a word in a shell line: a blank, an operator, `$IFS` (`x;cat</etc/passwd`, `cat${IFS}/etc/passwd`). */
const WORD_BREAK = /[\s;&|<>()]|\$\{?IFS\b/;
/** (`${IFS:0:1}`, `${IFS%?}` whole: cut at `${IFS`, the word after it was `:0:1}/etc/passwd`.) */
const WORD_BREAKS = /(?:[\s;&|<>()]|\$IFS\b|\$\{IFS\b[^}]*\})+/;
/** An expansion a shell makes of the text, whose value may hold blanks or a root (`cat$X/etc/passwd`: read as the line's own words with one are). */
const SHELL_EXPANSION = /\$[\w{@*#?!$-]|`/;
/** Each expansion in a word (`$X`, `${X…}`, `$1`, `` `…` ``). */
const EXPANSIONS = /\$\{[^}]*\}|\$[A-Za-z_]\w*|\$[0-9@*#?!$-]|`[^`]*`/;
/** `~NAME` of a user's name as useradd allows it, alone or before a `/`. */
const USER_HOME = /^~[a-z_][a-z0-9_-]*(?:\/|$)/;
/** A letter or number range bash expands (`{a..z}`, `{1..9..2}`). */
const BRACE_RANGE = /\{(?:-?\d+\.\.-?\d+|[A-Za-z]\.\.[A-Za-z])(?:\.\.-?\d+)?\}/;
const BRACE_RANGES = new RegExp(BRACE_RANGE.source, 'g');

/** A brace expansion's list, which bash makes words of: `{cat,/e\tc/passwd}` is `cat /etc/passwd` (session 43: was allowed beside Read(//etc/**)). */
const BRACE_LIST = /\{[^{}]*,/;
const BRACE_WORD_BREAKS = /(?:\$IFS\b|\$\{IFS\b[^}]*\}|[\s;&|<>(){},])+/;

/** An unquoted line's words (undefined past `max`), split where a shell ends one (session 43: `mytool 'x;cat</e\tc/passwd'` was allowed beside Read(//etc/**)), and at a brace list's braces and commas. */
export function shellLineWords(line: string, braces = false, max = Infinity): string[] | undefined {
  // (Pieces are words, and an empty one at each end at most: a split cut at max + 3 pieces has more than max words.)
  const pieces = line.split(braces ? BRACE_WORD_BREAKS : WORD_BREAKS, max === Infinity ? undefined : max + 3);
  const words = pieces.filter((w) => w !== '');
  return words.length > max ? undefined : words;
}
