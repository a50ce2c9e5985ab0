import { type NativeRun } from './powershell-native.js';
/** The launchers read here (lower case, without `.exe`). */
export declare const BASH_LAUNCHERS: ReadonlySet<string>;
/** A Windows program's words as it receives them from bash: `//x` is `/x` (and `-x` for tools that take it). */
export declare function windowsSwitches(program: string, words: readonly string[]): readonly string[];
/** What a launcher in a bash line runs (`program` lower case without `.exe`), or undefined: none. */
export declare function bashLauncher(program: string, words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined;
