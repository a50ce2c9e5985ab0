import { type WrapperScan } from './wrappers.js';
import { type JoinedKeys } from './joined-keys.js';
/** Where a tool's runner subcommand is (`uv --directory DIR run`), and the options before it. */
export interface SubcommandAt {
    readonly at: number;
    /** The tool whose grammar reads the words from `at` on (`docker compose -f x run`: docker-compose), when it is not the subcommand itself. */
    readonly tool?: string;
    readonly options: readonly string[];
    readonly values: readonly (string | undefined)[];
    readonly problem: string | undefined;
}
/** A runner's scan of the words from `at` on, as of the whole command (the tool's own options before it kept). */
export declare function shiftedScan(scan: WrapperScan, at: number, options: readonly string[], values: readonly (string | undefined)[], problem: string | undefined): WrapperScan;
/** WRAPPER_SPECS' and SUBCOMMAND_RUNNERS' keys of a tool and a word (`docker run`, `gcloud compute`), by tool and word (joined-keys.ts). */
export declare const SUBCOMMAND_SPECS: JoinedKeys;
/**
 * The runner subcommand of `name` (one of SUBCOMMAND_RUNNERS) after the options it takes before
 * it, or undefined when its subcommand runs nothing (`uv pip install`). An option the grammar
 * does not know is a problem, and the word after it may be its value: the search goes on.
 */
export declare function findSubcommand(name: string, words: readonly string[], dynamic: readonly boolean[]): SubcommandAt | undefined;
