import type { ShellParse } from './ast.js';
import { type WorkBudget } from './budget.js';
export type { BashCompoundExtra } from './bash-grammar.js';
/** Longest input parsed; longer inputs are refused (the analysis treats them as incomplete). */
export declare const MAX_INPUT = 100000;
/**
 * With a work budget (shared by every parse of one analysis), parsing stops when it is spent:
 * `ok: false`, the budget says why, and `partial` holds every simple command read before.
 */
export declare function parseBash(text: string, budget?: WorkBudget): ShellParse;
/**
 * parseBash; with `literalWords` false every word goes through the word reader (WordReader.readWord)
 * and every line through the grammar, for the test that the lexer's direct reading of literal
 * words (and flat lines, ./bash-flat-lines.ts) makes what the reader and grammar make.
 */
export declare function parseBashWith(text: string, budget: WorkBudget | undefined, literalWords: boolean): ShellParse;
