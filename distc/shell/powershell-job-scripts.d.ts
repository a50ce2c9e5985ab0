/** The script file a job or remote command runs: files read, or a problem when an expansion may name it. */
export declare function jobScript(name: string, words: readonly string[], dynamic: readonly boolean[]): {
    readonly reads?: readonly string[];
    readonly problem?: string;
} | undefined;
