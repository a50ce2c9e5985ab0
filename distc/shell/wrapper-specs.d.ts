import { type OptionSpec } from './wrapper-grammar.js';
export { HELP, longOptionName, spec, type Grammar, type OptionSpec, type ShortOption } from './wrapper-grammar.js';
/** WRAPPERS as a Map, for lookups by a command name (a fresh string; no prototype members). */
export declare const WRAPPER_SPECS: ReadonlyMap<string, OptionSpec>;
/**
 * Names whose subcommand is a runner (`uv run`), or leads to one (`gcloud compute` of `gcloud
 * compute ssh`, `k3s` of `k3s kubectl`): the only names looked up with their next word.
 */
export declare const SUBCOMMAND_RUNNERS: ReadonlySet<string>;
/**
 * Seen through by allow rules too (issue 3: these and only these). Bash's `time [-p]` keyword is
 * too, as part of the pipeline (bash-grammar.ts); a command named `time` (`command time`,
 * `nice time`, `\time`) is the program time(1), whose `-o FILE` writes: it needs its own allow.
 */
export declare const TRANSPARENT_FOR_ALLOW: ReadonlySet<string>;
export { OTHER_SHELLS, POSIX_SHELLS, POWERSHELLS } from './shell-names.js';
