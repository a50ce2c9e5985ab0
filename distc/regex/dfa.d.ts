import { type Nfa } from './nfa.js';
export interface DfaLimits {
    readonly maxStates: number;
    /** states × character classes: the table's size, in entries. */
    readonly maxTableEntries: number;
    /**
     * Steps of the whole construction: the NFA's expansion (it starts the count), character
     * classes, every NFA state visited by a closure or an acceptance check, every table row.
     */
    readonly maxWork: number;
}
export interface Dfa {
    /** Classes: code units with the same behaviour in every set of the pattern share one. */
    readonly classCount: number;
    /** Class of each ASCII code unit. */
    readonly ascii: Uint16Array;
    /** Sorted starts of the code-unit intervals, and the class of each. */
    readonly intervalStart: Int32Array;
    readonly intervalClass: Uint16Array;
    /** next[state * classCount + class] = next state × classCount, or -1 (no match possible). */
    readonly next: Int32Array;
    /** Whether the input may end in each state. */
    readonly accept: Uint8Array;
    /** No input matches (the start state is dead). */
    readonly empty: boolean;
    /** Steps the construction took (what `maxWork` caps). */
    readonly buildSteps: number;
    /** Bytes of the typed arrays above (what a cache of compiled patterns holds). */
    readonly tableBytes: number;
}
export declare class DfaTooLarge extends Error {
    readonly steps: number;
    /** `steps`: the work spent before giving up, charged to the document's build budget. */
    constructor(message: string, steps: number);
}
export declare function buildDfa(nfa: Nfa, limits: DfaLimits): Dfa;
/** Full match: one lookup per code unit. */
export declare function dfaMatches(dfa: Dfa, input: string): boolean;
