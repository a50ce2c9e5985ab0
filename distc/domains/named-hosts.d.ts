import type { DomainPattern } from '../rules/types.js';
/** Made once, when the policy is compiled (compile.ts KindIndexes.namedHosts). */
export interface NamedHosts {
    /** Hosts a rule names exactly (`evil.sh`). */
    readonly exact: ReadonlySet<string>;
    /** Hosts a rule names with the names below them (`*.evil.sh`). */
    readonly below: ReadonlySet<string>;
    /** IPv4 addresses a rule names (`10.0.0.9`). */
    readonly addresses: ReadonlySet<string>;
}
/**
 * Whether a deny or ask Domain rule names the host of `url` (`https://HOST/`, FileTouches.possibleHost),
 * or a domain of two labels or more above it; an address, in any form, by the address.
 */
export declare function namesHost(named: NamedHosts, url: string): boolean;
/** The host names of two labels or more, and the IPv4 addresses, that Domain rules' patterns name. */
export declare function namedHosts(patterns: readonly (DomainPattern | undefined)[]): NamedHosts;
