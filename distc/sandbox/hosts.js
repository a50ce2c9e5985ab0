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
//
// An IPv4-mapped IPv6 address (`[::ffff:a.b.c.d]`, canonical `[::ffff:xxxx:xxxx]`) is the IPv4
// address a.b.c.d on a dual-stack socket: an IP entry matches both forms, in either list, and a
// blocked mapped entry is read as its IPv4 address. Other embeddings (`::a.b.c.d`, NAT64
// `64:ff9b::/96`, `::ffff:0:a.b.c.d`) reach the IPv4 host through a tunnel or translator, as the
// Domain rules read them (src/domains/mapped-ipv4.ts): blocked entries and the local-network
// check see the IPv4 address behind them (and every address a local-use NAT64 address,
// 64:ff9b:1::/48, may embed), while an allowed entry matches only its own address's two forms.
import { canonicalizeHost } from '../rules/domain-pattern.js';
import { reachesLoopback } from '../domains/mapped-ipv4.js';
import { parseFetchTarget } from '../domains/url.js';
/** Reads one list entry. Never throws. */
export function parseHostEntry(text, role) {
    if (typeof text !== 'string')
        return { text: String(text), pattern: { kind: 'invalid', reason: 'the entry is not a string' } };
    // A blocked entry is read generously (a stray space cannot unblock a host); an allowed one exactly.
    const t = role === 'blocked' ? text.trim() : text;
    if (t === '*')
        return { text, pattern: { kind: 'any' } };
    let subdomains = false;
    // A blocked `.evil.com` (no_proxy's and cookies' spelling) is the domain and its subdomains.
    const written = role === 'blocked' && t.startsWith('.') && !t.startsWith('..') ? t.slice(1) : t;
    let h = written;
    if (h.startsWith('*.')) {
        subdomains = true;
        h = h.slice(2);
    }
    if (h.includes('*')) {
        return { text, pattern: invalid(role, 'a wildcard is allowed only as a whole leading label ("*.example.com") or as "*" alone') };
    }
    // A bare IPv6 address: the brackets are implied.
    if (!h.startsWith('[') && (h.match(/:/g)?.length ?? 0) >= 2)
        h = `[${h}]`;
    const r = canonicalizeHost(h);
    if (r.ok) {
        if (subdomains && r.hostType !== 'name')
            return { text, pattern: invalid(role, `a wildcard cannot apply to an IP address (${r.host})`) };
        // Blocking a domain blocks its subdomains whichever way it is written.
        return { text, pattern: hostPattern(role, r.host, r.hostType, role === 'blocked' ? r.hostType === 'name' : subdomains, undefined) };
    }
    if (role === 'blocked' && !subdomains) {
        // `10.0.0.0/8` is a range, not the host 10.0.0.0 with a path: no range is read, so it cannot
        // be enforced as written (blocking only its first address would block less than it says).
        if (CIDR.test(written))
            return { text, pattern: invalid(role, 'an address range (CIDR) is not supported: write each address') };
        // `https://evil.com/x`, `evil.com:8080`: block the host, whatever the scheme, port or path.
        const target = parseFetchTarget(written);
        if (target.ok && !target.target.userinfo && !hasEmptyLabel(target.target.host)) {
            const { host, hostType, altHost } = target.target;
            return { text, pattern: hostPattern(role, host, hostType, hostType === 'name', altHost !== undefined && altHost !== host ? altHost : undefined) };
        }
    }
    return { text, pattern: invalid(role, r.message) };
}
/** An IPv4 or IPv6 address (bracketed or not) followed by a prefix length. */
const CIDR = /^(?:\d+(?:\.\d+){0,3}|\[?[0-9A-Fa-f.]*:[0-9A-Fa-f:.]*\]?)\/\d+$/;
/** `.evil.com`, `evil..com`: a name no connection reaches, so an entry on it would block nothing. */
function hasEmptyLabel(host) {
    return host.startsWith('.') || host.includes('..');
}
function hostPattern(role, written, writtenType, subdomains, alt) {
    // A blocked mapped address is its IPv4 address: so `[::ffff:a01:203]` and `10.1.2.3` are one
    // entry of the union, whichever source comes first.
    const v4 = role === 'blocked' ? embeddedIPv4(written) : undefined;
    const host = v4 ?? written;
    const hostType = v4 === undefined ? writtenType : 'ipv4';
    // A blocked name of this machine (`0.0.0.0`, `[::]`, `127.0.0.2`) is also 127.0.0.1, which every
    // host reaching loopback is checked as (checks.ts): so it blocks the machine under every name.
    const loopback = role === 'blocked' && reachesLoopback(host) ? ['127.0.0.1'] : [];
    const spellings = [...new Set([host, ...(alt === undefined ? [] : [alt]), ...loopback].flatMap(addressSpellings))];
    return { kind: 'host', host, hostType, subdomains, ...(alt === undefined ? {} : { alt }), spellings };
}
function invalid(role, why) {
    return { kind: 'invalid', reason: `${why}; ${role === 'allowed' ? 'the entry matches no host' : 'every host is blocked, since this entry cannot be enforced as written'}` };
}
/** A host (canonical, from parseFetchTarget) against one entry of an allowedHosts list. */
export function allowedEntryMatches(pattern, host) {
    switch (pattern.kind) {
        case 'any': return true;
        case 'invalid': return false;
        // An IP entry matches its address in both forms (`spellings`); names have one spelling.
        case 'host': return pattern.subdomains ? isStrictSubdomain(host, pattern.host) : pattern.spellings.includes(host);
    }
}
/** A host (canonical) against one entry of a blockedHosts list: the domain and its subdomains. */
export function blockedEntryMatches(pattern, host) {
    switch (pattern.kind) {
        case 'any':
        case 'invalid':
            return true;
        case 'host':
            return pattern.spellings.some((entry) => host === entry || (pattern.hostType === 'name' && isStrictSubdomain(host, entry)));
    }
}
function isStrictSubdomain(host, domain) {
    return host.length > domain.length + 1 && host.endsWith(domain) && host.charCodeAt(host.length - domain.length - 1) === 46;
}
/** The canonical key two entries are the same under (for the union of blocked lists). */
export function hostKey(pattern, text) {
    switch (pattern.kind) {
        case 'any': return '*';
        case 'invalid': return `invalid:${text}`;
        // For blocking, `x.com` and `*.x.com` cover the same hosts (and `[::ffff:a01:203]` and
        // `10.1.2.3`: a blocked mapped entry's host is its IPv4 address).
        case 'host': return pattern.alt === undefined ? pattern.host : `${pattern.host} or ${pattern.alt}`;
    }
}
/**
 * The IPv4 address behind an IPv4-mapped IPv6 host (`[::ffff:a9fe:a9fe]` or
 * `[::ffff:169.254.169.254]` → `169.254.169.254`); undefined for any other host.
 */
