import type { Command, Redirect, SimpleCommand } from './ast.js';
/**
 * The one literal file a command writes its standard output to, as its redirects leave its
 * descriptors in order (`> f`, `&> f`, `>& f`, `1<> f`; `> a > f`, `2> f >&2`, `3> f >&3`,
 * `3> f 1<&3`, `4<> f >&4` write f: session 41, the last three were allowed), or undefined (the
 * pipe or terminal, a descriptor it inherits, or a dynamic target).
 */
export declare function writtenFile(node: {
    readonly redirects: readonly Redirect[];
}): string | undefined;
/** Per descriptor, the file a command's redirects leave it open on, in order; null: not a file the line names; absent: inherited. */
export declare function openDescriptors(redirects: readonly Redirect[]): Map<number, string | null>;
/**
 * The files a filter writes what it prints to by an option or operand rather than its standard
 * output (session 40: `sort -o g f`, `uniq f g`, `iconv -o g f` were allowed before `mytool < g`):
 * sort's and iconv's `-o FILE`/`-oFILE`/`--output=FILE`, uniq's second operand.
 */
export declare function outputOptionFiles(node: Command): string[];
/** The files tee (or sponge) writes its input to, where literal (`tee -a f g`: f and g; an option, `-`, is none); none for another command. */
export declare function teeFiles(node: Command): string[];
/** The files a command is given where literal: its standard input's, `< f`, and its words after the first (an option's value after `=`: `--in=f`; a response file's after `@`: `@f`). */
export declare function filesGiven(node: SimpleCommand): string[];
/** Whether a word of the command makes more words by brace expansion than are read (brace-words.ts cut): a file it is given may be any. */
export declare function filesGivenCut(node: SimpleCommand): boolean;
/** The files one literal word may give a command: itself, an option's value after `=` (`--in=f`), a response file after `@` (`@f`). */
export declare function wordFiles(word: string, files: string[]): void;
/** A relative file's name without its leading `./` (`./f` is `f`). */
export declare function sameFile(path: string): string;
