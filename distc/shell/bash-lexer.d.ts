export declare const MAX_DEPTH = 32;
/**
 * Internal: thrown inside the parser, turned into `{ ok: false }` by parseBash. No Error (as
 * BudgetSpent): it is control flow, and an Error captures the stack, which cost a nested line
 * with many syntax errors more than its parse.
 */
export declare class BashSyntaxError {
    readonly message: string;
    readonly offset: number;
    constructor(message: string, offset: number);
}
export interface PendingHeredoc {
    readonly strip: boolean;
    readonly delimiter: string;
    readonly expands: boolean;
    /** Filled in when the body has been read. */
    fill(body: string, bodyStart: number, bodyEnd: number): void;
}
export declare class Scanner {
    pos: number;
    depth: number;
    /** Here-documents whose bodies start after the next newline token of the current level. */
    heredocs: PendingHeredoc[];
    /** Here-documents of enclosing levels (a newline inside a substitution while they wait is refused). */
    outerHeredocs: number;
    readonly src: string;
    /** Original offset of each index of `src` (length src.length + 1), or undefined: identity + base. */
    readonly map: Int32Array | undefined;
    end: number;
    constructor(src: string, map: Int32Array | undefined, end?: number);
    off(i: number): number;
    /** Original offset just after index i - 1 (the end of a span ending before i). */
    offEnd(i: number): number;
    fail(message: string, at?: number): never;
    enter(at?: number): void;
    leave(): void;
    ch(i?: number): string;
    eof(): boolean;
}
/** Character classes of the codes below 128 (a code of 128 or more is in none): */
export declare const CHAR_CLASS: Uint8Array<ArrayBuffer>;
/** Never special in an unquoted word, anywhere in it: no quoting, expansion, glob, brace, tilde, extglob (`?*+@!`), history, comment or break character. */
export declare const PLAIN = 1;
/**
 * Not PLAIN, yet only a literal character in an unquoted word that is not an assignment (after a
 * name, `=` and `+=` start one): the general path appends it as a piece of literal text.
 */
export declare const LITERAL = 8;
/** Ends an unquoted word (isBreak; `<` and `>` only when no `(` follows: see WordReader.atEnd). */
export declare const BREAK = 2;
/** Ends an unquoted word whatever follows (BREAK but `<` and `>`). */
export declare const WORD_END = 4;
/** `"'$\\*?`: with PLAIN and LITERAL, the characters that can start a word DirectWords makes (./bash-direct-words.ts). */
export declare const DIRECT_START = 16;
/** The end of the run of PLAIN characters from i (i itself when there is none), within sc.end. */
export declare function plainRunEnd(sc: Scanner, i: number): number;
/** The code at i is in class k (false at the end of the text and for codes of 128 or more). */
export declare function isClassAt(sc: Scanner, i: number, k: number): boolean;
export declare function isBlank(c: string): boolean;
/** Characters that end an unquoted word. */
export declare function isBreak(c: string): boolean;
export declare function isNameStart(c: string): boolean;
export declare function isNameChar(c: string): boolean;
/** isNameStart / isNameChar on a UTF-16 code unit (no one-character string needed). */
export declare function isNameStartCode(c: number): boolean;
export declare function isNameCode(c: number): boolean;
export declare function isName(s: string): boolean;
/**
 * Decode the body of `$'...'` (between the quotes, already delimited). Follows bash's
 * ansicstr(): \a \b \e \E \f \n \r \t \v \\ \' \" \? \NNN (octal, up to 3) \xHH (up to 2)
 * \x{H…} (bash 5.2) \uHHHH \UHHHHHHHH \cX; an unknown escape keeps the backslash.
 */
export declare function decodeAnsiC(s: string): string;
