import { type Tr46Options } from 'tr46';
import { type DomainPattern, type DomainScheme, type SpecResult } from './types.js';
export declare const DOMAIN_SCHEMES: readonly DomainScheme[];
export declare const DEFAULT_PORTS: Readonly<Record<DomainScheme, number>>;
export declare const MAX_DOMAIN_SPECIFIER = 1024;
/** The options the WHATWG URL standard passes to UTS #46 ToASCII (beStrict = false). */
export declare const TR46_OPTIONS: Readonly<Tr46Options>;
export type HostResult = {
    ok: true;
    host: string;
    hostType: 'name' | 'ipv4' | 'ipv6';
    notes: string[];
}
/** `at`/`length` locate the problem in the host text given. */
 | {
    ok: false;
    message: string;
    hint?: string;
    at: number;
    length: number;
};
/**
 * Canonicalizes one host (no wildcard, no port): `[v6]`, an IPv4 number form, or a domain name.
 * Exported so that whoever canonicalizes hosts for matching uses the very same function.
 */
export declare function canonicalizeHost(h: string): HostResult;
/** Parses the text between the parentheses. `base` is the specifier's offset in the rule. */
export declare function parseDomainSpecifier(spec: string, base: number): SpecResult<DomainPattern>;
