import type { NodeLocation, SourceLocation } from './json-parse.js';
/**
 * The offset in `text` of decoded UTF-16 unit `index` of the string token whose opening quote is
 * at `quote` (the closing quote when `index` is at or past the end). Each escape decodes to one
 * unit: `\uD83D\uDE00` is two escapes and two units, as a raw surrogate pair is.
 */
export declare function rawOffset(text: string, quote: number, index: number): number;
/** Where decoded character `index` of the string value at `pointer` is in the source, if known. */
export type CharPosition = (pointer: string, index: number) => SourceLocation | undefined;
/**
 * The character positions of a document parsed from `text` with these locations. A string
 * token holds no raw line break, so a character is on its token's line.
 */
export declare function charPositionsIn(text: string, locations: ReadonlyMap<string, NodeLocation>): CharPosition;
/** The location of `offset` on the line of the token at `token`. */
export declare function onTokenLine(token: SourceLocation, offset: number): SourceLocation;
/** The offset of a 1-based line and column in `text` (line breaks as parseJson counts them). */
export declare function offsetOf(text: string, line: number, column: number): number;
