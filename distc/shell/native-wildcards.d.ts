/**
 * A literal bash word MSYS hands a native Windows program bare, with a wildcard its C runtime may
 * expand (PathRef.nativeExpansion): a `*` or `?`, no blank or `"` (which MSYS quotes); not an
 * option, nor `*` alone (every name: not read, as a bash line's `*` is not).
 */
export declare function isNativeWildcard(word: string): boolean;
