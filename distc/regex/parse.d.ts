import { type Ranges } from './charset.js';
export type RegexNode = {
    readonly t: 'set';
    readonly ranges: Ranges;
} | {
    readonly t: 'seq';
    readonly items: readonly RegexNode[];
} | {
    readonly t: 'alt';
    readonly alts: readonly RegexNode[];
} | {
    readonly t: 'rep';
    readonly min: number;
    readonly max: number;
    readonly item: RegexNode;
} | {
    readonly t: 'start';
} | {
    readonly t: 'end';
};
export type RegexProblemKind = 'syntax' | 'unsupported' | 'too-complex';
export interface RegexProblem {
    readonly kind: RegexProblemKind;
    readonly message: string;
    /** Index in the pattern text of the offending construct. */
    readonly offset: number;
    readonly hint: string;
}
export type RegexParse = {
    readonly ok: true;
    readonly node: RegexNode;
} | {
    readonly ok: false;
    readonly problem: RegexProblem;
};
export declare function parsePattern(pattern: string): RegexParse;
