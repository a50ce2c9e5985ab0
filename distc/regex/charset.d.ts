export type Ranges = readonly number[];
export declare const MAX_CODE_UNIT = 65535;
/** Sorts and merges raw [lo, hi] pairs (overlapping or adjacent ranges become one). */
export declare function normalizeRanges(pairs: readonly number[]): Ranges;
/** Every code unit not in `r`. */
export declare function complement(r: Ranges): Ranges;
export declare function unionRanges(sets: readonly Ranges[]): Ranges;
export declare function contains(r: Ranges, c: number): boolean;
/** `\d` */
export declare const DIGIT: Ranges;
/** `\w` (ASCII only without the `u` and `i` flags) */
export declare const WORD: Ranges;
/** `\s`: WhiteSpace and LineTerminator of ECMA-262 (Unicode Zs included). */
export declare const SPACE: Ranges;
/** `.` without the `s` flag: anything but a line terminator. */
export declare const DOT: Ranges;
