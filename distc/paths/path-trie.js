// The data of the path index (path-index.ts), shared by its build side (path-index-build.ts) and
// its match side: the public index and match types, the compiled rule, the segment trie node with
// its token/extension/prefix/infix key tables, the limits, and the hash that the build side computes
// on rule literals and the match side on regions of the path text (both must compute it the same
// way). Nothing here builds or walks a trie.
export const ROOT_KINDS = ['fs', 'workspace', 'home', 'cwd'];
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
/**
 * Up to this many infix keys, a visit finds them by `indexOf` (one native search each over the
 * remaining text) rather than by hashing windows (ADR 0004, twelfth pass).
 */
export const MAX_INFIX_WORDS = 4;
/** Beyond this many distinct infix key masks, testing them costs more than the windows they spare. */
export const MAX_INFIX_MASKS = 8;
/** Whether a segment with these characters (segmentChars) may hold a window equal to some infix key. */
export function mayHoldInfix(keyChars, segment) {
    if (keyChars === undefined)
        return true;
    for (let k = 0; k < keyChars.length; k++)
        if ((segment & keyChars[k]) === keyChars[k])
            return true;
    return false;
}
export const MAX_TRIE_BRANCHES = 64;
export const MAX_KEY_ALTERNATIVES = 32;
/** Prefix keys are exactly this long (a shorter leading literal files the rule in `other`). */
export const PREFIX_LEN = 3;
export const EMPTY = Object.freeze([]);
export const GLOBSTAR = Object.freeze({ type: 'globstar' });
/**
 * Words of a last-character bit set (TrieNode.tokLast and extLast): one bit per code unit mod 128,
 * so digits and lower-case letters (keys `config-12`, `pem1` against a segment `a.ts`) do not
 * share bits, as they did mod 64.
 */
export const LAST_CHAR_WORDS = 4;
/** Sets the bit of code unit c in a last-character bit set. */
export function addLastChar(bits, c) {
    const k = c & 127;
    bits[k >>> 5] |= 1 << (k & 31);
}
/** Whether a last-character bit set has code unit c. */
export function hasLastChar(bits, c) {
    const k = c & 127;
    return (bits[k >>> 5] & (1 << (k & 31))) !== 0;
}
/** A length's bit in TrieNode.tokLengths (31 stands for 31 and more). */
export function lengthBit(length) {
    return 1 << (length > 31 ? 31 : length);
}
// FNV-1a over UTF-16 code units: incremental, so the hash of a segment's first PREFIX_LEN
// characters is a by-product of hashing the segment.
export const HASH_SEED = 0x811c9dc5 | 0;
export const HASH_MUL = 0x01000193;
export function hashRange(s, from, to) {
    let h = HASH_SEED;
    for (let i = from; i < to; i++)
        h = Math.imul(h ^ s.charCodeAt(i), HASH_MUL);
    return h;
}
/** The table slot a hash starts probing at. */
export function slotOf(h, mask) {
    return (h ^ (h >>> 15)) & mask;
}
/**
 * Seals a Map into a KeyTable. At most a quarter full, and an empty slot has hash 0 (a key whose
 * hash is 0 is stored as 1): a miss usually costs one read of the hash array.
 */
export function buildTable(map) {
    let size = 4;
    while (size < map.size * 4)
        size *= 2;
    const mask = size - 1;
    let filterLog = 5;
    while (1 << filterLog < map.size * FILTER_BITS_PER_KEY)
        filterLog++;
    const filter = new Int32Array(1 << (filterLog - 5));
    const hashes = new Int32Array(size);
    // Packed, unfrozen arrays: V8 (Node 20) inlines an indexed load from them, but calls its generic
    // keyed-load stub for a frozen (or holey) array, about 5 ns a load (measured).
    const keys = [];
    const vals = [];
    for (let i = 0; i < size; i++) {
        keys.push(undefined);
        vals.push(undefined);
    }
    for (const [k, v] of map) {
        const h = stored(hashRange(k, 0, k.length));
        let i = slotOf(h, mask);
        while (hashes[i] !== 0)
            i = (i + 1) & mask;
        hashes[i] = h;
        keys[i] = k;
        vals[i] = v;
        const bit = filterBit(h, filterLog);
        filter[bit >>> 5] |= 1 << (bit & 31);
    }
    return Object.freeze({ filter, filterLog, mask, hashes, keys, vals });
}
const FILTER_BITS_PER_KEY = 16;
/** The filter bit of a (stored) hash: its top bits after a multiplicative mix, independent of slotOf's low bits. */
function filterBit(h, log) {
    return Math.imul(h, 0x9e3779b1) >>> (32 - log);
}
/** Hash 0 marks an empty slot. */
function stored(h) {
    return h === 0 ? 1 : h;
}
/** The value keyed by `text[from..to)` (whose hash is `h`), or undefined. */
export function lookup(t, text, from, to, hash) {
    const h = hash === 0 ? 1 : hash;
    const bit = filterBit(h, t.filterLog);
    if ((t.filter[bit >>> 5] & (1 << (bit & 31))) === 0)
        return undefined;
    const { mask, hashes } = t;
    const len = to - from;
    for (let i = slotOf(h, mask);; i = (i + 1) & mask) {
        const x = hashes[i];
        if (x === 0)
            return undefined;
        if (x !== h)
            continue;
        const k = t.keys[i];
        if (k.length !== len)
            continue;
        let j = 0;
        while (j < len && k.charCodeAt(j) === text.charCodeAt(from + j))
            j++;
        if (j === len)
            return t.vals[i];
    }
}
//# sourceMappingURL=path-trie.js.map