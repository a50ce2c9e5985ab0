// Server URLs of remote MCP servers, read once into the forms the serverUrl entries match on.
//
// The host, port and userinfo come from `parseFetchTarget` (src/domains/url.ts), the reader the
// Domain rules use: Node's URL (WHATWG) cross-checked with tr46, IPv4 number forms and IPv6
// canonical, percent-encoded host octets decoded, trailing dots removed, and a second host kept
// when two URL readers disagree (`https://good.com\@evil.com/`: WHATWG good.com, curl evil.com).
// The path is WHATWG's `pathname + search` (dot segments resolved, fragment dropped; an empty
// query `?` is no query).
//
// Two readings come out (semantics principle 2, deny wider than allow):
//  - `exact`, for allow entries: only an http(s) URL with a scheme, no userinfo and one agreed
//    host. Anything else can never match a serverUrl allow entry (`notAllowable` says why).
//  - `readings`, for deny entries: every host the URL could name (both readings of a disputed
//    host; the IPv4 address behind an IPv4-mapped IPv6 one), each with each "loose" path (see
//    `loosePaths`), or no path at all when the path cannot be trusted (another scheme, the second
//    reading of a disputed host), which deny entries then treat as matching any path. The port of
//    a disputed URL is unknown too (curl reads `https://good.com\@evil.com:8443/` as evil.com on
//    port 8443, WHATWG as good.com on 443), so deny entries with a port match it on every port.
//  - An exact path that a server could still resolve to somewhere else (`..%2f`, `%2e%2e` after a
//    second decoding, `..;`) is never allowable either (`pathTraversal`).
// Each reading carries its host's label suffixes, made once here (and cached), so the index
// looks "*." entries up without cutting or hashing new strings per decision.
// A URL whose host cannot be read at all has no reading (`unreadable` says why).
//
// Canonical forms are cached by the raw string (bounded; cleared when full): a client has a
// handful of servers and asks about the same URLs again and again.
import { inLocalUseNat64, LOOPBACK_NAMES, mappedIPv4, reachesLoopback } from '../domains/mapped-ipv4.js';
import { parseFetchTarget } from '../domains/url.js';
export const MAX_SERVER_URL_LENGTH = 8192;
export const URL_CACHE_SIZE = 1024;
const cache = new Map();
/** The canonical readings of a server URL (cached). Never throws. */
export { mappedIPv4 };
export function readServerUrl(raw) {
    const hit = cache.get(raw);
    if (hit !== undefined)
        return hit;
    const read = readServerUrlUncached(raw);
    if (cache.size >= URL_CACHE_SIZE)
        cache.clear();
    cache.set(raw, read);
    return read;
}
/** For tests and benchmarks. */
export function clearServerUrlCache() {
    cache.clear();
}
export function serverUrlCacheSize() {
    return cache.size;
}
export function readServerUrlUncached(raw) {
    const none = (why) => Object.freeze({
        raw, exact: undefined, notAllowable: why, userinfo: false, traversal: false, port: 0, readings: Object.freeze([]), unreadable: why,
    });
    if (typeof raw !== 'string')
        return none('the URL is not a string');
    if (raw.length > MAX_SERVER_URL_LENGTH)
        return none(`the URL is ${raw.length} characters long; at most ${MAX_SERVER_URL_LENGTH} are read`);
    let parsed;
    try {
        parsed = parseFetchTarget(raw);
    }
    catch (error) {
        return none(`the URL could not be read: ${String(error)}`);
    }
    if (!parsed.ok)
        return none(`the URL cannot be read (${parsed.reason})`);
    const t = parsed.target;
    // (The IPv4 host a local-use NAT64 address reaches depends on the network's prefix length.)
    if (inLocalUseNat64(t.host))
        return none('its host is in the NAT64 local-use prefix 64:ff9b:1::/48, which may reach any IPv4 host');
    const web = !t.hostOnly && (t.scheme === 'http' || t.scheme === 'https');
    const path = web ? canonicalPath(raw) : undefined;
    let notAllowable;
    let traversal;
    if (t.hostOnly)
        notAllowable = 'it has no scheme';
    else if (!web)
        notAllowable = `its scheme ${JSON.stringify(t.scheme)} is not http or https`;
    else if (t.userinfo)
        notAllowable = 'it carries userinfo ("user@" before the host)';
    else if (t.altHost !== undefined) {
        notAllowable = t.altHost === t.host
            ? `URL readers do not agree on its host ${JSON.stringify(t.host)}`
            : `URL readers disagree on its host (${JSON.stringify(t.host)} or ${JSON.stringify(t.altHost)})`;
    }
    else if (path === undefined)
        notAllowable = 'its path cannot be read';
    else if ((traversal = pathTraversal(path)) !== undefined)
        notAllowable = traversal;
    const readings = [];
    const trusted = web && path !== undefined && (t.altHost === undefined || t.altHost !== t.host);
    const loose = trusted ? loosePaths(path) : [undefined];
    const port = t.altHost === undefined ? t.port : undefined;
    const push = (host, paths) => {
        const suffixes = Object.freeze([host, ...labelSuffixes(host)]);
        for (const p of paths)
            readings.push(Object.freeze({ host, suffixes, port, path: p, segment: p === undefined ? undefined : firstSegment(p) }));
    };
    push(t.host, loose);
    if (t.altHost !== undefined && t.altHost !== t.host)
        push(t.altHost, [undefined]);
    // An IPv4-mapped IPv6 address reaches the IPv4 host: deny entries naming that address apply.
    const mapped = mappedIPv4(t.host);
    if (mapped !== undefined)
        push(mapped, loose);
    // The machine itself under another name (`127.1`, `0.0.0.0`, `[::]`, `a.localhost`): deny entries
    // naming localhost, 127.0.0.1 or [::1] apply, as Domain deny rules read it.
    if (reachesLoopback(t.host))
        for (const name of LOOPBACK_NAMES)
            if (name !== t.host && name !== mapped)
                push(name, loose);
    const exact = notAllowable === undefined && path !== undefined
        ? Object.freeze({
            scheme: t.scheme, host: t.host, suffixes: Object.freeze(labelSuffixes(t.host)), port: t.port, path, segment: firstSegment(path),
        })
        : undefined;
    return Object.freeze({
        raw, exact, notAllowable, userinfo: t.userinfo, traversal: traversal !== undefined, port: t.port,
        readings: Object.freeze(readings), unreadable: undefined,
    });
}
/** `b.c` and `c` for `a.b.c`; none for an IP address (wildcards apply to names only). */
function labelSuffixes(host) {
    if (host[0] === '[' || /^[0-9.]+$/.test(host))
        return [];
    const out = [];
    for (let dot = host.indexOf('.'); dot >= 0; dot = host.indexOf('.', dot + 1))
        out.push(host.slice(dot + 1));
    return out;
}
// ---------------------------------------------------------------------------------------------
// Paths
/**
 * A plain ASCII http(s) URL whose path and query WHATWG leaves exactly as written: no "%", "\",
 * quote, space or control character, no dot segment. Group 1 is the path, group 2 the query.
 * Proven equal to the URL-based reading by a property test.
 */
