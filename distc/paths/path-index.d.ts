import { type NormalizedPath, type ResolvedPathContext } from './normalize.js';
import { type CompiledRule, type PathIndex, type PathMatch } from './path-trie.js';
import { PathView } from './path-view.js';
export { buildPathIndex } from './path-index-build.js';
export { matchPathNaive } from './path-index-naive.js';
export { PathView } from './path-view.js';
export type { PathIndex, PathMatch, PathMatchMode, PathRuleRef } from './path-trie.js';
/**
 * Every rule that matches the path, in ascending id order. `ctx` must be the context the path was
 * normalized with. Never throws for a path from normalizePath.
 */
export declare function matchPath(index: PathIndex, path: NormalizedPath, ctx: ResolvedPathContext): PathMatch;
/** matchPath on a scanned view of a normalized path (the engine scans once per decision). */
export declare function matchView(index: PathIndex, path: PathView, ctx: ResolvedPathContext): PathMatch;
/**
 * The lowest id of a rule of an allow index that matches the view, or -1: what an allow check
 * needs, found without making the list.
 */
export declare function lowestAllowMatch(index: PathIndex, path: PathView, ctx: ResolvedPathContext): number;
export declare function result(out: number[] | undefined, unknownRoot: boolean): PathMatch;
export declare function verifyRule(rule: CompiledRule, segments: readonly string[], start: number, fold: boolean, unc: boolean): boolean;
