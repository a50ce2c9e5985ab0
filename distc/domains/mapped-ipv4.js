// The IPv4 address an IPv6 host stands for, in the canonical form the WHATWG URL serializer
// writes: an IPv4-mapped address (`[::ffff:7f00:1]` → `127.0.0.1`) reaches the IPv4 host itself,
// and an address in the NAT64 well-known prefix (`[64:ff9b::102:304]` → `1.2.3.4`, RFC 6052)
// reaches it through the network's NAT64 gateway. A deprecated IPv4-compatible address
// (`[::169.254.169.254]` → `[::a9fe:a9fe]`, RFC 4291 2.5.5.1) is read as the IPv4 host too: a stack
// or tunnel that still routes ::/96 reaches it, and failing closed costs nothing (`[::]` and
// `[::1]` keep their own meaning). Deny and ask rules on one spelling must catch the other; allow
// rules never follow this (deny reads wider than allow).
//
// (The effective sandbox keeps its own reading, src/sandbox/hosts.ts: there the OS enforces the
// host list, and a NAT64 address is another destination.)
const MAPPED = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/;
/** ::ffff:0:0:0/96 (IPv4-translated): 0.0.0.4 is `[::ffff:0:0:4]`. */
const TRANSLATED = /^\[::ffff:0:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/;
/** The serializer compresses leading zero groups: 0.0.0.4 is `[64:ff9b::4]`, 0.0.0.0 `[64:ff9b::]`. */
const NAT64 = /^\[64:ff9b::(?:(?:([0-9a-f]{1,4}):)?([0-9a-f]{1,4}))?\]$/;
/** IPv4-compatible, compressed as the serializer writes it: ::0.0.0.4 is `[::4]`. */
const COMPATIBLE = /^\[::(?:([0-9a-f]{1,4}):)?([0-9a-f]{1,4})\]$/;
export function mappedIPv4(host) {
    if (host.charCodeAt(0) !== 91 /* [ */)
        return undefined;
    const compatible = !host.startsWith('[::ffff:') && host.startsWith('[::');
    const m = compatible ? COMPATIBLE.exec(host)
        : host.startsWith('[::ffff:') ? MAPPED.exec(host) ?? TRANSLATED.exec(host)
            : host.startsWith('[64:ff9b::') ? NAT64.exec(host) : null;
    if (m === null)
        return undefined;
    const hi = m[1] === undefined ? 0 : parseInt(m[1], 16);
    const lo = m[2] === undefined ? 0 : parseInt(m[2], 16);
    // (`[::1]` is loopback, not 0.0.0.1.)
    if (compatible && hi === 0 && lo <= 1)
        return undefined;
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}
/**
 * Whether a host is in the NAT64 local-use prefix 64:ff9b:1::/48 (RFC 8215): the IPv4 address it
 * reaches sits at a place set by the network's prefix length (/48 to /96, RFC 6052), which the
 * address does not tell; so it may be any IPv4 host (canonical text in).
 */
export function inLocalUseNat64(host) {
    return host.startsWith('[64:ff9b:1:');
}
/**
 * The loopback address an unspecified address reaches, or undefined: a connection to `0.0.0.0`
 * (`0`, `[::ffff:0:0]`) or `[::]` goes to the host itself (Linux and macOS route it to 127.0.0.1
 * or ::1: the "0.0.0.0 day" way around loopback blocks).
 */
export function unspecifiedLoopback(host) {
    if (host === '0.0.0.0')
        return '127.0.0.1';
    if (host.charCodeAt(0) !== 91)
        return undefined;
    return host === '[::]' ? '[::1]' : mappedIPv4(host) === '0.0.0.0' ? '127.0.0.1' : undefined;
}
/**
 * Whether a host is the machine itself under another name than the ones a rule most likely
 * names: the unspecified address, any address of 127.0.0.0/8 (also IPv4-mapped), a name under
 * `.localhost` (curl and browsers resolve it to loopback themselves, RFC 6761).
 */
export function reachesLoopback(host) {
    if (host.startsWith('127.'))
        return true;
    if (host.endsWith('.localhost') || host === 'localhost')
        return true;
    if (host.charCodeAt(0) === 91)
        return host === '[::1]' || host === '[::]' || (mappedIPv4(host)?.startsWith('127.') ?? false) || mappedIPv4(host) === '0.0.0.0';
    return host === '0.0.0.0';
}
/** The names of the host itself that deny and ask rules on a loopback spelling also see. */
export const LOOPBACK_NAMES = Object.freeze(['127.0.0.1', '[::1]', 'localhost']);
//# sourceMappingURL=mapped-ipv4.js.map