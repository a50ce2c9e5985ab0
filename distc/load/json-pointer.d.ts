export declare function escapeSegment(s: string): string;
/** Builds an RFC 6901 JSON pointer: [] → "", ["a", 0, "b/c"] → "/a/0/b~1c". */
export declare function encodePointer(segments: readonly (string | number)[]): string;
/**
 * Splits an RFC 6901 JSON pointer into unescaped segments ("" → []).
 * Throws a SyntaxError for text that is not a pointer (no leading "/", or a "~" not
 * followed by "0" or "1").
 */
export declare function decodePointer(pointer: string): string[];
