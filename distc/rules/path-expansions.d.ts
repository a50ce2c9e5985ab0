import type { PathPart } from './types.js';
/** All expansions when the parts are literals and braces only (else undefined); at most `limit`. */
export declare function literalExpansions(parts: readonly PathPart[], limit: number): string[] | undefined;
