import type { Canonical } from './command-canonical.js';
import type { FileTouches } from './file-touches.js';
/**
 * git push's canonical form with what it forces and deletes, and its refspecs by destination;
 * `git send-pack` (push's plumbing) is also read as that push (`also`).
 */
export declare function gitPushReadings(c: Canonical): Canonical;
/**
 * `git push` (words from `from` on follow the subcommand) with a refspec that names another
 * branch than it pushes: the line that pushes its destinations by name (`--force` for a `+`,
 * `--delete` for `:DST`), run for the analysis, so that allow rules must cover it too.
 */
export declare function pushByDestination(t: FileTouches, words: readonly string[], dynamic: readonly boolean[], from: number): void;
