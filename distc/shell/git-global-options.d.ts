import type { FileTouches } from './file-touches.js';
import { type GitWord as Word } from './git-remotes.js';
/** A `-c KEY=VALUE` (or `--config-env`) option: the key lower case, as written, and its value. */
export interface GitConfigOption {
    readonly key: string;
    readonly raw: string;
    readonly value: Word;
}
/** What git's options before the subcommand say, and where the subcommand is (words.length: none). */
export interface GitGlobalOptions {
    /** `-C DIR`: the working directory, relative to the line's (undefined: the line's). */
    readonly base: string | undefined;
    readonly baseDynamic: boolean;
    /** The repository's top directory when `--work-tree` gives it; unknown after `--git-dir` alone. */
    readonly top: Word | undefined;
    readonly topUnknown: boolean;
    /** `--git-dir=DIR`: the repository git reads, and writes (objects, refs, the index, `init`'s and `config`'s files). */
    readonly gitDir: Word | undefined;
    readonly literal: boolean;
    readonly icase: boolean;
    readonly config: readonly GitConfigOption[];
    readonly subcommandAt: number;
}
/** Reads git's options before the subcommand; an expansion among them, or `--exec-path=DIR`, is a problem. */
export declare function globalOptions(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): GitGlobalOptions;
