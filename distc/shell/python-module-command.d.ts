import type { Simple } from './runs.js';
export interface ModuleCommand {
    readonly command: Simple;
    /** Set when the reading holds only if a word from an expansion is options (CommandSubject.possible). */
    readonly possible?: string;
}
/**
 * Whether the line runs one module for certain (no expansion may be options) and a table reads
 * the program of its name (`python3 -m pytest ARGS`, `-m pip`): its words are that program's, as
 * `pytest ARGS`'s are, and no unread script's (unknown-programs.ts).
 */
export declare function runsTableReadModule(modules: readonly ModuleCommand[]): boolean;
/**
 * The commands `python -m MODULE ARGS` reads as (`MODULE ARGS`): none, the one `-m` names, and
 * each word right after an expansion that may be `-m` (`python "$X" pip install x`), possible.
 */
export declare function moduleCommands(name: string, c: Simple): ModuleCommand[];
/**
 * `py [SELECTOR] ARGS` as the command `python ARGS`: the indices of its words and their texts
 * (`python` for the name), or undefined when the launcher runs no python.
 */
export declare function launchedPython(name: string, c: Simple): {
    indices: number[];
    texts: string[];
} | undefined;
