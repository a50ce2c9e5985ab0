// Plugins (semantics 7): `name@marketplace` → the state the managed policy requires.
// Across sources, per key, false beats true (a source that requires a plugin off wins over one
// that requires it on); a key no source names is not managed (null).
import type { EffectiveMarketplace, MarketplacePolicy, SourceRef } from './policy.js';

export type PluginReasonCode =
  /** The state required, and the source that decided it. */
  | 'required-enabled'
  | 'required-disabled'
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
export const PLUGIN_KEY = /^[^@\s]+@[^@\s]+$/;

export function requiredPluginState(policy: MarketplacePolicy, key: string): PluginState {
  if (typeof key !== 'string' || !PLUGIN_KEY.test(key)) {
    return state(null, undefined, [{ code: 'malformed-key', message: `${JSON.stringify(key)} is not a plugin key PLUGIN@MARKETPLACE` }]);
  }
  const required = policy.plugins.get(key);
  if (!required || required.length === 0) return state(null, undefined, [{ code: 'not-managed', message: `no managed source sets enabledPlugins ${JSON.stringify(key)}` }]);
  const off = required.filter((r) => !r.value);
  if (off.length > 0) {
    const decidedBy = (off[0] as (typeof off)[number]).from;
    const reasons: PluginReason[] = [
      { code: 'required-disabled', message: `${at(decidedBy)} requires ${key} disabled`, ...ref(decidedBy) },
      ...required.filter((r) => r.value).map((r): PluginReason => ({ code: 'overruled', message: `${at(r.from)} requires ${key} enabled, but ${at(decidedBy)} requires it disabled, and disabled wins`, ...ref(r.from) })),
    ];
    return state(false, decidedBy, reasons);
  }
  const decidedBy = (required[0] as (typeof required)[number]).from;
  return state(true, decidedBy, required.map((r) => ({ code: 'required-enabled', message: `${at(r.from)} requires ${key} enabled`, ...ref(r.from) })));
}

/** The effective extraKnownMarketplaces, sorted by name, each with the source that decided it. */
export function effectiveExtraMarketplaces(policy: MarketplacePolicy): readonly EffectiveMarketplace[] {
  return policy.extraKnownMarketplaces;
}

/** The marketplace name of a plugin key (after the `@`), or undefined for a malformed key. */
export function marketplaceOfPlugin(key: string): string | undefined {
  return PLUGIN_KEY.test(key) ? key.slice(key.indexOf('@') + 1) : undefined;
}

function state(s: boolean | null, decidedBy: SourceRef | undefined, reasons: PluginReason[]): PluginState {
  const frozen = Object.freeze(reasons.map((r) => Object.freeze(r)));
  return Object.freeze(decidedBy ? { state: s, decidedBy, reasons: frozen } : { state: s, reasons: frozen });
}

function ref(r: SourceRef): { source: string; channel: SourceRef['channel'] } {
  return { source: r.source, channel: r.channel };
}

function at(r: SourceRef): string {
  return `${r.source} (${r.channel})`;
}