const SIMPLE = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[A-Za-z0-9._-]+(?::[0-9]*)?((?:\/[A-Za-z0-9\-._~!$&()*+,;=:@/]*)?)(\?[A-Za-z0-9\-._~!$&()*+,;=:@/?]*)?(?:#[^]*)?$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;
/** WHATWG pathname + search of an http(s) URL, or undefined if it does not parse. */
export function canonicalPath(raw) {
    const m = SIMPLE.exec(raw);
    if (m !== null && !DOT_SEGMENT.test(m[1])) {
        const query = m[2];
        return (m[1] || '/') + (query === undefined || query === '?' ? '' : query);
    }
    return canonicalPathSlow(raw);
}
/** The same through Node's URL (exported for the equivalence test). */
export function canonicalPathSlow(raw) {
    try {
        const u = new URL(raw);
        return u.pathname + u.search;
    }
    catch {
        // Not a URL WHATWG can parse: no path reading (the caller says why the URL is not allowable).
        return undefined;
    }
}
/** The first path segment: between the leading "/" and the next "/" or "?" (or the end). */
export function firstSegment(path) {
    let end = 1;
    while (end < path.length) {
        const c = path.charCodeAt(end);
        if (c === 47 || c === 63)
            break;
        end++;
    }
    return path.slice(1, end);
}
/** Unreserved characters (RFC 3986): percent-decoding them leaves the same resource on most servers. */
function unreserved(byte) {
    return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x30 && byte <= 0x39)
        || byte === 0x2d || byte === 0x2e || byte === 0x5f || byte === 0x7e;
}
/**
 * The path as deny entries compare it, on both sides, read three ways (each a plausible reading
 * of the same endpoint; an entry matches when any reading of it matches any reading of the path).
 * All drop the query, decode percent-encoded unreserved characters, lower case and drop trailing
 * "/"; then
 *  - `literalPath`: nothing more: a server that never decodes "/" (`/api/..%2fadmin` is under /api);
 *  - `decodedPath`: "%2F" decoded too, then dot segments resolved again (`/api/..%2fadmin` is /admin);
 *  - `loosePath`: that, as a normalizing server reads it: `;params` cut from every segment
 *    (`/admin;x=1` is `/admin`, `/a/..;/admin` is `/admin`) and runs of "/" collapsed (`//admin`
 *    is `/admin`) before dot segments are resolved.
 * All, not the last alone: a star between two "/" must still match `/a//b`, and `/a*=1` `/a;x=1`.
 * `*` passes through untouched (it is not decoded from `%2A`), so patterns go through the same
 * functions.
 */
