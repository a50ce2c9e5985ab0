import type { Word } from './ast.js';
import type { LineValues } from './line-values.js';
import { type PartValue } from './value-readings.js';
/**
 * A word's parts' values with each quoted substitution's printed text of more than one line as its
 * lines (value-readings.ts readWord reads one of them a time), and how many readings give each
 * line: undefined where no quoted substitution printed more than one.
 */
export declare function substitutionLines(word: Word, values: LineValues | undefined, r: number): {
    given: PartValue[];
    count: number;
} | undefined;
