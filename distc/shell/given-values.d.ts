import { type PathRef, type UrlRef } from './arguments.js';
import type { WorkBudget } from './budget.js';
import type { Simple } from './runs.js';
import type { CommandSubject } from './subject.js';
import type { DirectoryFlow } from './directory-flow.js';
import { type LineValues } from './line-values.js';
export { textsWithValues } from './value-readings.js';
/** The analyzer, as given values reach it (analyze.ts). */
export interface ValuesReader {
    readonly commands: CommandSubject[];
    readonly budget: WorkBudget;
    readonly flow: DirectoryFlow;
    values: LineValues | undefined;
    addPath(ref: PathRef): void;
    addUrl(ref: UrlRef): void;
    note(reason: string, text: string): void;
    budgetSpent(at: string): void;
}
/** Whether a bash command's words may hold a value the line shows: the line assigned one, or a word has a substitution (the usual command: neither). */
export declare function mayGiveValues(values: LineValues | undefined, c: Simple): boolean;
/**
 * A function body's or trap's unknown program with expansions in its words is read again once the
 * line is walked: it runs later, and values the line assigns after it may reach it (`f() { mytool
 * $X; }; X=/etc/passwd; f`).
 */
export declare function laterValues(a: ValuesReader, c: Simple, name: string, source: string): void;
/** Why a program's values are not read as words where the line may assign IFS. */
export declare const RESPLIT = "the line may assign IFS, which splits the values it gives a program at characters the analysis does not follow";
/**
 * Whether the line may assign IFS (line-settings.ts) and a word of the
 * command splits a value the line shows: an unquoted expansion of a variable with values, `"$*"`
 * (joined with IFS's first character), a substitution (its command's words split too), or a
 * here-string's (older bash splits it).
 */
export declare function maySplitValues(c: Simple, values: LineValues | undefined): boolean;
/**
 * An unknown program's words read with the values the line shows in place (and the exported
 * values after them): a possible subject, and the paths and hosts its words name, as possible
 * parts. Only for a program whose words may be run (unknown-programs.ts mayRunWords, split).
 */
export declare function givenValues(a: ValuesReader, c: Simple, name: string, source: string): void;
/** A text with unknown parts the line gives a program on its standard input (piped, or a file it wrote: `echo /etc/$Q | mytool`): its partly known words, as textParts reads a literal one's. */
export declare function partialTextParts(a: ValuesReader, text: string, source: string): void;
/**
 * The words of a text the line gives a program on its standard input (piped, or written to a file
 * it reads: `echo /etc/passwd | xargs mytool`, `echo evil.com | mytool`): the program may take them
 * as files or hosts, as its own words (possible paths and hosts, deny and ask rules only).
 */
export declare function textParts(a: ValuesReader, text: string, source: string): void;
/** A lister's globs given a program on its standard input (`find /etc | xargs mytool`, listed-paths.ts): each checked by its shape, which asks only. */
export declare function shapeParts(a: ValuesReader, shapes: readonly string[], source: string): void;
/** A text's glob words (piped-text.ts globWords) checked by their shape. */
export declare function stdinGlobs(a: ValuesReader, text: string, source: string): void;
/** The literal text a here-string or here-document gives a program that may run its input (`mytool <<< /etc/passwd`, `xargs mytool <<< evil.com`): its words' files and hosts (textParts). */
export declare function stdinParts(a: ValuesReader, c: Simple, name: string, source: string): void;
