// The parts a bash word is made of: the `Parts` accumulator the word readers write into (it
// merges adjacent literals of the same quoting), `makeWord` to wrap finished parts with their
// offsets, and brace expansion, a pass over a finished word's parts that marks expanding braces.
import type { Word, WordPart } from './ast.js';
import type { Scanner } from './bash-lexer.js';
import { BudgetSpent, type WorkBudget } from './budget.js';
import { LIT_CONCATS, LiteralBuilder } from './literal-text.js';

export class Parts {
  // (Fields are `declare`d and set in the constructor: ES2022 class fields are defined by a
  // separate initializer call, paid for every word that takes the general path.)
  declare readonly parts: WordPart[];
  // (The literal being built: literal-text.ts.)
  declare litText: string;
  declare litPieces: number;
  declare litMore: LiteralBuilder | undefined;
  declare private litQuoted: boolean;
  /** Some unquoted literal holds a `{` (only then can brace expansion apply). */
  declare brace: boolean;
  /** The work budget: each part other than literal text costs a word, each literal piece a piece (reported at offset `at`). */
  declare budget: WorkBudget | undefined;
  declare at: number;
  /** Drop literals (used while collecting only the substitutions inside `${...}` or `$((...))`). */
  declare readonly substOnly: boolean;
  constructor(substOnly = false) {
    this.parts = [];
    this.litText = '';
    this.litPieces = 0;
    this.litMore = undefined;
    this.litQuoted = false;
    this.brace = false;
    this.budget = undefined;
    this.at = 0;
    this.substOnly = substOnly;
  }
  lit1(text: string, quoted: boolean): void {
    if (this.budget !== undefined && !this.budget.piece()) throw new BudgetSpent(this.at);
    if (this.substOnly) return;
    if (!quoted && !this.brace && text.includes('{')) this.brace = true;
    if ((this.litText !== '' || this.litMore !== undefined) && this.litQuoted !== quoted) this.flush();
    this.appendLit(text);
    this.litQuoted = quoted;
  }
  push(p: WordPart): void {
    if (this.substOnly && p.type !== 'command-substitution' && p.type !== 'process-substitution') return;
    if (p.type === 'literal') {
      if (!p.quoted && p.text.includes('{')) this.brace = true;
    } else if (this.budget !== undefined && !this.budget.word()) throw new BudgetSpent(this.at);
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
  done(): WordPart[] {
    this.flush();
    return this.parts;
  }
}

/** The value of a word made of one unquoted literal (reserved words, operators), else undefined. */
export function plainText(w: Word): string | undefined {
  const p = w.parts;
  return p.length === 1 && p[0]!.type === 'literal' && !p[0]!.quoted ? p[0]!.text : p.length === 0 && w.text === '' ? '' : undefined;
}

export function makeWord(sc: Scanner, start: number, end: number, parts: WordPart[]): Word {
  return { start: sc.off(start), end: sc.offEnd(end), text: sc.src.slice(start, end), parts };
}

/**
 * Brace expansion: an unquoted `{` with a matching unquoted `}` in the same word and an unquoted
 * `,` or `..` between them turns both braces into `glob` parts (the word's value is unknown).
 */
export function braceExpansion(parts: WordPart[]): WordPart[] {
  // The word as one string: unquoted literal text as written, every other part one NUL.
  let flat = '';
  for (const p of parts) flat += p.type === 'literal' && !p.quoted ? p.text : '\u0000';
  const n = flat.length;
  const marks = new Uint8Array(n);
  const stack: number[] = [];
  const commaAt: boolean[] = [];
  let any = false;
  for (let i = 0; i < n; i++) {
    const c = flat.charCodeAt(i);
    if (c === 123) { // {
      stack.push(i);
      commaAt.push(false);
    } else if (stack.length === 0) continue;
    else if (c === 44) commaAt[commaAt.length - 1] = true; // ,
    else if (c === 46) { // ..
      if (flat.charCodeAt(i + 1) === 46) commaAt[commaAt.length - 1] = true;
    } else if (c === 125) { // }
      const open = stack.pop()!;
      if (commaAt.pop()) {
        marks[open] = 1;
        marks[i] = 1;
        any = true;
        if (commaAt.length > 0) commaAt[commaAt.length - 1] = true;
      }
    }
  }
  if (!any) return parts;
  const out: WordPart[] = [];
  let at = 0;
  for (const p of parts) {
    if (!(p.type === 'literal' && !p.quoted)) {
      out.push(p);
      at++;
      continue;
    }
    let from = 0;
    for (let k = 0; k < p.text.length; k++) {
      if (marks[at + k] !== 1) continue;
      if (k > from) out.push({ type: 'literal', text: p.text.slice(from, k), quoted: false });
      out.push({ type: 'glob', text: p.text[k]! });
      from = k + 1;
    }
    if (from < p.text.length) out.push({ type: 'literal', text: from === 0 ? p.text : p.text.slice(from), quoted: false });
    at += p.text.length;
  }
  return out;
}
