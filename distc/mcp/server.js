// An MCP (tool) server as the policy sees it, and the validation of one given as JSON.
//
//   { "name": "github", "transport": "stdio" | "http" | "sse" | "memory",
//     "url": "https://...", "command": ["npx", "-y", "pkg"], "builtIn": false }
//
// A remote server (http, sse) needs its url and a local one (stdio) its command: without them the
// serverUrl / serverCommand entries could not be checked, and a deny entry must never be skipped
// because an input was missing. A memory server is matched by name only. Extra fields are allowed
// on objects from JavaScript callers (a client's own server record), refused in JSON requests.
import { nearest } from '../spelling.js';
export const MCP_TRANSPORTS = ['stdio', 'http', 'sse', 'memory'];
const KEYS = ['name', 'transport', 'url', 'command', 'builtIn'];
const KEY_SET = new Set(KEYS);
/** Validates a server given as a parsed JSON value (a request). Never throws. */
export function parseMcpServer(value) {
    try {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
            return { ok: false, error: `a server must be a JSON object, found ${describeValue(value)}` };
        }
        for (const key of Object.keys(value)) {
            if (KEY_SET.has(key))
                continue;
            const near = nearest(key, KEYS);
            return { ok: false, error: `unknown server field ${JSON.stringify(key)}${near ? ` (did you mean ${JSON.stringify(near)}?)` : ''}; the fields are ${KEYS.join(', ')}` };
        }
        const r = readServer(value);
        if (r.ok) {
            if (r.server.command !== undefined)
                Object.freeze(r.server.command);
            Object.freeze(r.server);
        }
        return r;
    }
    catch (error) {
        return { ok: false, error: `the server could not be read: ${String(error)}` };
    }
}
/**
 * Reads each field of a server object exactly once (a getter or Proxy cannot show one value to
 * the check and another to the matcher) and validates it, into a new plain object (the argv
 * copied). Used by decideMcp on every call, so it does not freeze.
 */
export function readServer(value) {
    const name = value.name;
    const transport = value.transport;
    const url = value.url;
    const command = value.command;
    const builtIn = value.builtIn;
    if (typeof name !== 'string')
        return { ok: false, error: `"name" must be a string, found ${describeValue(name)}` };
    if (name === '')
        return { ok: false, error: '"name" must not be empty' };
    if (transport !== 'stdio' && transport !== 'http' && transport !== 'sse' && transport !== 'memory') {
        return { ok: false, error: `"transport" must be one of ${MCP_TRANSPORTS.map((t) => JSON.stringify(t)).join(', ')}, found ${describeValue(transport)}` };
    }
    if (builtIn !== undefined && typeof builtIn !== 'boolean') {
        return { ok: false, error: `"builtIn" must be true or false, found ${describeValue(builtIn)}` };
    }
    if (url !== undefined && typeof url !== 'string')
        return { ok: false, error: `"url" must be a string, found ${describeValue(url)}` };
    let argv;
    if (command !== undefined) {
        if (!Array.isArray(command))
            return { ok: false, error: `"command" must be an array of strings, found ${describeValue(command)}` };
        const n = command.length;
        if (n === 0)
            return { ok: false, error: '"command" must not be empty: it is the program followed by its arguments' };
        argv = new Array(n);
        for (let i = 0; i < n; i++) {
            const word = command[i];
            if (typeof word !== 'string')
                return { ok: false, error: `"command"[${i}] must be a string, found ${describeValue(word)}` };
            argv[i] = word;
        }
    }
    const t = transport;
    if ((t === 'http' || t === 'sse') && url === undefined) {
        return { ok: false, error: `a remote (${t}) server needs its "url", so that serverUrl entries can be checked` };
    }
    if (t === 'stdio' && argv === undefined) {
        return { ok: false, error: 'a stdio server needs its "command" (the program and its arguments), so that serverCommand entries can be checked' };
    }
    const server = { name, transport: t };
    if (url !== undefined)
        server.url = url;
    if (argv !== undefined)
        server.command = argv;
    if (builtIn !== undefined)
        server.builtIn = builtIn;
    return { ok: true, server };
}
function describeValue(v) {
    if (v === undefined)
        return 'nothing';
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'an array';
    if (typeof v === 'string')
        return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}...` : v)}`;
    if (typeof v === 'object')
        return 'an object';
    return `${typeof v} ${String(v)}`;
}
//# sourceMappingURL=server.js.map