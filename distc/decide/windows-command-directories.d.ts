import type { Part } from '../policy/types.js';
import { type AbsoluteWordRule, type CommandDirectory } from '../shell/rule-directories.js';
import type { CommandSubject } from '../shell/subject.js';
import { type DirectoryReading } from '../shell/directory-readings.js';
import { withoutTrailingDotsAndBlanks, type WindowsRead } from './msys-directories.js';
import type { Outcome } from './outcome.js';
export { withoutTrailingDotsAndBlanks };
/** The word as a path where the command runs (`root`: `\x`, from its drive's root). */
export declare function readWindows(dir: CommandDirectory, text: string, root: boolean): WindowsRead | undefined;
/** A word read in a directory (`elements`: an array's, `driveRelative`: `C:x`), the same for every rule. */
interface WordRead {
    readonly text: string;
    /** `text` in lower case, for the rules' plain words. */
    readonly lower: string;
    readonly elements: boolean;
    readonly driveRelative: boolean;
    readonly read: WindowsRead | undefined;
    /** Where the word starts, with a `/` (`c:/w/`; '' for any), and below an unknown directory (`/x/`). */
    readonly base: string;
    readonly under: string;
}
/** The command's word `i` read in `dir` (`apart`: a word with "," as an array's elements), or undefined for none the reading applies to. */
export type WordReader = (dir: CommandDirectory, i: number, apart: boolean) => WordRead | undefined;
/** A WordReader that reads each word once per directory: every rule, reading and tree shares it. */
export declare function wordReader(c: CommandSubject, msys: boolean): WordReader;
/**
 * The subject as `rule` reads it in `dir` (`keepLiterals`: the rule's plain words stay; `apart`: a
 * literal word with "," is read as an array's elements), or undefined when no word changes: each
 * made once per directory and words picked, spelled and with its canonical forms.
 */
export type WindowsReadings = (rule: AbsoluteWordRule, dir: CommandDirectory, keepLiterals: boolean, apart: boolean, trees?: ReadonlySet<number>) => DirectoryReading | undefined;
/** WindowsReadings for one command (directory-readings.ts: its rules pick the same words again and again). */
export declare function windowsReadings(c: CommandSubject, msys: boolean, wordIn: WordReader): WindowsReadings;
/**
 * Checks a command on win32 (PowerShell's, or a bash line's through MSYS: `cd /c; rm -rf Windows`)
 * against the rules with a drive's absolute path words (`treePaths`: the words it acts below,
 * recursive-words.ts).
 */
export declare function checkWindowsCommandDirectories(o: Outcome, c: CommandSubject, p: Part, treePaths?: ReadonlySet<string>): void;
