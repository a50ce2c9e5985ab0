import type { Word } from './ast.js';
import { type Scanner } from './bash-lexer.js';
import { type WorkBudget } from './budget.js';
/**
 * Skips blanks, comments and line continuations from sc.pos, as bash does before a token; the
 * code at the new sc.pos (-1 at the end of the text). Idempotent: from where it stops it stays.
 */
export declare function skipBlanks(sc: Scanner): number;
/**
 * The literal word at start (sc.pos, after blanks, not at an operator), with sc.pos moved past it
 * and the budget charged as the general path charges it (the word, then literalPieces pieces);
 * undefined for any other word (nothing read or charged). The common case first, small enough to
 * be inlined where it is called (a call per word costs more than making most words).
 */
export declare function literalWordAt(sc: Scanner, budget: WorkBudget | undefined, start: number): Word | undefined;
/** The PLAIN run [start, i) is a whole word: a WORD_END or the end follows it (most words). */
export declare function endsPlainWord(sc: Scanner, start: number, i: number): boolean;
/**
 * The end of the literal word at start (as literalWordAt reads it) when the PLAIN run from start
 * ends at i before anything but a WORD_END or the end
 * (the rarer case: a LITERAL character follows, or the word is no literal): the end of the PLAIN
 * and LITERAL characters when a WORD_END or the end follows them and no name and `=` or `+`
 * starts them (an assignment, left to the reader), else -1.
 */
export declare function literalEndFrom(sc: Scanner, start: number, i: number): number;
/**
 * The pieces the word reader charges for the literal word [start, end): none for one PLAIN run,
 * else one per PLAIN run or LITERAL character.
 */
export declare function literalPieces(sc: Scanner, start: number, end: number): number;
/**
 * The word [start, end) of one unquoted literal (what the general path makes for it, without the
 * Parts accumulator and brace pass); sc.pos moves to end.
 */
export declare function plainWordAt(sc: Scanner, start: number, end: number): Word;
