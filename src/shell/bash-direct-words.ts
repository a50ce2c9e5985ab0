// Words made directly by the lexer that the literal-word path (WordReader.literalWord) does not
// take, yet are common: double-quoted strings, `$name` expansions, single quotes, backslash
// escapes, `*` and `?` globs and assignment words (`NAME=value`), such as `"$PWD":/app`,
// `-j"$N"` or `FOO=bar-1`. Made as the word reader (WordReader.readWord) makes them: the same
// parts (merged as Parts merges them), positions and work-budget charges. Anything else (`${`,
// `$(`, backticks, `~`, `{`, `[`, `<`, `>`, a code of 128 or more, an unclosed quote) leaves
// the word to the reader, with nothing read or charged.
import type { Word, WordPart } from './ast.js';
import { CHAR_CLASS, isNameCode, isNameStartCode, LITERAL, PLAIN, WORD_END, type Scanner } from './bash-lexer.js';
import { plainText } from './bash-word-parts.js';
import { LIT_CONCATS, LiteralBuilder } from './literal-text.js';
import { wordToken, type ReadWord } from './bash-words.js';
import { BudgetSpent, type WorkBudget } from './budget.js';

/** Codes of `$*#?-!@_` and digits: `$` and one of them is an expansion (`$1`, `$@`, ...). */
function isSpecialParamCode(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 64 || c === 42 || c === 35 || c === 63 || c === 45 || c === 36 || c === 33 || c === 95;
}

/**
 * The parts of one word as Parts accumulates them (adjacent literals of the same quoting merged,
 * an empty literal dropped), without its allocations; also what the reader would charge.
 */
class DirectParts {
  declare parts: WordPart[];
  // (The literal being built: literal-text.ts.)
  declare litText: string;
  declare litPieces: number;
  declare litMore: LiteralBuilder | undefined;
  declare litQuoted: boolean;
  /** Pieces (Parts.lit1 calls) and non-literal parts (Parts.push of them) the reader would charge. */
  declare pieces: number;
  declare words: number;
  constructor() {
    this.reset();
  }
  reset(): void {
    this.parts = [];
    this.litText = '';
    this.litPieces = 0;
    this.litMore = undefined;
    this.litQuoted = false;
    this.pieces = 0;
    this.words = 0;
  }
  lit1(text: string, quoted: boolean): void {
    this.pieces++;
    if ((this.litText !== '' || this.litMore !== undefined) && this.litQuoted !== quoted) this.flush();
    this.appendLit(text);
    this.litQuoted = quoted;
  }
  /** Unquoted text that `pieces` lit1 calls would append. */
  litRun(text: string, pieces: number): void {
    this.pieces += pieces;
    if ((this.litText !== '' || this.litMore !== undefined) && this.litQuoted) this.flush();
    this.appendLit(text);
    this.litQuoted = false;
  }
  push(p: WordPart): void {
    this.words++;
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
    if ((this.litText !== '' || this.litMore !== undefined)) this.parts.push({ type: 'literal', text: this.takeLit(), quoted: this.litQuoted });
  }
}

/** Reads direct words for one scanner (its DirectParts is reused from word to word). */
export class DirectWords {
  declare private readonly sc: Scanner;
  declare private readonly budget: WorkBudget | undefined;
  declare private readonly acc: DirectParts;
  /** What the last word read would charge: words (lex's one and readWord's), and pieces. */
  declare costWords: number;
  declare costPieces: number;
  constructor(sc: Scanner, budget: WorkBudget | undefined) {
    this.sc = sc;
    this.budget = budget;
    this.acc = new DirectParts();
    this.costWords = 0;
    this.costPieces = 0;
  }

  /**
   * The word at start (sc.pos, not an operator, blank or fd redirection) as readWord would read
   * it, charging the budget as lex and readWord do; undefined (nothing read or charged) when the
   * word is not of the kinds above or the budget may run out inside it (the reader then stops
   * where it would).
   */
  word(start: number): ReadWord | undefined {
    const t = this.read(start);
    if (t === undefined || !this.charge(this.costPieces, this.costWords, start)) return undefined;
    this.sc.pos = t.end;
    return t;
  }