export const LOOSE_READINGS = Object.freeze([literalPath, decodedPath, loosePath]);
/** The distinct loose readings of a path (one to three). */
export function loosePaths(path) {
    const out = [literalPath(path)];
    for (const p of [decodedPath(path), loosePath(path)])
        if (!out.includes(p))
            out.push(p);
    return out;
}
export function literalPath(path) {
    let p = withoutQuery(path);
    if (p.includes('%')) {
        const decoded = decodeLoosely(p, false);
        if (decoded !== p)
            p = resolveDots(decoded);
    }
    return lowerNoTrailingSlash(p);
}
export function decodedPath(path) {
    let p = withoutQuery(path);
    if (p.includes('%')) {
        const decoded = decodeLoosely(p, true);
        if (decoded !== p)
            p = resolveDots(decoded);
    }
    return lowerNoTrailingSlash(p);
}
export function loosePath(path) {
    let p = withoutQuery(path);
    const decoded = p.includes('%') ? decodeLoosely(p, true) : p;
    let q = decoded.includes(';') ? decoded.replace(/;[^/]*/g, '') : decoded;
    if (q.includes('//'))
        q = q.replace(/\/{2,}/g, '/');
    if (q !== p)
        p = resolveDots(q);
    return lowerNoTrailingSlash(p);
}
function withoutQuery(path) {
    const q = path.indexOf('?');
    return q < 0 ? path : path.slice(0, q);
}
function decodeLoosely(p, slash) {
    return p.replace(/%([0-9A-Fa-f]{2})/g, (m, hex) => {
        const b = parseInt(hex, 16);
        return unreserved(b) || (slash && b === 0x2f) ? String.fromCharCode(b) : m;
    });
}
function lowerNoTrailingSlash(path) {
    const p = path.toLowerCase();
    let end = p.length;
    while (end > 1 && p.charCodeAt(end - 1) === 47)
        end--;
    return end === p.length ? p : p.slice(0, end);
}
/** Percent-decodings looked through: a path that is decoded twice on its way is still caught. */
const TRAVERSAL_DECODINGS = 3;
/**
 * Why an exact path must not be matched by an allow entry, or undefined: after percent-decoding
 * (up to three times), the path (not the query) has an encoded "/" or "\" or a ".." segment
 * (`..;x` too). WHATWG has already resolved what it sees, so what remains is what a server or
 * proxy decoding further could resolve above the path the entry allowed (`/api/..%2fadmin`).
 */
export function pathTraversal(path) {
    let p = withoutQuery(path);
    for (let pass = 0;; pass++) {
        const encoded = /%(?:2f|5c)/i.exec(p);
        if (encoded !== null) {
            return `its path has an encoded ${encoded[0].toLowerCase() === '%2f' ? '"/"' : '"\\"'} (${encoded[0]}${pass > 0 ? ` after ${pass} percent-decoding${pass > 1 ? 's' : ''}` : ''}), which a server may read as a path separator`;
        }
        if (/(?:^|[/\\])\.\.(?:;[^/\\]*)?(?:[/\\]|$)/.test(p)) {
            return `its path has a ".." segment${pass > 0 ? ` after ${pass} percent-decoding${pass > 1 ? 's' : ''}` : ''}, which a server may resolve above the allowed path`;
        }
        if (pass === TRAVERSAL_DECODINGS || !p.includes('%'))
            return undefined;
        const next = p.replace(/%([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
        if (next === p)
            return undefined;
        p = next;
    }
}
/** RFC 3986 remove_dot_segments on an absolute path. */
function resolveDots(path) {
    const out = [];
    const segments = path.split('/');
    for (let i = 1; i < segments.length; i++) {
        const s = segments[i];
        const last = i === segments.length - 1;
        if (s === '..') {
            if (out.length > 0)
                out.pop();
            if (last)
                out.push('');
        }
        else if (s === '.') {
            if (last)
                out.push('');
        }
        else
            out.push(s);
    }
    return '/' + out.join('/');
}
export function compileGlob(pattern) {
    return Object.freeze(pattern.split('*'));
}
export function globMatches(glob, s) {
    const n = glob.length;
    const first = glob[0];
    if (n === 1)
        return s === first;
    const last = glob[n - 1];
    if (s.length < first.length + last.length || !s.startsWith(first) || !s.endsWith(last))
        return false;
    let pos = first.length;
    const end = s.length - last.length;
    for (let i = 1; i < n - 1; i++) {
        const piece = glob[i];
        if (piece === '')
            continue;
        const at = s.indexOf(piece, pos);
        if (at < 0 || at + piece.length > end)
            return false;
        pos = at + piece.length;
    }
    return true;
}
/**
 * The first path segment every string a glob matches must have, or undefined when a star can
 * reach into it (the index then keeps the pattern in its "any segment" list).
 */
export function globSegment(glob) {
    const first = glob[0];
    if (glob.length === 1)
        return firstSegment(first);
    for (let i = 1; i < first.length; i++) {
        const c = first.charCodeAt(i);
        if (c === 47 || c === 63)
            return first.slice(1, i);
    }
    return undefined;
}
//# sourceMappingURL=mcp-url.js.map