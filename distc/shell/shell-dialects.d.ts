/** The shell a nested line is run by: bash; a POSIX sh; a ksh; zsh; or not known ($SHELL, a login shell, /bin/sh or $SHELL). */
export type LineShell = 'bash' | 'sh' | 'ksh' | 'zsh' | 'unknown';
/** The shell a POSIX shell program (POSIX_SHELLS) is; the rest (sh, dash, ash, posh, yash, hush) read as POSIX sh. */
export declare function lineShellOf(name: string): LineShell;
/** A program not known here whose name ends in `sh`, given `-c` (or a cluster with c): a shell whose command string is not read. */
export declare function unknownShellProblem(name: string, words: readonly string[], dynamic: readonly boolean[]): string | undefined;
/** Why a line run by `shell` may run what bash's reading of it does not show, or undefined. */
export declare function otherShellProblem(text: string, shell: LineShell): string | undefined;
