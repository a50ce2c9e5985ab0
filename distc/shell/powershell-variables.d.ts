/** The name (lower case) a word part reads, or undefined when it is not only a variable. */
export declare function variablePartName(text: string): string | undefined;
/** What the line assigns to a variable: nothing, values of string literals, or something unknown. */
export type LineValue = {
    readonly kind: 'unset';
} | {
    readonly kind: 'known';
    readonly values: readonly (readonly string[])[];
} | {
    readonly kind: 'unknown';
};
/** Every value the line's text assigns to `name` (lower case), wherever it stands. */
export declare function lineValues(text: string, name: string): LineValue;
