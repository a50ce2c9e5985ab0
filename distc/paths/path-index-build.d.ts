import { type PathIndex, type PathMatchMode, type PathRuleRef } from './path-trie.js';
/** Builds the index. Never throws for parsed patterns; the result is frozen. */
export declare function buildPathIndex(rules: readonly PathRuleRef[], mode: PathMatchMode): PathIndex;
