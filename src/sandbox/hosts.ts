// Sandbox host lists (allowedHosts, blockedHosts): entries read with semantics 4.3's
// canonicalization (canonicalizeHost: lower case, trailing dot removed, IDN to Punycode, IPv4
// number forms and IPv6 canonical), and matched against a host the same way.
//
//   entry      allowedHosts (narrow)                blockedHosts (wide)
//   *          every host                           every host
//   *.x.com    subdomains of x.com only             x.com and its subdomains
//   x.com      x.com only                           x.com and its subdomains
//   1.2.3.4    that address                         that address
//   other      matches nothing (noted)              read as a URL or host:port if it is one (its
//                                                   host), else every host is blocked (noted)
import { canonicalizeHost } from '../rules/domain-pattern.js';
import { parseFetchTarget } from '../domains/url.js';

export type HostPattern =
  | { readonly kind: 'any' }
  /**
   * `subdomains`: the entry also matches subdomains (allowed lists: written `*.host`; blocked lists:
   * every domain name). `alt`: a second spelling readers disagree on (blocked lists only).
   */
  | { readonly kind: 'host'; readonly host: string; readonly hostType: 'name' | 'ipv4' | 'ipv6'; readonly subdomains: boolean; readonly alt?: string }
  | { readonly kind: 'invalid'; readonly reason: string };

export interface HostEntry {
  /** As written in the settings. */
  readonly text: string;
  readonly pattern: HostPattern;
}

export type HostRole = 'allowed' | 'blocked';

/** Reads one list entry. Never throws. */
export function parseHostEntry(text: unknown, role: HostRole): HostEntry {
  if (typeof text !== 'string') return { text: String(text), pattern: { kind: 'invalid', reason: 'the entry is not a string' } };
  // A blocked entry is read generously (a stray space cannot unblock a host); an allowed one exactly.
  const t = role === 'blocked' ? text.trim() : text;
  if (t === '*') return { text, pattern: { kind: 'any' } };
  let subdomains = false;
  let h = t;
  if (h.startsWith('*.')) {
    subdomains = true;
    h = h.slice(2);
  }
  if (h.includes('*')) {
    return { text, pattern: invalid(role, 'a wildcard is allowed only as a whole leading label ("*.example.com") or as "*" alone') };
  }
  // A bare IPv6 address: the brackets are implied.
  if (!h.startsWith('[') && (h.match(/:/g)?.length ?? 0) >= 2) h = `[${h}]`;
  const r = canonicalizeHost(h);
  if (r.ok) {
    if (subdomains && r.hostType !== 'name') return { text, pattern: invalid(role, `a wildcard cannot apply to an IP address (${r.host})`) };
    // Blocking a domain blocks its subdomains whichever way it is written.
    return { text, pattern: { kind: 'host', host: r.host, hostType: r.hostType, subdomains: role === 'blocked' ? r.hostType === 'name' : subdomains } };
  }
  if (role === 'blocked' && !subdomains) {
    // `https://evil.com/x`, `evil.com:8080`: block the host, whatever the scheme, port or path.
    const target = parseFetchTarget(t);
    if (target.ok && !target.target.userinfo) {
      const { host, hostType, altHost } = target.target;
      return { text, pattern: { kind: 'host', host, hostType, subdomains: hostType === 'name', ...(altHost !== undefined && altHost !== host ? { alt: altHost } : {}) } };
    }
  }
  return { text, pattern: invalid(role, r.message) };
}

function invalid(role: HostRole, why: string): HostPattern {
  return { kind: 'invalid', reason: `${why}; ${role === 'allowed' ? 'the entry matches no host' : 'every host is blocked, since this entry cannot be enforced as written'}` };
}

/** A host (canonical, from parseFetchTarget) against one entry of an allowedHosts list. */
export function allowedEntryMatches(pattern: HostPattern, host: string): boolean {
  switch (pattern.kind) {
    case 'any': return true;
    case 'invalid': return false;
    case 'host': return pattern.subdomains ? isStrictSubdomain(host, pattern.host) : host === pattern.host;
  }
}

/** A host (canonical) against one entry of a blockedHosts list: the domain and its subdomains. */
export function blockedEntryMatches(pattern: HostPattern, host: string): boolean {
  switch (pattern.kind) {
    case 'any':
    case 'invalid':
      return true;
    case 'host':
      return coversDomain(pattern.host, pattern.hostType, host) || (pattern.alt !== undefined && coversDomain(pattern.alt, pattern.hostType, host));
  }
}

function coversDomain(entry: string, type: 'name' | 'ipv4' | 'ipv6', host: string): boolean {
  return host === entry || (type === 'name' && isStrictSubdomain(host, entry));
}

function isStrictSubdomain(host: string, domain: string): boolean {
  return host.length > domain.length + 1 && host.endsWith(domain) && host.charCodeAt(host.length - domain.length - 1) === 46;
}

/** The canonical key two entries are the same under (for the union of blocked lists). */
export function hostKey(pattern: HostPattern, text: string): string {
  switch (pattern.kind) {
    case 'any': return '*';
    case 'invalid': return `invalid:${text}`;
    // For blocking, `x.com` and `*.x.com` cover the same hosts.
    case 'host': return pattern.alt === undefined ? pattern.host : `${pattern.host} or ${pattern.alt}`;
  }
}

/**
 * Hosts on the local network, recognizable without name resolution: loopback, private, link-local
 * and unspecified addresses (IPv4, IPv6, IPv4-mapped IPv6), and the names `localhost`,
 * `*.localhost`, `*.local` (mDNS), `*.home.arpa`. A public name that resolves to a local address is
 * the sandbox backend's business (it sees the address).
 */
export function isLocalNetworkHost(host: string, hostType: 'name' | 'ipv4' | 'ipv6'): boolean {
  if (hostType === 'name') {
    return host === 'localhost' || /\.(localhost|local|home\.arpa)$/.test(host) || host === 'home.arpa';
  }
  if (hostType === 'ipv4') return isLocalIPv4(host.split('.').map(Number));
  const groups = ipv6Groups(host.slice(1, -1));
  if (groups === undefined) return true; // not readable: assume the worst
  if (groups.every((g) => g === 0)) return true; // ::
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return true; // ::1
  const first = groups[0]!;
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    // ::ffff:a.b.c.d
    return isLocalIPv4([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff]);
  }
  return false;
}

function isLocalIPv4([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return true;
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/** The eight 16-bit groups of a canonical (compressed, hex) IPv6 address. */
function ipv6Groups(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return undefined;
  const all = [...head, ...new Array<number>(fill).fill(0), ...tail];
  return all.some(Number.isNaN) ? undefined : all;
}
