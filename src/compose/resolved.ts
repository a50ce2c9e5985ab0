// A managed source as the subject engines (MCP, marketplaces, settings, sandbox) consume it:
// its document with every {"overridable": V} wrapper resolved to a plain value. For the server
// channel, team overrides are applied first (compose/teams.ts); for other channels, and for a
// server source with no applicable team, a wrapper stands for its enterprise default V.
import type { ManagedSettings } from '../generated/types.js';
import type { Channel, LoadedSettings } from '../load/load.js';
import { OVERRIDABLE_POINTERS } from '../load/fallbacks.js';
import { decodePointer } from '../load/json-pointer.js';

export interface ResolvedSource {
  /** The file (or "<mdm>", or "server+teams/devs.json") that stands behind the values. */
  readonly name: string;
  readonly channel: Channel;
  /** Plain values only: no {"overridable"} wrapper anywhere. */
  readonly settings: ManagedSettings;
  /** The document could not be read: its restrictive stand-in is in force. */
  readonly restricted: boolean;
  /** An unreadable deniedMcpServers: every MCP server that is not built in is blocked. */
  readonly denyAllMcpServers: boolean;
  /**
   * Where each overridable key's value came from when it is not this source's own document
   * (a team file, or "unmanaged" by a team). Keyed by JSON pointer.
   */
  readonly decidedBy: Readonly<Record<string, string>>;
}

function isWrapper(v: unknown): v is { overridable: unknown } {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, 'overridable');
}

/** A deep copy of `settings` with each overridable key's wrapper replaced by its value. */
export function unwrapOverridable(settings: ManagedSettings): ManagedSettings {
  const out = structuredClone(settings) as Record<string, unknown>;
  for (const pointer of OVERRIDABLE_POINTERS) {
    const segments = decodePointer(pointer);
    let parent: Record<string, unknown> | undefined = out;
    for (const s of segments.slice(0, -1)) {
      const next: unknown = parent?.[s];
      parent = next !== null && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : undefined;
    }
    const last = segments[segments.length - 1] as string;
    if (parent && isWrapper(parent[last])) parent[last] = (parent[last] as { overridable: unknown }).overridable;
  }
  return deepFreeze(out) as ManagedSettings;
}

/** A loaded source with its wrappers resolved to the enterprise defaults (no teams). */
export function resolveSource(loaded: LoadedSettings): ResolvedSource {
  return Object.freeze({
    name: loaded.file,
    channel: loaded.channel,
    settings: unwrapOverridable(loaded.settings),
    restricted: loaded.restricted,
    denyAllMcpServers: loaded.denyAllMcpServers,
    decidedBy: Object.freeze({}),
  });
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}
