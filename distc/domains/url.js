// Operation URLs (and bare hosts) to the canonical fetch target that Domain rules are matched on.
//
// Two ways to read a URL are combined, and every disagreement is recorded rather than resolved:
//
//  - Node's `URL` (WHATWG, the parser the client's fetch uses) gives the scheme, port, userinfo
//    and a host;
//  - the host text as written (percent-decoded) goes through `canonicalizeHost`, the very function
//    that canonicalized the rules (tr46 UTS #46 non-transitional).
//
// When the two give different hosts (`ẞ.de`: URL says `ss.de`, tr46 says `xn--zca.de`), or when
// tr46 rejects a host that URL accepts (`a,b`, `a..b`, `$`), or when an RFC 3986 reader such as curl
// would see another host than WHATWG does (`https://good.com\@evil.com/`: WHATWG good.com, curl
// evil.com), the target carries `altHost`. Deny/ask rules match either spelling; an allow never
// matches a target with `altHost` (see domain-index.ts).
//
// Decisions (documented in the tests too):
//  - Input without a scheme is a bare host: read as `https://<input>` (hostOnly: true). `host:port`
//    is accepted; a leading `/` or `\` is not a host (ok: false).
//  - Special schemes (http, https, ws, wss, ftp, file) are parsed by WHATWG rules (missing or
//    backslash slashes repaired, as `URL` does). `file:` without a host is ok: false (no network
//    host); `file://server/x` is a target (scheme `file`, port 0).
//  - Non-special schemes with an authority (`git://`, `ssh://`, `mcp://`) get the host of their
//    RFC 3986 authority canonicalized like an http host (URL itself would keep an opaque,
//    non-normalized host), port as written or 0. Their scheme is never one an allow rule names, so
//    they can only ever be matched by deny/ask rules without a scheme, or the bare selector.
//  - Anything else (`mailto:x`, `data:...`, `C:\x`) is ok: false.
//  - Userinfo is flagged whenever the authority holds an `@` (even an empty `https://@host/`).
//  - The host's trailing dot is removed; if URL's host has several trailing dots they are all
//    removed and the target gets altHost (never allowable).
//  - Never throws; inputs over MAX_URL_LENGTH are ok: false.
import { toASCII } from 'tr46';
import { canonicalizeHost, TR46_OPTIONS } from '../rules/domain-pattern.js';
import { fastPath, SPECIAL_PORTS } from './url-fast.js';
import { withoutTrailing } from '../text-ends.js';
export const MAX_URL_LENGTH = 100_000;
/** Longest authority (`user@host:port`) read, in UTF-16 code units. */
export const MAX_AUTHORITY = 1024;
/** Length of the authority: after `scheme://` (or from the start), up to `/`, `\`, `?` or `#`. */
function authorityLength(input) {
    const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(input);
    const from = scheme ? scheme[0].length : 0;
    let i = from;
    for (; i < input.length; i++) {
        const c = input.charCodeAt(i);
        if (c === 47 || c === 92 || c === 63 || c === 35)
            break;
    }
    return i - from;
}
export function parseFetchTarget(input) {
    try {
        if (typeof input !== 'string')
            return { ok: false, reason: 'not a string' };
        if (input.length > MAX_URL_LENGTH)
            return { ok: false, reason: `longer than ${MAX_URL_LENGTH} characters` };
        const fast = fastPath(input);
        if (fast)
            return fast;
        // A DNS name is at most 253 characters; even percent-encoded or in Unicode its authority
        // fits in MAX_AUTHORITY. Longer ones cannot name a host, and would make tr46 and the URL
        // parser take milliseconds: refuse them first (never allowed; nothing to deny).
        const authority = authorityLength(input);
        if (authority > MAX_AUTHORITY) {
            return { ok: false, reason: `the authority (user and host) is ${authority} characters long; a host name is at most 253` };
        }
        const tooLong = hostTooLong(input);
        if (tooLong !== undefined)
            return { ok: false, reason: tooLong };
        return slowPath(input);
    }
    catch (e) {
        return { ok: false, reason: `internal error: ${String(e)}` };
    }
}
/** Longest DNS label and name (RFC 1035; the name without its trailing dot). */
const MAX_LABEL = 63;
const MAX_NAME = 253;
/**
 * Why the written host cannot be a DNS name, or undefined: a label over 63 characters or a name
 * over 253 (a `%XX` escape counts as one; `.`, `。`, `．`, `｡` end a label). Checked before any
 * IDN processing, whose Punycode decoding is quadratic in a label's length (a 1,000-character
 * `xn--` label took 3 ms): such a URL is never allowed, and nothing can resolve it.
 */
