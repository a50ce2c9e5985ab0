import type { PathPart, PathSegment } from '../rules/types.js';
import { foldCase } from './normalize.js';
export { foldCase };
/** A predicate on one path segment (already folded when compiled with foldCase). */
export type SegmentTest = (segment: string) => boolean;
export interface GlobMatcher {
    /** Number of pattern segments (`**` counts as one). */
    readonly length: number;
    /** True when the pattern can match zero segments (empty, or only `**`). */
    readonly matchesEmpty: boolean;
    /**
     * Whether `segments[start..]` match the pattern. With `prefix`, also true when some leading
     * part `segments[start..k]` (k ≥ start, so the anchor itself included) matches: the pattern names
     * a directory that contains the path.
     */
    match(segments: readonly string[], start: number, prefix: boolean): boolean;
}
export interface GlobOptions {
    readonly foldCase?: boolean;
}
/** Compiles the segments of a parsed path pattern (the root is the caller's business). */
export declare function compileGlob(segments: readonly PathSegment[], options?: GlobOptions): GlobMatcher;
/** Compiles the parts of one segment into a linear-time predicate. */
export declare function compileSegment(parts: readonly PathPart[], fold: boolean): SegmentTest;
