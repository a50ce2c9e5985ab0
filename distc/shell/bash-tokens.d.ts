import type { Command, Redirect } from './ast.js';
import { type Scanner } from './bash-lexer.js';
import { type Nested } from './bash-expansions.js';
import { WordReader, type ReadWord } from './bash-words.js';
export { plainText } from './bash-word-parts.js';
import { type WorkBudget } from './budget.js';
export type Tok = ReadWord | {
    readonly k: 'op';
    readonly op: string;
    readonly fd: number | undefined;
    readonly start: number;
    readonly end: number;
} | {
    readonly k: 'nl';
    readonly start: number;
    readonly end: number;
} | {
    readonly k: 'eof';
    readonly start: number;
    readonly end: number;
};
export declare const REDIRECTS: Set<string>;
/**
 * REDIRECTS.has(op) for an operator, on its first two codes (asked for every token: no
 * hashing): every operator starting with `<` or `>` is one, and of those starting with `&`, `&>`
 * and `&>>`.
 */
export declare function isRedirect(op: string): boolean;
/** parseList ends: a `)` (one function for every list, not a closure per call), the end of the text. */
export declare const isCloseParen: (t: Tok) => boolean;
export declare const isEof: (t: Tok) => boolean;
/** The token reader; the grammar (./bash-grammar.ts) extends it and supplies the Nested callbacks. */
export declare abstract class TokenReader implements Nested {
    readonly sc: Scanner;
    private readonly budget;
    protected peeked: Tok | undefined;
    /** The word reader, made at the first word that is not a literal or direct one (most lines need none). */
    private reader;
    /** Common words with quotes, `$name` or `=` made directly (./bash-direct-words.ts); made at the first such word. */
    private direct;
    protected condMode: boolean;
    protected assignOk: boolean;
    /** Words of PLAIN and LITERAL characters are made directly (WordReader.literalWord). */
    protected literalWords: boolean;
    /** The last token was `>&` or `<&`: digits before `<`/`>` are then a word (as in bash). */
    private afterRedirect;
    /**
     * `parent`: a reader of the same scanner and budget, whose DirectWords this one uses (it keeps
     * nothing between words; the WordReader is not shared: its bracket cache holds for one reader's
     * positions, which only grow, and an arithmetic attempt that fails is read again).
     */
    constructor(sc: Scanner, budget: WorkBudget | undefined, parent: TokenReader | undefined);
    abstract parseUntilParen(sc: Scanner): Command;
    abstract parseText(text: string, map: Int32Array, depth: number): Command;
    abstract unsupported(message: string, offset: number): void;
    abstract scanned(chars: number, offset: number): void;
    abstract scanLimit(): number;
    protected get words(): WordReader;
    peek(): Tok;
    /** next() for the peeked word token, when the caller sets assignOk itself (the rest of what next() does). */
    protected nextWord(): void;
    /** next() for the peeked newline or `;` `&` `&&` `||` `|` `|&` (no redirection: a command may start after it). */
    protected nextSeparator(): void;
    next(): Tok;
    unexpected(t: Tok): never;
    private lex;
    /** `2>`, `10<&`, `{fd}>` at start (c: its first code, a digit or `{`): the redirection token, or undefined. */
    private fdRedirect;
    /** Just after the `]` closing a `[` at k in a `{NAME[…]}` word, or k when none closes before a break. */
    private varSubscriptEnd;
    /** The operator at sc.pos (moved past it), longest first, or undefined. */
    private lexOp;
    private gatherHeredocs;
    /** An unquoted word whose value is `text` (line continuations inside are already removed). */
    protected isWord(t: Tok, text: string): boolean;
    protected skipNewlines(): void;
    protected expectWord(text: string): Tok;
    protected until(...words: string[]): (t: Tok) => boolean;
    protected parseRedirects(into: Redirect[]): void;
    protected parseRedirect(): Redirect;
}
