import type { Command, Word } from './ast.js';
import { type Scanner } from './bash-lexer.js';
import { Parts } from './bash-word-parts.js';
export interface Nested {
    /** Parse a command list at sc.pos up to (not including) the `)` that closes it. */
    parseUntilParen(sc: Scanner): Command;
    /** Parse an independent text (a backtick body after unescaping). */
    parseText(text: string, map: Int32Array, depth: number): Command;
    unsupported(message: string, offset: number): void;
    /** Charges the work budget for characters read by an arithmetic attempt (throws when spent). */
    scanned(chars: number, offset: number): void;
    /** How many characters an arithmetic attempt may still read (Infinity without a budget). */
    scanLimit(): number;
}
export declare class ExpansionReader {
    protected readonly sc: Scanner;
    protected readonly nx: Nested;
    constructor(sc: Scanner, nx: Nested);
    /** After the opening `"` (or in a here-document body when `heredoc`): up to the closing `"`. */
    readDquote(b: Parts, heredoc: boolean): void;
    /** `$...` at sc.pos (not `$'` / `$"` in unquoted context). */
    readDollar(b: Parts, quoted: boolean): void;
    /**
     * The list of `$(...)`, `<(...)` or `>(...)` at `at` (its `(` at at + 1); sc.pos ends just after
     * the closing `)`. `opener` names the doubled form in the error message.
     */
    protected readParenBody(at: number, opener: string): Command;
    /**
     * Arithmetic `$((...))`, `((...))` or `$[...]` whose contents start at `from`. Returns false
     * (position unchanged) when `$((` turns out to be `$( (...) )`.
     */
    tryArith(b: Parts, quoted: boolean, at: number, from: number, close: '))' | ']'): boolean;
    /** `${...}`: one expansion part, followed by the substitutions found inside it. */
    private readBraceParam;
    /**
     * bash 5.3's `${ list; }` and `${|list;}` (ksh93's too): the list runs in this shell, as a
     * command substitution that does not fork (bash 5.2 rejects it). Its end is a `}` word, which
     * is not read precisely: the list up to the first `}` after a `;`, `&` or newline is read as a
     * command substitution's (deny and ask rules see its commands), and the line is never allowed.
     */
    private readFunsub;
    /** A backtick substitution: find the closing backtick, unescape, parse the body separately. */
    readBacktick(b: Parts, inDquote: boolean): void;
}
/** Read a here-document body as a word (unquoted delimiter: `$`, backticks and `\` are active). */
export declare function heredocWord(sc: Scanner, nx: Nested, start: number, end: number): Word;
