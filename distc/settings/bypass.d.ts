import type { ResolvedSource } from '../compose/resolved.js';
import { type Provenance } from './provenance.js';
export declare const BYPASS_FLAGS: readonly string[];
export declare const BYPASS_SLASH_COMMANDS: readonly string[];
export interface BypassPolicy {
    readonly disabled: boolean;
    /** Every source that disables bypass. */
    readonly disabledBy: readonly Provenance[];
    readonly suppressedFlags: readonly string[];
    readonly blockedSlashCommands: readonly string[];
}
export declare function bypassPolicy(sources: readonly ResolvedSource[]): BypassPolicy;
export interface BypassCheck {
    readonly decision: 'allow' | 'deny';
    /** The flags or slash command that must be suppressed or blocked. */
    readonly blocked: readonly string[];
    readonly message: string;
}
export declare function checkBypass(policy: BypassPolicy, request: {
    argv: unknown;
} | {
    slash: unknown;
}): BypassCheck;
