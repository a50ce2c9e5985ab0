// The work budget of one shell analysis (docs/decisions/0006-analysis-work-budget.md): how many
// simple commands and words the parsers read, and how many path and URL parts the analysis
// derives, for one decision, nested command strings included. Every unit costs a bounded amount
// (parsing, analysis and a decision per part), so a decision stays well under a millisecond for
// any input; beyond the budget the analysis is incomplete: the line is never allowed, and the
// deny and ask rules still see everything read before the budget ran out.


/** Simple commands parsed, over the line and every nested command string. */
export const MAX_SIMPLE_COMMANDS = 32;
/**
 * Words read by the parsers (command words, and the words of for, case and [[ ]]); every part of
 * a word other than its literal text (an expansion, a glob, a substitution) counts as one more, so
 * one word of 5,000 `a*` costs what 5,000 words do, and stops the parser as early.
 */
export const MAX_WORDS = 128;
/** Paths (redirect targets, file arguments) and URL arguments derived from the commands. */
export const MAX_PARTS = 32;
/**
 * Pieces of text the word readers append (a quoted string, an escape, a run of plain characters;
 * `''` is two): a word of 5,000 empty quotes or escapes holds no expansion, so the word budget
 * does not see it, yet each piece costs a step of the reader, and up to ten times more while the
 * JIT has not yet optimized the reader for such input (measured: 5,000 `''` took 1.1 ms a call).
 */
export const MAX_WORD_PIECES = 1_024;
/**
 * Characters read while trying `((`, `$((` and `$[` as arithmetic. Each attempt reads to its
 * closing parentheses, which an input of 10,000 `(` would make 32 nested re-reads of the rest;
 * an attempt stops as soon as it would read more than is left.
 */
export const MAX_ARITHMETIC_SCAN = 2_048;
/**
 * Words of wrapped commands read (`sudo rm x`: `rm x`, one level deeper): each level of a wrapper
 * chain reads the rest of the command again, so 32 levels of `uv run --no-sync uv run …` read
 * about 2,500 words of a 128-word line (0.3-0.7 ms). A line needs more than eight levels of long
 * commands to reach it.
 */
export const MAX_WRAPPED_WORDS = 1_024;

export class WorkBudget {
  // (Fields are `declare`d and set in the constructor, as in analyze.ts's Analyzer: ES2022 class
  // fields are defined by a separate initializer function, a cost on every line analyzed.)
  declare commands: number;
  declare words: number;
  declare parts: number;
  declare scan: number;
  declare pieces: number;
  declare wrappedWords: number;
  /** What ran out first, once something has (the reason the analysis is incomplete). */
  declare exhausted: string | undefined;

  constructor() {
    this.commands = MAX_SIMPLE_COMMANDS;
    this.words = MAX_WORDS;
    this.parts = MAX_PARTS;
    this.scan = MAX_ARITHMETIC_SCAN;
    this.pieces = MAX_WORD_PIECES;
    this.wrappedWords = MAX_WRAPPED_WORDS;
    this.exhausted = undefined;
  }

  /** Takes one simple command; false (and exhausted set) when none is left. */
  command(): boolean {
    if (this.commands > 0) {
      this.commands--;
      return true;
    }
    this.exhausted ??= `more than ${MAX_SIMPLE_COMMANDS} simple commands`;
    return false;
  }

  word(): boolean {
    if (this.words > 0) {
      this.words--;
      return true;
    }
    this.exhausted ??= `more than ${MAX_WORDS} words`;
    return false;
  }

  piece(): boolean {
    if (this.pieces > 0) {
      this.pieces--;
      return true;
    }
    this.exhausted ??= `more than ${MAX_WORD_PIECES} pieces of word text (quoted strings, escapes, runs of plain text)`;
    return false;
  }

  part(): boolean {
    if (this.parts > 0) {
      this.parts--;
      return true;
    }
    this.spendParts();
    return false;
  }

  /** Charges characters read by an arithmetic attempt; false when more were read than were left. */
  scanned(chars: number): boolean {
    this.scan -= chars;
    if (this.scan >= 0) return true;
    this.exhausted ??= `more than ${MAX_ARITHMETIC_SCAN} characters read as arithmetic`;
    return false;
  }

  /** Charges a wrapped command's words; false when more were read than were left. */
  wrapped(words: number): boolean {
    this.wrappedWords -= words;
    if (this.wrappedWords >= 0) return true;
    this.exhausted ??= `more than ${MAX_WRAPPED_WORDS} words of wrapped commands (each level of a wrapper chain reads the rest of its words again)`;
    return false;
  }

  /** More parts were found than are left. */
  spendParts(): void {
    this.parts = 0;
    this.exhausted ??= `more than ${MAX_PARTS} paths and URLs`;
  }
}

/** The parse error message when the budget stops a parser. */
export const BUDGET_SPENT = 'the analysis work budget is spent';

/**
 * Thrown inside a parser when the budget is spent; each parser turns it into ok: false with a
 * partial. (Not an Error: nothing outside the parsers sees it, and a stack trace costs more than
 * the rest of the stop.)
 */
export class BudgetSpent {
  readonly message = BUDGET_SPENT;
  constructor(readonly offset: number) {}
}
