import type { NativeRun } from './powershell-native.js';
/** The runners read here (lower case, without `.exe`). */
export declare const PROXY_RUNNER_PROGRAMS: readonly string[];
/** What one of PROXY_RUNNER_PROGRAMS runs (`from`: its words, an expansion as EXPANDED), or undefined: none. */
export declare function proxyRunner(program: string, from: readonly string[], lower: readonly string[]): NativeRun | undefined;
/** The runner a script host's script is, by its name (`cscript //nologo C:\…\winrm.vbs invoke …`): its words from the script on, or undefined. */
export declare function hostedRunner(from: readonly string[], lower: readonly string[]): NativeRun | undefined;
/**
 * wmic's switches that name files (`/output:F`, `/append:F`, `/record:F`, `/node:@F`, `/format:F`),
 * as `//x` (Git Bash) too; undefined where none does. A /format: that is no built-in name is a
 * stylesheet (a file, share or URL) whose script wmic runs: never allowed.
 */
export declare function wmicSwitches(from: readonly string[]): NativeRun | undefined;
