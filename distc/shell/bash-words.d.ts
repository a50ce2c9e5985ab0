import type { Word } from './ast.js';
import { type Scanner } from './bash-lexer.js';
import { ExpansionReader, type Nested } from './bash-expansions.js';
import type { WorkBudget } from './budget.js';
export { heredocWord, type Nested } from './bash-expansions.js';
export { Parts } from './bash-word-parts.js';
/** A word as the grammar's token (one object per word: the reader makes the token itself). */
export interface ReadWord {
    readonly k: 'word';
    readonly word: Word;
    /** `name=`, `name+=`, `name[sub]=` prefix: the assignment name and the value's parts. */
    readonly assign: {
        name: string;
        value: Word;
        array?: Word[];
    } | undefined;
    /** The word's value when it is one unquoted literal (plainText), else undefined. */
    readonly plain: string | undefined;
    /** Scanner positions of the word. */
    readonly start: number;
    readonly end: number;
}
/**
 * A word token. Every token has the same fields in the same order (./bash-tokens.ts makes the
 * others), so V8 gives them one hidden class and the grammar's reads of `t.k` stay monomorphic.
 */
export declare function wordToken(word: Word, assign: ReadWord['assign'], plain: string | undefined, start: number, end: number): ReadWord;
export declare class WordReader extends ExpansionReader {
    private readonly budget;
    /** No `]` closes a glob bracket before this index (bracketClose found a break first). */
    private noCloseBracketUntil;
    /** By element kind (`.`, `=`, `:`): no `X]` ends one before this index (elementEnd found a break first; `[[.[[.[[.…` is read once). */
    private readonly noElementEndUntil;
    constructor(sc: Scanner, nx: Nested, budget: WorkBudget | undefined);
    /** Whether the word ends at i (a break character that does not start `<(` / `>(`). */
    private atEnd;
    /** Read one unquoted-context word at sc.pos (which is not a break character). */
    readWord(assignOk?: boolean): ReadWord;
    /** A word of one unquoted literal [start, end) as its token (./bash-literal-words.ts makes the word). */
    plainWord(start: number, end: number): ReadWord;
    private readArray;
    private readTilde;
    /** The right-hand side of `=~` in `[[ ]]`: parentheses and `|` belong to the word. */
    readRegexWord(): Word | undefined;
    /** One unquoted element of a word. */
    private step;
    /** A run of characters that are never special unquoted (PLAIN), or one other literal character, at `at`. */
    private literalStep;
    /** Index of the `]` of the `X]` ending a bracket element from `from`, 'glob' when unsure, or -1 (then `[` is a character). */
    private elementEnd;
    /** Index of the `]` closing a glob bracket at i, 'glob' when unsure (conservative), or -1. */
    private bracketClose;
}
