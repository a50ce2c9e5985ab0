import type { Word } from './ast.js';
/** Any characters within one word (never the word separator). */
export declare const WORD = "\u0003";
/** Any characters within one word but `/`. */
export declare const NOSLASH = "\u0004";
/** Open and close a group that repeats zero or more times (a glob's words) in a joined form. */
export declare const GROUP_START = "\u0005";
export declare const GROUP_END = "\u0006";
/** One character that is neither a dash nor the word separator (a PowerShell expression argument's first). */
export declare const NODASH = "\u0007";
export interface WordShape {
    /** `one`: exactly one word; `glob`: zero or more words (nullglob, several matches). */
    readonly kind: 'one' | 'glob';
    readonly pattern: string;
}
/**
 * A cmdlet's argument from an expression (`$x`, `"$x"`, `$(…)`): one word that is never a
 * parameter: PowerShell binds a value of `-Recurse` as an argument (only a splat, `@p`, passes
 * parameters; a native program reads it as bash would, canonical-memo.ts nativeReading).
 */
export declare const EXPRESSION_ARGUMENT: WordShape;
/** A PowerShell unknown word's shape as a cmdlet's argument: EXPRESSION_ARGUMENT, or undefined for a splat or a word written with a dash (`-Path:$x`). */
export declare function expressionArgumentShape(word: string): WordShape | undefined;
/** The subject's shapes with its unshaped expression words as a cmdlet's (expressionArgumentShape), or the shapes when none changes. */
export declare function cmdletArgumentShapes(words: readonly string[], dynamic: readonly boolean[], shapes: readonly (WordShape | undefined)[] | undefined): readonly (WordShape | undefined)[] | undefined;
export declare function markBashWord(word: Word, namerefs: ReadonlySet<string>): void;
/** The shape of a bash word with an unknown part, or undefined when it may be any words. */
export declare function bashWordShape(word: Word): WordShape | undefined;
/**
 * The shape of a PowerShell word whose only unknowns are wildcards (`*.tmp`, `a?[bc]`): a cmdlet
 * gets the text and matches it itself, a native program on Unix gets the names it matches (any
 * case); either way words of its shape. Undefined for any other word, and for one starting with
 * a dash or `~` (a parameter, or the home directory).
 */
export declare function powershellWordShape(word: Word): WordShape | undefined;
/** Shapes of a subject's words (undefined when no word has one). */
export declare function subjectShapes(words: readonly string[], dynamic: readonly boolean[], spans: readonly (Word | undefined)[], dialect?: 'bash' | 'powershell'): (WordShape | undefined)[] | undefined;
/** Whether some word of the shape can start with `-` (be an option, or `--`). */
export declare function shapeMayBeOption(shape: WordShape): boolean;
/**
 * Whether a rule's joined form (literal characters, the separator, ANY spanning anything) and a
 * command's (also WORD, NOSLASH, and groups repeated zero or more times) can stand for a common
 * string. Reachability over pairs of positions; a very large product is a possible match (it
 * only widens a deny).
 */
export declare function shapesIntersect(rule: string, cmd: string, foldAll?: boolean): boolean;
/** Starts a decision's budget of pairs. */
export declare function startShapeWork(): void;
/** Ends it (work outside a decision is bounded per call only). */
export declare function endShapeWork(): void;
