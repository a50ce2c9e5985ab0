/**
 * Case folding for deny/ask matching: ASCII lower-casing, and a per-code-point simple fold for
 * the rest. Applied to both the path and the pattern literals, never to allow matching.
 */
export declare function foldCase(s: string): string;
/** Folds every segment; returns the same array when nothing changes. */
export declare function foldSegments(segments: readonly string[]): readonly string[];
/** Whether a path has a character whose full case folding is several code points (MULTI_FOLD). */
export declare function hasMultiFold(text: string): boolean;
/**
 * The text with each MULTI_FOLD character fully folded (`straße` is `strasse`, `İ` is `i̇`), NFC:
 * APFS names a rule's `straße` also by `strasse`. (Lower, upper, lower: `ẞ` is `ß` is `SS`.)
 */
export declare function fullFoldMultiple(text: string): string;
/** Whether a path has a code point HFS+ ignores in names (HFS_IGNORED). */
export declare function hasHfsIgnored(text: string): boolean;
