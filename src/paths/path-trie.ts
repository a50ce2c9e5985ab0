// The data of the path index (path-index.ts), shared by its build side (path-index-build.ts) and
// its match side: the public index and match types, the compiled rule, the segment trie node with
// its token/extension/prefix/infix key tables, the limits, and the hash that the build side computes
// on rule literals and the match side on regions of the path text (both must compute it the same
// way). Nothing here builds or walks a trie.

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

/**
 * How a candidate is confirmed. Most rules have a shape where reaching the trie node, or hitting
 * the key, already decides; only the rest run the compiled glob (glob.ts) on the segments.
 */
export type Confirm = 0 | 1 | 2 | 3 | 4;
/** Run the glob matcher. */
export const BY_GLOB = 0;
/** Filed at a node: matches whenever the walk reaches it (`a/b/**`, or all literals matched as a directory). */
export const WHEN_REACHED = 1;
/** Filed at a node: matches when the path ends there (all literals, exact). */
export const WHEN_ENDS = 2;
/** Filed in a token or extension table: a hit matches at any segment (`**\/k/**`, or `**\/k` as a directory). */
export const ON_HIT = 3;
/** Filed in a token or extension table: a hit matches on the last segment only (`**\/k`, exact). */
export const ON_LAST_HIT = 4;

export interface CompiledRule {
  readonly id: number;
  readonly root: RootKind;
  /** The segments matched from the root (unrooted patterns already rewritten). */
  readonly segments: readonly PathSegment[];
  /** Compiled on first use: most rules are never a candidate, and most that are never need it. */
  raw: GlobMatcher | undefined;
  /** restrict mode only; compiled on first use in a case-folding context. */
  folded: GlobMatcher | undefined;
  /** Match the path or an ancestor (restrict mode, or a dirOnly pattern). */
  readonly prefix: boolean;
  /** allow mode: never matches a UNC path. */
  readonly noUnc: boolean;
  /** How a candidate is confirmed (see Confirm); the same in the raw and the folded tries. */
  readonly confirm: Confirm;
}

/**
 * An open-addressing hash table from string keys to values, probed with a region of the path
 * text and its precomputed hash (no substring is made, no string is hashed at match time).
 */
export interface KeyTable<T> {
  /**
   * A one-bit-per-position filter over the keys' hashes, FILTER_BITS_PER_KEY bits per key: a miss
   * (the common case) usually reads one word of it instead of the larger hash array, which keeps
   * the probes of a 10,000-rule index in the first-level cache.
   */
  readonly filter: Int32Array;
  /** log2 of the filter's size in bits. */
  readonly filterLog: number;
  readonly mask: number;
  readonly hashes: Int32Array;
  readonly keys: readonly (string | undefined)[];
  readonly vals: readonly (T | undefined)[];
}

export interface TrieNode {
  /** Build side only: the children by key (sealed into `table`). */
  children: Map<string, TrieNode> | undefined;
  table: KeyTable<TrieNode> | undefined;
  /** Rules decided by reaching this node: all literals matched, or only `**` left (WHEN_*). */
  here: number[] | undefined;
  other: number[] | undefined;
  /** Build side only: the key lists, sealed into the tables below. */
  tokKeys: Map<string, number[]> | undefined;
  extKeys: Map<string, number[]> | undefined;
  preKeys: Map<string, number[]> | undefined;
  infKeys: Map<string, number[]> | undefined;
  tok: KeyTable<readonly number[]> | undefined;
  ext: KeyTable<readonly number[]> | undefined;
  /** Keyed by the first PREFIX_LEN characters of a segment's leading literal (`id_*`, `.env*`). */
  pre: KeyTable<readonly number[]> | undefined;
  /**
   * Keyed by the first PREFIX_LEN characters of a literal of PREFIX_LEN or more inside a segment
   * (`*secret*`, `x*token*`): probed with every window of that length of each remaining segment.
   */
  inf: KeyTable<readonly number[]> | undefined;
  /**
   * The infix keys' first characters, one bit each by code unit mod 64 (two words): a window
   * whose first character has no bit is no key, and is not hashed.
   */
  infFirst: Int32Array | undefined;
  /**
   * Each infix key's characters (one mask per key, view.ts segmentChars' bits; duplicates once),
   * or undefined when there are more than MAX_INFIX_MASKS: a segment that holds no key's every
   * character is not windowed at all.
   */
  infChars: Int32Array | undefined;
  /**
   * The infix keys themselves, with their lists (same order), when there are at most
   * MAX_INFIX_WORDS: each is then looked for by one `indexOf` over the remaining segments' text
   * (a key holds no `/`, so an occurrence lies inside one segment), not by windowing every segment.
   */
  infWords: string[] | undefined;
  infWordLists: (readonly number[])[] | undefined;
  /**
   * The token keys' lengths, one bit each (lengthBit): a segment of a length no key has is not
   * looked up (most segments of most paths, a test cheaper than the table's own filter).
   */
  tokLengths: number;
  /** The token keys' last characters (addLastChar): as tokLengths, a segment that ends in no such character is not looked up. */
  tokLast: Int32Array | undefined;
  /** The extension keys' last characters (addLastChar): as tokLengths, and the extension is not hashed. */
  extLast: Int32Array | undefined;
  /** Some of here/other/tok/ext/pre/inf is present (set by seal()). */
  rules: boolean;
}

