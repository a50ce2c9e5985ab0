/** h = h * HASH_MUL + c over the characters, left to right (a polynomial hash). */
export declare const HASH_MUL = 16777619;
/** The hash of a whole string, as the record holds it for the host's suffixes. */
export declare function hashOf(s: string): number;
/**
 * `count` suffixes, longest first: suffix k starts at `starts[k]` (starts[0] = 0, the whole
 * host; then one past each dot) and hashes to `hashes[k]`. Writers fill `hashes[k]` first with
 * the hash of the PREFIX host[0, starts[k]), then call finishLabels.
 * A mutable module record (typed arrays), not a frozen object: it is rewritten on every decision.
 */
export declare const labels: {
    host: string | undefined;
    count: number;
    starts: Int32Array<ArrayBuffer>;
    hashes: Int32Array<ArrayBuffer>;
};
/**
 * Turns the prefix hashes into suffix hashes: for a host of length n whose whole hash is `full`,
 * hash(host[i, n)) = full - hash(host[0, i)) * HASH_MUL ** (n - i).
 */
export declare function finishLabels(host: string, full: number, count: number): void;
/** Fills the record for `host` unless it already holds it. */
export declare function labelsOf(host: string): void;
