/** Alias (lower case) → the command it runs, in its canonical casing. */
export declare const POWERSHELL_ALIASES: ReadonlyMap<string, string>;
/**
 * Aliases PowerShell 7 does not define on Linux and macOS (about_Aliases, "not available on
 * Linux or macOS"): there the name runs the native program of that name (`sort .env` is
 * /usr/bin/sort reading .env, `cp -t /etc x` writes /etc/x), so both meanings are read.
 */
export declare const NATIVE_OFF_WINDOWS: ReadonlySet<string>;
/** Whether a command name is one of PowerShell's built-in location functions. */
export declare function isLocationFunction(name: string): boolean;
/** Cmdlets whose canonical casing is known (every alias target among them). */
export declare const KNOWN_CMDLETS: readonly string[];
/**
 * The cmdlet a command name runs, in canonical casing: aliases resolve (`rm`, `RI`, `del` →
 * `Remove-Item`), known cmdlets in any casing get their canonical casing (`REMOVE-ITEM` →
 * `Remove-Item`); anything else is returned unchanged.
 */
export declare function canonicalCmdletName(name: string): string;
/** Whether PowerShell runs a name as a cmdlet, function or alias the analysis knows (also by the `Get-` retry). */
export declare function isKnownCmdletName(name: string): boolean;
/**
 * Whether the name is a known cmdlet's own (`Remove-Item`, any case): not an alias, which on
 * another platform or version may be a native program (`rm`, `ls`, `curl`), nor a name found by
 * the `Get-` retry.
 */
export declare function isCmdletOwnName(name: string): boolean;
/**
 * The cmdlet a command name runs, also when PowerShell finds it only by retrying with `Get-`
 * before it (command discovery does, for a name that is no command: `Content` runs
 * Get-Content, `ChildItem` Get-ChildItem). (A native program of that name would run instead;
 * deny and ask rules see both names.)
 */
export declare function resolvedCmdletName(name: string): string;
