// The character level of the PowerShell parser (powershell-parse.ts): the quote, dash and blank
// tables, the parse error, and the Scanner base class that holds the position, the nesting
// depth and the unsupported notes, and skips blanks, line continuations (backtick-newline) and
// `#` / `<# #>` comments, recognizes keywords, matches bracket groups and type literals. Also
// the PartsBuilder that accumulates word parts and the small AST node constructors the other
// parser files share. Nothing here parses a statement or a word.

import type {
  Assignment, Command, Compound, CompoundKind, ParseProblem, Redirect, Sequence, SimpleCommand, Word, WordPart,
} from './ast.js';
import { BudgetSpent, type WorkBudget } from './budget.js';
import { LIT_CONCATS, LiteralBuilder } from './literal-text.js';

export const MAX_POWERSHELL_NESTING = 32;

/** Internal: a PowerShell syntax error, thrown inside the parser (no Error: control flow, no stack to capture). */
export class PsError {
  readonly message: string;
  constructor(readonly problem: ParseProblem) {
    this.message = problem.message;
  }
}

export const SQUOTES = new Set(["'", '\u2018', '\u2019', '\u201A', '\u201B']);
export const DQUOTES = new Set(['"', '\u201C', '\u201D', '\u201E']);
export const DASHES = new Set(['-', '\u2013', '\u2014', '\u2015']);
/**
 * Horizontal white space: PowerShell's CharTraits.IsWhitespace also takes NEXT LINE (U+0085),
 * no-break space and every Unicode separator (Zs, and the line and paragraph separators).
 */
export const BLANK = /[ \t\f\v\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]/;
/** Ends a bare argument word (outside quotes); JavaScript's `\s` lacks U+0085. */
export const WORD_END = /[\s\u0085;|&(){},<>]/;

export type Close = ')' | '}' | '' ;

export class Scanner {
  pos = 0;
  depth = 0;
  readonly unsupported: ParseProblem[] = [];
  /** The analysis work budget (absent: unlimited). */
  budget: WorkBudget | undefined = undefined;
  /** Simple commands made since the last complete top-level statement (kept when parsing stops). */
  simples: SimpleCommand[] = [];

  constructor(readonly src: string) {}

  ch(i = this.pos): string {
    return this.src[i] ?? '';
  }

  fail(message: string, offset = this.pos): never {
    throw new PsError({ message, offset });
  }

  /** Records a simple command; throws when the budget allows no more. */
  made(cmd: SimpleCommand): SimpleCommand {
    if (this.budget !== undefined && !this.budget.command()) throw new BudgetSpent(cmd.start);
    this.simples.push(cmd);
    return cmd;
  }

  note(message: string, offset: number): void {
    this.unsupported.push({ message, offset });
  }

  enter(at: number): void {
    if (++this.depth > MAX_POWERSHELL_NESTING) this.fail(`nesting deeper than ${MAX_POWERSHELL_NESTING}`, at);
  }

  leave(): void {
    this.depth--;
  }

  /** Skips blanks, line continuations and comments; newlines too when `newlines`. */
  skip(newlines: boolean): void {
    for (;;) {
      const c = this.ch();
      if (c === '') return;
      if (BLANK.test(c)) {
        this.pos++;
      } else if (c === '`' && (this.ch(this.pos + 1) === '\n' || (this.ch(this.pos + 1) === '\r' && this.ch(this.pos + 2) === '\n'))) {
        this.pos += this.ch(this.pos + 1) === '\r' ? 3 : 2;
      } else if (c === '#') {
        while (this.pos < this.src.length && this.ch() !== '\n' && this.ch() !== '\r') this.pos++;
      } else if (c === '<' && this.ch(this.pos + 1) === '#') {
        const end = this.src.indexOf('#>', this.pos + 2);
        if (end < 0) this.fail('unterminated block comment "<#"');
        this.pos = end + 2;
      } else if (newlines && (c === '\n' || c === '\r')) {
        this.pos++;
      } else {
        return;
      }
    }
  }

  atNewline(): boolean {
    const c = this.ch();
    return c === '\n' || c === '\r';
  }

  /** A keyword (case-insensitive) at pos, followed by a non-name character. */
  keywordAt(): string | undefined {
    const m = /^[A-Za-z]+/.exec(this.src.slice(this.pos, this.pos + 20));
    if (!m) return undefined;
    const next = this.ch(this.pos + m[0].length);
    if (next !== '' && !WORD_END.test(next) && next !== '#' && !(next === '-' && false)) {
      // `foreach-object` and the like are command names, not keywords.
      return undefined;
    }
    return m[0].toLowerCase();
  }

  /**
   * In a `{ ... }` list of entries (switch clauses, hash table items), after blanks, newlines and
   * `;`: consumes the closing "}" and returns true, or returns false at the next entry; fails with
   * `missing` when the text ends first.
   */
  closeOrNextEntry(missing: string, offset?: number): boolean {
    this.skip(true);
    while (this.ch() === ';') {
      this.pos++;
      this.skip(true);
    }
    const c = this.ch();
    if (c === '}') {
      this.pos++;
      return true;
    }
    if (c === '') this.fail(missing, offset);
    return false;
  }

