import type { LineValues } from './line-values.js';
/** A memo of `read()` by key object, values object and a number (a reading), kept for the last version of the values. */
export type ValuesMemo<T> = (key: object, values: LineValues | undefined, at: number, read: () => T) => T;
export declare function keptPerValues<T>(): ValuesMemo<T>;
