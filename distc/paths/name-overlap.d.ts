import type { CharRange, PathPart } from '../rules/types.js';
/** Work (automaton cells) a decision may spend on glob arguments; beyond, every glob may match. */
export declare const MAX_OVERLAP_WORK = 20000;
export interface OverlapBudget {
    overlapWork: number;
}
/** One character of a segment pattern: a code point, any, `*`, or a class. */
export type Token = 
/** `f`: the code point case-folded. */
{
    readonly t: 'char';
    readonly c: string;
    readonly f: string;
} | {
    readonly t: 'any';
} | {
    readonly t: 'star';
} | ClassToken;
/**
 * `folded`: the case-folded ASCII members (index: code unit), as the rule matcher reads a class
 * under folding (glob.ts); `ascii`: every member is ASCII.
 */
interface ClassToken {
    readonly t: 'class';
    readonly negated: boolean;
    readonly ranges: readonly CharRange[];
    readonly folded: Uint8Array;
    readonly ascii: boolean;
}
export declare const STAR: Token;
/** The token sequences of a segment's parts (one per brace alternative), or null: too many. */
export declare function tokensOf(parts: readonly PathPart[]): readonly (readonly Token[])[] | null;
/** The largest search (position pairs) run; a larger one may meet (its scratch would be megabytes). */
export declare const MAX_CELLS: number;
/**
 * Scratch for a search over position pairs: a stamped visited set and a stack, reused (the two
 * searches, over segments and over characters, nest: one each).
 */
export declare class PairSearch {
    private seen;
    private stamp;
    stack: Int32Array<ArrayBuffer>;
    top: number;
    start(cells: number): void;
    push(k: number): void;
}
/** Whether two token sequences share a (non-empty) name: a search over position pairs. */
export declare function sequencesMeet(a: readonly Token[], b: readonly Token[], fold: boolean, budget: OverlapBudget): boolean;
export {};
