import type { Command, Word, WordPart } from './ast.js';
import type { LineValues } from './line-values.js';
import { type PipedText } from './piped-text.js';
/** How many readings cover each value of each variable the words name, in a substitution too (`"$(echo $X)"`): the most values one has. */
export declare function readingCount(words: readonly Word[], values: LineValues | undefined): number;
/**
 * Why a word's substitution cannot be read, or undefined: its output is computed from a text the
 * line shows by a tool the analysis does not compute (`$(echo xetc/passwd | cut -c2-)`,
 * `$(base64 -d <<< …)`, piped-text.ts TRANSFORMERS), or it names more paths than are read
 * (substitution-paths.ts MAX_DERIVED).
 */
export declare function unreadSubstitution(words: readonly Word[], values: LineValues | undefined): string | undefined;
/** What a substitution's pipeline (or one command) prints where the line shows it, passed through its members as a pipe is (piped-text.ts). */
export declare function pipelineOutput(body: Command): PipedText | undefined;
/**
 * The variable an expansion gives the value of, where it is set: `$NAME`, `${NAME}`, an array's
 * `${NAME[@]}`, `${NAME[0]}`, a positional parameter (`$1`, `${10}`, `"$@"`), `${NAME:-…}`, `${NAME=…}`,
 * `${NAME:?…}` (its default is read elsewhere: expansion-names.ts defaultValueReading), and its
 * value changed (`${NAME,,}`, `${NAME%…}`, `${NAME/…}`, `${NAME:1}`, `${A[@]:1}`, `${NAME@Q}`,
 * `${NAME@L}`). Not `${NAME:+…}` or a length.
 */
export declare function parameterName(text: string): string | undefined;
/**
 * The words one word becomes with its known parts in place: an unquoted value splits at blanks,
 * as bash splits it (a quoted one does not); dynamic when an unknown part stays (its parts are
 * then the word's own). Undefined when no part is known. `given`: the parts' values read before,
 * a quoted substitution's as its printed lines, of which `line` gives one (substitution-lines.ts);
 * `lines`: a quoted substitution printed more than one line.
 */
export declare function readWord(word: Word, values: LineValues | undefined, r: number, given?: readonly PartValue[], line?: number): {
    words: string[];
    dynamic: boolean;
    unknown: boolean;
    lines: boolean;
} | undefined;
/** A part's value read before (readWord): its text, or a quoted substitution's printed lines. */
export type PartValue = string | readonly string[] | undefined;
/** A part's value where the line shows it: a known variable's, a substitution's printed words; undefined when not known. */
export declare function partValue(p: WordPart, values: LineValues | undefined, r: number): string | undefined;
/**
 * The values an expansion may give: its variable's, and where it has a default or alternate that
 * names another variable (`${X:-$Y}`, `${X=$Y}`, `${X:+$Y}`), that one's too (X may be unset or
 * empty where Y is read), or its literal text (`${X:-/etc/passwd}`).
 */
export declare function expansionValues(text: string, values: LineValues | undefined): readonly string[] | undefined;
/**
 * What a substitution's command prints where the line shows it: echo's or printf's words (literal, or with known values in place)
 * (their text, read as a value: `$(echo /etc/passwd)`, `$(printf evil.com)`), or cat's
 * here-string or here-document (`$(cat <<< 'rm -rf x')`); for any other command, reading r's
 * path of those its words name (`$(dirname /etc/passwd/x)`, substitution-paths.ts), undefined where none.
 */
export declare function printedText(body: Command, values: LineValues | undefined, r: number): string | undefined;
/** What a printer the line shows prints (echo, printf, cat's input): printedText's exact reading (kept per body, kept-readings.ts). */
export declare function shownText(body: Command, values: LineValues | undefined, r: number): string | undefined;
/**
 * A text with the values of the variables it names in place (`$X`, `${X}`: a here-string's or a
 * printer's piped text, `mytool <<< "$X"`, `echo "$X" | mytool`), a text a reading, or undefined
 * when it names none with values.
 */
export declare function textsWithValues(text: string, values: LineValues | undefined): string[] | undefined;
/** Where `$(…)` (parentheses balanced, `$((` arithmetic left) and `` `…` `` substitutions stand in a text: their spans and bodies. */
export declare function substitutionSpans(text: string): {
    start: number;
    end: number;
    bodyStart: number;
    bodyEnd: number;
}[];
