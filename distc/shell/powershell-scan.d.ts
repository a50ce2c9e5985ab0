import type { Assignment, Command, Compound, CompoundKind, ParseProblem, Redirect, Sequence, SimpleCommand, Word, WordPart } from './ast.js';
import { type WorkBudget } from './budget.js';
export declare const MAX_POWERSHELL_NESTING = 32;
/** Internal: a PowerShell syntax error, thrown inside the parser (no Error: control flow, no stack to capture). */
export declare class PsError {
    readonly problem: ParseProblem;
    readonly message: string;
    constructor(problem: ParseProblem);
}
export declare const SQUOTES: Set<string>;
export declare const DQUOTES: Set<string>;
export declare const DASHES: Set<string>;
/**
 * Horizontal white space: PowerShell's CharTraits.IsWhitespace also takes NEXT LINE (U+0085),
 * no-break space and every Unicode separator (Zs, and the line and paragraph separators).
 */
export declare const BLANK: RegExp;
/** Ends a bare argument word (outside quotes); JavaScript's `\s` lacks U+0085. */
export declare const WORD_END: RegExp;
export type Close = ')' | '}' | '';
export declare class Scanner {
    readonly src: string;
    pos: number;
    depth: number;
    readonly unsupported: ParseProblem[];
    /** The analysis work budget (absent: unlimited). */
    budget: WorkBudget | undefined;
    /** Simple commands made since the last complete top-level statement (kept when parsing stops). */
    simples: SimpleCommand[];
    constructor(src: string);
    ch(i?: number): string;
    fail(message: string, offset?: number): never;
    /** Records a simple command; throws when the budget allows no more. */
    made(cmd: SimpleCommand): SimpleCommand;
    note(message: string, offset: number): void;
    enter(at: number): void;
    leave(): void;
    /** Skips blanks, line continuations and comments; newlines too when `newlines`. */
    skip(newlines: boolean): void;
    atNewline(): boolean;
    /** A keyword (case-insensitive) at pos, followed by a non-name character. */
    keywordAt(): string | undefined;
    /**
     * In a `{ ... }` list of entries (switch clauses, hash table items), after blanks, newlines and
     * `;`: consumes the closing "}" and returns true, or returns false at the next entry; fails with
     * `missing` when the text ends first.
     */
    closeOrNextEntry(missing: string, offset?: number): boolean;
    isWordEnd(i: number): boolean;
    /**
     * Whether the `?` at pos is a device path's (`\\?\C:\x`, `//?/C:/x`, the word starting at
     * `start`): the same file as `C:\x`, never a wildcard's one character (as one it matched a
     * one-letter server, which no share `C:` has). Read as a glob, the path was unknown, and a
     * Shell rule's `C:/Windows/*` did not meet it.
     */
    devicePrefix(start: number): boolean;
    /**
     * The end (exclusive) of the bracket group `[...]` / `(...)` that opens at `at`, skipping
     * quoted strings; -1 when it does not close on this line or within 1,000 characters.
     */
    balanced(at: number): number;
    /** `[Type]` (or an attribute `[A(...)]`) at pos; returns its text. */
    typeLiteral(): string;
    atEnd(): boolean;
}
/** Accumulates word parts, merging adjacent literals of the same quoting. */
export declare class PartsBuilder {
    readonly parts: WordPart[];
    /** The work budget: each part other than literal text costs a word, each literal piece a piece (reported at offset `at`). */
    budget: WorkBudget | undefined;
    at: number;
    private text;
    private quoted;
    private pending;
    /** `force`: keep an empty literal (an empty quoted string is an argument). */
    lit(text: string, quoted: boolean, force?: boolean): void;
    push(p: WordPart): void;
    flush(): void;
    done(): WordPart[];
}
export declare function simple(assignments: Assignment[], words: Word[], redirects: Redirect[], start: number, end: number): SimpleCommand;
export declare function sequence(items: {
    command: Command;
    background: boolean;
}[], start: number, end: number): Sequence;
export declare function compound(kind: CompoundKind, bodies: Command[], words: Word[], start: number, end: number): Compound;
