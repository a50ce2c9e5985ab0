export type HostPattern = {
    readonly kind: 'any';
}
/**
 * `subdomains`: the entry also matches subdomains (allowed lists: written `*.host`; blocked lists:
 * every domain name). `alt`: a second spelling readers disagree on (blocked lists only).
 * `spellings`: every host the entry names, matched on: `host`, `alt`, and the other form of an
 * IPv4 or IPv4-mapped IPv6 address.
 */
 | {
    readonly kind: 'host';
    readonly host: string;
    readonly hostType: 'name' | 'ipv4' | 'ipv6';
    readonly subdomains: boolean;
    readonly alt?: string;
    readonly spellings: readonly string[];
} | {
    readonly kind: 'invalid';
    readonly reason: string;
};
export interface HostEntry {
    /** As written in the settings. */
    readonly text: string;
    readonly pattern: HostPattern;
}
export type HostRole = 'allowed' | 'blocked';
/** Reads one list entry. Never throws. */
export declare function parseHostEntry(text: unknown, role: HostRole): HostEntry;
/** A host (canonical, from parseFetchTarget) against one entry of an allowedHosts list. */
export declare function allowedEntryMatches(pattern: HostPattern, host: string): boolean;
/** A host (canonical) against one entry of a blockedHosts list: the domain and its subdomains. */
export declare function blockedEntryMatches(pattern: HostPattern, host: string): boolean;
/** The canonical key two entries are the same under (for the union of blocked lists). */
export declare function hostKey(pattern: HostPattern, text: string): string;
/**
 * The IPv4 address behind an IPv4-mapped IPv6 host (`[::ffff:a9fe:a9fe]` or
 * `[::ffff:169.254.169.254]` → `169.254.169.254`); undefined for any other host.
 */
export declare function mappedIPv4(host: string): string | undefined;
/** The canonical IPv4-mapped IPv6 form of a dotted IPv4 address (`10.1.2.3` → `[::ffff:a01:203]`). */
export declare function mappedIPv6(ipv4: string): string;
/**
 * The spellings of one destination (canonical host in): an IPv4 address and its mapped IPv6 form,
 * in either direction; any other host is only itself.
 */
export declare function addressSpellings(host: string): readonly string[];
/**
 * The IPv4 address an IPv6 host reaches, as the Domain rules read it: IPv4-mapped, IPv4-translated
 * (::ffff:0:0:0/96), NAT64 well-known (64:ff9b::/96) or IPv4-compatible (::/96 but :: and ::1).
 */
export declare function embeddedIPv4(host: string): string | undefined;
/**
 * Every host a connection to `host` may reach, for blocked entries and the local-network check
 * (wide): its address spellings, and the IPv4 address an IPv6 host embeds in each of them.
 */
export declare function reachedSpellings(host: string): readonly string[];
/**
 * Hosts on the local network, recognizable without name resolution (IPv4, IPv6 and IPv4-mapped
 * IPv6 forms): loopback, private, carrier-grade NAT (100.64.0.0/10, Tailscale), link-local,
 * site-local (fec0::/10), multicast, limited broadcast and unspecified / "this network" addresses,
 * and the names `localhost`, `*.localhost`, `*.local` (mDNS), `*.home.arpa`. A public name that
 * resolves to a local address is the sandbox backend's business (it sees the address).
 */
export declare function isLocalNetworkHost(host: string, hostType: 'name' | 'ipv4' | 'ipv6'): boolean;