/**
 * Up to this many infix keys, a visit finds them by `indexOf` (one native search each over the
 * remaining text) rather than by hashing windows (ADR 0004, twelfth pass).
 */
export const MAX_INFIX_WORDS = 4;

/** Beyond this many distinct infix key masks, testing them costs more than the windows they spare. */
export const MAX_INFIX_MASKS = 8;

/** Whether a segment with these characters (segmentChars) may hold a window equal to some infix key. */
export function mayHoldInfix(keyChars: Int32Array | undefined, segment: number): boolean {
  if (keyChars === undefined) return true;
  for (let k = 0; k < keyChars.length; k++) if ((segment & keyChars[k]!) === keyChars[k]) return true;
  return false;
}

export interface PathIndex {
  readonly mode: PathMatchMode;
  /** Number of rules indexed. */
  readonly size: number;
  /** @internal */
  readonly rules: readonly CompiledRule[];
  /** @internal bare selectors */
  readonly always: readonly number[];
  /** @internal the rules that match a name at any depth: bare selectors, and `**` first from the filesystem root (unrooted restrict rules are so rewritten) */
  readonly anyDepth: ReadonlySet<number>;
  /** @internal tries keyed by the literal text as written */
  readonly tries: Readonly<Record<RootKind, TrieNode | undefined>>;
  /** @internal restrict mode: the same tries keyed by folded literals (case-insensitive contexts) */
  readonly foldedTries: Readonly<Record<RootKind, TrieNode | undefined>>;
  /** @internal the longest extension key (0: no extension table anywhere) */
  readonly maxExt: number;
  /** @internal per-call de-duplication stamps (scratch, not state) */
  readonly scratch: { stamp: Uint32Array; gen: number; plan: RootPlan | undefined };
}

/** One root trie the walk may go down, for one context: the root's body (folded when folding) and depth. */
export interface RootWalk {
  readonly trie: TrieNode;
  /** The root's segments joined by `/` ('' for the filesystem root). */
  readonly body: string;
  readonly segments: number;
  /** allow mode: 1 = walked only for UNC paths, 0 = only for other paths; -1 = for every path. */
  readonly unc: number;
}

/**
 * The root walks of one index in one resolved context (made on the first match in that context,
 * kept until another context comes: clients use one context per session). What walkRoots decided
 * per call from the tries and the context, which do not change between calls.
 */
export interface RootPlan {
  readonly ctx: object;
  /** restrict mode in a case-insensitive context: the folded tries, bodies and view. */
  readonly fold: boolean;
  readonly walks: readonly RootWalk[];
  /** restrict mode: some rule's root is one the context does not know. */
  readonly unknownRoot: boolean;
  /**
   * restrict mode: the part of each root with a Windows 8.3 short name (`C:\Users\U~1`) before
   * that segment, as a body (`c:/users`) and its segment count. A path below it may lie in the
   * root under its long name, which the engine cannot know: its root is unknown. Usually empty.
   */
  readonly shortRoots: readonly { readonly body: string; readonly segments: number }[];
}

export const MAX_TRIE_BRANCHES = 64;
export const MAX_KEY_ALTERNATIVES = 32;
/** Prefix keys are exactly this long (a shorter leading literal files the rule in `other`). */
export const PREFIX_LEN = 3;
export const EMPTY: readonly number[] = Object.freeze([]);

