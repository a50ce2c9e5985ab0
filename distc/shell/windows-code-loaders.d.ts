import type { UrlRef } from './arguments.js';
import type { NativeRun } from './powershell-native.js';
/** What one Windows loader on the line loads: files (by name), code from the network, a planted name it runs. */
export interface WindowsCodeLoad {
    /** Files (paths as written) whose code it runs. */
    readonly files: readonly string[];
    /** The word of a file it runs that comes from an expansion. */
    readonly unknown?: string;
    /** URLs and UNC paths it fetches code from. */
    readonly remote: readonly string[];
}
/** Whether command `raw` is one of the loaders above: windowsCodeLoad reads no other. */
export declare function isWindowsCodeLoader(raw: string): boolean;
/** What command `raw` loads, if it is a Windows code loader (either dialect: Git Bash runs them too). */
export declare function windowsCodeLoad(raw: string, words: readonly string[], dynamic: readonly boolean[]): WindowsCodeLoad | undefined;
/** The Domain parts and problem of a loader's network code (for deny and ask rules; the line never allows). */
export declare function remoteCodeUrls(remote: readonly string[], source: string): UrlRef[];
/** What `SyncInvoke PROGRAM ARGS` / `runAfterCancelProcess PROGRAM` runs: its words, read as a line for deny rules; never allowed. */
export declare function diagnosticRunner(program: string, words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined;
