export type JoinOp = '|' | '&&' | '||' | ';';
export type FlatRedirectOp = '>' | '>>' | '>&' | '>|' | '<' | '<&' | '<>' | '&>' | '&>>';
/** Operator kinds: a join operator (JOIN_OPS[kind - JOIN]) or a redirection (REDIRECT_OPS[kind - REDIRECT]). */
export declare const JOIN = 2;
export declare const JOIN_OPS: readonly JoinOp[];
export declare const REDIRECT = 6;
export declare const REDIRECT_OPS: readonly FlatRedirectOp[];
/** A newline ends a command as `;` does (parseList reads both as separators). */
export declare const SEMICOLON: number;
/** The kind of the join operator at i (as lexOp reads it), else -1. */
export declare function joinKindAt(src: string, i: number, end: number): number;
/**
 * The kind of the redirection operator at i (as lexOp reads it), else -1: none of `<<`, `<<-`,
 * `<<<` (here-documents and here-strings are left to the grammar), nor `<(` or `>(`.
 */
export declare function redirectKindAt(src: string, i: number, end: number): number;
export declare function isDigitCode(c: number): boolean;
/** The value of the digits [i, j) (fewer than ten, where it is what Number() of them gives). */
export declare function digitsValue(src: string, i: number, j: number): number;
/** The length of the operator of a kind. */
export declare function opLength(kind: number): number;
/**
 * A word of n characters starting with code c may be reserved (isReservedWord in ./bash-grammar.ts
 * then says): most command names are not, and need no string made to tell.
 */
export declare function mayBeReserved(c: number, n: number): boolean;
