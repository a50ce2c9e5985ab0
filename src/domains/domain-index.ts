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
// IPv4-mapped IPv6 host stands for (a rule on either spelling catches the other).
//
// Mode 'allow': a rule without scheme means https on port 443 only; a scheme without port means
// that scheme's default port; scheme + port exact. A target with userinfo or with altHost (the
// URL readers disagree on its host) never matches, not even the bare selector.
//
// Cost per decision: one Map lookup for the exact host, one per label for the `*.` walk, plus the
// (short) list of `*` and bare rules; it does not grow with the number of rules.

import { DEFAULT_PORTS } from '../rules/domain-pattern.js';
import type { DomainPattern, DomainScheme } from '../rules/types.js';
import { mappedIPv4 } from './mapped-ipv4.js';
import type { FetchTarget } from './url.js';

export interface DomainRuleRef {
  readonly id: number;
  /** undefined = bare `Domain` selector: everything. */
  readonly pattern: DomainPattern | undefined;
}

export type DomainMatchMode = 'restrict' | 'allow';

/** What a rule requires of the target besides its host. */
interface Entry {
  readonly id: number;
  /** undefined: any scheme. */
  readonly scheme: string | undefined;
  /** undefined: any port. */
  readonly port: number | undefined;
}

/** Rules keyed by one host. */
interface Bucket {
  readonly host: string;
  readonly entries: Entry[];
}

/**
 * Polynomial hash of a string, accumulated from its LAST character to its first, so that the
 * running value at position i of one right-to-left pass is exactly the hash of the suffix
 * starting at i. Computed on the rule hosts at build time and on every label suffix of the
 * target in one pass: no substring is made and no string is hashed by the engine (fresh strings
 * cost ~1.5 ns per character to hash on every Map lookup). Hashes only select candidates; every
 * candidate is confirmed by comparing the strings, so a collision can never cause a match.
 */
const HASH_MUL = 0x01000193;
function hashOf(s: string): number {
  let h = 0;
  let pow = 1;
  for (let i = s.length - 1; i >= 0; i--) {
    h = (h + Math.imul(s.charCodeAt(i), pow)) | 0;
    pow = Math.imul(pow, HASH_MUL);
  }
  return h & 0x3fffffff;
}

/**
 * Open-addressing table from a 30-bit hash to an index into `lists` (linear probing over two
 * typed arrays): a miss costs one or two reads of contiguous memory instead of a Map lookup's
 * several dependent reads, which is what dominates at 10,000 rules.
 */
class HashTable {
  readonly #keys: Int32Array;
  readonly #vals: Int32Array;
  readonly #mask: number;
  readonly lists: (readonly Bucket[])[];

  constructor(map: ReadonlyMap<number, readonly Bucket[]>) {
    let size = 8;
    while (size < map.size * 2) size *= 2;
    this.#keys = new Int32Array(size);
    this.#vals = new Int32Array(size).fill(-1);
    this.#mask = size - 1;
    this.lists = [];
    for (const [h, list] of map) {
      let i = slot(h) & this.#mask;
      while (this.#vals[i] !== -1) i = (i + 1) & this.#mask;
      this.#keys[i] = h;
      this.#vals[i] = this.lists.length;
      this.lists.push(list);
    }
    Object.freeze(this.lists);
    Object.freeze(this);
  }

  get size(): number {
    return this.lists.length;
  }

  /** The buckets whose host hashes to `h`, or undefined. */
  get(h: number): readonly Bucket[] | undefined {
    const keys = this.#keys;
    const vals = this.#vals;
    const mask = this.#mask;
    for (let i = slot(h) & mask; ; i = (i + 1) & mask) {
      const v = vals[i]!;
      if (v === -1) return undefined;
      if (keys[i] === h) return this.lists[v];
    }
  }
}

/** Spreads the polynomial hash over the table's low bits. */
function slot(h: number): number {
  return Math.imul(h ^ (h >>> 15), 0x2C1B3C6D) >>> 7;
}

export class DomainIndex {
  readonly #exact: HashTable;
  readonly #suffix: HashTable;
  readonly #any: readonly Entry[];
  /** #depths[d]: some `*.` rule's host has d labels (the walk only looks those suffixes up). */
  readonly #depths: readonly boolean[];
  readonly #maxDepth: number;
  readonly #allow: boolean;
  readonly mode: DomainMatchMode;
  readonly size: number;

