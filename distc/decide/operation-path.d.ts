import { type CompiledPolicy } from '../compile/compile.js';
import { type ResolvedPathContext } from '../paths/normalize.js';
import type { Decision, DecisionContext, Part } from '../policy/types.js';
import { type Outcome } from './outcome.js';
/** checkPath(o, kind, text, p, 'all'), the usual case by a shorter way. */
export declare function checkOperationPath(o: Outcome, kind: 'read' | 'edit', text: string, p: Part): void;
/**
 * The decision of a Read or Edit operation when its path is the usual case (checkOperationPath's)
 * and the path rules alone decide it, as checkOperationPath and conclude (outcome.ts) would give
 * it, reasons and all, without the Outcome and its records (ADR 0004, eleventh pass). Undefined
 * for anything else, which the caller checks the Outcome's way: a symlink hook, restricted mode, a
 * path a client may read as another, one with another spelling, an automounted server, a disk
 * device, a kind that asks in some source, a rule rooted where the context does not say.
 */
export declare function decideOperationPath(policy: CompiledPolicy, ctx: ResolvedPathContext, raw: DecisionContext | undefined, kind: 'read' | 'edit', text: string): Decision | undefined;
