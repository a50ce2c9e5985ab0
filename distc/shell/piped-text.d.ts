import type { Command, SimpleCommand } from './ast.js';
import type { CommandSubject } from './subject.js';
import type { LineValues } from './line-values.js';
export { filesGiven, outputOptionFiles, sameFile, teeFiles, wordFiles, writtenFile } from './given-files.js';
export interface PipedText {
    readonly text: string;
    readonly literal: boolean;
    /** Passed through a tool that prints a text computed from it (tr, sed, cut, base64 -d, head -c…): what reaches the program is not known (the text is what went in). */
    readonly computed?: true;
    /** Computed only as a printer's brace expansion is not read whole (brace-words.ts cut): its reason says so. */
    readonly braces?: true;
    /** Globs (rule grammar) its lines may match: a lister's names below its operands (`find /etc`: `/etc/**`, listed-paths.ts). */
    readonly shapes?: readonly string[];
    /** Printed by words bash globs (`echo /et?/passwd`, `echo $X`, `echo $(echo $X)`): a word of it with a glob character may be the names that glob matched (globWords). */
    readonly globs?: true;
}
/**
 * The text pipeline member `node` prints, where the line shows it; `before`: the text its own
 * input holds (the member before it). Undefined when not known (a command the line does not show
 * the output of).
 */
export declare function pipedText(node: Command, before: PipedText | undefined, line: string, dialect: 'bash' | 'powershell', read?: PipedText): PipedText | undefined;
/** The words of a text with a glob character and no expansion left (`/et?/passwd`), as globs to check by their shape: a printed glob bash expanded. */
export declare function globWords(text: string): string[];
/** Whether a here-string's or here-document's text has a substitution, whose printer's globs bash expanded (here-strings are not globbed themselves). */
export declare function printsGlobs(text: string): boolean;
/** Why a program given a computed text asks (PipedText.computed): a brace expansion not read whole, or a tool the analysis does not follow. */
export declare function computedReason(text: PipedText, given: 'gives a program' | 'substitution'): string;
export declare const COMPUTED_SUBSTITUTION = "a substitution given to a program prints a text computed from text the line shows by a tool the analysis does not follow (tr, sed, cut, base64 -d, \u2026)";
/**
 * Interpreters' options whose value is code they run, spelled alone or after other single-letter
 * options (`-c`, `-Ic`, `perl -le`): what that code prints is computed (session 37:
 * `mytool $(perl -e 'print "/et"."c/passwd"')` was allowed where awk's `BEGIN` asked). Broad on
 * purpose: a wrong match only makes a printed text unknown.
 */
export declare const INLINE_CODE_OPTIONS: ReadonlyMap<string, RegExp>;
/**
 * The file a printer's output goes to, and its text, where the line shows both (`echo 'rm -rf x'
 * > f`, `printf … >> f`, `cat > f <<< TEXT`): a later command given that file on its standard
 * input (`mytool < f`) is given that text (compound-walk.ts).
 */
export declare function writtenFileText(node: SimpleCommand, before?: PipedText, read?: PipedText): {
    readonly file: string;
    readonly text: PipedText;
} | undefined;
/**
 * The texts the line wrote to the files a command is given (filesGiven: `cat f`, `head -1 < f`,
 * `dd if=f`), one after another, for a filter or tool that prints what it reads (session 40:
 * `echo /etc/passwd > f; cat f | mytool`, `cat f > g; mytool < g` were allowed); computed where
 * the line wrote one more often than is kept. Undefined where it is given none.
 */
export declare function readFileTexts(node: Command, values: Pick<LineValues, 'files' | 'overflowingFiles'> | undefined): PipedText | undefined;
/** What printf (`format`) or echo prints of its literal words, as one text (printf -v's value: given-values.ts). */
export declare function printedText(words: readonly string[], format: boolean): string;
/**
 * What printf prints of these literal words, where that is read exactly and holds no backslash
 * (an escape's reading is a second line): printf -v's one value (`printf -v X %s a.pem` is
 * `a.pem`, not the words and the output a line each, a text with a newline that matched nothing).
 */
export declare function printfOutput(words: readonly string[]): string | undefined;
/** Whether printf prints a text the analysis reads exactly from these words (printf-format.ts): else what `printf -v` assigns is unknown. */
export declare function printfReadExactly(words: readonly string[]): boolean;
/**
 * For each command from `from` on that may run its words unseen, split by tokens (an unknown
 * program's or a script's: CommandSubject.mayRun), the piped text as words it may run, a
 * possible reading (scope restrict: its allow rule covers it), as runs.ts stdinRun reads a
 * here-string's.
 */
export declare function givePipedText(commands: CommandSubject[], from: number, piped: PipedText, possible?: string): void;
