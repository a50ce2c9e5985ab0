import type { Simple } from './runs.js';
/**
 * The words `git NAME ARGS` of a dashed git command (NAME in lower case in PowerShell, which
 * runs it on Windows), as indices into the command's words and their texts; else undefined.
 */
export declare function dashedGitCommand(c: Simple): {
    indices: number[];
    texts: string[];
} | undefined;
