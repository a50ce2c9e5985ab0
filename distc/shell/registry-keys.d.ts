import type { NativeRun } from './powershell-native.js';
import { type RegistryWrite, type UnreadableRegistryWrite } from './registry-writes.js';
/** The programs a bash line runs that windows-runners.ts reads here (reg import, regedit FILE: autorunWrite's). */
export declare const REGISTRY_RUNNER_PROGRAMS: ReadonlySet<string>;
/** What a registry write stores: why it is never allowed, and the line Windows runs later when the line gives it. */
export interface StoredRegistryLine {
    readonly problem: string;
    readonly line?: string;
}
/** What a write to a verb's command key or HKCU\Environment stores (`name` the cmdlet's canonical name, `program` lower case without `.exe`), or undefined: none read. */
export declare function registryWrite(name: string, program: string, words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined;
/** What a command's registry write (readRegistryWrite's reading of it, read once for this and proxy-settings.ts) stores in an autorun key, if anything. */
export declare function autorunWrite(w: RegistryWrite | UnreadableRegistryWrite | undefined): StoredRegistryLine | undefined;
