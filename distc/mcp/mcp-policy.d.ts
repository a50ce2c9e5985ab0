import type { ResolvedSource } from '../compose/resolved.js';
import type { McpMatcher } from '../generated/types.js';
import type { Channel } from '../load/load.js';
import { AllowUrlIndex, DenyUrlIndex, McpIndex } from './mcp-index.js';
import { type McpServer } from './server.js';
import { type McpReason } from './mcp-reasons.js';
export { MCP_REASON_CODES, type McpReason, type McpReasonCode } from './mcp-reasons.js';
export type McpList = 'allowedMcpServers' | 'deniedMcpServers';
export interface McpEntry {
    readonly id: number;
    readonly list: McpList;
    /** The matcher as written (a frozen copy). */
    readonly matcher: McpMatcher;
    /** The matcher as JSON, for messages. */
    readonly text: string;
    /** Index into McpPolicy.sources. */
    readonly source: number;
    /** Why a deny entry is read wider than written, or why an allow entry matches nothing. */
    readonly note?: string;
}
export interface McpSourceInfo {
    readonly name: string;
    readonly channel: Channel;
    readonly restricted: boolean;
    /** The source declares allowedMcpServers (even `[]`): it takes part in the conjunction. */
    readonly declaresAllow: boolean;
    /** The source declares deniedMcpServers (even `[]`). */
    readonly declaresDeny: boolean;
    /** Its deniedMcpServers (or an entry of it) could not be read: every non-built-in server is blocked. */
    readonly denyAll: boolean;
    /** Where the list's value came from when not this source's own document (a team file). */
    readonly allowFrom?: string;
    readonly denyFrom?: string;
}
/** Something in a source that the policy reads other than as written (always the safe way). */
export interface McpPolicyProblem {
    readonly source: string;
    readonly channel: Channel;
    readonly list: McpList;
    /** The entry (as given), or undefined when the whole list is the problem. */
    readonly entry?: unknown;
    readonly message: string;
}
export interface McpPolicy {
    readonly sources: readonly McpSourceInfo[];
    readonly entries: readonly McpEntry[];
    readonly problems: readonly McpPolicyProblem[];
    /** Some source declares a list or blocks every server. */
    readonly managed: boolean;
    readonly deny: McpIndex;
    readonly denyUrls: DenyUrlIndex;
    /** One per source that declares allowedMcpServers, in source order. */
    readonly allow: readonly {
        readonly source: number;
        readonly index: McpIndex;
        readonly urls: AllowUrlIndex;
    }[];
}
export interface McpDecision {
    readonly decision: 'allow' | 'deny';
    readonly reasons: readonly McpReason[];
}
export declare function compileMcpPolicy(sources: readonly ResolvedSource[]): McpPolicy;
/** Allows or denies one server. Pure and total: never throws. */
export declare function decideMcp(policy: McpPolicy, server: McpServer): McpDecision;
