// Immutable indexes of MCP matcher entries, so that a decision costs the same with 10 entries or
// 10,000: names in a Map, commands by a hash of their argv, URL patterns by canonical host (exact),
// host suffix ("*.x", looked up once per label of the server's host) and first path segment.
// An index only selects candidates; every candidate is confirmed by its own full check, so a key
// collision can never make a match.
//
// Mode 'allow' is exact (semantics 5); mode 'deny' is the wide reading (mcp-url-pattern.ts, and a
// command's program compared by its base name, see `commandName`).
import { globMatches } from './mcp-url.js';
/**
 * The program as a deny entry compares it: its base name (after the last "/" or "\"), lower case,
 * without a Windows launch extension (.exe .cmd .bat .com .ps1: npm installs `npx.ps1` beside
 * `npx.cmd`). `/usr/local/bin/npx`, `NPX`, `npx.cmd` and `npx.ps1` all read as `npx`: plausibly
 * the same program (semantics principle 2).
 */
export function commandName(program) {
    let start = 0;
    for (let i = program.length - 1; i >= 0; i--) {
        const c = program.charCodeAt(i);
        if (c === 47 || c === 92) {
            start = i + 1;
            break;
        }
    }
    const base = program.slice(start).toLowerCase();
    const n = base.length;
    if (n > 4 && base.charCodeAt(n - 4) === 46) {
        const ext = base.slice(n - 3);
        if (ext === 'exe' || ext === 'cmd' || ext === 'bat' || ext === 'com' || ext === 'ps1')
            return base.slice(0, n - 4);
    }
    return base;
}
function hashWord(h, s) {
    for (let i = 0; i < s.length; i++)
        h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return Math.imul(h ^ 0x10000, 0x01000193); // a word separator no code unit can equal
}
export function commandKey(argv) {
    let rest = 0x811c9dc5 | 0;
    for (let i = argv.length - 1; i >= 1; i--)
        rest = hashWord(rest, argv[i]);
    const program = commandName(argv[0]);
    return { argv, program, allow: hashWord(rest, argv[0]) & 0x3fffffff, deny: hashWord(rest, program) & 0x3fffffff };
}
function sameCommand(entry, key, deny) {
    const argv = key.argv;
    if (entry.argv.length !== argv.length)
        return false;
    if (deny ? entry.program !== key.program : entry.argv[0] !== argv[0])
        return false;
    for (let i = 1; i < argv.length; i++)
        if (entry.argv[i] !== argv[i])
            return false;
    return true;
}
export class McpIndex {
    #names = new Map();
    #commands = new Map();
    #deny;
    constructor(input, deny) {
        this.#deny = deny;
        for (const { id, name } of input.names)
            push(this.#names, name, id);
        for (const { id, argv } of input.commands) {
            const key = commandKey(argv);
            push(this.#commands, deny ? key.deny : key.allow, { id, argv, program: key.program });
        }
    }
    get size() {
        return this.#names.size + this.#commands.size;
    }
    /** Ids of the serverName entries equal to `name`. */
    names(name) {
        return this.#names.size === 0 ? undefined : this.#names.get(name);
    }
    /** Ids of the serverCommand entries that match the argv. */
    commands(key) {
        if (this.#commands.size === 0)
            return EMPTY;
        const list = this.#commands.get(this.#deny ? key.deny : key.allow);
        if (list === undefined)
            return EMPTY;
        const out = [];
        for (const c of list)
            if (sameCommand(c, key, this.#deny))
                out.push(c.id);
        return out;
    }
}
const EMPTY = Object.freeze([]);
function push(map, key, value) {
    const list = map.get(key);
    if (list === undefined)
        map.set(key, [value]);
    else
        list.push(value);
}
function table() {
    return { exact: new Map(), suffix: new Map(), any: bucket() };
}
function bucket() {
    return { bySegment: new Map(), anySegment: [] };
}
function add(t, host, segment, entry) {
    let b;
    if (host.kind === 'any')
        b = t.any;
    else {
        const map = host.kind === 'exact' ? t.exact : t.suffix;
        b = map.get(host.host);
        if (b === undefined)
            map.set(host.host, (b = bucket()));
    }
    if (segment === undefined)
        b.anySegment.push(entry);
    else
        push(b.bySegment, segment, entry);
}
/** serverUrl allow entries (one source): the first that matches the exact reading. */
export class AllowUrlIndex {
    #table = table();
    constructor(entries) {
        for (const e of entries)
            add(this.#table, e.pattern.host, e.pattern.segment, e);
    }
    first(url) {
        const t = this.#table;
        let found = firstIn(t.exact.get(url.host), url);
        if (found !== undefined)
            return found;
        if (t.suffix.size > 0) {
            for (const key of url.suffixes) {
                found = firstIn(t.suffix.get(key), url);
                if (found !== undefined)
                    return found;
            }
        }
        return firstIn(t.any, url);
    }
}
function firstIn(b, url) {
    if (b === undefined)
        return undefined;
    const bySegment = b.bySegment.size > 0 ? b.bySegment.get(url.segment) : undefined;
    if (bySegment !== undefined)
        for (const e of bySegment)
            if (allowMatches(e.pattern, url))
                return e.id;
    for (const e of b.anySegment)
        if (allowMatches(e.pattern, url))
            return e.id;
    return undefined;
}
export function allowMatches(p, url) {
    if (p.scheme !== url.scheme || p.port !== url.port)
        return false;
    return p.path === undefined ? url.path === '/' : globMatches(p.path, url.path);
}
/** serverUrl deny entries (every source): all that match any reading. */
export class DenyUrlIndex {
    #table = table();
    /** Entries whose host could not be read: they block every remote server. */
    unreadable;
    size;
    constructor(entries) {
        const unreadable = [];
        for (const e of entries) {
            if (e.pattern.host === undefined)
                unreadable.push(e.id);
            else
                add(this.#table, e.pattern.host, e.pattern.segment, e);
        }
        this.unreadable = Object.freeze(unreadable);
        this.size = entries.length;
    }
    /** Ids of the readable entries that match the URL (no duplicates). */
    all(url) {
        const out = [];
        const t = this.#table;
        if (this.size === 0)
            return out;
        for (const r of url.readings) {
            allIn(t.exact.get(r.host), r, out);
            if (t.suffix.size > 0)
                for (const key of r.suffixes)
                    allIn(t.suffix.get(key), r, out);
            allIn(t.any, r, out);
        }
        return out;
    }
}
function allIn(b, r, out) {
    if (b === undefined)
        return;
    if (b.bySegment.size > 0) {
        if (r.segment === undefined)
            for (const list of b.bySegment.values())
                collect(list, r.port, r.path, out);
        else
            collect(b.bySegment.get(r.segment), r.port, r.path, out);
    }
    collect(b.anySegment, r.port, r.path, out);
}
function collect(list, port, path, out) {
    if (list === undefined)
        return;
    for (const e of list)
        if (denyMatches(e.pattern, port, path) && !out.includes(e.id))
            out.push(e.id);
}
/** `port` or `path` undefined: the server's is unknown, so every deny port or path matches. */
export function denyMatches(p, port, path) {
    if (p.port !== undefined && port !== undefined && p.port !== port)
        return false;
    if (p.paths === undefined || path === undefined)
        return true;
    for (const g of p.paths)
        if (globMatches(g, path))
            return true;
    return false;
}
//# sourceMappingURL=mcp-index.js.map