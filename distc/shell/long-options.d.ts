import type { FileTouches } from './file-touches.js';
export interface Word {
    readonly word: string;
    readonly dynamic: boolean;
}
export interface Grammar {
    /** Long options that take a value (without `--`). */
    readonly args: ReadonlySet<string>;
    /** What each prefix of a long option stands for: the option, or 'ambiguous' (getopt_long abbreviations). */
    readonly prefixes: ReadonlyMap<string, string>;
    /** Short options that take a value, by the letter's code (ASCII), and the long option each stands for. */
    readonly short: readonly (string | undefined)[];
    /**
     * A long option the grammar does not know: a problem (the tool's grammar is listed whole), or
     * a flag under the name written (only the options that take a value are listed).
     */
    readonly unknownLong: 'problem' | 'flag';
}
/** A table by the letter's code (ASCII letters; a cluster is read one character at a time). */
export declare function byLetter(letters: Record<string, string>): (string | undefined)[];
export declare function grammar(args: string, flags: string, short: Record<string, string>): Grammar;
/**
 * A getopt grammar known by the options that take a value: `letters` (`-o VALUE`, `-oVALUE`),
 * recorded as `-o`, and long ones (without `--`), abbreviated to a unique prefix of two letters
 * or more; every other letter is a flag (`-l`), every other long option a flag under its name.
 */
export declare function letterGrammar(letters: string, longArgs?: readonly string[]): {
    readonly grammar: Grammar;
    readonly flags: readonly (string | undefined)[];
};
/** The long option `name` stands for: itself, or the one option it is a unique prefix of. */
export declare function resolveLong(g: Grammar, name: string): string | 'ambiguous' | undefined;
/**
 * A glob word whose literal start is an option that takes a value (`--exclude=*.log`, `-g*.ts`
 * where `-g` takes one): bash can only replace it by names that start with that text, so it is
 * that option with an unknown value. Not a word with an expansion or a substitution
 * (`--exclude=$X` may split into more words), a brace or an extglob.
 */
export declare function globOption(w: string, short: readonly (string | undefined)[] | ((letter: string) => boolean)): boolean;
export interface Scan {
    /** Options in order: the long name each stands for, and its value. */
    readonly options: {
        readonly name: string;
        readonly value: Word | undefined;
    }[];
    readonly operands: Word[];
}
/**
 * Reads a command line the way getopt_long (and curl) read it: options anywhere before `--`, as
 * GNU getopt permutes them. Stops after `maxOperands` operands (ssh: its command follows).
 */
export declare function scan(tool: string, words: readonly string[], dynamic: readonly boolean[], g: Grammar, shortFlags: readonly (string | undefined)[], t: FileTouches, maxOperands?: number): Scan;
