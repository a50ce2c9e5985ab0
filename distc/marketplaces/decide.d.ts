import type { Channel } from '../load/load.js';
import type { MarketplacePolicy } from './policy.js';
import { type Marketplace } from './source.js';
export type MarketplaceReasonCode = 
/** No source declares strictKnownMarketplaces. */
'no-restriction'
/** An entry of this source allows the marketplace. */
 | 'listed'
/** This source's strictKnownMarketplaces is []: no marketplace is allowed. */
 | 'lockdown'
/** This source declares strictKnownMarketplaces and no entry matches. */
 | 'not-listed'
/** The value asked about is not a marketplace source. */
 | 'malformed-source'
/** A bug: the decision failed closed. */
 | 'internal-error';
export interface MarketplaceReason {
    readonly code: MarketplaceReasonCode;
    readonly message: string;
    /** The source (name and channel) the reason is about. */
    readonly source?: string;
    readonly channel?: Channel;
    /** The entry that matched, and its position in that source's list. */
    readonly entry?: Readonly<Record<string, unknown>>;
    readonly index?: number;
    /** How it matched, and what the pattern saw (the host or path). */
    readonly match?: 'exact' | 'hostPattern' | 'pathPattern';
    readonly subject?: string;
}
export interface MarketplaceDecision {
    readonly decision: 'allow' | 'deny';
    readonly reasons: readonly MarketplaceReason[];
}
export declare function decideMarketplace(policy: MarketplacePolicy, source: unknown): MarketplaceDecision;
export declare function describe(m: Readonly<Marketplace>): string;
