import type { NativeRun } from './powershell-native.js';
/** Stands for a word from an expansion: a line with one is not read. */
export declare const EXPANDED = "\0";
export declare function run(problem: string, parts: readonly (string | undefined)[]): NativeRun;
/** The value after a parameter or switch (`-Execute X`, `/tr X`), by a case-insensitive prefix of at least `shortest` characters. */
export declare function valueOf(words: readonly string[], names: readonly string[], shortest?: number): string | undefined;
/**
 * What a Windows runner runs (`name` is the cmdlet's canonical name, `program` the lower-case name
 * without `.exe`, `base` the word as written), or undefined: not a runner.
 */
export declare function windowsRunner(name: string, program: string, base: string, words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined;
/** Whether `base` may name a Windows runner: its first letter is one of theirs. */
export declare function mayBeWindowsRunner(base: string): boolean;
/** Whether a bash line reads a program (lower case, without `.exe`) as a Windows runner, code host (windows-code-hosts.ts) or registry writer (registry-writes.ts). */
export declare function startsWindowsCode(program: string, base: string): boolean;
/** Whether a program (lower case, without `.exe`; `base` as written) is a Windows runner: bash on Windows runs them too. */
export declare function isWindowsRunnerProgram(program: string, base: string): boolean;
