export interface SuScan {
    /** The options given, by their grammar name (`-l`, `--login`, `-`), in order. */
    readonly options: readonly string[];
    /**
     * `runuser -u USER CMD ARGS`: the indices of CMD and its arguments. getopt permutes, so the
     * options among them are runuser's, and a `--` among them is dropped (`runuser -u u rm -- -rf x` runs `rm -rf x`).
     */
    readonly command?: readonly number[];
    /** The command string run by the shell's `-c`. */
    readonly line?: string;
    /** Indices of the arguments after the user, which go to the shell (getopt has taken su's options from among them). */
    readonly shellArguments?: readonly number[];
    /** No command: the shell reads its commands from standard input. */
    readonly startsShell: boolean;
    readonly problem?: string;
}
/** `su` or `runuser` (with `-u` for a command run directly). */
export declare function scanSu(name: string, words: readonly string[], dynamic: readonly boolean[]): SuScan;
/** `sg [-] [GROUP [-c] COMMAND]` runs COMMAND with `sh -c`; `newgrp [-] [GROUP]` starts a shell. */
export declare function scanSg(name: string, words: readonly string[], dynamic: readonly boolean[]): SuScan;