  isWordEnd(i: number): boolean {
    const c = this.src[i];
    return c === undefined || WORD_END.test(c);
  }

  /**
   * Whether the `?` at pos is a device path's (`\\?\C:\x`, `//?/C:/x`, the word starting at
   * `start`): the same file as `C:\x`, never a wildcard's one character (as one it matched a
   * one-letter server, which no share `C:` has). Read as a glob, the path was unknown, and a
   * Shell rule's `C:/Windows/*` did not meet it.
   */
  devicePrefix(start: number): boolean {
    const src = this.src;
    const sep = (k: number) => src[k] === '\\' || src[k] === '/';
    return this.pos === start + 2 && src[this.pos] === '?' && sep(start) && sep(start + 1) && sep(this.pos + 1);
  }

  /**
   * The end (exclusive) of the bracket group `[...]` / `(...)` that opens at `at`, skipping
   * quoted strings; -1 when it does not close on this line or within 1,000 characters.
   */
  balanced(at: number): number {
    let d = 0;
    const limit = Math.min(this.src.length, at + 1000);
    for (let i = at; i < limit; i++) {
      const c = this.src[i]!;
      if (c === '[' || c === '(') d++;
      else if (c === ']' || c === ')') {
        if (--d === 0) return i + 1;
      } else if (SQUOTES.has(c) || DQUOTES.has(c)) {
        const quotes = SQUOTES.has(c) ? SQUOTES : DQUOTES;
        i++;
        while (i < limit && !quotes.has(this.src[i]!)) i++;
      } else if (c === '\n' || c === '\r' || c === '$' || c === '{' || c === '}') {
        return -1;
      }
    }
    return -1;
  }

  /** `[Type]` (or an attribute `[A(...)]`) at pos; returns its text. */
  typeLiteral(): string {
    const start = this.pos;
    const end = this.balanced(start);
    if (end < 0) this.fail('unterminated "[" type literal', start);
    this.pos = end;
    return this.src.slice(start, end);
  }

  atEnd(): boolean {
    const c = this.ch();
    return c === '' || c === ';' || c === '\n' || c === '\r' || c === ')' || c === '}';
  }
}

/** Accumulates word parts, merging adjacent literals of the same quoting. */
export class PartsBuilder {
  readonly parts: WordPart[] = [];
  /** The work budget: each part other than literal text costs a word, each literal piece a piece (reported at offset `at`). */
  budget: WorkBudget | undefined = undefined;
  at = 0;
  // (The literal being built: literal-text.ts.)
  litText = '';
  litPieces = 0;
  litMore: LiteralBuilder | undefined = undefined;
  private quoted = false;
  private pending = false;

  constructor() {
  }

  /** `force`: keep an empty literal (an empty quoted string is an argument). */
  lit(text: string, quoted: boolean, force = false): void {
    if (this.budget !== undefined && !this.budget.piece()) throw new BudgetSpent(this.at);
    if (this.pending && this.quoted !== quoted) this.flush();
    if (text === '' && !force) return;
    this.appendLit(text);
    this.quoted = quoted;
    this.pending = true;
  }

  push(p: WordPart): void {
    if (p.type !== 'literal' && this.budget !== undefined && !this.budget.word()) throw new BudgetSpent(this.at);
    this.flush();
    this.parts.push(p);
  }

  /** Appends to the literal: `+=` for its first LIT_CONCATS pieces, then a LiteralBuilder (literal-text.ts). */
  private appendLit(text: string): void {
    if (text === '') return;
    if (this.litMore !== undefined) this.litMore.add(text);
    else if (this.litPieces++ < LIT_CONCATS) this.litText += text;
    else this.litMore = new LiteralBuilder(this.litText, text);
  }
  /** The literal's text, and the fields reset for the next one. */
  private takeLit(): string {
    const text = this.litMore === undefined ? this.litText : this.litMore.text();
    this.litText = '';
    this.litPieces = 0;
    this.litMore = undefined;
    return text;
  }
  flush(): void {
    if (this.pending) {
      const text = this.takeLit();
      if (text !== '' || this.parts.length === 0) this.parts.push({ type: 'literal', text, quoted: this.quoted });
    }
    this.pending = false;
  }

  done(): WordPart[] {
    this.flush();
    // An empty quoted literal next to other parts adds nothing.
    if (this.parts.length > 1) {
      return this.parts.filter((p) => !(p.type === 'literal' && p.text === ''));
    }
    return this.parts;
  }
}

export function simple(assignments: Assignment[], words: Word[], redirects: Redirect[], start: number, end: number): SimpleCommand {
  return { type: 'simple', assignments, words, redirects, start, end };
}

export function sequence(items: { command: Command; background: boolean }[], start: number, end: number): Sequence {
  return { type: 'sequence', items, start, end };
}

export function compound(kind: CompoundKind, bodies: Command[], words: Word[], start: number, end: number): Compound {
  return { type: 'compound', kind, bodies, words, redirects: [], start, end };
}
