// The label suffixes of one host (`a.b.c` → `a.b.c`, `b.c`, `c`): where each starts and its
// hash. Domain rules are looked up by these hashes (domain-index.ts), so no suffix string is made
// and no string is hashed by the engine (fresh strings cost ~1.5 ns per character to hash on every
// Map lookup).
//
// One record, for the host last seen: the URL fast path (url.ts) fills it while it reads the host
// anyway, so the index finds it ready (the host string is the same object: one pointer compare),
// and the deny/ask and allow lookups of one decision share it. Any other host is read here.
//
// Hashes only select candidates; the index confirms every candidate by comparing strings, so a
// hash collision can never cause a match. A WRONG hash or start could cause a miss (a deny rule
// not found), so both writers use the one definition below, and `host` is set only once the
// record is complete (and cleared before a writer starts).
/** h = h * HASH_MUL + c over the characters, left to right (a polynomial hash). */
export const HASH_MUL = 0x01000193;
/** The hash of a whole string, as the record holds it for the host's suffixes. */
export function hashOf(s) {
    let h = 0;
    for (let i = 0; i < s.length; i++)
        h = (Math.imul(h, HASH_MUL) + s.charCodeAt(i)) | 0;
    return h;
}
/**
 * `count` suffixes, longest first: suffix k starts at `starts[k]` (starts[0] = 0, the whole
 * host; then one past each dot) and hashes to `hashes[k]`. Writers fill `hashes[k]` first with
 * the hash of the PREFIX host[0, starts[k]), then call finishLabels.
 * A mutable module record (typed arrays), not a frozen object: it is rewritten on every decision.
 */
export const labels = {
    host: undefined,
    count: 0,
    starts: new Int32Array(128),
    hashes: new Int32Array(128),
};
/** HASH_MUL ** k, for k below the table size (longer hosts multiply on). */
const POW = new Int32Array(512);
POW[0] = 1;
for (let k = 1; k < POW.length; k++)
    POW[k] = Math.imul(POW[k - 1], HASH_MUL);
/**
 * Turns the prefix hashes into suffix hashes: for a host of length n whose whole hash is `full`,
 * hash(host[i, n)) = full - hash(host[0, i)) * HASH_MUL ** (n - i).
 */
export function finishLabels(host, full, count) {
    const { starts, hashes } = labels;
    const n = host.length;
    for (let k = 0; k < count; k++) {
        const len = n - starts[k];
        let pow;
        if (len < POW.length) {
            pow = POW[len];
        }
        else {
            pow = POW[POW.length - 1];
            for (let j = POW.length - 1; j < len; j++)
                pow = Math.imul(pow, HASH_MUL);
        }
        hashes[k] = (full - Math.imul(hashes[k], pow)) | 0;
    }
    labels.count = count;
    labels.host = host;
}
/** Fills the record for `host` unless it already holds it. */
export function labelsOf(host) {
    if (host === labels.host)
        return;
    labels.host = undefined;
    const n = host.length;
    if (n + 1 > labels.starts.length) {
        let size = labels.starts.length;
        while (size < n + 1)
            size *= 2;
        labels.starts = new Int32Array(size);
        labels.hashes = new Int32Array(size);
    }
    const { starts, hashes } = labels;
    starts[0] = 0;
    hashes[0] = 0;
    let k = 1;
    let h = 0;
    for (let i = 0; i < n; i++) {
        const c = host.charCodeAt(i);
        h = (Math.imul(h, HASH_MUL) + c) | 0;
        if (c === 46) {
            starts[k] = i + 1;
            hashes[k++] = h;
        }
    }
    finishLabels(host, h, k);
}
//# sourceMappingURL=host-labels.js.map