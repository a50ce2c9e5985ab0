import { mappedIPv4 } from '../domains/mapped-ipv4.js';
export interface ExactUrl {
    readonly scheme: 'http' | 'https';
    readonly host: string;
    /** Every proper label suffix of the host (`b.c`, `c` for `a.b.c`): the keys of "*." entries. */
    readonly suffixes: readonly string[];
    /** Effective port (the default filled in). */
    readonly port: number;
    /** pathname + search, canonical. */
    readonly path: string;
    /** The first path segment (between the first "/" and the next "/" or "?"). */
    readonly segment: string;
}
export interface DenyReading {
    readonly host: string;
    /** The host and every label suffix of it ("*." deny entries cover the host itself). */
    readonly suffixes: readonly string[];
    /** Effective port, or undefined: unknown (a disputed URL), so every deny port matches. */
    readonly port: number | undefined;
    /** The loose path, or undefined: unknown, so every deny path matches. */
    readonly path: string | undefined;
    readonly segment: string | undefined;
}
export interface ServerUrl {
    readonly raw: string;
    readonly exact: ExactUrl | undefined;
    /** Why there is no exact reading. */
    readonly notAllowable: string | undefined;
    readonly userinfo: boolean;
    /** The path can be resolved elsewhere by a server (why it is not allowable). */
    readonly traversal: boolean;
    /** Effective port of the first (WHATWG) reading (0 when the scheme has none). */
    readonly port: number;
    /** Host readings for deny entries; empty when no host could be read. */
    readonly readings: readonly DenyReading[];
    /** Why no host could be read. */
    readonly unreadable: string | undefined;
}
export declare const MAX_SERVER_URL_LENGTH = 8192;
export declare const URL_CACHE_SIZE = 1024;
/** The canonical readings of a server URL (cached). Never throws. */
export { mappedIPv4 };
export declare function readServerUrl(raw: string): ServerUrl;
/** For tests and benchmarks. */
export declare function clearServerUrlCache(): void;
export declare function serverUrlCacheSize(): number;
export declare function readServerUrlUncached(raw: string): ServerUrl;
/** WHATWG pathname + search of an http(s) URL, or undefined if it does not parse. */
export declare function canonicalPath(raw: string): string | undefined;
/** The same through Node's URL (exported for the equivalence test). */
export declare function canonicalPathSlow(raw: string): string | undefined;
/** The first path segment: between the leading "/" and the next "/" or "?" (or the end). */
export declare function firstSegment(path: string): string;
/**
 * The path as deny entries compare it, on both sides, read three ways (each a plausible reading
 * of the same endpoint; an entry matches when any reading of it matches any reading of the path).
 * All drop the query, decode percent-encoded unreserved characters, lower case and drop trailing
 * "/"; then
 *  - `literalPath`: nothing more: a server that never decodes "/" (`/api/..%2fadmin` is under /api);
 *  - `decodedPath`: "%2F" decoded too, then dot segments resolved again (`/api/..%2fadmin` is /admin);
 *  - `loosePath`: that, as a normalizing server reads it: `;params` cut from every segment
 *    (`/admin;x=1` is `/admin`, `/a/..;/admin` is `/admin`) and runs of "/" collapsed (`//admin`
 *    is `/admin`) before dot segments are resolved.
 * All, not the last alone: a star between two "/" must still match `/a//b`, and `/a*=1` `/a;x=1`.
 * `*` passes through untouched (it is not decoded from `%2A`), so patterns go through the same
 * functions.
 */
export declare const LOOSE_READINGS: readonly ((path: string) => string)[];
/** The distinct loose readings of a path (one to three). */
export declare function loosePaths(path: string): readonly string[];
export declare function literalPath(path: string): string;
export declare function decodedPath(path: string): string;
export declare function loosePath(path: string): string;
/**
 * Why an exact path must not be matched by an allow entry, or undefined: after percent-decoding
 * (up to three times), the path (not the query) has an encoded "/" or "\" or a ".." segment
 * (`..;x` too). WHATWG has already resolved what it sees, so what remains is what a server or
 * proxy decoding further could resolve above the path the entry allowed (`/api/..%2fadmin`).
 */
export declare function pathTraversal(path: string): string | undefined;
/** The literal pieces between the stars (one piece: an exact string). */
export type Glob = readonly string[];
export declare function compileGlob(pattern: string): Glob;
export declare function globMatches(glob: Glob, s: string): boolean;
/**
 * The first path segment every string a glob matches must have, or undefined when a star can
 * reach into it (the index then keeps the pattern in its "any segment" list).
 */
export declare function globSegment(glob: Glob): string | undefined;
