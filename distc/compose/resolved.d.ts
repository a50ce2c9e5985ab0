import type { ManagedSettings } from '../generated/types.js';
import type { Channel, LoadedSettings } from '../load/load.js';
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
/** A deep copy of `settings` with each overridable key's wrapper replaced by its value. */
export declare function unwrapOverridable(settings: ManagedSettings): ManagedSettings;
/** A loaded source with its wrappers resolved to the enterprise defaults (no teams). */
export declare function resolveSource(loaded: LoadedSettings): ResolvedSource;
export declare function deepFreeze<T>(value: T): T;
