import type { DirectoryMarketplaceSource, FileMarketplaceSource, GitHubMarketplaceSource, GitMarketplaceSource, NpmMarketplaceSource, UrlMarketplaceSource } from '../generated/types.js';
/** A concrete marketplace (the six source types; hostPattern/pathPattern are only policy). */
export type Marketplace = GitHubMarketplaceSource | GitMarketplaceSource | UrlMarketplaceSource | NpmMarketplaceSource | FileMarketplaceSource | DirectoryMarketplaceSource;
export type MarketplaceType = Marketplace['source'];
export declare const MARKETPLACE_TYPES: readonly MarketplaceType[];
export type MarketplaceParse = {
    readonly ok: true;
    readonly source: Readonly<Marketplace>;
} | {
    readonly ok: false;
    readonly error: string;
};
/**
 * Reads a marketplace source (a client request, or an entry of a settings document). Own
 * members only (an inherited `ref` from a polluted prototype is not a member), each read once,
 * so a getter cannot answer two checks differently; an `undefined` member counts as absent, as
 * in JSON. The result is a fresh frozen object with exactly the known members.
 */
export declare function parseMarketplaceSource(value: unknown): MarketplaceParse;
/** parseMarketplaceSource without freezing the result (for a caller that keeps it to itself). */
export declare function readMarketplaceSource(value: unknown): MarketplaceParse;
/**
 * Exact match of two marketplaces of the same type and naming member: every other member equal,
 * or absent on both sides. Strings are compared as written (no URL normalization: a trailing
 * slash, `.git` or another scheme is another marketplace); headers in any order.
 */
export declare function sameMembers(a: Readonly<Marketplace>, b: Readonly<Marketplace>): boolean;
/** The member that names the marketplace (repo, url, package or path), for near-miss hints. */
export declare function primaryOf(m: Readonly<Marketplace>): string;
/**
 * The host a hostPattern is matched against (B.6): github → github.com; url → its host; git →
 * the host git itself connects to (gitHost); anything else has no host and never matches.
 * http(s) hosts are read as the Domain rules read them (src/domains/url.ts): lower case, IDN as
 * Punycode, IPv4 in dotted decimal, trailing dot removed. A URL whose host WHATWG and RFC 3986
 * readers would see differently (`https://ok.example\\@evil.net/`: a browser says ok.example,
 * git's curl says evil.net) has no host: the pattern cannot know where it leads.
 */
export declare function hostOf(m: Readonly<Marketplace>): string | undefined;
/**
 * The path a pathPattern is matched against: that of a file or directory source, as written.
 * A path with a `..` segment has none: where it leads depends on symbolic links, which a
 * pattern over the text cannot see (`/allowed/link/../x` may be anywhere). List it exactly.
 */
export declare function localPathOf(m: Readonly<Marketplace>): string | undefined;
