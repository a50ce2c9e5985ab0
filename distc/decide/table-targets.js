// The fetch targets of the URLs the analysis's own tables give (a package manager's default
// registry, Docker Hub), parsed once: `docker run IMG` and `npm ci` reach the same constant URLs
// on every line, and parsing them was 3% of such a decision. parseFetchTarget is a pure function
// of the string, so a stored result is the one it would give. The set is fixed (the tables'),
// so no input can grow it.
import { matchDomain } from '../domains/domain-index.js';
import { parseFetchTarget } from '../domains/url.js';
import { REGISTRY_URLS } from '../shell/default-registries.js';
/** The table URLs' lengths (each under 64): a URL of another length is ruled out before it is hashed. */
const LENGTHS = new Uint8Array(64);
for (const url of REGISTRY_URLS)
    if (url.length < LENGTHS.length)
        LENGTHS[url.length] = 1;
let targets;
/** Frozen, so that no reader can change what the next decision is given. */
function frozenTarget(url) {
    const r = parseFetchTarget(url);
    if (r.ok)
        Object.freeze(r.target);
    return Object.freeze(r);
}
/** parseFetchTarget(url) where url is one of the tables' URLs; undefined for any other. */
export function tableTarget(url) {
    if (url.length >= LENGTHS.length || LENGTHS[url.length] === 0)
        return undefined;
    targets ??= new Map(REGISTRY_URLS.filter((u) => u.length < LENGTHS.length).map((u) => [u, frozenTarget(u)]));
    return targets.get(url);
}
/** Each index's matches of the table targets (a rule list's match is a pure function of index and target). */
const matches = new WeakMap();
/**
 * matchDomain(index, target), for a target tableTarget gave. (Kept for at most as many targets as
 * the tables have: a target from elsewhere is matched, and kept only while there is room.)
 */
export function tableMatches(index, target) {
    let byTarget = matches.get(index);
    if (byTarget === undefined) {
        byTarget = new Map();
        matches.set(index, byTarget);
    }
    let ids = byTarget.get(target);
    if (ids === undefined) {
        ids = Object.freeze(matchDomain(index, target));
        if (byTarget.size < REGISTRY_URLS.length)
            byTarget.set(target, ids);
    }
    return ids;
}
//# sourceMappingURL=table-targets.js.map