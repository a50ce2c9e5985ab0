import type { Simple } from './runs.js';
import { type OutputReader } from './powershell-output-paths.js';
export interface OtherReadings {
    readonly readings: readonly Simple[];
    /** The command as written is read too (a program's flat words). */
    readonly asWritten: boolean;
    readonly problem?: string;
    /** The command with each array one word (for deny and ask rules only). */
    readonly joined?: Simple;
}
/**
 * Reads the other readings of a PowerShell command (and notes why the line asks); true when the
 * command as written is not read further (a cmdlet's array arguments).
 */
export declare function readsOtherwise(a: OutputReader & {
    readonly lineInput: number;
}, c: Simple): boolean;
