import type { Decider, EffectiveSandbox } from './types.js';
export type HostAnswerCode = 'invalid-host' | 'userinfo' | 'outbound-blocked' | 'blocked-host' | 'local-network-blocked' | 'ambiguous-host' | 'not-in-allowed-hosts' | 'allowed-host' | 'no-host-restriction';
export interface HostAnswer {
    readonly allowed: boolean;
    /** The canonical host (lower case, Punycode, IP canonical); absent when the input is not a host. */
    readonly host?: string;
    readonly code: HostAnswerCode;
    readonly message: string;
    readonly decidedBy: readonly Decider[];
    /** The list entry that decided, as written. */
    readonly entry?: string;
}
/**
 * A host (`example.com`, `[::1]`, `host:port`) or a URL (its host is what counts; host lists do
 * not name schemes or ports), canonicalized as semantics 4.3 says.
 */
export declare function isHostAllowed(effective: EffectiveSandbox, host: string): HostAnswer;
export type SandboxedKind = 'command' | 'mcp-server' | 'lsp-server';
export interface Requirement {
    readonly required: boolean;
    /** The key that decides it. */
    readonly key: 'enabled' | 'sandboxMcpServers' | 'sandboxLspServers';
    readonly decidedBy: readonly Decider[];
}
/**
 * Must this kind of process run sandboxed? Commands: `enabled`. A local MCP server the client
 * starts: `sandboxMcpServers` (remote servers never run in the local sandbox). A language
 * server: `sandboxLspServers`. Each key stands on its own.
 */
export declare function mustSandbox(effective: EffectiveSandbox, kind: SandboxedKind): Requirement;
export interface UnavailableAnswer {
    /** block: no model or tool execution; run-unsandboxed: the client may fall back (and should say so). */
    readonly action: 'block' | 'run-unsandboxed';
    readonly code: 'fail-if-unavailable' | 'fallback-allowed' | 'sandbox-not-enabled';
    readonly message: string;
    readonly decidedBy: readonly Decider[];
}
/** No sandbox backend can enforce the policy: block, or run unsandboxed? (failIfUnavailable needs enabled.) */
export declare function whenUnavailable(effective: EffectiveSandbox): UnavailableAnswer;
export interface BypassAnswer {
    readonly allowed: boolean;
    readonly message: string;
    readonly decidedBy: readonly Decider[];
}
/** May a sandbox-bypass prompt offer to run a command (or the rest of the session) unsandboxed? */
export declare function mayOfferBypass(effective: EffectiveSandbox): BypassAnswer;
