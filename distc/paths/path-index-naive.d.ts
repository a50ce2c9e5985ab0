import { type NormalizedPath, type ResolvedPathContext } from './normalize.js';
import type { PathIndex, PathMatch } from './path-trie.js';
/**
 * The same answer as matchPath, by looping over every rule (no index): the oracle for the
 * differential tests and the baseline in the benchmark.
 */
export declare function matchPathNaive(index: PathIndex, path: NormalizedPath, ctx: ResolvedPathContext): PathMatch;
