import type { Simple } from './runs.js';
/**
 * A PowerShell command with each `-Name: value` as the one word `-Name:value` when the command
 * is a cmdlet (binds value to -Name); unchanged for a native program (gets two words). A
 * problem when the parameter has no argument (a parse error), when the argument looks like a
 * parameter, or when the command may be either (a name the analysis does not know).
 */
export declare function colonArguments(c: Simple): {
    simple: Simple;
    problem?: string;
};
