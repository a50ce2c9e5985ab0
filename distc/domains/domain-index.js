// An immutable index of Domain rules: which rules match a fetch target.
//
//   host        exact host
//   *.host      the host itself and every name below it (label boundary)
//   *           every host
//   (bare)      the bare `Domain` selector: every target
//
// Mode 'restrict' (deny and ask rules): a rule without scheme matches every scheme and port; a
// scheme narrows to that scheme (any port unless a port is written); a port narrows to that
// port. Both `host` and `altHost` of the target are tried, and the IPv4 address an
// IPv4-mapped IPv6 host stands for (a rule on either spelling catches the other), and for a
// loopback spelling (`0.0.0.0`, `[::]`, 127.0.0.0/8, `*.localhost`) the names `127.0.0.1`,
// `[::1]`, `localhost` (a rule on such a spelling also stands under 127.0.0.1).
//
// Mode 'allow': a rule without scheme means https on port 443 only; a scheme without port means
// that scheme's default port; scheme + port exact. A target with userinfo or with altHost (the
// URL readers disagree on its host) never matches, not even the bare selector; an unspecified
// address matches only where its loopback address (`127.0.0.1`, `[::1]`) is allowed too.
//
// Cost per decision: one hash-table probe for the exact host and one per `*.` rule depth for the
// walk, each by a label-suffix hash (host-labels.ts: no suffix string is made), plus the (short)
// list of `*` and bare rules; it does not grow with the number of rules.
import { DEFAULT_PORTS } from '../rules/domain-pattern.js';
import { hashOf, labels, labelsOf } from './host-labels.js';
import { LOOPBACK_NAMES, mappedIPv4, reachesLoopback, unspecifiedLoopback } from './mapped-ipv4.js';
/**
 * Open-addressing table from a 30-bit hash to an index into `lists` (linear probing over one
 * typed array of [hash, index] pairs, so a probe reads one cache line): a miss costs a read or
 * two of contiguous memory instead of a Map lookup's several dependent reads. In front of it a
 * bit filter (16 bits per key, one bit per hash): most label suffixes of a target name no rule,
 * and their miss then reads one word of a table small enough to stay in L1 at 10,000 rules.
 */
