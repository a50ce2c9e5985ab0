import type { NativeRun } from './powershell-native.js';
/** The programs read here (lower case, without `.exe`). */
export declare const CODE_HOST_PROGRAMS: ReadonlySet<string>;
/**
 * What a Windows code host runs (`program` lower case without `.exe`; words with expansions as
 * EXPANDED), or undefined: none.
 */
export declare function windowsCodeHost(program: string, words: readonly string[]): NativeRun | undefined;
/** Whether `name` may be a program `windowsCodeRuns` reads. */
export declare function mayRunWindowsCode(name: string): boolean;
/** Whether implicitWindowsRuns reads `program` (lower case, without `.exe`). */
export declare function hasImplicitRuns(program: string): boolean;
/**
 * The files a Windows program runs as code besides those it is given (`program` lower case
 * without `.exe`): a fixed name in the working directory or beside a directory it is given; and
 * the directories whose whole tree it compiles and runs (`aspnet_compiler -p DIR`).
 */
export declare function implicitWindowsRuns(program: string, words: readonly string[]): {
    files: readonly string[];
    trees: readonly string[];
} | undefined;
