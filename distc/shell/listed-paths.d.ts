import type { Command, SimpleCommand, Word } from './ast.js';
import { LineValues } from './line-values.js';
import { type PipedText } from './piped-text.js';
/**
 * What a pipeline member no printer prints into the pipe (compound-walk.ts): a called function's
 * readings (function-values.ts) with its bodies' lister globs, so `f(){ find /etc; }; f | xargs
 * mytool` reads as `find /etc | xargs mytool`; another command's printed paths.
 */
export declare function unshownPipedText(node: Command, values: LineValues | undefined, makesWords?: boolean): PipedText | undefined;
/**
 * The lister globs a command's words (from `from` on) may give: their substitutions'
 * (`mytool $(git ls-files)`, a called function's bodies' too) and a variable's the line assigned
 * from one (`X=$(git ls-files); mytool $X`, `for f in $(find /etc)`: LineValues.listed).
 */
export declare function substitutionShapes(words: readonly Word[], values: LineValues | undefined, from?: number): string[];
/** A variable assigned words with a lister's names (`X=$(git ls-files)`, a loop's): its globs kept, for the programs given it. */
export declare function keepListedShapes(r: {
    values: LineValues | undefined;
}, name: string, words: readonly Word[]): void;
/**
 * The paths a command the line does not show the output of may print, as piped text: its derived
 * paths as the text's lines, its listers' globs as shapes. Undefined where it names none (`date`,
 * `git status`, `ls src`: a directory's plain names are not read, as `mytool *` is not).
 */
export declare function printedPathsText(node: Command, values: LineValues | undefined): PipedText | undefined;
/** The globs (rule grammar) of the names the listers among a command's commands may print (its words alone: kept per node). */
export declare const listerShapes: (c: Command) => readonly string[];
/** The file a command writes its output to, where it writes one literal file (`find /etc > l.txt`); its text as piped text (`xargs -a l.txt mytool`). */
export declare function writtenPathsText(node: SimpleCommand, values: LineValues | undefined): {
    readonly file: string;
    readonly text: PipedText;
} | undefined;
