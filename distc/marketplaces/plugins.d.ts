import type { EffectiveMarketplace, MarketplacePolicy, SourceRef } from './policy.js';
export type PluginReasonCode = 
/** The state required, and the source that decided it. */
'required-enabled' | 'required-disabled'
/** A source required the plugin enabled, but another requires it disabled, and false wins. */
 | 'overruled'
/** No managed source names this plugin. */
 | 'not-managed'
/** The key is not PLUGIN@MARKETPLACE. */
 | 'malformed-key';
export interface PluginReason {
    readonly code: PluginReasonCode;
    readonly message: string;
    readonly source?: string;
    readonly channel?: SourceRef['channel'];
}
export interface PluginState {
    /** true: must be enabled; false: must be disabled; null: not managed (the user decides). */
    readonly state: boolean | null;
    readonly decidedBy?: SourceRef;
    readonly reasons: readonly PluginReason[];
}
/** Plugin keys: exactly one `@`, no whitespace, something on both sides (the schema's pattern). */
export declare const PLUGIN_KEY: RegExp;
export declare function requiredPluginState(policy: MarketplacePolicy, key: string): PluginState;
/** The effective extraKnownMarketplaces, sorted by name, each with the source that decided it. */
export declare function effectiveExtraMarketplaces(policy: MarketplacePolicy): readonly EffectiveMarketplace[];
/** The marketplace name of a plugin key (after the `@`), or undefined for a malformed key. */
export declare function marketplaceOfPlugin(key: string): string | undefined;
