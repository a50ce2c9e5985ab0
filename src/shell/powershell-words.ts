// Words of the PowerShell parser (powershell-parse.ts): one argument word at a time, as word
// parts — bare text with globs and backtick escapes, '...' and "..." strings, here-strings,
// variables with their member and index chains, `$( )` / `@( )` / `( )` sub-expressions,
// `{ }` script blocks and `@{ }` hash tables. The bodies of sub-expressions, script blocks and
// hash table values are statements: WordParser leaves them to the abstract statementList, chain
// and block, which the statement grammar (powershell-keywords.ts, powershell-parse.ts) provides.
import type { Command, Compound, Word, WordPart } from './ast.js';
import { type Close, DASHES, DQUOTES, PartsBuilder, Scanner, SQUOTES, WORD_END, sequence } from './powershell-scan.js';
import { BudgetSpent } from './budget.js';
import { LiteralBuilder } from './literal-text.js';
import { INERT_INDEX, indexExpression } from './powershell-index.js';
/** Scope qualifiers of a variable name (`$env:PATH`, `$script:x`): any other prefix is a drive. */
const VARIABLE_SCOPES: ReadonlySet<string> = new Set(['global', 'local', 'script', 'private', 'using', 'env', 'variable', 'workflow']);

/** Characters that are ordinary everywhere in a bare word (none of the cases of word() applies). */
const PLAIN_RUN = /[A-Za-z0-9_.\/\\%+=~^!-]+/y;

const DOUBLE_ESCAPES: Readonly<Record<string, string>> = {
  '0': '\u0000', a: '\u0007', b: '\b', e: '\u001B', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
};

/** `'` or a typographic single quote PowerShell reads as one (SQUOTES: U+2018 to U+201B). */
function isSingleQuote(c: number): boolean {
  return c === 39 || (c >= 0x2018 && c <= 0x201b);
}

export abstract class WordParser extends Scanner {
  /** Statements up to `close` (not consumed) or the end of the text. */
  abstract statementList(close: Close, top?: boolean): Command;
  /** pipeline ( (&& | ||) pipeline )* */
  abstract chain(): Command;
  /** `{ statements }` at pos (after blanks and newlines), as a script-block Compound. */
  abstract block(): Compound;

