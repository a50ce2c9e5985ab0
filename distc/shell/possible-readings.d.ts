import type { Simple } from './runs.js';
type Reading = {
    words: string[];
    dynamic: boolean[];
    when: string;
};
/** The words of the command's possible reading and when it holds, or undefined. */
export declare function possibleReading(name: string, c: Simple): Reading | undefined;
export {};
