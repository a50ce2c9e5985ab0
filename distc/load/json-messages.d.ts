/** A character as it appears in a message: JSON-quoted, invisible ones as \uXXXX. */
export declare function quoteChar(c: number): string;
/** What is at `i`: a quoted character (a whole surrogate pair if there is one) or "end of input". */
export declare function describeAt(text: string, i: number): string;
/** A member name as it appears in a message: JSON-quoted, shortened past 80 characters. */
export declare function quoteKey(key: string): string;
/** Extra words for a character that cannot start a member name. */
export declare function memberNameHint(text: string, i: number): string;
/** What came before a value, for the "expected a value" message. */
export declare const Ctx: {
    readonly Top: 0;
    readonly ArrayStart: 1;
    readonly AfterComma: 2;
    readonly AfterColon: 3;
};
export type Ctx = (typeof Ctx)[keyof typeof Ctx];
/** The message for a missing value at `i` (a character of `text` that cannot start one, or its end). */
export declare function unexpectedValueMessage(text: string, i: number, ctx: Ctx): string;
