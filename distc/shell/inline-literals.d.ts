import { type Language } from './inline-code-names.js';
export interface Literal {
    readonly text: string;
    readonly end: number;
}
/** A string literal at `i` (quote at code[i]), or undefined when it interpolates or is not closed. */
export declare function literal(code: string, i: number, lang: Language, prefix: string): Literal | undefined | 'dynamic';
/**
 * The arguments of a call whose `(` is at `open`: its string literals, or 'dynamic' when some
 * argument is not one. `keys`, beside each: the outermost key or keyword it is given under
 * (`cwd="/etc"`, `{env: {A: "b"}}`, ruby's `{"A" => "b"}`, a key itself), or undefined.
 */
export declare function callArguments(code: string, open: number, lang: Language): {
    args: string[];
    keys: (string | undefined)[];
    end: number;
} | 'dynamic';
/** Whether the call at `open` (its `(`) starts with a string literal that is its whole first argument (inside a tuple or list too). */
export declare function literalFirstArgument(code: string, open: number, lang: Language): boolean;
/**
 * The first argument of the call whose `(` is at `open` when it is one string literal and nothing
 * else (`f('out.json', data)`; not `f(('a', x))` or `f('a' + x)`), else undefined.
 */
export declare function literalPathArgument(code: string, open: number, lang: Language): string | undefined;
/**
 * Whether a literal ending at `end` ends its argument: a separator or the end of the call follows,
 * not an operator that builds a string at run time (`"r" + "m x"`, perl's `"r" . "m x"`, python's
 * `"rm %s" % x`, adjacent literals). `statement`: a call without parentheses, ended by the statement.
 */
export declare function endsArgument(code: string, end: number, statement?: boolean): boolean;
