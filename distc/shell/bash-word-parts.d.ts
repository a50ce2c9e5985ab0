import type { Word, WordPart } from './ast.js';
import type { Scanner } from './bash-lexer.js';
import { type WorkBudget } from './budget.js';
export declare class Parts {
    readonly parts: WordPart[];
    private lit;
    private litQuoted;
    /** Some unquoted literal holds a `{` (only then can brace expansion apply). */
    brace: boolean;
    /** The work budget: each part other than literal text costs a word, each literal piece a piece (reported at offset `at`). */
    budget: WorkBudget | undefined;
    at: number;
    /** Drop literals (used while collecting only the substitutions inside `${...}` or `$((...))`). */
    readonly substOnly: boolean;
    constructor(substOnly?: boolean);
    lit1(text: string, quoted: boolean): void;
    push(p: WordPart): void;
    flush(): void;
    done(): WordPart[];
}
/** The value of a word made of one unquoted literal (reserved words, operators), else undefined. */
export declare function plainText(w: Word): string | undefined;
export declare function makeWord(sc: Scanner, start: number, end: number, parts: WordPart[]): Word;
/**
 * Brace expansion: an unquoted `{` with a matching unquoted `}` in the same word and an unquoted
 * `,` or `..` between them turns both braces into `glob` parts (the word's value is unknown).
 */
export declare function braceExpansion(parts: WordPart[]): WordPart[];
