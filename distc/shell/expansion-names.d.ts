import { type WordShape } from './word-shapes.js';
/** Brace alternatives read from one word, at most (then the rest are not read: the word is any words already). */
export declare const MAX_BRACE_READINGS = 32;
/**
 * The program names (base names, after the last `/` or `\`) an expansion's word may become:
 * literal names, and glob patterns with at least one literal character to be matched against the
 * names rules give (globNamesName). Empty when the word shows none.
 */
export declare function expansionWordNames(word: string, shape: WordShape | undefined): string[];
/** Whether a name is a glob pattern (expansionWordNames). */
export declare function isGlobName(name: string): boolean;
/**
 * The word's brace expansions (`a{b,c}d` → abd acd, `{q..s}` → q r s), outermost first, at most
 * MAX_BRACE_READINGS; the word itself when it has none.
 */
export declare function braceAlternatives(word: string): string[];
/**
 * The word with each parameter's default or alternate value in its place, quotes left off, other
 * expansions empty (`${X:-/etc/passwd}`: `/etc/passwd`, `--host=${H:-evil.com}`); undefined when
 * it has none. (For an unknown program's possible paths and hosts: the value the line shows.)
 */
export declare function defaultValueReading(word: string): string | undefined;
/**
 * The word with its variables empty, quotes left off, where that is an absolute path
 * (`$UNSET/etc/passwd`: `/etc/passwd`): a variable the line does not set may be unset; undefined
 * where the word names no variable, or the home or working directory, whose values are known, or
 * where it is no absolute path (`"$X.env"`: tails, possible-paths.ts, read what may follow a value).
 */
export declare function emptyVariableReading(word: string): string | undefined;
/** The `}` or `)` closing the bracket at `open` (nested ones counted), or -1 (unknown-programs.ts reads expansions' tails by it too). */
export declare function closingBracket(w: string, open: number): number;
/**
 * A test of whether the glob `pattern` (`*`, `?`, `[…]` with `!`/`^` and ranges) matches all of
 * a name: a dynamic-programming match, linear in the product of their lengths (no backtracking).
 */
export declare function globNameMatcher(pattern: string): (name: string) => boolean;
