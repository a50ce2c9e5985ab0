export interface FetchTarget {
    /** Lower case, no colon. */
    readonly scheme: string;
    /** Canonical, as DomainPattern.host (IPv6 in brackets). */
    readonly host: string;
    readonly hostType: 'name' | 'ipv4' | 'ipv6';
    /** Effective port, default filled in; 0 if the scheme has none. */
    readonly port: number;
    /** The authority had userinfo (an `@`): never allowable. */
    readonly userinfo: boolean;
    /**
     * Set when the readers disagree on this host: the other spelling (tr46 vs Node's URL, or WHATWG
     * vs RFC 3986 authority splitting). Equal to `host` when tr46 rejected the host URL accepted.
     * Deny/ask rules match host or altHost; allow rules never match a target that has it.
     */
    readonly altHost?: string;
    /** The input was a bare host (no scheme), read as https. */
    readonly hostOnly: boolean;
}
export type FetchTargetResult = {
    ok: true;
    target: FetchTarget;
} | {
    ok: false;
    reason: string;
};
export declare const MAX_URL_LENGTH = 100000;
/** Longest authority (`user@host:port`) read, in UTF-16 code units. */
export declare const MAX_AUTHORITY = 1024;
export declare function parseFetchTarget(input: string): FetchTargetResult;
/** The slow path alone (exported for the equivalence property test). */
export declare function parseFetchTargetSlow(input: string): FetchTargetResult;
