export interface BashNameFacts {
    /** bash-builtins.ts BUILTINS_WITH_CODE: a builtin that may run code (and may make namerefs). */
    readonly builtinWithCode: boolean;
    /** directory-change.ts ASSIGNING: a builtin that assigns variables. */
    readonly assigning: boolean;
    readonly posixShell: boolean;
    readonly otherShell: boolean;
    /** shell-names.ts SCHEDULERS: at, batch, crontab. */
    readonly scheduler: boolean;
    /** inert-builtins.ts INERT_NAMES: a builtin isInertBashBuiltin reads. */
    readonly inertCandidate: boolean;
    /** file-commands.ts PIPE_READERS: a data reader a process substitution may feed. */
    readonly pipeReader: boolean;
    readonly transparentForAllow: boolean;
}
export declare function bashNameFacts(name: string): BashNameFacts;
