/**
 * The command line of an `Exec…=` property value, without systemd's prefixes (`-` ignores
 * failure, `@` gives argv[0], `:`, `+`, `!`, `!!` change privileges), or undefined.
 */
export declare function systemdExecLine(value: string): string | undefined;
/** Why a property or `-E` value makes the unit run or load what the analysis does not follow, or undefined. */
export declare function systemdLoads(value: string): string | undefined;
