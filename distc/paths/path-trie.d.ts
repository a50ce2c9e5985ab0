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
export declare const ROOT_KINDS: readonly RootKind[];
/**
 * How a candidate is confirmed. Most rules have a shape where reaching the trie node, or hitting
 * the key, already decides; only the rest run the compiled glob (glob.ts) on the segments.
 */
export type Confirm = 0 | 1 | 2 | 3 | 4;
/** Run the glob matcher. */
export declare const BY_GLOB = 0;
/** Filed at a node: matches whenever the walk reaches it (`a/b/**`, or all literals matched as a directory). */
export declare const WHEN_REACHED = 1;
/** Filed at a node: matches when the path ends there (all literals, exact). */
export declare const WHEN_ENDS = 2;
/** Filed in a token or extension table: a hit matches at any segment (`**\/k/**`, or `**\/k` as a directory). */
export declare const ON_HIT = 3;
/** Filed in a token or extension table: a hit matches on the last segment only (`**\/k`, exact). */
export declare const ON_LAST_HIT = 4;
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
export declare const MAX_INFIX_WORDS = 4;
/** Beyond this many distinct infix key masks, testing them costs more than the windows they spare. */
export declare const MAX_INFIX_MASKS = 8;
/** Whether a segment with these characters (segmentChars) may hold a window equal to some infix key. */
export declare function mayHoldInfix(keyChars: Int32Array | undefined, segment: number): boolean;
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
    readonly scratch: {
        stamp: Uint32Array;
        gen: number;
        plan: RootPlan | undefined;
    };
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
}
export declare const MAX_TRIE_BRANCHES = 64;
export declare const MAX_KEY_ALTERNATIVES = 32;
/** Prefix keys are exactly this long (a shorter leading literal files the rule in `other`). */
export declare const PREFIX_LEN = 3;
export declare const EMPTY: readonly number[];
export declare const GLOBSTAR: PathSegment;
/**
 * Words of a last-character bit set (TrieNode.tokLast and extLast): one bit per code unit mod 128,
 * so digits and lower-case letters (keys `config-12`, `pem1` against a segment `a.ts`) do not
 * share bits, as they did mod 64.
 */
export declare const LAST_CHAR_WORDS = 4;
/** Sets the bit of code unit c in a last-character bit set. */
export declare function addLastChar(bits: Int32Array, c: number): void;
/** Whether a last-character bit set has code unit c. */
export declare function hasLastChar(bits: Int32Array, c: number): boolean;
/** A length's bit in TrieNode.tokLengths (31 stands for 31 and more). */
export declare function lengthBit(length: number): number;
export declare const HASH_SEED: number;
export declare const HASH_MUL = 16777619;
export declare function hashRange(s: string, from: number, to: number): number;
/** The table slot a hash starts probing at. */
export declare function slotOf(h: number, mask: number): number;
/**
 * Seals a Map into a KeyTable. At most a quarter full, and an empty slot has hash 0 (a key whose
 * hash is 0 is stored as 1): a miss usually costs one read of the hash array.
 */
export declare function buildTable<T>(map: ReadonlyMap<string, T>): KeyTable<T>;
/** The value keyed by `text[from..to)` (whose hash is `h`), or undefined. */
export declare function lookup<T>(t: KeyTable<T>, text: string, from: number, to: number, hash: number): T | undefined;
