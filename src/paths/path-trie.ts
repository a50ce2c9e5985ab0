// The data of the path index (path-index.ts), shared by its build side (path-index-build.ts) and
// its match side: the public index and match types, the compiled rule, the segment trie node with
// its token/extension/prefix key tables, the limits, and the cheap segment signature that the
// build side puts in the bit sets and the match side computes for each path segment (both must
// compute it the same way). Nothing here builds or walks a trie.

import type { PathPattern, PathSegment } from '../rules/types.js';
import type { GlobMatcher } from './glob.js';

export interface PathRuleRef {
  readonly id: number;
  /** `undefined` = bare selector: every path. */
  readonly pattern: PathPattern | undefined;
}

export type PathMatchMode = 'restrict' | 'allow';

export interface PathMatch {
  /** Ids of every matching rule, ascending, no duplicates. Treat as immutable (may be shared). */
  readonly ids: readonly number[];
  /** restrict mode: some rule is rooted at a home/cwd/workspace the context does not know. */
  readonly unknownRoot: boolean;
}

export type RootKind = 'fs' | 'workspace' | 'home' | 'cwd';
export const ROOT_KINDS: readonly RootKind[] = ['fs', 'workspace', 'home', 'cwd'];

export interface CompiledRule {
  readonly id: number;
  readonly root: RootKind;
  /** The segments matched from the root (unrooted patterns already rewritten). */
  readonly segments: readonly PathSegment[];
  /** Compiled on first use (see matcherOf): most rules are never a candidate. */
  raw: GlobMatcher | undefined;
  /** restrict mode only; compiled on first use in a case-folding context. */
  folded: GlobMatcher | undefined;
  /** Match the path or an ancestor (restrict mode, or a dirOnly pattern). */
  readonly prefix: boolean;
  /** allow mode: never matches a UNC path. */
  readonly noUnc: boolean;
}

/** Literal keys to rule indexes, behind a bit set of the keys' signatures (see sig()). */
export interface KeyTable {
  readonly map: Map<string, number[]>;
  bits: Int32Array;
  /** A signature's bit is `sig >>> shift`. */
  shift: number;
}

export interface TrieNode {
  children: Map<string, TrieNode> | undefined;
  /** Set by seal(): the key and node of the only child; */
  onlyKey: string | undefined;
  only: TrieNode | undefined;
  /** or, with a few children, their keys and nodes (compared with `===`); */
  fewKeys: string[] | undefined;
  few: TrieNode[] | undefined;
  /** or, with more, a bit set of their keys' signatures in front of the Map. */
  childBits: Int32Array | undefined;
  childShift: number;
  /** Rules whose pattern is all literals and ends here. */
  here: number[] | undefined;
  other: number[] | undefined;
  tok: KeyTable | undefined;
  ext: KeyTable | undefined;
  /** Keyed by the first PREFIX_LEN characters of a segment's leading literal (`id_*`, `.env*`). */
  pre: KeyTable | undefined;
  /** Some of here/other/tok/ext/pre is present (set by seal()). */
  rules: boolean;
}

export interface PathIndex {
  readonly mode: PathMatchMode;
  /** Number of rules indexed. */
  readonly size: number;
  /** @internal */
  readonly rules: readonly CompiledRule[];
  /** @internal bare selectors */
  readonly always: readonly number[];
  /** @internal tries keyed by the literal text as written */
  readonly tries: Readonly<Record<RootKind, TrieNode | undefined>>;
  /** @internal restrict mode: the same tries keyed by folded literals (case-insensitive contexts) */
  readonly foldedTries: Readonly<Record<RootKind, TrieNode | undefined>>;
  /** @internal the longest extension key (0: no extension table anywhere) */
  readonly maxExt: number;
  /** @internal per-call de-duplication stamps (scratch, not state) */
  readonly scratch: { stamp: Uint32Array; gen: number };
}

export const MAX_TRIE_BRANCHES = 64;
export const MAX_KEY_ALTERNATIVES = 32;
/** Prefix keys are exactly this long (a shorter leading literal files the rule in `other`). */
export const PREFIX_LEN = 3;
/** Up to this many children are compared one by one (cheaper than hashing a fresh segment). */
export const FEW_CHILDREN = 6;
export const EMPTY: readonly number[] = Object.freeze([]);

export const GLOBSTAR: PathSegment = Object.freeze({ type: 'globstar' });

/**
 * A cheap signature of `s.slice(from, to)` (length and three characters, mixed): the same value
 * for equal strings, computed without slicing or hashing the string.
 */
export function sig(s: string, from: number, to: number): number {
  const len = to - from;
  if (len <= 0) return 0;
  const h = (len << 24) ^ (s.charCodeAt(from) << 16) ^ (s.charCodeAt(from + (len >> 1)) << 8) ^ s.charCodeAt(to - 1) ^ (len >>> 8);
  return Math.imul(h ^ (h >>> 15), 0x9e3779b1);
}
