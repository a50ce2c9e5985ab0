/**
 * Whether `segs` is `base` and then every segment of `rest`'s body as written: nothing dropped,
 * popped or cleaned. Each segment not kept as written loses characters from the count (a `.`,
 * `..` or empty one its own and a separator, a cleaned one its dots, blanks or stream), and a
 * base segment popped takes a `..` with it.
 */
export declare function keptAsWritten(base: readonly string[], rest: string, from: number, segs: readonly string[]): boolean;
/** The text of `base` and then `rest`'s body (when keptAsWritten): `/a/b` + `/` + `c/d`, flat. */
export declare function textAsWritten(base: readonly string[], rest: string, from: number, unc: boolean): string;
/** A flat copy of a concatenation: the matchers read it by charCodeAt, which a rope makes slow. */
export declare function flat(s: string): string;
/**
 * Whether some segment is `.` or `..`. (From dot to dot: six searches of the whole text, for
 * `/./`, `/../` and the ends, were 0.04 ms per path of 10,000 characters, four per sqlite3 line.)
 */
export declare function hasDotSegment(text: string): boolean;
