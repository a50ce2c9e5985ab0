import type { Simple } from './runs.js';
/**
 * What a command may print: words (a printer's, a block's arguments, a listing's operands, read as
 * possible paths: which use takes which is not followed), the files of a shape in a directory
 * (PathRef.listed), unknown paths.
 */
export interface Producer {
    readonly source: string;
    readonly possible: readonly string[];
    readonly listed: readonly {
        readonly directory: string;
        readonly names: string;
    }[];
    readonly unknown: readonly string[];
}
/** Why such a path is read (PathRef.when). */
export declare const OUTPUT_WHEN = "may be a path a command on the line prints, given to a program the analysis does not know";
/** A wildcard PowerShell's providers expand. */
export declare const WILDCARD: RegExp;
/** Whether the command may print paths where the line shows them (producerOf reads what). */
export declare function isProducer(c: Simple): boolean;
/** What a command isProducer accepts may print. */
export declare function producerOf(c: Simple): Producer;
