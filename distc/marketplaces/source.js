import { parseFetchTarget } from '../domains/url.js';
export const MARKETPLACE_TYPES = Object.freeze(['github', 'git', 'url', 'npm', 'file', 'directory']);
/** Members of each type (the schema's; additionalProperties false). */
const MEMBERS = {
    github: ['source', 'repo', 'ref', 'path'],
    git: ['source', 'url', 'ref', 'path'],
    url: ['source', 'url', 'headers'],
    npm: ['source', 'package'],
    file: ['source', 'path'],
    directory: ['source', 'path'],
};
const REPO = /^[^/\s]+\/[^/\s]+$/;
/**
 * Whether `s` starts with `scheme://` (`/^[A-Za-z][A-Za-z0-9+.-]*:\/\//`), by character codes:
 * cheaper than running that regex on every git and url source a decision reads.
 */
function startsWithScheme(s) {
    if (!isLetter(s.charCodeAt(0)))
        return false;
    for (let i = 1; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (isLetter(c) || (c >= 48 && c <= 57) || c === 43 || c === 46 || c === 45)
            continue;
        return c === 58 && s.charCodeAt(i + 1) === 47 && s.charCodeAt(i + 2) === 47;
    }
    return false;
}
function isLetter(c) {
    return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
const hasOwn = Object.prototype.hasOwnProperty;
/**
 * Reads a marketplace source (a client request, or an entry of a settings document). Own
 * members only (an inherited `ref` from a polluted prototype is not a member), each read once,
 * so a getter cannot answer two checks differently; an `undefined` member counts as absent, as
 * in JSON. The result is a fresh frozen object with exactly the known members.
 */
export function parseMarketplaceSource(value) {
    const r = readMarketplaceSource(value);
    return r.ok ? { ok: true, source: Object.freeze(r.source) } : r;
}
/** parseMarketplaceSource without freezing the result (for a caller that keeps it to itself). */
export function readMarketplaceSource(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return bad('a marketplace source must be a JSON object');
    const o = value;
    const type = own(o, 'source');
    if (type === 'hostPattern' || type === 'pathPattern')
        return bad(`"${type}" is a policy pattern, not a marketplace: ask about the marketplace itself (github, git, url, npm, file or directory)`);
    if (typeof type !== 'string' || !hasOwn.call(MEMBERS, type))
        return bad(`"source" must be one of ${MARKETPLACE_TYPES.join(', ')}${typeof type === 'string' ? `, not ${JSON.stringify(type)}` : ''}`);
    const t = type;
    const members = MEMBERS[t];
    for (const key of Object.keys(o)) {
        if (!members.includes(key) && own(o, key) !== undefined)
            return bad(`unknown member ${JSON.stringify(key)} in a ${t} source (expected ${members.join(', ')})`);
    }
    // Each result names its type with the literal, not the caller's string: a string read from
    // JSON is not always internalized, and decide looks the type up as a property name.
    switch (t) {
        case 'github': {
            const repo = text(o, t, 'repo', true);
            if (typeof repo !== 'string')
                return repo;
            if (!REPO.test(repo))
                return bad(`"repo" must be OWNER/REPO, not ${JSON.stringify(repo)}`);
            return withOptional({ source: 'github', repo }, o, t);
        }
        case 'git': {
            const url = text(o, t, 'url', true);
            return typeof url === 'string' ? withOptional({ source: 'git', url }, o, t) : url;
        }
        case 'url': {
            const url = text(o, t, 'url', true);
            if (typeof url !== 'string')
                return url;
            if (!startsWithScheme(url))
                return bad(`"url" must be an absolute URL, not ${JSON.stringify(url)}`);
            const raw = own(o, 'headers');
            if (raw === undefined)
                return done({ source: 'url', url });
            const headers = readHeaders(raw);
            return typeof headers === 'string' ? bad(headers) : done({ source: 'url', url, headers });
        }
        case 'npm': {
            const pkg = text(o, t, 'package', true);
            return typeof pkg === 'string' ? done({ source: 'npm', package: pkg }) : pkg;
        }
        case 'file':
        case 'directory': {
            const path = text(o, t, 'path', true);
            return typeof path === 'string' ? done({ source: t === 'file' ? 'file' : 'directory', path }) : path;
        }
    }
}
function own(o, key) {
    return hasOwn.call(o, key) ? o[key] : undefined;
}
function text(o, t, key, required) {
    const v = own(o, key);
    if (v === undefined)
        return required ? bad(`a ${t} source needs "${key}"`) : undefined;
    if (typeof v !== 'string' || v.length === 0)
        return bad(`"${key}" of a ${t} source must be a non-empty string`);
    return v;
}
/** github and git: the optional ref and path. */
function withOptional(base, o, t) {
    const ref = text(o, t, 'ref', false);
    if (typeof ref === 'object')
        return ref;
    const path = text(o, t, 'path', false);
    if (typeof path === 'object')
        return path;
    return done(ref === undefined ? (path === undefined ? base : { ...base, path }) : path === undefined ? { ...base, ref } : { ...base, ref, path });
}
function done(m) {
    return { ok: true, source: m };
}
function readHeaders(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return '"headers" must be an object of strings';
    const out = Object.create(null);
    for (const key of Object.keys(v)) {
        const value = v[key];
        if (typeof value !== 'string')
            return `header ${JSON.stringify(key)} must be a string`;
        out[key] = value;
    }
    return Object.freeze(out);
}
function bad(error) {
    return { ok: false, error };
}
/**
 * Exact match of two marketplaces of the same type and naming member: every other member equal,
 * or absent on both sides. Strings are compared as written (no URL normalization: a trailing
 * slash, `.git` or another scheme is another marketplace); headers in any order.
 */
export function sameMembers(a, b) {
    switch (a.source) {
        case 'github':
        case 'git': {
            const o = b;
            return a.ref === o.ref && a.path === o.path;
        }
        case 'url':
            return sameHeaders(a.headers, b.headers);
        default:
            return true;
    }
}
function sameHeaders(a, b) {
    if (a === undefined || b === undefined)
        return a === b;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length)
        return false;
    return keys.every((k) => hasOwn.call(b, k) && a[k] === b[k]);
}
/** The member that names the marketplace (repo, url, package or path), for near-miss hints. */
export function primaryOf(m) {
    return m.source === 'github' ? m.repo : m.source === 'git' || m.source === 'url' ? m.url : m.source === 'npm' ? m.package : m.path;
}
/**
 * The host a hostPattern is matched against (B.6): github → github.com; url → its host; git →
 * the host git itself connects to (gitHost); anything else has no host and never matches.
 * http(s) hosts are read as the Domain rules read them (src/domains/url.ts): lower case, IDN as
 * Punycode, IPv4 in dotted decimal, trailing dot removed. A URL whose host WHATWG and RFC 3986
 * readers would see differently (`https://ok.example\\@evil.net/`: a browser says ok.example,
 * git's curl says evil.net) has no host: the pattern cannot know where it leads.
 */
