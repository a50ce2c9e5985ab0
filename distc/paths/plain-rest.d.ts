import type { NormalizedPath } from './normalize.js';
/**
 * The path `base` + `rest` (from `from`) when resolveSegments would keep every piece of it as
 * written: leading `/` and `./` and trailing `/` aside, no empty, `.` or `..` piece, and on
 * Windows no `:` and no piece ending in a dot or blank but the last, cleaned as Windows opens it.
 * Undefined otherwise (resolved in full).
 */
export declare function plainRest(base: readonly string[], rest: string, from: number, unc: boolean, windows: boolean): NormalizedPath | undefined;
/** A NormalizedPath whose segments `make` makes when first read (a long path's checks mostly read its text). */
export declare function withLazySegments(text: string, shortName: boolean, make: () => string[]): NormalizedPath;
