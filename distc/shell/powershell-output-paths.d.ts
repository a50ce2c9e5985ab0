import { type PathRef } from './file-touches.js';
import type { LineValues } from './line-values.js';
import type { Reader, Simple } from './runs.js';
/** The analyzer as this reads it: its paths, and the values the line keeps (functions). */
export type OutputReader = Reader & {
    addPath(ref: PathRef): void;
    readonly values?: LineValues;
};
/** Producer-use pairs read per line, at most (more: the line asks). A work bound. */
export declare const MAX_OUTPUT_PAIRS = 16;
/** Reads the command as a producer of paths, or its words as uses of one (deny and ask rules). */
export declare function readOutputPaths(a: OutputReader, c: Simple): void;
