import type { McpMatcher } from '../generated/types.js';
import type { Channel } from '../load/load.js';
import type { McpEntry, McpSourceInfo } from './mcp-policy.js';
import type { ServerUrl } from './mcp-url.js';
import type { McpServer } from './server.js';
export declare const MCP_REASON_CODES: readonly ["built-in", "no-mcp-policy", "invalid-server", "internal-error", "deny-all-unreadable", "deny-entry", "deny-entry-unreadable", "unreadable-url", "no-allowlist", "allow-entry", "no-allow-entry", "restricted-mode", "userinfo", "url-not-allowable", "path-traversal"];
export type McpReasonCode = (typeof MCP_REASON_CODES)[number];
export interface McpReason {
    readonly code: McpReasonCode;
    readonly message: string;
    /** The matcher entry that decided, as written. */
    readonly entry?: McpMatcher;
    /** allowedMcpServers or deniedMcpServers, with `entry`. */
    readonly list?: McpEntry['list'];
    /** The source's name and channel. */
    readonly source?: string;
    readonly channel?: Channel;
}
export declare const reasonFor: {
    builtIn: (s: McpServer) => McpReason;
    noPolicy: (s: McpServer) => McpReason;
    invalidServer: (why: string) => McpReason;
    internalError: (error: unknown) => McpReason;
    denyAll: (src: McpSourceInfo, s: McpServer) => McpReason;
    denyEntry: (e: McpEntry, sources: readonly McpSourceInfo[], s: McpServer) => McpReason;
    denyUnreadableEntry: (e: McpEntry, sources: readonly McpSourceInfo[], s: McpServer) => McpReason;
    unreadableUrl: (url: ServerUrl, s: McpServer) => McpReason;
    noAllowlist: (s: McpServer) => McpReason;
    allowEntry: (e: McpEntry, sources: readonly McpSourceInfo[], s: McpServer) => McpReason;
    noAllowEntry: (src: McpSourceInfo, s: McpServer) => McpReason;
    restricted: (src: McpSourceInfo, s: McpServer) => McpReason;
    notAllowableUrl: (url: ServerUrl, s: McpServer) => McpReason;
};
