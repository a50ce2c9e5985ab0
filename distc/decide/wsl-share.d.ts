import { type ResolvedPathContext } from '../paths/normalize.js';
import { type BelowBudget } from '../paths/path-below.js';
import { type PathIndex } from '../paths/path-index.js';
import { PathView } from '../paths/path-view.js';
import type { Part } from '../policy/types.js';
import type { Outcome } from './outcome.js';
/** Deny and ask rules of `index` on the distribution's readings of the UNC view `v`; nothing for other servers. */
export declare function checkWslShare(o: Outcome, index: PathIndex, v: PathView, p: Part): void;
/** A rule of `index` that may match below the distribution's readings of the UNC view `v` (its path, any home there, a mounted drive), or -1. */
export declare function wslRuleBelow(index: PathIndex, v: PathView, ctx: ResolvedPathContext, budget: BelowBudget): number;
