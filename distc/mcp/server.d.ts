export declare const MCP_TRANSPORTS: readonly ["stdio", "http", "sse", "memory"];
export type McpTransport = (typeof MCP_TRANSPORTS)[number];
export interface McpServer {
    /** The user-assigned label (what serverName entries compare with). */
    readonly name: string;
    readonly transport: McpTransport;
    /** The endpoint of a remote (http, sse) server; ignored for stdio and memory servers. */
    readonly url?: string;
    /** The argv of a local (stdio) server; ignored for other transports. */
    readonly command?: readonly string[];
    /** A first-party built-in server: always allowed, whatever the policy says. */
    readonly builtIn?: boolean;
}
export type McpServerParse = {
    ok: true;
    server: McpServer;
} | {
    ok: false;
    error: string;
};
/** Validates a server given as a parsed JSON value (a request). Never throws. */
export declare function parseMcpServer(value: unknown): McpServerParse;
/**
 * Reads each field of a server object exactly once (a getter or Proxy cannot show one value to
 * the check and another to the matcher) and validates it, into a new plain object (the argv
 * copied). Used by decideMcp on every call, so it does not freeze.
 */
export declare function readServer(value: Readonly<Record<string, unknown>>): McpServerParse;
