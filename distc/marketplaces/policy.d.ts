import type { Channel } from '../load/load.js';
import type { ResolvedSource } from '../compose/resolved.js';
import { type AdminRegex } from '../regex/admin-regex.js';
import { type Marketplace, type MarketplaceType } from './source.js';
/** Which source decided something: its name (file path, `<mdm>`…) and channel. */
export interface SourceRef {
    readonly source: string;
    readonly channel: Channel;
}
export interface PatternEntry {
    readonly kind: 'hostPattern' | 'pathPattern';
    /**
     * The same number for the same kind and pattern text in every list of the policy: a decision
     * runs a pattern that several sources list once (see decide.ts).
     */
    readonly slot: number;
    /** Position in the source's (sanitized) strictKnownMarketplaces list. */
    readonly index: number;
    /** `hostPattern "…" of SOURCE (channel), entry N`, for reasons (built once, here). */
    readonly says: string;
    readonly entry: Readonly<{
        source: 'hostPattern';
        hostPattern: string;
    } | {
        source: 'pathPattern';
        pathPattern: string;
    }>;
    readonly regex: AdminRegex;
}
export interface ExactEntry {
    readonly index: number;
    readonly entry: Readonly<Marketplace>;
    /** The reason an allow gives when this entry matches (built once, here). */
    readonly listed: Readonly<ListedReason>;
}
/** What decide reports for a matching entry (see decide.ts for the reason type). */
export interface ListedReason extends SourceRef {
    readonly code: 'listed';
    readonly message: string;
    readonly entry: Readonly<Record<string, unknown>>;
    readonly index: number;
    readonly match: 'exact';
}
/** One source's strictKnownMarketplaces. */
export interface StrictList {
    readonly from: SourceRef;
    /** `SOURCE (channel)`, for reasons. */
    readonly label: string;
    /** The source is in restricted mode: its list is the lockdown stand-in. */
    readonly restricted: boolean;
    /** Entries as given (after the loader's fallbacks). */
    readonly size: number;
    /** Exact entries by type, then by naming member (repo, url, package or path), in list order. */
    readonly exact: Readonly<Record<MarketplaceType, ReadonlyMap<string, readonly ExactEntry[]>>>;
    readonly hostPatterns: readonly PatternEntry[];
    readonly pathPatterns: readonly PatternEntry[];
}
export interface PluginRequirement {
    readonly value: boolean;
    readonly from: SourceRef;
}
export interface EffectiveMarketplace {
    readonly name: string;
    /** The whole entry of the highest-precedence source that names it. */
    readonly marketplace: Readonly<{
        source: Readonly<Marketplace>;
        autoUpdate?: boolean;
    }>;
    readonly decidedBy: SourceRef;
    /** Lower-precedence sources whose entry of the same name is not in effect. */
    readonly shadowed: readonly SourceRef[];
}
/** Content of a source that the compiler could not use (the loader reports it for loaded sources). */
export interface PolicyProblem extends SourceRef {
    readonly pointer: string;
    readonly message: string;
}
export interface MarketplacePolicy {
    /** Only the sources that declare strictKnownMarketplaces, in precedence order. */
    readonly strict: readonly StrictList[];
    /** Per plugin key, each source's required state, in precedence order. */
    readonly plugins: ReadonlyMap<string, readonly PluginRequirement[]>;
    /** Sorted by name. */
    readonly extraKnownMarketplaces: readonly EffectiveMarketplace[];
    readonly extraByName: ReadonlyMap<string, EffectiveMarketplace>;
    readonly problems: readonly PolicyProblem[];
}
/** `sources` in precedence order, highest first (mdm > server > file). */
export declare function compileMarketplacePolicy(sources: readonly ResolvedSource[]): MarketplacePolicy;
