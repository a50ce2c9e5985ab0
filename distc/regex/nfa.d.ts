import type { Ranges } from './charset.js';
import type { RegexNode } from './parse.js';
export declare const Op: {
    /** Consumes one code unit in sets[set], then goes to out1. */
    readonly Char: 0;
    /** Goes to out1 and out2 without consuming. */
    readonly Split: 1;
    /** Goes to out1 only at the start of the input. */
    readonly AssertStart: 2;
    /** Goes to out1 only at the end of the input. */
    readonly AssertEnd: 3;
    readonly Match: 4;
};
export type Op = (typeof Op)[keyof typeof Op];
export interface Nfa {
    readonly op: readonly Op[];
    readonly out1: readonly number[];
    readonly out2: readonly number[];
    /** For Char states: index into `sets`; -1 otherwise. */
    readonly set: readonly number[];
    readonly sets: readonly Ranges[];
    readonly start: number;
    /** Compile steps the expansion took (the DFA construction continues from here). */
    readonly buildSteps: number;
}
export interface NfaLimits {
    readonly maxStates: number;
    /** Compile steps (one per node compiled and per state added, copies of counted repetitions included). */
    readonly maxWork: number;
}
export declare class NfaTooLarge extends Error {
    readonly steps: number;
    /** `steps`: the work spent before giving up, charged to the document's build budget. */
    constructor(message: string, steps: number);
}
export declare function buildNfa(root: RegexNode, limits: NfaLimits): Nfa;