  /**
   * The word at start as word() reads it, with nothing charged and sc.pos left where it is; what
   * it would charge in costWords (lex's and readWord's) and costPieces.
   */
  read(start: number): ReadWord | undefined {
    const sc = this.sc;
    const src = sc.src;
    const acc = this.acc;
    acc.reset();
    // An assignment prefix, as assignPrefix finds it (a `[` after the name: left to the reader).
    let eq = -1;
    let nameEnd = -1;
    if (isNameStartCode(src.charCodeAt(start))) {
      let j = start + 1;
      while (j < sc.end && isNameCode(src.charCodeAt(j))) j++;
      const c = j < sc.end ? src.charCodeAt(j) : -1;
      if (c === 91) return undefined; // [
      if (c === 61) eq = j; // =
      else if (c === 43 && j + 1 < sc.end && src.charCodeAt(j + 1) === 61) eq = j + 1; // +=
      nameEnd = j;
    }
    if (eq < 0) {
      const end = this.readParts(start);
      if (end < 0) return undefined;
      this.costWords = acc.words + 1;
      this.costPieces = acc.pieces;
      acc.flush();
      const word: Word = { start: sc.off(start), end: sc.offEnd(end), text: src.slice(start, end), parts: acc.parts };
      return wordToken(word, undefined, plainText(word), start, end);
    }
    // `NAME=value`: the name and `=` (or `+=`) are one literal of two or three pieces; the value's
    // parts follow it, and only its non-literal parts are charged (the reader's value Parts has
    // no budget; each of its parts is pushed into the word's, which charges those).
    const valueStart = eq + 1;
    if (valueStart < sc.end && src.charCodeAt(valueStart) === 40) return undefined; // `(`: maybe an array
    const end = this.readParts(valueStart);
    if (end < 0) return undefined;
    this.costWords = acc.words + 1;
    this.costPieces = eq > nameEnd ? 3 : 2;
    acc.flush();
    const valueParts = acc.parts;
    const parts: WordPart[] = [{ type: 'literal', text: src.slice(start, valueStart), quoted: false }];
    for (let k = 0; k < valueParts.length; k++) parts.push(valueParts[k]!);
    const value: Word = { start: sc.off(valueStart), end: sc.offEnd(end), text: src.slice(valueStart, end), parts: valueParts };
    const word: Word = { start: sc.off(start), end: sc.offEnd(end), text: src.slice(start, end), parts };
    return wordToken(word, { name: src.slice(start, nameEnd), value }, plainText(word), start, end);
  }

  /**
   * lex's word charge and readWord's pieces and words (words counts both), when all are left (none can fail); false
   * when some might not be (the reader then charges them one at a time and stops where it would).
   */
  private charge(pieces: number, words: number, start: number): boolean {
    const budget = this.budget;
    if (budget === undefined) return true;
    if (budget.words < words || budget.pieces < pieces) return false;
    for (let k = 0; k < words; k++) if (!budget.word()) throw new BudgetSpent(this.sc.off(start));
    for (let k = 0; k < pieces; k++) if (!budget.piece()) throw new BudgetSpent(this.sc.off(start));
    return true;
  }

