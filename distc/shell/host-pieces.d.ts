/** Whether UTF-16 code unit `c` joins pieces of text: the regex `[\s=,;|&()<>'"`]` on it (JavaScript's `\s` past ASCII too). */
export declare function joinsText(c: number): boolean;
/**
 * Each piece of `text` between runs of joining characters (as `text.split(/[\s=,;|&()<>'"`]+/)`,
 * without the empty ones) that may name a host, to `visit`: one with a `.`, or that may be an
 * address (a `[` first, or eight characters or more from a digit), and that holds an ASCII
 * letter or digit, a `[` or a non-ASCII character (hostOfWord finds nothing in others).
 */
export declare function forEachHostPiece(text: string, visit: (piece: string) => void): void;
