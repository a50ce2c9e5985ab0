import type { PathRef } from './file-touches.js';
export declare class LineLinks {
    /** Names of links the line makes (every operand's last segment: the link's name is one of them). */
    private names;
    /** Names of links a PowerShell line makes, in lower case (Windows names ignore case). */
    private foldedNames;
    /** A PowerShell line makes a link: paths are split at `\` too. */
    private windows;
    /** Why any directory may be a link: one named by an expansion, or by a path naming no item of its own. */
    private unknown;
    /** The link commands' own paths, [from, to) in the analysis's list: their target and name, as before. */
    private own;
    constructor();
    /** A command; returns whether it makes links (then call ownPaths with its paths' range). */
    command(name: string, words: readonly string[], dynamic: readonly boolean[]): boolean;
    /** A PowerShell command (canonical name); returns whether it makes links (then call ownPaths). */
    powershellCommand(name: string, words: readonly string[], dynamic: readonly boolean[]): boolean;
    ownPaths(from: number, to: number): void;
    /** After the walk: paths through a link the line made become unknown. */
    finish(paths: PathRef[]): void;
    /** The link a path goes through: a segment before its last (any segment of a directory) named like one. */
    private through;
}
