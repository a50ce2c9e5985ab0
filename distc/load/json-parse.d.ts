import { type Diagnostic } from '../diagnostics.js';
import { type SourceLocation } from './json-scan.js';
export type { SourceLocation } from './json-scan.js';
export { decodePointer, encodePointer, escapeSegment } from './json-pointer.js';
export interface NodeLocation {
    /** The first character of the value. */
    value: SourceLocation;
    /** For object members: the opening quote of the member name. */
    key?: SourceLocation;
    /** Just after the last character of the value. */
    end: SourceLocation;
}
export interface JsonParseResult {
    /** False when any error-severity diagnostic was produced; `value` is then undefined. */
    ok: boolean;
    /** What JSON.parse would return (own "__proto__" data properties included). */
    value: unknown;
    /**
     * RFC 6901 pointer → location, for every value in the document, in document order.
     * On a syntax error it holds what was parsed before the error. (Capped at
     * MAX_LOCATIONS entries, the most a Map can hold; beyond that, values still parse.)
     */
    locations: Map<string, NodeLocation>;
    diagnostics: Diagnostic[];
    /** The values a repeated member name replaced (pointer of the member, first value), in order. */
    replaced: ReplacedValue[];
}
export interface ReplacedValue {
    pointer: string;
    value: unknown;
}
/** Deepest allowed nesting of arrays and objects. */
export declare const MAX_DEPTH = 512;
/** A JavaScript Map holds at most 2^24 entries. */
export declare const MAX_LOCATIONS: number;
/**
 * The location of `pointer`'s value or, when it has none (e.g. a missing property),
 * of its nearest ancestor that has one; `pointer` in the result says which.
 */
export declare function locate(locations: Map<string, NodeLocation>, pointer: string): {
    location: SourceLocation;
    pointer: string;
} | undefined;
/** Line and column of `offset` (clamped to the text), with the same rules as parseJson. */
export declare function lineColumnAt(text: string, offset: number): SourceLocation;
/** Parses strict JSON (RFC 8259), reporting exact positions. Never throws. */
export declare function parseJson(text: string): JsonParseResult;
