import type { PathPart, PathSegment } from '../rules/types.js';
import { type SegmentTest } from './glob.js';
import { type OverlapBudget, type Token } from './name-overlap.js';
import type { ResolvedPathContext } from './normalize.js';
import type { PathIndex } from './path-trie.js';
export { MAX_OVERLAP_WORK, type OverlapBudget } from './name-overlap.js';
/** More candidate rules than this (glob-candidates.ts) are not tried: every glob may match. */
export declare const MAX_OVERLAP_RULES = 256;
/** A glob's segment, prepared for the rules: tokens, its literal, a test for rule literals. */
export interface GlobSegment {
    readonly globstar: boolean;
    /** A `**` that takes no name starting with `.` (glob-argument.ts VISIBLE_GLOBSTAR_SEGMENT). */
    readonly visibleOnly?: boolean;
    /** A single literal: its text case-folded. */
    readonly literal: string | null;
    readonly tokens: readonly (readonly Token[])[] | null;
    /** Whether a name (case-folded) fits the segment; null: any may (a class). */
    readonly test: SegmentTest | null;
}
/** Whether two segment patterns (neither `**`) share a name. */
export declare function segmentsMeet(a: readonly PathPart[], b: readonly PathPart[], fold: boolean, budget: OverlapBudget): boolean;
/**
 * Whether the rule (its segments from the filesystem root) matches some path of the glob (its
 * segments from the filesystem root) or an ancestor of one.
 */
export declare function ruleMeetsGlob(rule: readonly PathSegment[], glob: readonly PathSegment[], fold: boolean, budget: OverlapBudget): boolean;
/**
 * The id of a rule of a restrict index that may match a path of the glob (segments from the
 * filesystem root) or an ancestor of one, or -1. Case is folded always: the shell may glob
 * without case (nocaseglob). A rule rooted where the context gives no root may match.
 */
export declare function ruleForGlob(index: PathIndex, glob: readonly PathSegment[], ctx: ResolvedPathContext, budget: OverlapBudget): number;
/**
 * ruleForGlob trying every rule of the index, without the keys and without the bound on rules:
 * the oracle for the candidates in the tests (test/paths-glob-overlap.test.ts).
 */
export declare function ruleForGlobEach(index: PathIndex, glob: readonly PathSegment[], ctx: ResolvedPathContext, budget: OverlapBudget): number;
/**
 * The id of a rule matching a name at any depth (PathIndex.anyDepth) that may match a path of
 * the glob, or -1: a glob after an expansion (`"$X/*.pem"`, decide/argument-paths.ts
 * checkUnrootedTail), wherever the expansion leads. Past the work bound, the lowest such rule.
 */
export declare function anyDepthRuleForGlob(index: PathIndex, glob: readonly PathSegment[], ctx: ResolvedPathContext, budget: OverlapBudget): number;
