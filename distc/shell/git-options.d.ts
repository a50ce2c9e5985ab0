import type { FileTouches } from './file-touches.js';
import { type GitWord as Word } from './git-remotes.js';
/** Options (of any subcommand) whose value is the next word. */
export declare const VALUE_OPTIONS: Set<string>;
/** Subcommands that only read the repository (`--git-dir=DIR`: Read parts below DIR; any other writes there too). */
export declare const GIT_DIR_READERS: Set<string>;
/** Options after which there is no value word even though the name is in VALUE_OPTIONS (flags of some subcommands). */
export declare const FLAG_IN: Map<string, ReadonlySet<string>>;
/**
 * Subcommands whose short options cluster (`git commit -am MSG`): the letters that take a value
 * (the rest of the cluster, or the next word).
 */
export declare const CLUSTER_VALUES: Map<string, string>;
/**
 * Subcommands with an option whose value is a file they read or write (`log --output=F`,
 * `commit -F F`): an expansion among their options may be one (an unknown path of that kind).
 */
export declare const FILE_OPTIONS: ReadonlyMap<string, 'read' | 'edit'>;
/** The long options of `sub` whose value matters (MATTERING_LONG), or undefined: looked up once per command, not per word. */
export declare function matteringLong(sub: string): readonly string[] | undefined;
/** The options of `mattering` (matteringLong) a long option word may abbreviate (`--conf` → `--config`), or undefined. */
export declare function abbreviated(mattering: readonly string[] | undefined, name: string): string[] | undefined;
/**
 * The option names optionValue reads (its cases, pinned by test/git-option-values.test.ts): any
 * other's value names nothing, found by one lookup instead of a comparison with every case.
 */
export declare const VALUE_READ_OPTIONS: ReadonlySet<string>;
/** What a subcommand's option value names or runs. */
export declare function optionValue(t: FileTouches, sub: string, name: string, value: Word, base: string | undefined): void;
/**
 * A configuration value in force while git runs (`git -c KEY=VALUE`, `git clone -c`): a line it
 * runs, code it loads, or a repository it connects to. Returns whether the key is one of those.
 */
export declare function appliedConfig(t: FileTouches, key: string, raw: string, value: Word, base: string | undefined): boolean;
/**
 * Subcommands whose operands are files (not pathspecs or revisions): `interpret-trailers FILE…`
 * prints each (with `--in-place` rewrites it), `send-email FILE|DIR…` mails each (a directory:
 * every file in it; its other operands are revisions, read as paths all the same), `mailinfo MSG
 * PATCH` writes both, `merge-file CURRENT BASE
 * OTHER` reads all three and writes the first (unless `-p`/`--stdout`, or `--object-id`: blobs);
 * `mailsplit -oDIR MBOX…` reads its mailboxes and writes below DIR; fast-import's stream may name
 * marks files itself with `--allow-unsafe-features`.
 */
export declare function operandFiles(t: FileTouches, sub: string, options: readonly string[], before: readonly Word[], after: readonly Word[], base: string | undefined, baseDynamic: boolean): void;
/** The directory clone makes when none is given: the source's last segment, without `.git` (linear: no backtracking regex). */
export declare function cloneName(w: string): string | undefined;
/**
 * `git checkout -b NAME` / `git switch -c NAME` with no start point and no pathspec: a branch
 * created at HEAD, and HEAD moved to it; no working-tree file changes (strace: only stat and
 * read-only opens, as `git status`). Any other option (`-f`, `-m`, `-t START`, `--recurse-submodules`,
 * an expansion) or operand may change the tree: not this.
 */
export declare function createsBranchHere(options: readonly string[], create: readonly string[], before: readonly Word[], after: readonly Word[], unknownOption: boolean): boolean;
