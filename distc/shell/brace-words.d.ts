import type { Word } from './ast.js';
export interface BraceWords {
    /** The word's own text, then each word its braces make; dynamic where a part other than a brace is. */
    readonly values: readonly {
        readonly value: string;
        readonly dynamic: boolean;
    }[];
    /** Not every word is read: more than MAX_BRACE_READINGS, or a brace the reading does not expand (a zero-padded range `{01..10}`, a range too long). */
    readonly cut: boolean;
}
/** The words a printer's word gives (its value alone where no brace of it expands). */
export declare function braceWords(w: Word): BraceWords;