export function mappedIPv4(host) {
    if (!host.startsWith('[') || !host.endsWith(']'))
        return undefined;
    const g = ipv6Groups(host.slice(1, -1));
    if (g === undefined || !isMapped(g))
        return undefined;
    return `${g[6] >> 8}.${g[6] & 0xff}.${g[7] >> 8}.${g[7] & 0xff}`;
}
/** The canonical IPv4-mapped IPv6 form of a dotted IPv4 address (`10.1.2.3` → `[::ffff:a01:203]`). */
export function mappedIPv6(ipv4) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
    return `[::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}]`;
}
/**
 * The spellings of one destination (canonical host in): an IPv4 address and its mapped IPv6 form,
 * in either direction; any other host is only itself.
 */
export function addressSpellings(host) {
    if (/^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host))
        return [host, mappedIPv6(host)];
    const v4 = mappedIPv4(host);
    return v4 === undefined ? [host] : [host, v4];
}
/**
 * The IPv4 address an IPv6 host reaches, as the Domain rules read it: IPv4-mapped, IPv4-translated
 * (::ffff:0:0:0/96), NAT64 well-known (64:ff9b::/96) or IPv4-compatible (::/96 but :: and ::1).
 */
export function embeddedIPv4(host) {
    if (!host.startsWith('[') || !host.endsWith(']'))
        return undefined;
    const g = ipv6Groups(host.slice(1, -1));
    if (g === undefined)
        return undefined;
    const zeros = (from, to) => g.slice(from, to).every((x) => x === 0);
    const embeds = isMapped(g) || (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) || (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6))
        || (zeros(0, 6) && (g[6] !== 0 || g[7] > 1));
    return embeds ? `${g[6] >> 8}.${g[6] & 0xff}.${g[7] >> 8}.${g[7] & 0xff}` : undefined;
}
/**
 * The addresses a host in the NAT64 local-use prefix 64:ff9b:1::/48 (RFC 8215) may embed: the
 * network's prefix length (/48, /56, /64 or /96, RFC 6052) places the IPv4 address, and the
 * address does not tell which. None for any other host.
 */
