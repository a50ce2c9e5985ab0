import type { WorkingDirectory } from './directory-change.js';
/**
 * The directory a command's own option moves it to (relative to where it runs, absolute, or `~`
 * based; '' when none), by any of its `names`; undefined when it cannot be told.
 */
export declare function ownDirectory(names: readonly string[], words: readonly string[], dynamic: readonly boolean[]): string | undefined;
/** `w` (undefined: the context's cwd) moved by a command's own directory option (ownDirectory). */
export declare function inOwnDirectory(w: WorkingDirectory | undefined, own: string | undefined): WorkingDirectory | undefined;
