import type { Command, Compound, Word, WordPart } from './ast.js';
import { type Close, PartsBuilder, Scanner } from './powershell-scan.js';
export declare abstract class WordParser extends Scanner {
    /** Statements up to `close` (not consumed) or the end of the text. */
    abstract statementList(close: Close, top?: boolean): Command;
    /** pipeline ( (&& | ||) pipeline )* */
    abstract chain(): Command;
    /** `{ statements }` at pos (after blanks and newlines), as a script-block Compound. */
    abstract block(): Compound;
    /** One argument word at pos, or undefined when nothing word-like is there. */
    word(first?: boolean): Word | undefined;
    singleQuoted(parts: PartsBuilder): void;
    doubleQuoted(parts: PartsBuilder): void;
    /** `$...` or a backtick escape inside an expandable string; false for an ordinary character. */
    expandableChar(parts: PartsBuilder): boolean;
    /** A backtick and the character it escapes, at pos (not at the end of the text): `u{…}, `n… decoded. */
    backtickEscape(parts: PartsBuilder): void;
    /** `@"` / `@'` here-strings (the opening line break is not part of the value). */
    hereString(parts: PartsBuilder, expandable: boolean): void;
    /** `$` at pos: a variable, `$(...)`, `${...}`, or a literal `$`. */
    dollar(parts: PartsBuilder, quoted: boolean): void;
    /**
     * After a variable (text from `start`, nothing pushed yet) or a sub-expression (already pushed;
     * `start` is where it ended) outside quotes: `.name`, `::name` and `[index]` chains become one
     * expansion; a method call `.name(...)` is noted and its arguments parsed.
     */
    member(parts: PartsBuilder, start: number): void;
    /** `$(`, `@(` or `(` at `at` (prefix length `skip`): a command-substitution part. */
    subexpression(at: number, skip: number, close: ')', quoted?: boolean): WordPart;
    scriptBlockPart(): WordPart;
    /** `@{ key = value; ... }`: the values are statements. */
    hashTable(): WordPart;
}