function localUseNat64Candidates(host) {
    if (!host.startsWith('[64:ff9b:1:'))
        return [];
    const g = ipv6Groups(host.slice(1, -1));
    if (g === undefined)
        return [];
    const [g3, g4, g5, g6, g7] = [g[3], g[4], g[5], g[6], g[7]];
    return [[g3 >> 8, g3 & 0xff, g4 & 0xff, g5 >> 8], [g3 & 0xff, g4 & 0xff, g5 >> 8, g5 & 0xff], [g4 & 0xff, g5 >> 8, g5 & 0xff, g6 >> 8], [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]]
        .map((o) => o.join('.'));
}
/**
 * Every host a connection to `host` may reach, for blocked entries and the local-network check
 * (wide): its address spellings, and the IPv4 address an IPv6 host embeds in each of them.
 */
export function reachedSpellings(host) {
    const v4 = embeddedIPv4(host);
    const embedded = [...(v4 === undefined ? [] : [v4]), ...localUseNat64Candidates(host)];
    return embedded.length === 0 ? addressSpellings(host) : [...new Set([...addressSpellings(host), ...embedded.flatMap(addressSpellings)])];
}
/**
 * Hosts on the local network, recognizable without name resolution (IPv4, IPv6 and IPv4-mapped
 * IPv6 forms): loopback, private, carrier-grade NAT (100.64.0.0/10, Tailscale), link-local,
 * site-local (fec0::/10), multicast, limited broadcast and unspecified / "this network" addresses,
 * and the names `localhost`, `*.localhost`, `*.local` (mDNS), `*.home.arpa`. A public name that
 * resolves to a local address is the sandbox backend's business (it sees the address).
 */
export function isLocalNetworkHost(host, hostType) {
    if (hostType === 'name') {
        return host === 'localhost' || /\.(localhost|local|home\.arpa)$/.test(host) || host === 'home.arpa';
    }
    if (hostType === 'ipv4')
        return isLocalIPv4(host.split('.').map(Number));
    const groups = ipv6Groups(host.slice(1, -1));
    if (groups === undefined)
        return true; // not readable: assume the worst
    if (groups.every((g) => g === 0))
        return true; // ::
    if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1)
        return true; // ::1
    const first = groups[0];
    if ((first & 0xfe00) === 0xfc00)
        return true; // fc00::/7 unique local
    if ((first & 0xffc0) === 0xfe80)
        return true; // fe80::/10 link-local
    if ((first & 0xffc0) === 0xfec0)
        return true; // fec0::/10 site-local (deprecated, still routed by some)
    if ((first & 0xff00) === 0xff00)
        return true; // ff00::/8 multicast
    if (isMapped(groups))
        return isLocalIPv4([groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff]);
    return false;
}
function isLocalIPv4(octets) {
    const [a, b, c, d] = octets;
    if (a === undefined || b === undefined || c === undefined || d === undefined || octets.length !== 4
        || octets.some((x) => !Number.isInteger(x) || x < 0 || x > 255))
        return true; // not readable: assume the worst
    return a === 0 // 0.0.0.0/8 "this network"; 0.0.0.0 reaches the local host
        || a === 10 || a === 127
        || (a === 100 && (b & 0xc0) === 64) // 100.64.0.0/10 carrier-grade NAT (Tailscale)
        || (a === 169 && b === 254)
        || (a === 172 && (b & 0xf0) === 16)
        || (a === 192 && b === 168)
        || (a & 0xf0) === 224 // 224.0.0.0/4 multicast
        || (a === 255 && b === 255 && c === 255 && d === 255); // limited broadcast
}
/** ::ffff:0:0/96, IPv4-mapped. */
function isMapped(groups) {
    return groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
}
/** The eight 16-bit groups of an IPv6 address (hex groups, `::`, and a trailing dotted IPv4 part). */
function ipv6Groups(written) {
    let text = written;
    const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(written);
    if (dotted !== null) {
        const o = dotted.slice(2).map(Number);
        if (o.some((x) => x > 255))
            return undefined;
        text = `${dotted[1]}${((o[0] << 8) | o[1]).toString(16)}:${((o[2] << 8) | o[3]).toString(16)}`;
    }
    const halves = text.split('::');
    if (halves.length > 2)
        return undefined;
    const parse = (s) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
    const head = parse(halves[0]);
    const tail = halves.length === 2 ? parse(halves[1]) : [];
    const fill = 8 - head.length - tail.length;
    if (fill < 0 || (halves.length === 1 && fill !== 0))
        return undefined;
    const all = [...head, ...new Array(fill).fill(0), ...tail];
    return all.some(Number.isNaN) ? undefined : all;
}
//# sourceMappingURL=hosts.js.map