function hostTooLong(input) {
    const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.exec(input);
    const from = scheme ? scheme[0].length : 0;
    let end = from;
    let at = from - 1;
    for (; end < input.length; end++) {
        const c = input.charCodeAt(end);
        if (c === 47 || c === 92 || c === 63 || c === 35)
            break;
        if (c === 64)
            at = end;
    }
    const start = at + 1;
    if (input.charCodeAt(start) === 91)
        return undefined; // [IPv6]
    let label = 0;
    let name = 0;
    for (let i = start; i < end; i++) {
        const c = input.charCodeAt(i);
        if (c === 58)
            break; // :port
        name++;
        if (c === 46 || c === 0x3002 || c === 0xff0e || c === 0xff61) {
            label = 0;
            continue;
        }
        if (c === 37)
            i += 2;
        if (++label > MAX_LABEL)
            return `its host has a label over ${MAX_LABEL} characters, which no DNS name has`;
    }
    if (label === 0 && name > 0)
        name--; // one trailing dot
    return name > MAX_NAME ? `its host is over ${MAX_NAME} characters long, which no DNS name is` : undefined;
}
/** The slow path alone (exported for the equivalence property test). */
export function parseFetchTargetSlow(input) {
    try {
        if (typeof input !== 'string')
            return { ok: false, reason: 'not a string' };
        if (input.length > MAX_URL_LENGTH)
            return { ok: false, reason: `longer than ${MAX_URL_LENGTH} characters` };
        return slowPath(input);
    }
    catch (e) {
        return { ok: false, reason: `internal error: ${String(e)}` };
    }
}
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
function slowPath(raw) {
    // What URL does first: trim C0 controls and spaces, remove tabs and newlines everywhere.
    let s = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
    if (s === '')
        return { ok: false, reason: 'empty' };
    let hostOnly = false;
    const sm = SCHEME.exec(s);
    let scheme;
    if (sm !== null) {
        const name = sm[1].toLowerCase();
        const rest = s.slice(sm[0].length);
        if (SPECIAL_PORTS.has(name) || rest.startsWith('//')) {
            scheme = name;
        }
        else if (rest !== '' && !/^[0-9]+(?:[/?#]|$)/.test(rest)) {
            return { ok: false, reason: `the scheme ${JSON.stringify(name)} has no host` };
        }
    }
    if (scheme === undefined) {
        if (s[0] === '/' || s[0] === '\\')
            return { ok: false, reason: 'a path, not a host' };
        hostOnly = true;
        s = 'https://' + s;
        scheme = 'https';
    }
    let url;
    try {
        url = new URL(s);
    }
    catch {
        return { ok: false, reason: 'not a valid URL' };
    }
    const protocol = url.protocol.slice(0, -1);
    if (protocol !== scheme)
        return { ok: false, reason: 'scheme mismatch' }; // cannot happen
    const special = SPECIAL_PORTS.has(scheme);
    const afterScheme = s.slice(scheme.length + 1);
    if (!special) {
        // RFC 3986 authority: after "//", up to / ? #.
        const auth = authorityOf(afterScheme.slice(2), false);
        if (auth.hostPort === '')
            return { ok: false, reason: 'no host' };
        if (/[\\]/.test(auth.hostPort))
            return { ok: false, reason: 'a backslash in the host' };
        const inner = readSpecial('http', 'http://' + auth.hostPort + '/', auth.hostPort);
        if (!inner.ok)
            return inner;
        const port = url.port === '' ? 0 : Number(url.port);
        const t = inner.target;
        return {
            ok: true,
            target: build(scheme, t.host, t.hostType, port, auth.userinfo || url.username !== '' || url.password !== '', t.altHost, hostOnly),
        };
    }
    if (url.hostname === '')
        return { ok: false, reason: `no host in the ${scheme}: URL` };
    // WHATWG view of the authority (special schemes): skip any / and \, stop at / \ ? #.
    const whatwg = authorityOf(afterScheme.replace(/^[/\\]*/, ''), true);
    const r = readSpecialFromUrl(url, scheme, whatwg.hostPort);
    if (!r.ok)
        return r;
    let { host, hostType, altHost } = r.target;
    const userinfo = whatwg.userinfo || url.username !== '' || url.password !== '';
    // RFC 3986 view (curl): after "//", up to / ? # only. Differs only when a backslash is there.
    if (afterScheme.startsWith('//')) {
        const rfc = authorityOf(afterScheme.slice(2), false);
        if (rfc.hostPort !== whatwg.hostPort || rfc.userinfo !== whatwg.userinfo) {
            let other;
            const hp = rfc.hostPort;
            if (hp !== '' && !/[\\]/.test(hp)) {
                const o = readSpecial('http', 'http://' + hp + '/', hp);
                if (o.ok) {
                    if (o.target.altHost !== undefined && o.target.altHost !== o.target.host) {
                        return { ok: false, reason: 'the host is read three different ways' };
                    }
                    other = o.target.host;
                }
            }
            if (other === undefined)
                other = host; // unreadable the RFC way: mark as disputed only
            if (other !== host && altHost !== undefined && altHost !== host && altHost !== other) {
                return { ok: false, reason: 'the host is read three different ways' };
            }
            if (other !== host)
                altHost = other;
            else
                altHost ??= host;
        }
    }
    const port = url.port === '' ? SPECIAL_PORTS.get(scheme) : Number(url.port);
    return { ok: true, target: build(scheme, host, hostType, port, userinfo, altHost, hostOnly) };
}
function build(scheme, host, hostType, port, userinfo, altHost, hostOnly) {
    return altHost === undefined
        ? { scheme, host, hostType, port, userinfo, hostOnly }
        : { scheme, host, hostType, port, userinfo, altHost, hostOnly };
}
/** Splits "userinfo@host:port" from the text after the scheme's slashes. */
function authorityOf(text, whatwg) {
    const end = whatwg ? /[/\\?#]/.exec(text) : /[/?#]/.exec(text);
    const authority = end === null ? text : text.slice(0, end.index);
    const at = authority.lastIndexOf('@');
    return { hostPort: at < 0 ? authority : authority.slice(at + 1), userinfo: at >= 0 };
}
/** "host:port" → host text (brackets kept for IPv6). */
function hostOfHostPort(hostPort) {
    if (hostPort[0] === '[') {
        const close = hostPort.indexOf(']');
        return close < 0 ? hostPort : hostPort.slice(0, close + 1);
    }
    const colon = hostPort.indexOf(':');
    return colon < 0 ? hostPort : hostPort.slice(0, colon);
}
function readSpecial(scheme, text, hostPort) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return { ok: false, reason: 'not a valid host' };
    }
    if (url.hostname === '')
        return { ok: false, reason: 'no host' };
    return readSpecialFromUrl(url, scheme, hostPort);
}
/** Host of a special-scheme URL, cross-checked against canonicalizeHost of the written host. */
function readSpecialFromUrl(url, scheme, hostPort) {
    const hostname = url.hostname;
    let urlHost = hostname;
    if (urlHost[0] !== '[')
        urlHost = withoutTrailing(urlHost, '.');
    if (urlHost === '')
        return { ok: false, reason: 'the host is empty' };
    const manyDots = hostname.length - urlHost.length > 1;
    const hostType = urlHost[0] === '['
        ? 'ipv6'
        : /^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$/.test(urlHost) ? 'ipv4' : 'name';
    const written = percentDecode(hostOfHostPort(hostPort));
    const c = canonicalizeHost(written);
    let host = urlHost;
    let altHost;
    if (!c.ok) {
        // canonicalizeHost also rejects hosts on which tr46 and URL disagree: ask tr46 alone.
        const t = tr46Name(written);
        if (t !== undefined && t !== urlHost)
            host = t;
        altHost = urlHost; // disputed either way
    }
    else if (c.host !== urlHost) {
        host = c.host;
        altHost = urlHost;
    }
    else if (manyDots) {
        altHost = urlHost;
    }
    // IDNA2003 readers (Python's `idna` codec, under urllib, http.client, socket) map the deviation
    // characters the transitional way (`straße.de` is `strasse.de`): a third spelling.
    if (DEVIATION.test(written)) {
        const transitional = tr46Name(written, true);
        if (transitional === undefined || (altHost !== undefined && altHost !== host && altHost !== transitional && transitional !== host)) {
            return { ok: false, reason: 'the host is read three different ways' };
        }
        if (transitional !== host)
            altHost = transitional;
    }
    const type = c.ok && altHost === undefined ? c.hostType : hostType;
    return { ok: true, target: build(scheme, host, type, 0, false, altHost, false) };
}
/** The characters UTS #46 maps differently in transitional processing: ß, ς, ZWNJ, ZWJ. */
const DEVIATION = /[\u00DF\u03C2\u200C\u200D]/;
/** tr46 alone (WHATWG options, or transitional) on a domain name; undefined unless it gives a plain ASCII name. */
function tr46Name(written, transitional = false) {
    let r;
    try {
        r = toASCII(written, transitional ? { ...TR46_OPTIONS, transitionalProcessing: true } : TR46_OPTIONS);
    }
    catch {
        return undefined;
    }
    if (r === null)
        return undefined;
    if (r.endsWith('.'))
        r = r.slice(0, -1);
    return /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/.test(r) ? r : undefined;
}
/** WHATWG percent-decode, then UTF-8 decode with replacement (what the host parser does). */
function percentDecode(s) {
    if (!s.includes('%'))
        return s;
    const bytes = [];
    const enc = new TextEncoder();
    for (let i = 0; i < s.length; i++) {
        const c = s[i];
        if (c === '%' && /^[0-9A-Fa-f]{2}$/.test(s.slice(i + 1, i + 3))) {
            bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
            i += 2;
        }
        else {
            const cp = s.codePointAt(i);
            const ch = String.fromCodePoint(cp);
            for (const b of enc.encode(ch))
                bytes.push(b);
            i += ch.length - 1;
        }
    }
    return new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes));
}
//# sourceMappingURL=url.js.map