import type { Grammar } from './wrapper-specs.js';
import type { WrapperScan } from './wrappers.js';
export declare const ENV_LOADER_RUNNERS: Readonly<Record<string, Grammar>>;
/**
 * `yarn workspace NAME ARGS` and `yarn workspaces foreach [opts] ARGS` run `yarn ARGS` (in one
 * workspace, or in each): read as that yarn command (`yarn exec rm x`). `words` start at the
 * subcommand (`workspace`); its word stands for `yarn`. An option not listed is a problem.
 */
export declare function scanYarnWorkspace(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
