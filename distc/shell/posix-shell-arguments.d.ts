/** A shell's `-c` string or stdin: where the commands it runs come from. */
export interface ShellScan {
    /** Index of the command string (`-c STRING`), if any. */
    readonly commandString: number | undefined;
    /** It runs a script file named by this word. */
    readonly script: number | undefined;
    /** It reads commands from standard input. */
    readonly stdin: boolean;
    readonly problem?: string;
}
/** Reads a shell's words (`sh -c STRING`, `bash -x script.sh`, `sh -s`). */
export declare function scanPosixShell(words: readonly string[], dynamic: readonly boolean[]): ShellScan;
/** git-bash's own options (`--cd=DIR`, `--cd-to-home` move the shell; `--command=PROG` runs another program): a problem. */
export declare function gitBashOptionProblem(words: readonly string[], dynamic: readonly boolean[]): string | undefined;
