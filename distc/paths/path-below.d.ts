import type { PathSegment } from '../rules/types.js';
import type { ResolvedPathContext } from './normalize.js';
import type { PathIndex } from './path-trie.js';
import { type PathView } from './path-view.js';
export declare const MAX_BELOW_CHECKS = 256;
/** What the queries of one decision have spent (automata run). */
export interface BelowBudget {
    belowChecks: number;
}
/** The id of a rule of a restrict index that may match a path strictly below the view's, or -1. */
export declare function ruleBelow(index: PathIndex, view: PathView, ctx: ResolvedPathContext, budget?: BelowBudget): number;
/**
 * Whether the segment pattern, run over `segments[start..]`, can reach a state with pattern left
 * (then some path below matches it: any segment pattern matches some name). `**` matches zero or
 * more segments.
 */
export declare function goesOnBelow(pattern: readonly PathSegment[], segments: readonly string[], start: number, fold: boolean): boolean;
