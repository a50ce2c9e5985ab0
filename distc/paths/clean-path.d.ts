import type { NormalizedPath } from './normalize.js';
/**
 * A segment shaped like a Windows 8.3 alias (`PROGRA~1`, `SECRET~1.TXT`, `AB12~1`): at most 8
 * characters, an optional extension of at most 3, and `~` followed by a digit in the base name.
 * Flagged on every platform (Linux's vfat driver resolves short names too); the cost is that a
 * POSIX file really named like `foo~1` is never allowed (it asks).
 */
export declare function isShortName(segment: string): boolean;
/**
 * A clean ASCII POSIX absolute path in one scan, or undefined (take the slow path): no `.`/`..`
 * segment, no `//`, no trailing `/`, only printable ASCII (so NFC changes nothing). The text is
 * the input itself. The 8.3 check runs only when a `~` is followed by a digit somewhere.
 */
export declare function fastPosix(s: string): NormalizedPath | undefined;
/** Drops an alternate-data-stream suffix and trailing dots/spaces, as Windows does. */
export declare function cleanWindowsSegment(seg: string): string | undefined;
/**
 * `s` with every `\` made `/`. A long one is copied code unit by code unit (exact for any
 * UTF-16, lone surrogates included): replace() built 10,000 backslashes as 10,000 pieces,
 * ~300 µs, half of such a path's decision (this: ~50 µs).
 */
export declare function forwardSlashes(s: string): string;
