import { LineValues } from './line-values.js';
/** The variables read, mapfile or readarray assign (REPLY, MAPFILE where none is named). */
export declare function readNames(words: readonly string[], name: string): string[];
/** The variables read, mapfile or readarray assign from a text: the text, and each part it may give (read-fields.ts: a field, a record). */
export declare function readText(r: {
    values: LineValues | undefined;
}, words: readonly string[], name: string, text: string): void;
/** The words of a text read gives its variables that the line shows in part (`read X <<< "/etc/$Q"`: `/etc/$Q`), kept as their partly known values. */
export declare function partialRead(r: {
    values: LineValues | undefined;
}, words: readonly string[], name: string, text: string): void;
