import { type Scanner } from './bash-lexer.js';
import { type ReadWord } from './bash-words.js';
import { type WorkBudget } from './budget.js';
/** Reads direct words for one scanner (its DirectParts is reused from word to word). */
export declare class DirectWords {
    private readonly sc;
    private readonly budget;
    private readonly acc;
    /** What the last word read would charge: words (lex's one and readWord's), and pieces. */
    costWords: number;
    costPieces: number;
    constructor(sc: Scanner, budget: WorkBudget | undefined);
    /**
     * The word at start (sc.pos, not an operator, blank or fd redirection) as readWord would read
     * it, charging the budget as lex and readWord do; undefined (nothing read or charged) when the
     * word is not of the kinds above or the budget may run out inside it (the reader then stops
     * where it would).
     */
    word(start: number): ReadWord | undefined;
    /**
     * The word at start as word() reads it, with nothing charged and sc.pos left where it is; what
     * it would charge in costWords (lex's and readWord's) and costPieces.
     */
    read(start: number): ReadWord | undefined;
    /**
     * lex's word charge and readWord's pieces and words (words counts both), when all are left (none can fail); false
     * when some might not be (the reader then charges them one at a time and stops where it would).
     */
    private charge;
    /**
     * The unquoted-context elements from i to the end of the word into acc, as WordReader.step
     * reads them (with globs): the word's end, or -1 for anything left to the reader.
     */
    private readParts;
    /** After an opening `"` at i - 1 (as ExpansionReader.readDquote): just after the closing `"`, or -1. */
    private readDquote;
    /**
     * `$` at i (as ExpansionReader.readDollar for `$name`, `$1`, `$@` and a lone `$`): the index
     * after it, or -1 for `$(`, `$[`, `${`, and unquoted `$'` and `$"`.
     */
    private readDollar;
}
