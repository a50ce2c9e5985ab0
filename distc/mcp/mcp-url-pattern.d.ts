import { type Glob } from './mcp-url.js';
export type HostPattern = {
    readonly kind: 'exact';
    readonly host: string;
}
/** One or more whole labels, then `.host` (deny entries: the host itself too). */
 | {
    readonly kind: 'suffix';
    readonly host: string;
} | {
    readonly kind: 'any';
};
export interface AllowUrlPattern {
    readonly scheme: 'http' | 'https';
    readonly host: HostPattern;
    /** Effective port. */
    readonly port: number;
    /** undefined: no path, so the root path only. */
    readonly path: Glob | undefined;
    /** First path segment a match must have; undefined if a star can reach it. */
    readonly segment: string | undefined;
}
export interface DenyUrlPattern {
    /** undefined: the host could not be read; the entry blocks every remote server. */
    readonly host: HostPattern | undefined;
    /** Why `host` is undefined. */
    readonly unreadable?: string;
    /** An explicit non-default port, or undefined for every port. */
    readonly port: number | undefined;
    /** Loose path globs (each reading of the path, and everything below it), or undefined for every path. */
    readonly paths: readonly Glob[] | undefined;
    /** The first path segment every glob needs; undefined when they differ or a star can reach it. */
    readonly segment: string | undefined;
    /** What was read wider than written, for the policy's problem list. */
    readonly widened: readonly string[];
}
export type AllowPatternResult = {
    ok: true;
    pattern: AllowUrlPattern;
} | {
    ok: false;
    error: string;
};
/** An allow entry's pattern, read exactly; an error means the entry matches nothing. */
export declare function parseAllowUrlPattern(text: string): AllowPatternResult;
/** A deny entry's pattern, read wide; never fails (see the header). */
export declare function parseDenyUrlPattern(text: string): DenyUrlPattern;