export const GLOBSTAR: PathSegment = Object.freeze({ type: 'globstar' });

/**
 * Words of a last-character bit set (TrieNode.tokLast and extLast): one bit per code unit mod 128,
 * so digits and lower-case letters (keys `config-12`, `pem1` against a segment `a.ts`) do not
 * share bits, as they did mod 64.
 */
export const LAST_CHAR_WORDS = 4;

/** Sets the bit of code unit c in a last-character bit set. */
export function addLastChar(bits: Int32Array, c: number): void {
  const k = c & 127;
  bits[k >>> 5]! |= 1 << (k & 31);
}

/** Whether a last-character bit set has code unit c. */
export function hasLastChar(bits: Int32Array, c: number): boolean {
  const k = c & 127;
  return (bits[k >>> 5]! & (1 << (k & 31))) !== 0;
}

/** A length's bit in TrieNode.tokLengths (31 stands for 31 and more). */
export function lengthBit(length: number): number {
  return 1 << (length > 31 ? 31 : length);
}

// FNV-1a over UTF-16 code units: incremental, so the hash of a segment's first PREFIX_LEN
// characters is a by-product of hashing the segment.
export const HASH_SEED = 0x811c9dc5 | 0;
export const HASH_MUL = 0x01000193;

export function hashRange(s: string, from: number, to: number): number {
  let h = HASH_SEED;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), HASH_MUL);
  return h;
}

/** The table slot a hash starts probing at. */
export function slotOf(h: number, mask: number): number {
  return (h ^ (h >>> 15)) & mask;
}

/**
 * Seals a Map into a KeyTable. At most a quarter full, and an empty slot has hash 0 (a key whose
 * hash is 0 is stored as 1): a miss usually costs one read of the hash array.
 */
export function buildTable<T>(map: ReadonlyMap<string, T>): KeyTable<T> {
  let size = 4;
  while (size < map.size * 4) size *= 2;
  const mask = size - 1;
  let filterLog = 5;
  while (1 << filterLog < map.size * FILTER_BITS_PER_KEY) filterLog++;
  const filter = new Int32Array(1 << (filterLog - 5));
  const hashes = new Int32Array(size);
  // Packed, unfrozen arrays: V8 (Node 20) inlines an indexed load from them, but calls its generic
  // keyed-load stub for a frozen (or holey) array, about 5 ns a load (measured).
  const keys: (string | undefined)[] = [];
  const vals: (T | undefined)[] = [];
  for (let i = 0; i < size; i++) {
    keys.push(undefined);
    vals.push(undefined);
  }
  for (const [k, v] of map) {
    const h = stored(hashRange(k, 0, k.length));
    let i = slotOf(h, mask);
    while (hashes[i] !== 0) i = (i + 1) & mask;
    hashes[i] = h;
    keys[i] = k;
    vals[i] = v;
    const bit = filterBit(h, filterLog);
    filter[bit >>> 5]! |= 1 << (bit & 31);
  }
  return Object.freeze({ filter, filterLog, mask, hashes, keys, vals });
}

const FILTER_BITS_PER_KEY = 16;

/** The filter bit of a (stored) hash: its top bits after a multiplicative mix, independent of slotOf's low bits. */
function filterBit(h: number, log: number): number {
  return Math.imul(h, 0x9e3779b1) >>> (32 - log);
}

/** Hash 0 marks an empty slot. */
function stored(h: number): number {
  return h === 0 ? 1 : h;
}

/** The value keyed by `text[from..to)` (whose hash is `h`), or undefined. */
export function lookup<T>(t: KeyTable<T>, text: string, from: number, to: number, hash: number): T | undefined {
  const h = hash === 0 ? 1 : hash;
  const bit = filterBit(h, t.filterLog);
  if ((t.filter[bit >>> 5]! & (1 << (bit & 31))) === 0) return undefined;
  const { mask, hashes } = t;
  const len = to - from;
  for (let i = slotOf(h, mask); ; i = (i + 1) & mask) {
    const x = hashes[i]!;
    if (x === 0) return undefined;
    if (x !== h) continue;
    const k = t.keys[i]!;
    if (k.length !== len) continue;
    let j = 0;
    while (j < len && k.charCodeAt(j) === text.charCodeAt(from + j)) j++;
    if (j === len) return t.vals[i];
  }
}
