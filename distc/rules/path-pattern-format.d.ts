import type { PathPattern } from './types.js';
/**
 * Prints a pattern so that parsing `Read(<printed>)` gives the same pattern back (for patterns
 * in the parser's normal form: merged, non-empty, NFC literals). Used by messages and tests.
 */
export declare function formatPathPattern(pattern: PathPattern): string;