  /** @internal use buildDomainIndex. */
  constructor(rules: readonly DomainRuleRef[], mode: DomainMatchMode) {
    const exact = new Map<number, Bucket[]>();
    const suffix = new Map<number, Bucket[]>();
    const any: Entry[] = [];
    const allow = mode === 'allow';
    const depths: boolean[] = [];
    let maxDepth = 0;
    const add = (map: Map<number, Bucket[]>, host: string, e: Entry): void => {
      const h = hashOf(host);
      let list = map.get(h);
      if (list === undefined) map.set(h, list = []);
      let bucket = list.find((b) => b.host === host);
      if (bucket === undefined) list.push(bucket = { host, entries: [] });
      bucket.entries.push(e);
    };
    for (const r of rules) {
      const p = r.pattern;
      let e: Entry;
      if (p === undefined) {
        any.push(Object.freeze({ id: r.id, scheme: undefined, port: undefined }));
        continue;
      }
      if (allow) {
        const scheme: DomainScheme = p.scheme ?? 'https';
        e = Object.freeze({ id: r.id, scheme, port: p.port ?? DEFAULT_PORTS[scheme] });
      } else {
        e = Object.freeze({ id: r.id, scheme: p.scheme, port: p.scheme === undefined ? undefined : p.port });
      }
      if (p.any) {
        any.push(e);
      } else if (p.subdomains) {
        add(suffix, p.host, e);
        const d = p.host.split('.').length;
        depths[d] = true;
        if (d > maxDepth) maxDepth = d;
      } else {
        add(exact, p.host, e);
        // A restrict rule written as an IPv4-mapped IPv6 address also covers the IPv4 address.
        const v4 = allow ? undefined : mappedIPv4(p.host);
        if (v4 !== undefined) add(exact, v4, e);
      }
    }
    for (let d = 0; d <= maxDepth; d++) depths[d] ??= false;
    for (const m of [exact, suffix]) {
      for (const list of m.values()) {
        for (const b of list) Object.freeze(b.entries);
        Object.freeze(list);
      }
    }
    this.#exact = new HashTable(exact);
    this.#suffix = new HashTable(suffix);
    this.#any = Object.freeze(any);
    this.#depths = Object.freeze(depths);
    this.#maxDepth = maxDepth;
    this.#allow = allow;
    this.mode = mode;
    this.size = rules.length;
    Object.freeze(this);
  }

  /** Ascending ids of every matching rule (a shared empty array when none). */
  match(target: FetchTarget): readonly number[] {
    found = undefined;
    if (this.#allow) {
      if (target.userinfo || target.altHost !== undefined) return NONE;
      this.#collect(target.host, target);
    } else {
      this.#collect(target.host, target);
      if (target.altHost !== undefined && target.altHost !== target.host) this.#collect(target.altHost, target);
      // An IPv4-mapped IPv6 host reaches the IPv4 address: restrict rules on it apply.
      const v4 = mappedIPv4(target.host) ?? (target.altHost === undefined ? undefined : mappedIPv4(target.altHost));
      if (v4 !== undefined) this.#collect(v4, target);
    }
    for (const e of this.#any) push(e, target);
    const out = found as number[] | undefined; // (set by push, which TypeScript cannot see)
    found = undefined;
    if (out === undefined) return NONE;
    if (out.length > 1) {
      out.sort((a, b) => a - b);
      let w = 1;
      for (let i = 1; i < out.length; i++) if (out[i] !== out[w - 1]) out[w++] = out[i]!;
      out.length = w;
    }
    return out;
  }

  #collect(host: string, target: FetchTarget): void {
    const walk = this.#maxDepth > 0 && host.charCodeAt(0) !== 91; // no `*.` rule applies to [v6]
    const exact = this.#exact;
    if (!walk && exact.size === 0) return;
    labelsOf(host);
    const n = host.length;
    if (walk) {
      const suffix = this.#suffix;
      const depths = this.#depths;
      const last = Math.min(this.#maxDepth, labelCount);
      for (let depth = 1; depth <= last; depth++) {
        if (!depths[depth]) continue;
        const list = suffix.get(labelHashes[depth - 1]! & 0x3fffffff);
        if (list === undefined) continue;
        const i = labelStarts[depth - 1]!;
        for (const b of list) {
          if (b.host.length === n - i && (i === 0 ? host === b.host : host.endsWith(b.host))) {
            for (const e of b.entries) push(e, target);
          }
        }
      }
    }
    if (exact.size !== 0) {
      const list = exact.get(labelHashes[labelCount - 1]! & 0x3fffffff);
      if (list !== undefined) {
        for (const b of list) if (host === b.host) for (const e of b.entries) push(e, target);
      }
    }
  }
}

// The label suffixes of the host last matched, shortest first: where each starts and its hash
// (hashOf of that suffix). The deny/ask and the allow match of one decision share them.
let labelHost: string | undefined;
let labelCount = 0;
let labelStarts = new Int32Array(16);
let labelHashes = new Int32Array(16);

function labelsOf(host: string): void {
  if (host === labelHost) return;
  const n = host.length;
  if (n + 1 > labelStarts.length) {
    let size = labelStarts.length;
    while (size < n + 1) size *= 2;
    labelStarts = new Int32Array(size);
    labelHashes = new Int32Array(size);
  }
  let h = 0;
  let pow = 1;
  let k = 0;
  for (let i = n - 1; i >= 0; i--) {
    const c = host.charCodeAt(i);
    // A dot at i: host[i+1..] is a whole label run, and h is its hash.
    if (c === 46) {
      labelStarts[k] = i + 1;
      labelHashes[k++] = h;
    }
    h = (h + Math.imul(c, pow)) | 0;
    pow = Math.imul(pow, HASH_MUL);
  }
  labelStarts[k] = 0;
  labelHashes[k++] = h;
  labelCount = k;
  labelHost = host;
}

const NONE: readonly number[] = Object.freeze([]);

/** The ids found by the current match (module-level: matching never calls out, so never re-enters). */
let found: number[] | undefined;

function push(e: Entry, t: FetchTarget): void {
  if (e.scheme !== undefined && e.scheme !== t.scheme) return;
  if (e.port !== undefined && e.port !== t.port) return;
  (found ??= []).push(e.id);
}

/** Builds the (immutable) index of one rule list for one mode. */
export function buildDomainIndex(rules: readonly DomainRuleRef[], mode: DomainMatchMode): DomainIndex {
  return new DomainIndex(rules, mode);
}

/** Ascending ids of every rule in the index that matches the target. */
export function matchDomain(index: DomainIndex, target: FetchTarget): readonly number[] {
  return index.match(target);
}
