export declare function mappedIPv4(host: string): string | undefined;
/**
 * Whether a host is in the NAT64 local-use prefix 64:ff9b:1::/48 (RFC 8215): the IPv4 address it
 * reaches sits at a place set by the network's prefix length (/48 to /96, RFC 6052), which the
 * address does not tell; so it may be any IPv4 host (canonical text in).
 */
export declare function inLocalUseNat64(host: string): boolean;
/**
 * The loopback address an unspecified address reaches, or undefined: a connection to `0.0.0.0`
 * (`0`, `[::ffff:0:0]`) or `[::]` goes to the host itself (Linux and macOS route it to 127.0.0.1
 * or ::1: the "0.0.0.0 day" way around loopback blocks).
 */
export declare function unspecifiedLoopback(host: string): string | undefined;
/**
 * Whether a host is the machine itself under another name than the ones a rule most likely
 * names: the unspecified address, any address of 127.0.0.0/8 (also IPv4-mapped), a name under
 * `.localhost` (curl and browsers resolve it to loopback themselves, RFC 6761).
 */
export declare function reachesLoopback(host: string): boolean;
/** The names of the host itself that deny and ask rules on a loopback spelling also see. */
export declare const LOOPBACK_NAMES: readonly string[];
