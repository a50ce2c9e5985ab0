// Why an MCP server was allowed or denied: one reason per deciding fact, with a sentence that
// names the entry and its source.
export const MCP_REASON_CODES = [
    /** A built-in first-party server: always allowed. */
    'built-in',
    /** No managed source declares allowedMcpServers or deniedMcpServers. */
    'no-mcp-policy',
    /** The server object is malformed (from a JavaScript caller): denied. */
    'invalid-server',
    /** A bug in managed-policy: denied. */
    'internal-error',
    /** A source's deniedMcpServers could not be read: every non-built-in server is blocked. */
    'deny-all-unreadable',
    /** A deny entry matches the server. */
    'deny-entry',
    /** A serverUrl deny entry whose host cannot be read: it blocks every remote server. */
    'deny-entry-unreadable',
    /** The server's URL has no readable host, and serverUrl deny entries exist: denied. */
    'unreadable-url',
    /** No deny entry matches and no source declares allowedMcpServers. */
    'no-allowlist',
    /** A declaring source's allow entry matches (one reason per declaring source). */
    'allow-entry',
    /** A source declares allowedMcpServers and none of its entries matches. */
    'no-allow-entry',
    /** A source could not be read at all: only built-in servers run. */
    'restricted-mode',
    /** The URL has userinfo, so no serverUrl allow entry can match it. */
    'userinfo',
    /** The URL can never match a serverUrl allow entry (another scheme, a disputed host...). */
    'url-not-allowable',
    /** The URL's path has a ".." segment or an encoded "/" or "\" after percent-decoding, so no serverUrl allow entry can match it. */
    'path-traversal',
];
/** JSON.stringify(s), without its cost for the common plain name (the same result either way). */
function quote(s) {
    return /["\\\u0000-\u001f\ud800-\udfff]/.test(s) ? JSON.stringify(s) : `"${s}"`;
}
function describe(s) {
    const name = quote(s.name);
    if (s.transport === 'http' || s.transport === 'sse')
        return `the ${s.transport} server ${name} (${s.url})`;
    return `the ${s.transport} server ${name}`;
}
/** `file (channel)`, and the team file a list came from, if any. */
function from(src, list) {
    const team = list === 'allowedMcpServers' ? src.allowFrom : list === 'deniedMcpServers' ? src.denyFrom : undefined;
    return team === undefined ? `${src.name} (${src.channel})` : `${src.name} (${src.channel}; ${list} from ${team})`;
}
function entryReason(code, e, sources, message) {
    const src = sources[e.source];
    return { code, message: message(`${e.list} entry ${e.text} of ${from(src, e.list)}`), entry: e.matcher, list: e.list, source: src.name, channel: src.channel };
}
export const reasonFor = {
    builtIn: (s) => ({ code: 'built-in', message: `${describe(s)} is built in: built-in servers are always allowed` }),
    noPolicy: (s) => ({ code: 'no-mcp-policy', message: `no managed source declares allowedMcpServers or deniedMcpServers, so ${describe(s)} is allowed` }),
    invalidServer: (why) => ({ code: 'invalid-server', message: `the server is malformed (${why}), so it is blocked` }),
    internalError: (error) => ({ code: 'internal-error', message: `internal error while deciding (this is a bug in managed-policy; please report it): ${error?.message ?? String(error)}` }),
    denyAll: (src, s) => ({
        code: 'deny-all-unreadable',
        message: `${from(src, 'deniedMcpServers')} has a deniedMcpServers list that could not be read, so every server that is not built in is blocked until it is fixed, ${describe(s)} too`,
        source: src.name, channel: src.channel,
    }),
    denyEntry: (e, sources, s) => entryReason('deny-entry', e, sources, (where) => `${where} matches ${describe(s)}${e.note ? ` (${e.note})` : ''}`),
    denyUnreadableEntry: (e, sources, s) => entryReason('deny-entry-unreadable', e, sources, (where) => `${where} cannot be read (${e.note ?? 'unreadable'}), so it blocks ${describe(s)} until it is fixed`),
    unreadableUrl: (url, s) => ({
        code: 'unreadable-url',
        message: `${describe(s)}: ${url.unreadable ?? 'the URL cannot be read'}, so the serverUrl deny entries cannot be checked against it and it is blocked`,
    }),
    noAllowlist: (s) => ({ code: 'no-allowlist', message: `no deny entry matches ${describe(s)} and no managed source declares allowedMcpServers` }),
    allowEntry: (e, sources, s) => entryReason('allow-entry', e, sources, (where) => `${where} matches ${describe(s)}`),
    noAllowEntry: (src, s) => ({
        code: 'no-allow-entry',
        message: `${from(src, 'allowedMcpServers')} declares allowedMcpServers and none of its entries matches ${describe(s)}`,
        list: 'allowedMcpServers', source: src.name, channel: src.channel,
    }),
    restricted: (src, s) => ({
        code: 'restricted-mode',
        message: `${from(src)} could not be read, so it is in restricted mode: only built-in servers run, not ${describe(s)}`,
        source: src.name, channel: src.channel,
    }),
    notAllowableUrl: (url, s) => url.userinfo
        ? { code: 'userinfo', message: `the URL of ${describe(s)} carries userinfo ("user@" before the host), so no serverUrl allow entry can match it` }
        : url.traversal
            ? { code: 'path-traversal', message: `the URL of ${describe(s)} can never match a serverUrl allow entry: ${url.notAllowable ?? 'its path can be resolved elsewhere'}` }
            : { code: 'url-not-allowable', message: `the URL of ${describe(s)} can never match a serverUrl allow entry: ${url.notAllowable ?? 'it cannot be read'}` },
};
//# sourceMappingURL=mcp-reasons.js.map