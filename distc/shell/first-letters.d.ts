/** The first characters of some names, either case, by code (1: some name starts so). */
export type FirstLetters = Uint8Array;
export declare function firstLetters(names: Iterable<string>): FirstLetters;
/** Whether a name starting with code `c` (NaN: the empty name) may be one of the table's names. */
export declare function mayStartOneOf(table: FirstLetters, c: number): boolean;
