import type { Reader, Simple } from './runs.js';
/** Reads the command with the known values of its words (deny and ask rules); notes why the line asks. */
export declare function variableReadings(a: Reader, c: Simple): void;
