/** The extensions Windows runs a program by (PATHEXT's usual ones): `npm.cmd` is npm. */
export declare const WINDOWS_EXTENSION: RegExp;
/**
 * The name of a native runner as bash-dialect analysis knows it (lower case, without `.exe`), or
 * undefined: not a runner, or a name PowerShell resolves to a cmdlet or alias first.
 */
export declare function nativeRunner(base: string): string | undefined;
/** Why a native program may read other words than the line shows (legacyArguments). */
export declare const LEGACY_QUOTES = "a word holds a double quote, which Windows PowerShell 5.1 (and pwsh before 7.3) hands to the program unescaped, so it may read other words";
/**
 * The words (after the name) a native program receives from Windows PowerShell 5.1's legacy
 * argument passing, when they differ from `words`: a word with a blank outside its own `"…"` is
 * put in double quotes, but the quotes inside are not escaped, and the program splits the line
 * as Windows does (`'echo "a;rm x"'` is `echo a;rm` and `x`). Undefined when no word has a `"`.
 */
export declare function legacyArguments(words: readonly string[]): string[] | undefined;
/** A native runner's words as legacy passing hands them, as a bash line, when they differ. */
export declare function legacyLine(program: string, words: readonly string[]): string | undefined;
/** What a PowerShell-started runner runs: a bash line, the files it names, or why it cannot be read. */
export interface NativeRun {
    readonly line?: string;
    /** A PowerShell line it runs (SyncAppvPublishingServer). */
    readonly powershellLine?: string;
    readonly reads?: readonly string[];
    readonly writes?: readonly string[];
    readonly problem?: string;
    /** The line runs in a WSL distribution (src/paths/wsl-path.ts). */
    readonly distribution?: boolean;
}
/** Per word, whether it is an element of the array the word before it is in (`a,b`: PowerShell's array argument, split into words). */
export declare function arrayElements(text: string, spans: readonly {
    start: number;
    end: number;
}[]): boolean[];
/**
 * A Windows command line split into arguments as CommandLineToArgvW splits it: blanks outside
 * double quotes separate; 2n backslashes before a quote are n and the quote toggles, 2n+1 are n
 * and a literal quote; `""` inside quotes is a quote.
 */
export declare function windowsArguments(line: string): string[];
/**
 * Start-Process FILE [ARGS…] (`-FilePath`, `-ArgumentList`/`-Args`), bound as PowerShell binds
 * them: named parameters first, wherever they are, then the positional words to FilePath and
 * ArgumentList in that order. Windows gets one command line, the program and the ArgumentList
 * elements joined by blanks without quoting, which the program splits again: that is the bash
 * line (`Start-Process cmd "/c rm x"` runs `cmd /c rm x`; cmd is read by `cmd()`). A word from
 * an expansion cannot be read. `-Verb RunAs` and `-WorkingDirectory` change who and where.
 * `continues[k]`: word k is an element of the array word k - 1 is in (`-Args a,b`).
 */
export declare function startProcess(words: readonly string[], dynamic: readonly boolean[], continues?: readonly boolean[]): NativeRun;
/**
 * `wsl [options] [--] CMD…`: a line of the distribution's shell (`-e`/`--exec`: the program
 * itself), run in `--cd DIR` when given (read as a `cd DIR &&` before it).
 */
export declare function wsl(words: readonly string[], dynamic: readonly boolean[]): NativeRun;
/** `cmd /c LINE`, `cmd /k LINE`: a line of cmd.exe, whose syntax the analysis does not read. */
export declare function cmd(words: readonly string[]): NativeRun;
/** Why a PowerShell command (its canonical name, or a native program's lower-case name) changes what later words mean. */
export declare function redefines(name: string, program: string, words?: readonly string[], dynamic?: readonly boolean[]): NativeRun | undefined;
/** `Invoke-Item FILE` (`ii`) opens a file with the program its type is associated with, and runs an executable. */
export declare function invokeItem(): NativeRun;
/**
 * Invoke-Expression's code: its `-Command` (by any prefix, or `-Command:CODE`) or positional
 * word, each read as a line of its own. Without one it runs the strings it receives from the
 * pipeline (`echo CODE | iex`), which are not read; another parameter is not read either (its
 * words are still read as code, for deny rules).
 */
export declare function expressionCode(words: readonly string[], dynamic: readonly boolean[]): {
    readonly lines: readonly string[];
    readonly problem?: string;
};
/**
 * Commands that run code the line does not show: Invoke-History (`r`, `ihy`) runs an earlier
 * command line again, one Add-History may have put there (`Import-Csv h.csv | Add-History`);
 * Start-Job, Start-ThreadJob and Invoke-Command run a script file, read as `& FILE` is (powershell-job-scripts.ts).
 */
export declare function runsElsewhere(name: string, words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined;
