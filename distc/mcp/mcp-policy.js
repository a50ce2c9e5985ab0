// MCP server policy (semantics section 5, composition in section 2): compile the managed
// sources' allowedMcpServers / deniedMcpServers once, then decide servers.
//
//   built in (builtIn: true)                               -> allow   (first-party: exempt)
//   no source declares either list or blocks all servers    -> allow   (no-mcp-policy)
//   a source's deniedMcpServers could not be read           -> deny    (deny-all-unreadable)
//   any deny entry of any source matches (union)            -> deny    (deny-entry, deny-entry-unreadable, unreadable-url)
//   no source declares allowedMcpServers                    -> allow   (no-allowlist)
//   every declaring source (even []) has a matching entry   -> allow   (allow-entry, one per source)
//   otherwise                                               -> deny    (no-allow-entry / restricted-mode per source)
//
// Matchers: serverName exact, any transport (the only one for memory servers); serverUrl remote
// (http, sse) servers only; serverCommand stdio servers only, the exact argv. Deny entries read
// wider than allow entries (mcp-url-pattern.ts, mcp-index.ts). `decideMcp` never throws: a
// malformed server is denied with a reason.
import { AllowUrlIndex, commandKey, DenyUrlIndex, McpIndex } from './mcp-index.js';
import { parseAllowUrlPattern, parseDenyUrlPattern } from './mcp-url-pattern.js';
import { readServerUrl } from './mcp-url.js';
import { readServer } from './server.js';
import { reasonFor } from './mcp-reasons.js';
export { MCP_REASON_CODES } from './mcp-reasons.js';
/** One matcher property with a valid value, nothing else; undefined otherwise. */
function readMatcher(entry) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
        return undefined;
    const keys = Object.keys(entry);
    if (keys.length !== 1)
        return undefined;
    const value = entry[keys[0]];
    switch (keys[0]) {
        case 'serverName': return typeof value === 'string' && value !== '' ? { kind: 'name', name: value } : undefined;
        case 'serverUrl': return typeof value === 'string' && value !== '' ? { kind: 'url', url: value } : undefined;
        case 'serverCommand':
            return Array.isArray(value) && value.length > 0 && value.every((w) => typeof w === 'string')
                ? { kind: 'command', argv: Object.freeze([...value]) } : undefined;
        default: return undefined;
    }
}
function copyMatcher(m) {
    if (m.kind === 'name')
        return Object.freeze({ serverName: m.name });
    if (m.kind === 'url')
        return Object.freeze({ serverUrl: m.url });
    return Object.freeze({ serverCommand: m.argv });
}
export function compileMcpPolicy(sources) {
    const infos = [];
    const entries = [];
    const problems = [];
    const denyNames = [];
    const denyCommands = [];
    const denyUrls = [];
    const allow = [];
    sources.forEach((src, s) => {
        const settings = (src.settings ?? {});
        const problem = (list, message, entry) => problems.push(Object.freeze(entry === undefined ? { source: src.name, channel: src.channel, list, message } : { source: src.name, channel: src.channel, list, entry, message }));
        let denyAll = src.denyAllMcpServers === true;
        const declaresAllow = Object.prototype.hasOwnProperty.call(settings, 'allowedMcpServers') && settings.allowedMcpServers !== undefined;
        const seen = new Set();
        const entryOf = (list, m, note) => {
            const matcher = copyMatcher(m);
            const e = Object.freeze({ id: entries.length, list, matcher, text: JSON.stringify(matcher), source: s, ...(note ? { note } : {}) });
            entries.push(e);
            return e;
        };
        const denied = settings.deniedMcpServers;
        if (denied !== undefined && !Array.isArray(denied)) {
            denyAll = true;
            problem('deniedMcpServers', 'deniedMcpServers is not a list, so every server that is not built in is blocked');
        }
        for (const raw of Array.isArray(denied) ? denied : []) {
            const m = readMatcher(raw);
            if (m === undefined) {
                denyAll = true;
                problem('deniedMcpServers', `the entry ${safeJson(raw)} is not a matcher with exactly one of serverName, serverUrl, serverCommand, so every server that is not built in is blocked`, raw);
                continue;
            }
            const key = JSON.stringify(copyMatcher(m));
            if (seen.has(`d${key}`))
                continue;
            seen.add(`d${key}`);
            if (m.kind === 'name')
                denyNames.push({ id: entryOf('deniedMcpServers', m).id, name: m.name });
            else if (m.kind === 'command')
                denyCommands.push({ id: entryOf('deniedMcpServers', m).id, argv: m.argv });
            else {
                const pattern = parseDenyUrlPattern(m.url);
                const note = pattern.widened.length === 0 ? undefined
                    : pattern.host === undefined ? `${pattern.unreadable}: it blocks every remote server`
                        : `read wider than written: ${pattern.widened.join('; ')}`;
                const e = entryOf('deniedMcpServers', m, note);
                if (note !== undefined)
                    problem('deniedMcpServers', `serverUrl ${JSON.stringify(m.url)}: ${note}`, raw);
                denyUrls.push({ id: e.id, pattern });
            }
        }
        if (declaresAllow) {
            const allowed = settings.allowedMcpServers;
            if (!Array.isArray(allowed)) {
                problem('allowedMcpServers', 'allowedMcpServers is not a list, so it counts as declared and empty (only built-in servers run)');
            }
            const names = [];
            const commands = [];
            const urls = [];
            for (const raw of Array.isArray(allowed) ? allowed : []) {
                const m = readMatcher(raw);
                if (m === undefined) {
                    problem('allowedMcpServers', `the entry ${safeJson(raw)} is not a matcher with exactly one of serverName, serverUrl, serverCommand; it is dropped`, raw);
                    continue;
                }
                const key = JSON.stringify(copyMatcher(m));
                if (seen.has(`a${key}`))
                    continue;
                seen.add(`a${key}`);
                if (m.kind === 'name')
                    names.push({ id: entryOf('allowedMcpServers', m).id, name: m.name });
                else if (m.kind === 'command')
                    commands.push({ id: entryOf('allowedMcpServers', m).id, argv: m.argv });
                else {
                    const r = parseAllowUrlPattern(m.url);
                    if (!r.ok) {
                        entryOf('allowedMcpServers', m, `${r.error}: it matches no server`);
                        problem('allowedMcpServers', `serverUrl ${JSON.stringify(m.url)}: ${r.error}; the entry matches no server`, raw);
                    }
                    else
                        urls.push({ id: entryOf('allowedMcpServers', m).id, pattern: r.pattern });
                }
            }
            allow.push(Object.freeze({ source: s, index: new McpIndex({ names, commands }, false), urls: new AllowUrlIndex(urls) }));
        }
        const allowFrom = src.decidedBy?.['/allowedMcpServers'];
        const denyFrom = src.decidedBy?.['/deniedMcpServers'];
        infos.push(Object.freeze({
            name: src.name, channel: src.channel, restricted: src.restricted === true, declaresAllow, declaresDeny: denied !== undefined, denyAll,
            ...(typeof allowFrom === 'string' ? { allowFrom } : {}), ...(typeof denyFrom === 'string' ? { denyFrom } : {}),
        }));
    });
    const managed = infos.some((i) => i.declaresAllow || i.declaresDeny || i.denyAll);
    return Object.freeze({
        sources: Object.freeze(infos),
        entries: Object.freeze(entries),
        problems: Object.freeze(problems),
        managed,
        deny: new McpIndex({ names: denyNames, commands: denyCommands }, true),
        denyUrls: new DenyUrlIndex(denyUrls),
        allow: Object.freeze(allow),
    });
}
function safeJson(v) {
    try {
        const s = JSON.stringify(v);
        return s === undefined ? String(v) : s.length > 200 ? `${s.slice(0, 200)}...` : s;
    }
    catch (error) {
        return `(a value that cannot be shown: ${String(error)})`;
    }
}
/** Allows or denies one server. Pure and total: never throws. */
export function decideMcp(policy, server) {
    try {
        if (server === null || typeof server !== 'object') {
            return deny([reasonFor.invalidServer(`a server must be an object, found ${server === null ? 'null' : typeof server}`)]);
        }
        const read = readServer(server);
        if (!read.ok)
            return deny([reasonFor.invalidServer(read.error)]);
        const s = read.server;
        if (s.builtIn === true)
            return allow([reasonFor.builtIn(s)]);
        if (!policy.managed)
            return allow([reasonFor.noPolicy(s)]);
        return decideManaged(policy, s);
    }
    catch (error) {
        return deny([reasonFor.internalError(error)]);
    }
}
function decideManaged(policy, s) {
    const remote = s.transport === 'http' || s.transport === 'sse';
    const stdio = s.transport === 'stdio';
    const url = remote ? readServerUrl(s.url) : undefined;
    const command = stdio ? commandKey(s.command) : undefined;
    // Deny: the union of every source's entries.
    const denied = [];
    for (const src of policy.sources)
        if (src.denyAll)
            denied.push(reasonFor.denyAll(src, s));
    const entries = policy.entries;
    const sources = policy.sources;
    const names = policy.deny.names(s.name);
    if (names !== undefined)
        for (const id of names)
            denied.push(reasonFor.denyEntry(entries[id], sources, s));
    if (command !== undefined)
        for (const id of policy.deny.commands(command))
            denied.push(reasonFor.denyEntry(entries[id], sources, s));
    if (url !== undefined) {
        for (const id of policy.denyUrls.all(url))
            denied.push(reasonFor.denyEntry(entries[id], sources, s));
        for (const id of policy.denyUrls.unreadable)
            denied.push(reasonFor.denyUnreadableEntry(entries[id], sources, s));
        if (url.readings.length === 0 && policy.denyUrls.size > 0)
            denied.push(reasonFor.unreadableUrl(url, s));
    }
    if (denied.length > 0)
        return deny(denied);
    // Allow: the conjunction over the sources that declare allowedMcpServers.
    if (policy.allow.length === 0)
        return allow([reasonFor.noAllowlist(s)]);
    const allowed = [];
    const missing = [];
    for (const a of policy.allow) {
        let id = a.index.names(s.name)?.[0];
        if (id === undefined && command !== undefined)
            id = a.index.commands(command)[0];
        if (id === undefined && url?.exact !== undefined)
            id = a.urls.first(url.exact);
        const src = sources[a.source];
        if (id !== undefined)
            allowed.push(reasonFor.allowEntry(entries[id], sources, s));
        else
            missing.push(src.restricted ? reasonFor.restricted(src, s) : reasonFor.noAllowEntry(src, s));
    }
    if (missing.length === 0)
        return allow(allowed);
    if (url !== undefined && url.exact === undefined)
        missing.push(reasonFor.notAllowableUrl(url, s));
    return deny(missing);
}
function allow(reasons) {
    return { decision: 'allow', reasons };
}
function deny(reasons) {
    return { decision: 'deny', reasons };
}
//# sourceMappingURL=mcp-policy.js.map