export function hostOf(m) {
    switch (m.source) {
        case 'github':
            return 'github.com';
        case 'url':
            return urlHost(m.url);
        case 'git':
            return gitHost(m.url);
        default:
            return undefined;
    }
}
function urlHost(url) {
    const r = parseFetchTarget(url);
    if (!r.ok || r.target.hostOnly || r.target.altHost !== undefined || r.target.scheme === 'file')
        return undefined;
    return r.target.host;
}
/** A host name or IPv4 address as ssh takes it: ASCII letters, digits, dots and hyphens. */
const PLAIN_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;
/** The schemes git connects to itself (transport.c, case-sensitive); `git` is plain TCP. */
const CONNECT_SCHEME = /^(ssh|git\+ssh|ssh\+git|git):\/\//;
const HTTP_SCHEME = /^https?:\/\//i;
/** Where git and an RFC 3986 reader part ways: git decodes `%XX` before it splits, and reads `?`, `#`, `\` and brackets as host text. */
const AMBIGUOUS_AUTHORITY = /[%?#\\[\]\s\x00-\x1f\x7f]/;
const SSH_AUTHORITY = /^(?:[^@]*@)?([^@:]+)(?::\d{1,5})?$/;
const TCP_AUTHORITY = /^([^@:]+)(?::\d{1,5})?$/;
/**
 * The host of a git URL as git reaches it. http(s): curl, which reads URLs as the Domain rules
 * do. ssh, git+ssh, ssh+git and git: git (connect.c) url-decodes the whole URL, takes everything
 * up to the first `/` after `://` as the host part, and ssh splits user from host at the last
 * `@`; so `ssh://github.com?@evil.com/x` and `ssh://git@evil.com%2f@github.com/x` reach
 * evil.com, though an RFC 3986 reader says github.com. Read that way here, and an authority
 * with anything git reads differently (`%`, `?`, `#`, `\`, brackets, white space, control
 * characters) has no host. git:// (plain TCP, no user) takes no `user@`. Any other scheme
 * (file://, a remote helper) has no host; so has no scheme at all unless it is the scp form.
 */
function gitHost(url) {
    if (!startsWithScheme(url))
        return scpHost(url);
    if (HTTP_SCHEME.test(url))
        return urlHost(url);
    const scheme = CONNECT_SCHEME.exec(url);
    if (!scheme)
        return undefined;
    const rest = url.slice(scheme[0].length);
    // git url-decodes the whole URL, then looks for "@[" ANYWHERE in it (connect.c host_end, a
    // strstr over host and path): `ssh://github.com/@[evil.com]/r.git` makes ssh connect to
    // "github.com/@evil.com", that is evil.com. Any bracket, even encoded or in the path: no host.
    if (/[[\]]|%5[bd]/i.test(rest))
        return undefined;
    const slash = rest.indexOf('/');
    if (slash < 0)
        return undefined; // git refuses a URL without a path
    const authority = rest.slice(0, slash);
    if (AMBIGUOUS_AUTHORITY.test(authority))
        return undefined;
    const host = (scheme[1] === 'git' ? TCP_AUTHORITY : SSH_AUTHORITY).exec(authority)?.[1];
    return host === undefined ? undefined : plainHost(host, 0, host.length);
}
/**
 * scp form: `user@host:path`, the colon before any slash (as git decides). The host is what
 * follows the last `@` (where ssh splits user from host), in lower case. No user, a host that is
 * not a plain name (brackets, percent signs, backslashes…), or a colon after a slash (a local
 * path): no host.
 */
function scpHost(url) {
    if (url.includes('[') || url.includes(']'))
        return undefined; // see gitHost: git's bracket reading
    const colon = url.indexOf(':');
    const slash = url.indexOf('/');
    if (colon < 0 || (slash >= 0 && slash < colon))
        return undefined;
    const at = colon === 0 ? -1 : url.lastIndexOf('@', colon - 1); // the last `@` before the colon
    if (at <= 0)
        return undefined;
    return plainHost(url, at + 1, colon);
}
/**
 * `s.slice(from, to).toLowerCase()` if that is a PLAIN_HOST, else undefined. Scanned by
 * character codes (a lower-cased copy and a regex per decision were most of reading an scp
 * URL); the first non-ASCII code unit goes the original way, as toLowerCase may turn it into
 * ASCII (the Kelvin sign K becomes k).
 */
function plainHost(s, from, to) {
    if (from >= to)
        return undefined;
    let upper = false;
    let labelStart = true;
    for (let i = from; i < to; i++) {
        const c = s.charCodeAt(i);
        if (c >= 128) {
            const host = s.slice(from, to).toLowerCase();
            return PLAIN_HOST.test(host) ? host : undefined;
        }
        if (c === 46) {
            if (labelStart)
                return undefined; // an empty label (leading dot, or two dots)
            labelStart = true;
            continue;
        }
        if (c >= 65 && c <= 90)
            upper = true;
        else if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) {
            return undefined; // any other ASCII character is itself in lower case: PLAIN_HOST refuses it, whatever follows
        }
        labelStart = false;
    }
    if (labelStart)
        return undefined; // a trailing dot
    const host = s.slice(from, to);
    return upper ? host.toLowerCase() : host;
}
/**
 * The path a pathPattern is matched against: that of a file or directory source, as written.
 * A path with a `..` segment has none: where it leads depends on symbolic links, which a
 * pattern over the text cannot see (`/allowed/link/../x` may be anywhere). List it exactly.
 */
export function localPathOf(m) {
    if (m.source !== 'file' && m.source !== 'directory')
        return undefined;
    // Most paths have no `..` at all: the substring check spares them the regex.
    return m.path.includes('..') && /(^|[\\/])\.\.([\\/]|$)/.test(m.path) ? undefined : m.path;
}
//# sourceMappingURL=source.js.map