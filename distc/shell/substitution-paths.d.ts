import type { Command, Word } from './ast.js';
import type { LineValues } from './line-values.js';
/** Possible printed paths kept per substitution: more make its reading incomplete (a work bound). */
export declare const MAX_DERIVED = 48;
/**
 * Their characters, all kept paths together: each is read as a possible path, so a long word's 48
 * ancestors were 48 reads of up to 10,000 characters (`mytool $(dirname /a/a/…)`: 2 ms).
 */
export declare const MAX_DERIVED_CHARS = 8192;
/** The paths a substitution may print, and whether it names more than are kept. */
export interface DerivedPaths {
    readonly paths: readonly string[];
    readonly overflowing: boolean;
}
/** The paths a substitution's command may print: its commands' path-like words, their ancestors and last segments. */
export declare function substitutionPaths(body: Command, values: LineValues | undefined): DerivedPaths;
/** A number that grows with every value, file text or overflow the line's values gain (they only grow). */
export declare function valuesStamp(values: LineValues | undefined): number;
/** Every word a command and the commands inside it are given: arguments, assignments' values, here-strings, loop words, nested substitutions' words. */
export declare function commandWords(c: Command, out: Word[]): void;
/** commandWords of a command alone, kept per node (a function's body is read once per call of it). */
export declare const bodyWords: (c: Command) => readonly Word[];
/**
 * A path-like text (with a `/`, or starting with `~` or `.`; an option's value after `=`) as the
 * paths a command may print from it: itself, each ancestor (dirname's: `/etc/passwd/x` gives
 * `/etc/passwd`, `/etc`, `/`; `a/b` gives `a`, `.`) and its last segment (basename's).
 */
export declare function pathsOfWord(text: string, limit?: number): string[];
/**
 * `text` without its trailing `/`s, keeping a leading one (`/x//` is `/x`, `///` is `/`): what
 * `text.replace(/(?<=.)\/+$/, '')` gives, by a scan from the end (that regex retried from each `/`
 * of a long run: 25 ms on 4,000).
 */
export declare function withoutTrailingSlashes(text: string): string;
