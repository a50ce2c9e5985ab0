import { type NormalizedPath, type NormalizeResult, type ResolvedPathContext } from './normalize.js';
/** Inputs this long are remembered (shorter ones cost less than the comparisons). */
export declare const LONG_INPUT = 256;
/** A full normalization's answer, with whether it read the path as a Windows one (both separators). */
export type FullNormalization = {
    ok: true;
    path: NormalizedPath;
    windows: boolean;
} | {
    ok: false;
    reason: string;
};
/** Forgets the paths remembered (decide calls it first: a decision's context is not the next one's). */
export declare function forgetLongPath(): void;
/** `input` normalized by `normalize`, or the remembered result (the result is a function of input and context). */
export declare function normalizeLong(input: string, ctx: ResolvedPathContext, normalize: (input: string, ctx: ResolvedPathContext) => FullNormalization): NormalizeResult;