  /**
   * The unquoted-context elements from i to the end of the word into acc, as WordReader.step
   * reads them (with globs): the word's end, or -1 for anything left to the reader.
   */
  private readParts(i: number): number {
    const sc = this.sc;
    const src = sc.src;
    const end = sc.end;
    const acc = this.acc;
    // (Past the words the budget has left, the reader charges them one by one and stops: left to it
    // at once, not after 10,000 glob parts made for nothing, `mytool ***…` 640 KB; session 45.)
    const words = this.budget === undefined ? Infinity : this.budget.words;
    while (i < end) {
      if (acc.words > words) return -1;
      const c = src.charCodeAt(i);
      const k = c < 128 ? CHAR_CLASS[c]! : 0;
      if ((k & (PLAIN | LITERAL)) !== 0) {
        // A run of PLAIN and LITERAL characters, appended at once: the reader's pieces are each
        // PLAIN run and each LITERAL character (`a=a=a=…` appended 5,000 `=` one at a time).
        let j = i;
        let pieces = 0;
        while (j < end) {
          const d = src.charCodeAt(j);
          const dk = d < 128 ? CHAR_CLASS[d]! : 0;
          if ((dk & PLAIN) !== 0) {
            j++;
            while (j < end) {
              const e = src.charCodeAt(j);
              if (e >= 128 || (CHAR_CLASS[e]! & PLAIN) === 0) break;
              j++;
            }
          } else if ((dk & LITERAL) !== 0) j++;
          else break;
          pieces++;
        }
        acc.litRun(src.slice(i, j), pieces);
        i = j;
      } else if ((k & WORD_END) !== 0) {
        return i;
      } else if (c === 34) { // "
        i = this.readDquote(i + 1);
        if (i < 0) return -1;
      } else if (c === 36) { // $
        i = this.readDollar(i, false);
        if (i < 0) return -1;
      } else if (c === 39) { // '
        const close = src.indexOf("'", i + 1);
        if (close < 0 || close >= end) return -1;
        acc.lit1(src.slice(i + 1, close), true);
        if (close === i + 1) acc.lit1('', true);
        i = close + 1;
      } else if (c === 92) { // \
        if (i + 1 >= end) i++; // (bash drops a backslash at the end of the input)
        else if (src.charCodeAt(i + 1) === 10) i += 2;
        else {
          acc.lit1(src[i + 1]!, true);
          i += 2;
        }
      } else if (c === 42 || c === 63) { // * ?
        acc.push({ type: 'glob', text: src[i]! });
        i++;
      } else return -1;
    }
    return i;
  }

  /** After an opening `"` at i - 1 (as ExpansionReader.readDquote): just after the closing `"`, or -1. */
  private readDquote(i: number): number {
    const sc = this.sc;
    const src = sc.src;
    const end = sc.end;
    const acc = this.acc;
    acc.lit1('', true);
    for (;;) {
      let j = i;
      while (j < end) {
        const d = src.charCodeAt(j);
        if (d === 34 || d === 92 || d === 36 || d === 96) break;
        j++;
      }
      if (j > i) {
        acc.lit1(src.slice(i, j), true);
        i = j;
      }
      if (i >= end) return -1;
      const c = src.charCodeAt(i);
      if (c === 34) return i + 1;
      if (c === 36) {
        i = this.readDollar(i, true);
        if (i < 0) return -1;
      } else if (c === 92) {
        const n = i + 1 < end ? src.charCodeAt(i + 1) : -1;
        if (n === 10) i += 2;
        else if (n === 36 || n === 96 || n === 92 || n === 34) {
          acc.lit1(src[i + 1]!, true);
          i += 2;
        } else {
          acc.lit1('\\', true);
          i++;
        }
      } else return -1; // a backtick
    }
  }

  /**
   * `$` at i (as ExpansionReader.readDollar for `$name`, `$1`, `$@` and a lone `$`): the index
   * after it, or -1 for `$(`, `$[`, `${`, and unquoted `$'` and `$"`.
   */
  private readDollar(i: number, quoted: boolean): number {
    const sc = this.sc;
    const src = sc.src;
    const n = i + 1 < sc.end ? src.charCodeAt(i + 1) : -1;
    if (n === 40 || n === 91 || n === 123) return -1; // ( [ {
    if (!quoted && (n === 39 || n === 34)) return -1; // ' "
    if (isNameStartCode(n)) {
      let j = i + 2;
      while (j < sc.end && isNameCode(src.charCodeAt(j))) j++;
      this.acc.push({ type: 'expansion', text: src.slice(i, j), quoted });
      return j;
    }
    if (isSpecialParamCode(n)) {
      this.acc.push({ type: 'expansion', text: src.slice(i, i + 2), quoted });
      return i + 2;
    }
    this.acc.lit1('$', quoted);
    return i + 1;
  }
}
