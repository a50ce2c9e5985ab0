import { type Diagnostic } from '../diagnostics.js';
/** A place in the text; see "Positions" at the top of ./json-parse.ts. */
export interface SourceLocation {
    offset: number;
    line: number;
    column: number;
}
/** Thrown (and caught in parseJson) to stop at the first unrecoverable error. */
export declare const STOP: unique symbol;
export declare class JsonScanner {
    readonly t: string;
    readonly n: number;
    pos: number;
    line: number;
    lineStart: number;
    /** Pointer of the innermost container being parsed (for comment diagnostics). */
    container: string;
    hasError: boolean;
    readonly diagnostics: Diagnostic[];
    constructor(text: string);
    /** Location of `offset`, which must be on the current line. */
    loc(offset: number): SourceLocation;
    report(code: 'json-syntax' | 'json-comment' | 'json-trailing-comma', at: SourceLocation, message: string, pointer: string): void;
    /** Reports a json-syntax error at `offset` (on the current line) and stops. */
    fail(offset: number, message: string, pointer: string): never;
    /** Skips whitespace, and comments (reporting each one). */
    ws(): void;
    /** At a "/": reports and skips a comment; false (nothing consumed) if it is not one. */
    comment(): boolean;
    /** At a '"': returns the decoded string, this.pos just past the closing quote. */
    string(pointer: string): string;
    badStringChar(i: number, pointer: string): never;
    /** The rest of a string from the first backslash at `i`. */
    escapedString(start: number, i: number, pointer: string): string;
    literal(word: string, pointer: string): void;
    number(pointer: string): number;
}
