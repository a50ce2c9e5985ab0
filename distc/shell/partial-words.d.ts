import type { Word } from './ast.js';
import { LineValues } from './line-values.js';
/** Partly known words kept per command, and per variable: more make the reading incomplete (a work bound: it asks). */
export declare const MAX_PARTIAL_WORDS = 16;
/** A command's partly known words, and whether it has more than are kept. */
export interface PartialWords {
    readonly words: string[];
    overflowing: boolean;
}
/** The partly known words a command's words after the first may give: its substitutions' commands' (a called function's too) and its variables'. */
export declare function partialWords(spans: readonly Word[], values: LineValues | undefined): PartialWords;
/**
 * The partly known texts a variable assigned `value` keeps (`X=/etc/$Q`: `/etc/$Q`; `X=$(echo
 * /etc/$Q)`: the substitution's), where its exact readings leave one (line-values.ts assignedValue).
 */
export declare function keepPartialValue(r: {
    values: LineValues | undefined;
}, name: string, value: Word, append?: boolean): void;
/** Partly known texts a variable may hold (`declare X=/etc/$Q`), kept beside its earlier ones. */
export declare function keepPartialTexts(r: {
    values: LineValues | undefined;
}, name: string, texts: readonly string[], overflowing?: boolean): void;
/** A text's words with an unknown part (a here-string's, `mytool <<< "/etc/$Q"`), each also with a variable's partly known values in place (`X=/etc/$Q; mytool <<< "$X"`). */
export declare function partialTextWords(text: string, values: LineValues | undefined, out: PartialWords): void;
/** One partly known word, kept unless already kept or past the bound (then the reading overflows). */
export declare function addPartial(out: PartialWords, word: string): void;
