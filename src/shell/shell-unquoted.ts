// A text as a shell would read its words once it runs it as a line (session 42): an unknown
// program may run what it is given (`mytool 'cat /e\tc/passwd'`, `printf 'cat /e\\tc/passwd' |
// mytool`, `mytool "cat '/e'tc/passwd"`), where the literal text names no path a rule covers but
// the line a shell reads from it does (/etc/passwd). Backslashes outside single quotes escape the
// next character (inside double quotes only `$`, `` ` ``, `"`, `\` and a newline), and quotes are
// dropped; expansions are left as written. One pass, linear in the text.

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
      out += next;
      i++;
    } else if (c === 39 && quote === 0) quote = 39;
    else if (c === 34) quote = quote === 34 ? 0 : 34;
    else out += text[i];
  }
  return out;
}

const NONE: readonly string[] = Object.freeze([]);

/**
 * A word with blanks is a line an unknown program may hand a shell, which reads other words in it
 * than its text shows (`mytool 'cat /e\tc/passwd'`): the text unquoted and its blank-separated
 * words (possible-paths.ts reads each). Not a Windows path's (`C:\Program Files\x`: a separator,
 * no escape). Session 43: a plain word with blanks gives its words too, as the same text piped to
 * the program does (`mytool 'cat /etc/passwd'`, `echo 'cat /etc/passwd' | mytool`); session 38 had
 * read it as one argument only, one relative name.
 */
export function shellReadWords(word: string): readonly string[] {
  if (!/\s/.test(word) || /^(?:[A-Za-z]:)?\\/.test(word) || /^[A-Za-z]:\//.test(word)) return NONE;
  const unquoted = /["'\\]/.test(word) ? shellUnquoted(word) : word;
  if (unquoted !== word) return [unquoted, ...unquoted.split(/\s+/).filter((w) => w !== '')];
  // (Not another user's home in plain prose, `MAP * ~NOTFOUND, EXCLUDE localhost`: read, it is any path.)
  return word.split(/\s+/).filter((w) => w !== '' && !/^~[^/]/.test(w));
}