  /** One argument word at pos, or undefined when nothing word-like is there. */
  word(first = false): Word | undefined {
    const start = this.pos;
    if (this.budget !== undefined && !this.budget.word()) throw new BudgetSpent(start);
    const parts = new PartsBuilder();
    parts.budget = this.budget;
    parts.at = start;
    for (;;) {
      // A run of characters none of the cases below treats specially, in one step.
      PLAIN_RUN.lastIndex = this.pos;
      if (PLAIN_RUN.test(this.src)) {
        parts.lit(this.src.slice(this.pos, PLAIN_RUN.lastIndex), false);
        this.pos = PLAIN_RUN.lastIndex;
        continue;
      }
      const c = this.ch();
      if (c === '') break;
      if (this.pos > start && (c === '{')) break; // `a{b}`: the block is its own argument
      if (c === '(' && this.pos > start) {
        // `x.Method(...)` or juxtaposition: parse the body, never allow.
        this.note('a method call or an expression juxtaposed with "("', this.pos);
        parts.push(this.subexpression(this.pos, 1, ')'));
        continue;
      }
      if (WORD_END.test(c) && c !== '(' && c !== '{') {
        if (c === '<' && this.ch(this.pos + 1) === '#') break;
        break;
      }
      if (c === '#' && this.pos > start) {
        parts.lit('#', false);
        this.pos++;
        continue;
      }
      if (c === '#') break;
      if (SQUOTES.has(c)) {
        this.singleQuoted(parts);
        continue;
      }
      if (DQUOTES.has(c)) {
        this.doubleQuoted(parts);
        continue;
      }
      if (c === '`') {
        const n = this.ch(this.pos + 1);
        if (n === '') this.fail('a backtick at the end of the text');
        if (n === '\n' || n === '\r') break; // line continuation ends the word
        // Decoded as in "…" (`u{57} is W, `n a line feed): the tokenizer reads both with one Backtick().
        this.backtickEscape(parts);
        continue;
      }
      if (c === '$') {
        this.dollar(parts, false);
        continue;
      }
      if (c === '@') {
        const n = this.ch(this.pos + 1);
        if (n === '(') {
          parts.push(this.subexpression(this.pos, 2, ')'));
          continue;
        }
        if (n === '{') {
          parts.push(this.hashTable());
          continue;
        }
        if ((SQUOTES.has(n) || DQUOTES.has(n)) && /^[ \t]*\r?\n/.test(this.src.slice(this.pos + 2, this.pos + 200))) {
          this.hereString(parts, DQUOTES.has(n));
          continue;
        }
        const v = /^@[\p{L}_][\p{L}\p{Nd}_]*/u.exec(this.src.slice(this.pos, this.pos + 200));
        if (v && this.pos === start) {
          parts.push({ type: 'expansion', text: v[0], quoted: false });
          this.pos += v[0].length;
          continue;
        }
        parts.lit('@', false);
        this.pos++;
        continue;
      }
      if (c === '(' || c === '{') {
        // At the start of a word.
        if (c === '(') {
          parts.push(this.subexpression(this.pos, 1, ')'));
          this.member(parts, this.pos);
        } else {
          parts.push(this.scriptBlockPart());
        }
        if (c === '{') break;
        continue;
      }
      if (c === '[' && this.pos === start && first) {
        // `[Type]...` at the start of a statement: an expression.
        const t = this.typeLiteral();
        parts.push({ type: 'expansion', text: t, quoted: false });
        this.member(parts, this.pos);
        continue;
      }
      if ((c === '*' || c === '?') && !(first && this.pos === start && c === '?' && this.isWordEnd(this.pos + 1)) && !this.devicePrefix(start)) {
        parts.push({ type: 'glob', text: c });
        this.pos++;
        continue;
      }
      if (c === '[') {
        const close = this.src.slice(this.pos + 1, this.pos + 200).indexOf(']') + this.pos + 1;
        const seg = close <= this.pos ? '' : this.src.slice(this.pos, close + 1);
        if (close > this.pos + 1 && !/[\s\u0085;|&(){}'"`$]/.test(seg)) {
          parts.push({ type: 'glob', text: seg });
          this.pos = close + 1;
          continue;
        }
      }
      if (c === ':' && this.ch(this.pos + 1) === ':' && this.pos > start) {
        parts.lit('::', false);
        this.pos += 2;
        continue;
      }
      // An ordinary character (a whole code point).
      const cp = String.fromCodePoint(this.src.codePointAt(this.pos)!);
      // PowerShell reads the en, em and horizontal-bar dashes as "-" in parameter names.
      parts.lit(DASHES.has(cp) && this.pos === start ? '-' : cp, false);
      this.pos += cp.length;
    }
    if (this.pos === start) return undefined;
    return { start, end: this.pos, text: this.src.slice(start, this.pos), parts: parts.done() };
  }

  singleQuoted(parts: PartsBuilder): void {
    const open = this.pos++;
    const src = this.src;
    let text = '';
    let doubled: LiteralBuilder | undefined; // (after a doubled quote, the text as literal-text.ts builds one: `''''…`)
    for (;;) {
      // The run up to the next quote character is taken whole (one slice, not a string per character).
      let i = this.pos;
      while (i < src.length && !isSingleQuote(src.charCodeAt(i))) i++;
      if (doubled === undefined) text += src.slice(this.pos, i); else doubled.add(src.slice(this.pos, i));
      this.pos = i;
      if (i >= src.length) this.fail('unterminated single-quoted string', open);
      // (A doubled quote, of any two of the quote characters, is one of the first.)
      if (i + 1 < src.length && isSingleQuote(src.charCodeAt(i + 1))) {
        if (doubled === undefined) doubled = new LiteralBuilder(text, src[i]!);
        else doubled.add(src[i]!);
        this.pos = i + 2;
        continue;
      }
      this.pos = i + 1;
      break;
    }
    parts.lit(doubled === undefined ? text : doubled.text(), true, true);
  }

  doubleQuoted(parts: PartsBuilder): void {
    const open = this.pos++;
    parts.lit('', true, true);
    for (;;) {
      const c = this.ch();
      if (c === '') this.fail('unterminated double-quoted string', open);
      if (DQUOTES.has(c)) {
        if (DQUOTES.has(this.ch(this.pos + 1))) {
          parts.lit(c, true);
          this.pos += 2;
          continue;
        }
        this.pos++;
        return;
      }
      if (!this.expandableChar(parts)) {
        parts.lit(c, true);
        this.pos++;
      }
    }
  }

  /** `$...` or a backtick escape inside an expandable string; false for an ordinary character. */
  expandableChar(parts: PartsBuilder): boolean {
    const c = this.ch();
    if (c === '`') {
      if (this.ch(this.pos + 1) === '') this.fail('a backtick at the end of the text');
      this.backtickEscape(parts);
      return true;
    }
    if (c === '$') {
      this.dollar(parts, true);
      return true;
    }
    return false;
  }

  /** A backtick and the character it escapes, at pos (not at the end of the text): `u{…}, `n… decoded. */
  backtickEscape(parts: PartsBuilder): void {
    const n = this.ch(this.pos + 1);
    if (n === 'u' && this.ch(this.pos + 2) === '{') {
      const m = /^`u\{([0-9A-Fa-f]{1,6})\}/.exec(this.src.slice(this.pos, this.pos + 10));
      const cp = m ? parseInt(m[1]!, 16) : NaN;
      if (!m || cp > 0x10FFFF) this.fail('invalid `u{...} escape');
      parts.lit(String.fromCodePoint(cp), true);
      this.pos += m[0].length;
      return;
    }
    const esc = DOUBLE_ESCAPES[n];
    const cp = String.fromCodePoint(this.src.codePointAt(this.pos + 1)!);
    parts.lit(esc ?? cp, true);
    this.pos += 1 + cp.length;
  }

  /** `@"` / `@'` here-strings (the opening line break is not part of the value). */
  hereString(parts: PartsBuilder, expandable: boolean): void {
    const open = this.pos;
    const nl = this.src.indexOf('\n', this.pos);
    this.pos = nl + 1;
    const closeRe = expandable ? /\r?\n["\u201C\u201D\u201E]@/g : /\r?\n['\u2018\u2019\u201A\u201B]@/g;
    closeRe.lastIndex = this.pos - 1;
    const m = closeRe.exec(this.src);
    // An empty here-string closes on the line right after the opening one.
    let end: number;
    let after: number;
    if (m) {
      end = m.index;
      after = m.index + m[0].length;
    } else {
      this.fail('unterminated here-string', open);
    }
    if (end < this.pos) end = this.pos;
    parts.lit('', true, true);
    if (!expandable) {
      parts.lit(this.src.slice(this.pos, end), true);
    } else {
      while (this.pos < end) {
        if (!this.expandableChar(parts)) {
          parts.lit(this.ch(), true);
          this.pos++;
        }
      }
      if (this.pos > end) this.fail('a sub-expression runs past the end of its here-string', open);
    }
    this.pos = after;
  }

  /** `$` at pos: a variable, `$(...)`, `${...}`, or a literal `$`. */
  dollar(parts: PartsBuilder, quoted: boolean): void {
    const start = this.pos;
    const n = this.ch(this.pos + 1);
    if (n === '(') {
      parts.push(this.subexpression(start, 2, ')', quoted));
      if (!quoted) this.member(parts, this.pos);
      return;
    }
    if (n === '{') {
      let i = this.pos + 2;
      while (i < this.src.length && this.src[i] !== '}') i += this.src[i] === '`' ? 2 : 1;
      if (i >= this.src.length) this.fail('unterminated "${"', start);
      this.pos = i + 1;
    } else {
      // (A name starts with a letter, digit or `_`, any script's (`$ä`, `$١`: C# IsLetterOrDigit), and `?` continues it.)
      const m = /^\$(?:[\p{L}\p{Nd}_][\p{L}\p{Nd}_?]*(?::[\p{L}\p{Nd}_][\p{L}\p{Nd}_?]*)?|[?^$_])/u.exec(this.src.slice(this.pos, this.pos + 300));
      if (!m) {
        parts.lit('$', quoted);
        this.pos++;
        return;
      }
      // `$env:` followed by nothing name-like stays a drive-qualified name; the regex already
      // only takes `:name` when a name follows.
      this.pos += m[0].length;
    }
    // `${C:\x}`, `$c:x`: a provider's item (a file's content, a function, an alias), not a variable.
    const qualifier = /^\$\{?([^:}]+):/.exec(this.src.slice(start, this.pos))?.[1];
    if (qualifier !== undefined && !VARIABLE_SCOPES.has(qualifier.toLowerCase())) {
      this.note(`$${qualifier}:… reads an item of the ${qualifier}: drive (a file's content, a function), not a variable`, start);
    }
    if (quoted) {
      parts.push({ type: 'expansion', text: this.src.slice(start, this.pos), quoted: true });
      return;
    }
    this.member(parts, start);
  }

  /**
   * After a variable (text from `start`, nothing pushed yet) or a sub-expression (already pushed;
   * `start` is where it ended) outside quotes: `.name`, `::name` and `[index]` chains become one
   * expansion; a method call `.name(...)` is noted and its arguments parsed.
   */
  member(parts: PartsBuilder, start: number): void {
    let from = start;
    for (;;) {
      const c = this.ch();
      const m = c === '.' || c === ':' ? /^(?:\.|::)[A-Za-z_][A-Za-z0-9_]*/.exec(this.src.slice(this.pos, this.pos + 200)) : null;
      if (m) {
        this.pos += m[0].length;
        if (this.ch() === '(') {
          this.note(`method call ${m[0]}(...)`, this.pos);
          parts.push({ type: 'expansion', text: this.src.slice(from, this.pos), quoted: false });
          parts.push(this.subexpression(this.pos, 1, ')'));
          from = this.pos;
        }
        continue;
      }
      if (c === '[') {
        const close = this.balanced(this.pos);
        if (close > 0) {
          if (INERT_INDEX.test(this.src.slice(this.pos + 1, close - 1))) {
            this.pos = close;
            continue;
          }
          if (this.pos > from) parts.push({ type: 'expansion', text: this.src.slice(from, this.pos), quoted: false });
          indexExpression(this, parts, close);
          from = this.pos;
          continue;
        }
      }
      break;
    }
    if (this.pos > from) parts.push({ type: 'expansion', text: this.src.slice(from, this.pos), quoted: false });
  }

  /** `$(`, `@(` or `(` at `at` (prefix length `skip`): a command-substitution part. */
  subexpression(at: number, skip: number, close: ')', quoted = false): WordPart {
    this.pos = at + skip;
    this.enter(at);
    const body = this.statementList(close);
    this.pos++;
    this.leave();
    return { type: 'command-substitution', body, quoted, text: this.src.slice(at, this.pos) };
  }

  scriptBlockPart(): WordPart {
    const at = this.pos;
    const block = this.block();
    return { type: 'command-substitution', body: block, quoted: false, text: this.src.slice(at, this.pos) };
  }

  /** `@{ key = value; ... }`: the values are statements. */
  hashTable(): WordPart {
    const at = this.pos;
    this.pos += 2;
    this.enter(at);
    const items: { command: Command; background: boolean }[] = [];
    for (;;) {
      if (this.closeOrNextEntry('missing "}" of a hash table', at)) break;
      const bare = /^(?:[A-Za-z_][A-Za-z0-9_-]*|[0-9][A-Za-z0-9_.]*)/.exec(this.src.slice(this.pos, this.pos + 300));
      let keyParts: readonly WordPart[] = [];
      const q = this.ch();
      if (bare) {
        this.pos += bare[0].length;
      } else if (SQUOTES.has(q) || DQUOTES.has(q)) {
        // A quoted key is the string alone (`'User-Agent'='y'`: a word would run on over the `=`).
        const key = new PartsBuilder();
        key.budget = this.budget;
        if (SQUOTES.has(q)) this.singleQuoted(key);
        else this.doubleQuoted(key);
        keyParts = key.done();
      } else {
        const key = this.word();
        if (key === undefined) this.fail('expected a hash table key');
        keyParts = key.parts;
      }
      this.skip(false);
      if (this.ch() !== '=') this.fail('expected "=" in a hash table');
      this.pos++;
      for (const p of keyParts) if (p.type === 'command-substitution') items.push({ command: p.body, background: false });
      this.skip(true);
      items.push({ command: this.chain(), background: false });
    }
    this.leave();
    const body: Command = sequence(items, at, this.pos);
    return { type: 'command-substitution', body, quoted: false, text: this.src.slice(at, this.pos) };
  }
}
