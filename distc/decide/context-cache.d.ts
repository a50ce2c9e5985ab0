import { type ResolvedPathContext } from '../paths/normalize.js';
import type { DecisionContext } from '../policy/types.js';
export declare const EMPTY_CONTEXT: ResolvedPathContext;
/** The context as the path checks use it; resolved from one reading of its fields. */
export declare function resolvedContext(ctx: DecisionContext | undefined): ResolvedPathContext;
