import type { Dialect } from './runs.js';
import type { MayRun } from './subject.js';
import type { Word } from './ast.js';
/** Which of a command's words may be a command it runs, unseen (CommandSubject.mayRun). */
export declare function mayRunWords(name: string, dialect: Dialect, words: readonly string[], dynamic: readonly boolean[]): MayRun | undefined;
/** A shell script's arguments, from word `from` (`"$@"`, `eval "$1"`: by their tokens too). */
export declare function scriptArguments(from: number): MayRun;
/** Whether the analysis knows nothing of what program `name` does with its words. */
export declare function isUnknownProgram(name: string, dialect: Dialect): boolean;
/**
 * The words with each literal word from `from` on as a shell the program hands it to reads it,
 * its quotes and backslashes removed (`'r\\m -rf x'`, `'r""m'`: `rm`); undefined when no such
 * word has one. (Quotes are also joints, possibleRunTokens: this reads what they join.)
 */
export declare function shellUnquotedWords(words: readonly string[], dynamic: readonly boolean[], from: number): string[] | undefined;
/**
 * The words from `from` on as their source's quoting shows a shell would read them, where their
 * text does not (CommandSubject.mayRun; undefined when no word differs): a value glued to a short
 * option behind quotes read alone, `-c'rm'`, `-c"rm"`, `-c\\rm`: `rm` (the quoting shows where
 * the option's letters end, which `-arm` does not); a variable's name ended by quotes, `"r"$X"m"`:
 * `r${X}m` (its text `r$Xm` reads as `$Xm`); and a quoted brace the shell it is handed to may
 * expand, `'r{m,} -rf x'`: `r{m,} rm r -rf x` (its alternatives that are names).
 */
export declare function respelledWords(words: readonly string[], dynamic: readonly boolean[], spans: readonly Word[], from: number): string[] | undefined;
/**
 * The word with its quotes dropped and each backslash replaced by the code unit it escapes, as
 * `word.replace(/\\[\s\S]?|['"]/g, (q) => (q.length === 2 ? q[1] : ''))` makes it: scanned, as
 * the callback per match cost 0.15 ms on a word of 5,000 backslashes (`'a\a\…'`).
 */
export declare function shellUnquoted(word: string): string;
export interface PossibleRunTokens {
    readonly words: string[];
    readonly dynamic: boolean[];
    /**
     * Tokens that are a short option with a command line glued to it, its first word's piece
     * (`-c'rm -rf x'` is the word `-crm -rf x`: the token `-crm`): the text after the option's
     * letters may be a program's name.
     */
    readonly glued: readonly number[];
}
/**
 * The words from `from` on as the program may run them (CommandSubject.mayRun): each literal
 * word split where it may join a command line (`'rm -rf x'` run by a shell, `--cmd=rm`,
 * `a;rm x`), an expansion kept as one unknown word up to its literal tail's first joint, the
 * tail's tokens after it literal (`"$D/rm -rf x"`: `"$D/rm`, `-rf`, `x`). Undefined when no
 * word splits (the words from `from` are the tokens). Past `limit` tokens, only the first
 * `limit + 1` are made: a caller that reads no more than `limit` (a work budget) asks then, and
 * a word of 5,000 pieces made 5,000 strings for it.
 */
export declare function possibleRunTokens(words: readonly string[], dynamic: readonly boolean[], from: number, limit?: number): PossibleRunTokens | undefined;
/**
 * The program an expansion's word may run (CommandSubject.mayRun): one whose command prints a
 * program's path (`$(which rm)`, `"$(command -v rm)"`, `$(type -P rm)`, `` `which rm` ``,
 * `$(readlink -f /bin/rm)`: rm), or the literal name it ends with, whatever the directory or
 * prefix before it is (`"$D/rm"`, `${X}rm`, `$D\rm.exe`: rm); undefined when neither.
 */
export declare function literalProgramTail(word: string): string | undefined;
