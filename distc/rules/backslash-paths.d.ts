import type { ParsedRule } from './types.js';
/**
 * The specifier with each backslash before a glob character read as `/`, or undefined when it
 * has none. A leading one is dropped: `\*.key` is the current drive's root, read as the unrooted
 * pattern (any depth, which covers it). `literalToo` (win32): each literal backslash (`\\`) too,
 * two leading ones a UNC path's `//`; then undefined unless there is one.
 */
export declare function separatorReading(spec: string, literalToo?: boolean): string | undefined;
/**
 * A Shell/Bash specifier with the escaping backslashes of its unquoted drive path words as `/`
 * (`\\`, a literal backslash, stays), or undefined when it has none. Quotes are skipped whole.
 */
export declare function shellSeparatorReading(spec: string): string | undefined;
/**
 * A Read/Edit rule read with every backslash as a separator, literal ones too, for deny and ask on
 * win32 (none when it has no literal backslash, or that reading does not parse).
 */
export declare function windowsSeparatorVariants(rule: ParsedRule): ParsedRule[];
/** The rule read with its escaping backslashes as separators, for deny and ask (none when it has none, or that reading does not parse). */
export declare function backslashSeparatorVariants(rule: ParsedRule): ParsedRule[];
