import type { PathRef, UrlRef } from './arguments.js';
import type { CommandSubject } from './subject.js';
export interface Incomplete {
    readonly reason: string;
    readonly text: string;
}
export interface ShellAnalysis {
    readonly commands: readonly CommandSubject[];
    readonly paths: readonly PathRef[];
    readonly urls: readonly UrlRef[];
    readonly incomplete: readonly Incomplete[];
    /** The line may assign HOME, which `~` expands to (`HOME=/etc; cat ~/shadow`). */
    readonly homeChanged: boolean;
    /** The line may assign CDPATH, where `cd` looks directories up: the context's does not apply. */
    readonly cdpathChanged: boolean;
}