class HashTable {
    #slots;
    #mask;
    #filter;
    #filterShift;
    lists;
    constructor(map) {
        let size = 8;
        while (size < map.size * 2)
            size *= 2;
        let bits = 32;
        while (bits < map.size * 16)
            bits *= 2;
        const slots = new Int32Array(size * 2).fill(-1);
        const mask = size - 1;
        const filter = new Int32Array(bits >>> 5);
        const filterShift = 32 - Math.log2(bits);
        this.lists = [];
        for (const [h, list] of map) {
            const m = mix(h);
            const f = m >>> filterShift;
            filter[f >>> 5] |= 1 << (f & 31);
            let i = (m >>> 7) & mask;
            while (slots[2 * i + 1] !== -1)
                i = (i + 1) & mask;
            slots[2 * i] = h;
            slots[2 * i + 1] = this.lists.length;
            this.lists.push(list);
        }
        this.#slots = slots;
        this.#mask = mask;
        this.#filter = filter;
        this.#filterShift = filterShift;
        Object.freeze(this.lists);
        Object.freeze(this);
    }
    get size() {
        return this.lists.length;
    }
    /** The buckets whose host hashes to `h`, or undefined. */
    get(h) {
        const m = mix(h);
        const f = m >>> this.#filterShift;
        if ((this.#filter[f >>> 5] & (1 << (f & 31))) === 0)
            return undefined;
        const slots = this.#slots;
        const mask = this.#mask;
        for (let i = (m >>> 7) & mask;; i = (i + 1) & mask) {
            const v = slots[2 * i + 1];
            if (v === -1)
                return undefined;
            if (slots[2 * i] === h)
                return this.lists[v];
        }
    }
}
/** Spreads the polynomial hash over all 32 bits (slot: bits 7 up; filter: the top bits). */
function mix(h) {
    return Math.imul(h ^ (h >>> 15), 0x2C1B3C6D);
}
export class DomainIndex {
    #exact;
    #suffix;
    #any;
    /**
     * #depths[d] = 1: some `*.` rule's host has d labels (the walk only looks those suffixes up).
     * A typed array, not a frozen array: indexed reads of frozen arrays were ~7% of a match here.
     */
    #depths;
    #maxDepth;
    #allow;
    mode;
    size;
    /** @internal use buildDomainIndex. */
    constructor(rules, mode) {
        const exact = new Map();
        const suffix = new Map();
        const any = [];
        const allow = mode === 'allow';
        const depths = [];
        let maxDepth = 0;
        const add = (map, host, e) => {
            const h = hashOf(host) & 0x3fffffff;
            let list = map.get(h);
            if (list === undefined)
                map.set(h, list = []);
            let bucket = list.find((b) => b.host === host);
            if (bucket === undefined)
                list.push(bucket = { host, entries: [] });
            bucket.entries.push(e);
        };
        for (const r of rules) {
            const p = r.pattern;
            let e;
            if (p === undefined) {
                any.push(Object.freeze({ id: r.id, scheme: undefined, port: undefined }));
                continue;
            }
            if (allow) {
                const scheme = p.scheme ?? 'https';
                e = Object.freeze({ id: r.id, scheme, port: p.port ?? DEFAULT_PORTS[scheme] });
            }
            else {
                e = Object.freeze({ id: r.id, scheme: p.scheme, port: p.scheme === undefined ? undefined : p.port });
            }
            if (p.any) {
                any.push(e);
            }
            else if (p.subdomains) {
                add(suffix, p.host, e);
                const d = p.host.split('.').length;
                depths[d] = 1;
                if (d > maxDepth)
                    maxDepth = d;
            }
            else {
                add(exact, p.host, e);
                // A restrict rule written as an IPv4-mapped IPv6 address also covers the IPv4 address.
                const v4 = allow ? undefined : mappedIPv4(p.host);
                if (v4 !== undefined)
                    add(exact, v4, e);
                // A restrict rule on another name of this machine (`0.0.0.0`, `[::]`, `127.0.0.2`) covers it
                // under every name: each loopback target is also looked up as 127.0.0.1 (match below).
                if (!allow && reachesLoopback(p.host) && p.host !== '127.0.0.1')
                    add(exact, '127.0.0.1', e);
            }
        }
        for (const m of [exact, suffix]) {
            for (const list of m.values()) {
                for (const b of list)
                    Object.freeze(b.entries);
                Object.freeze(list);
            }
        }
        this.#exact = new HashTable(exact);
        this.#suffix = new HashTable(suffix);
        this.#any = Object.freeze(any);
        this.#depths = Uint8Array.from({ length: maxDepth + 1 }, (_, d) => depths[d] ?? 0);
        this.#maxDepth = maxDepth;
        this.#allow = allow;
        this.mode = mode;
        this.size = rules.length;
        Object.freeze(this);
    }
    /** Ascending ids of every matching rule (a shared empty array when none). */
    match(target) {
        found = undefined;
        if (this.#allow) {
            if (target.userinfo || target.altHost !== undefined)
                return NONE;
            // An unspecified address reaches loopback: allowed only where loopback is allowed too.
            const loopback = unspecifiedLoopback(target.host);
            if (loopback !== undefined && !this.#allows(loopback, target))
                return NONE;
            this.#collect(target.host, target);
        }
        else {
            this.#collect(target.host, target);
            if (target.altHost !== undefined && target.altHost !== target.host)
                this.#collect(target.altHost, target);
            // An IPv4-mapped IPv6 host reaches the IPv4 address: restrict rules on it apply.
            const v4 = mappedIPv4(target.host) ?? (target.altHost === undefined ? undefined : mappedIPv4(target.altHost));
            if (v4 !== undefined)
                this.#collect(v4, target);
            // An unspecified address (`0.0.0.0`, `[::]`), 127.0.0.0/8 and `*.localhost` reach loopback:
            // restrict rules on its usual names apply.
            if (reachesLoopback(target.host) || (target.altHost !== undefined && reachesLoopback(target.altHost))) {
                for (let k = 0; k < LOOPBACK_NAMES.length; k++)
                    this.#collect(LOOPBACK_NAMES[k], target);
            }
        }
        // Indexed loops over the frozen lists below: for...of on a frozen array takes a V8 slow path.
        const any = this.#any;
        for (let k = 0; k < any.length; k++)
            push(any[k], target);
        const out = found; // (set by push, which TypeScript cannot see)
        found = undefined;
        if (out === undefined)
            return NONE;
        if (out.length > 1) {
            out.sort((a, b) => a - b);
            let w = 1;
            for (let i = 1; i < out.length; i++)
                if (out[i] !== out[w - 1])
                    out[w++] = out[i];
            out.length = w;
        }
        return out;
    }
    /** Whether some rule matches `host` on the target's scheme and port (allow mode; resets the ids found). */
    #allows(host, target) {
        this.#collect(host, target);
        const any = this.#any;
        for (let k = 0; k < any.length; k++)
            push(any[k], target);
        const yes = found !== undefined;
        found = undefined;
        return yes;
    }
    #collect(host, target) {
        const walk = this.#maxDepth > 0 && host.charCodeAt(0) !== 91; // no `*.` rule applies to [v6]
        const exact = this.#exact;
        if (!walk && exact.size === 0)
            return;
        labelsOf(host);
        const { starts, hashes, count } = labels;
        const n = host.length;
        if (walk) {
            const suffix = this.#suffix;
            const depths = this.#depths;
            const last = Math.min(this.#maxDepth, count);
            for (let depth = 1; depth <= last; depth++) {
                if (!depths[depth])
                    continue;
                const list = suffix.get(hashes[count - depth] & 0x3fffffff);
                if (list === undefined)
                    continue;
                const i = starts[count - depth];
                for (let k = 0; k < list.length; k++) {
                    const b = list[k];
                    if (b.host.length === n - i && (i === 0 ? host === b.host : host.endsWith(b.host)))
                        pushAll(b.entries, target);
                }
            }
        }
        if (exact.size !== 0) {
            const list = exact.get(hashes[0] & 0x3fffffff);
            if (list !== undefined) {
                for (let k = 0; k < list.length; k++)
                    if (host === list[k].host)
                        pushAll(list[k].entries, target);
            }
        }
    }
}
const NONE = Object.freeze([]);
/** The ids found by the current match (module-level: matching never calls out, so never re-enters). */
let found;
function push(e, t) {
    if (e.scheme !== undefined && e.scheme !== t.scheme)
        return;
    if (e.port !== undefined && e.port !== t.port)
        return;
    (found ??= []).push(e.id);
}
function pushAll(entries, t) {
    for (let k = 0; k < entries.length; k++)
        push(entries[k], t);
}
/** Builds the (immutable) index of one rule list for one mode. */
export function buildDomainIndex(rules, mode) {
    return new DomainIndex(rules, mode);
}
/** Ascending ids of every rule in the index that matches the target. */
export function matchDomain(index, target) {
    return index.match(target);
}
//# sourceMappingURL=domain-index.js.map