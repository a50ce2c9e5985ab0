import type { LineValues } from './line-values.js';
/**
 * The values' version, or undefined where it may change without the version changing. Fields only
 * grow (no value, file or name is taken back) except a map's arrays, which may be replaced by a
 * shorter one (a lister's shapes past their bound, listed-paths.ts): the sizes count growth, the
 * arrays' numbers count replacements, and a version joins both.
 */
export declare function valuesVersion(values: LineValues | undefined): string | undefined;
