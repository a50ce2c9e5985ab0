/** Simple commands parsed, over the line and every nested command string. */
export declare const MAX_SIMPLE_COMMANDS = 32;
/**
 * Words read by the parsers (command words, and the words of for, case and [[ ]]); every part of
 * a word other than its literal text (an expansion, a glob, a substitution) counts as one more, so
 * one word of 5,000 `a*` costs what 5,000 words do, and stops the parser as early.
 */
export declare const MAX_WORDS = 128;
/** Paths (redirect targets, file arguments) and URL arguments derived from the commands. */
export declare const MAX_PARTS = 32;
/**
 * Pieces of text the word readers append (a quoted string, an escape, a run of plain characters;
 * `''` is two): a word of 5,000 empty quotes or escapes holds no expansion, so the word budget
 * does not see it, yet each piece costs a step of the reader, and up to ten times more while the
 * JIT has not yet optimized the reader for such input (measured: 5,000 `''` took 1.1 ms a call).
 */
export declare const MAX_WORD_PIECES = 1024;
/**
 * Characters read while trying `((`, `$((` and `$[` as arithmetic. Each attempt reads to its
 * closing parentheses, which an input of 10,000 `(` would make 32 nested re-reads of the rest;
 * an attempt stops as soon as it would read more than is left.
 */
export declare const MAX_ARITHMETIC_SCAN = 2048;
export declare class WorkBudget {
    commands: number;
    words: number;
    parts: number;
    scan: number;
    pieces: number;
    /** What ran out first, once something has (the reason the analysis is incomplete). */
    exhausted: string | undefined;
    constructor();
    /** Takes one simple command; false (and exhausted set) when none is left. */
    command(): boolean;
    word(): boolean;
    piece(): boolean;
    part(): boolean;
    /** Charges characters read by an arithmetic attempt; false when more were read than were left. */
    scanned(chars: number): boolean;
    /** More parts were found than are left. */
    spendParts(): void;
}
/** The parse error message when the budget stops a parser. */
export declare const BUDGET_SPENT = "the analysis work budget is spent";
/**
 * Thrown inside a parser when the budget is spent; each parser turns it into ok: false with a
 * partial. (Not an Error: nothing outside the parsers sees it, and a stack trace costs more than
 * the rest of the stop.)
 */
export declare class BudgetSpent {
    readonly offset: number;
    readonly message = "the analysis work budget is spent";
    constructor(offset: number);
}
