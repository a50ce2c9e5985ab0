// serverUrl patterns of allowedMcpServers / deniedMcpServers entries.
//
//   pattern = scheme "://" host [ ":" port ] [ path ]
//   scheme  = http | https                       (any letter case)
//   host    = "*" | [ "*." ] hostname | IPv4 | "[" IPv6 "]"
//   path    = "/" ... with "*" for any characters, "/" included (a query is part of the path)
//
// Our own splitter finds the authority (WHATWG rules for http(s): any mix of "/" and "\" after
// the colon, then up to the next / \ ? #), so a "*" in the host can never reach into the path.
// The host then goes through `parseFetchTarget`, the function server URLs go through (lower case,
// Punycode, IPv4 number forms, IPv6, percent-decoded octets, trailing dot); the path through
// Node's URL (dot segments, backslashes, percent-encoding, fragment dropped).
//
// A "*." host stands for one or more whole labels in front of the rest; "*" alone for every host.
// Any other "*" in the authority (`ex*.com`, `*example.com`, a `*` port) is an error.
//
// Allow entries are read exactly; anything we cannot read makes the entry match nothing.
// Deny entries are read wider (semantics principle 2), and an unreadable part widens them rather
// than dropping them:
//  - scheme: ignored (http and https alike; an entry with another scheme or none still names its
//    host); port: only an explicit non-default port narrows;
//  - "*.host" also covers the host itself; an IPv4-mapped IPv6 address (`[::ffff:a00:1]`) is read
//    as its IPv4 address (10.0.0.1), which a server at either spelling is read as too;
//  - path: compared loosely (mcp-url.ts `LOOSE_READINGS`, each reading of the entry against each
//    reading of the server's path), and a path covers everything below it; no path, "/" or "/*"
//    is every path;
//  - userinfo, an unreadable port or path: the entry blocks its host on every port / path;
//  - an unreadable host: the entry cannot say which servers it names, so it blocks every remote
//    server (`DenyUrlPattern.unreadable`); the policy reports it as a problem.
import { reachesLoopback } from '../domains/mapped-ipv4.js';
import { parseFetchTarget } from '../domains/url.js';
import { DEFAULT_PORTS } from '../rules/domain-pattern.js';
import { compileGlob, globSegment, LOOSE_READINGS, mappedIPv4 } from './mcp-url.js';
/** http, https, ws, wss (a deny entry written with ws:// still names its default port). */
const DEFAULT_PORT = DEFAULT_PORTS;
const MAX_PATTERN_LENGTH = 8192;
function split(input) {
    // What URL does first: trim C0 controls and spaces, remove tabs and newlines everywhere.
    const s = input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
    const sm = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(s);
    let scheme;
    let from = 0;
    let stops = /[/\\?#]/;
    if (sm !== null) {
        const name = sm[1].toLowerCase();
        const rest = s.slice(sm[0].length);
        if (name === 'http' || name === 'https') {
            scheme = name;
            from = sm[0].length + /^[/\\]*/.exec(rest)[0].length;
        }
        else if (rest.startsWith('//')) {
            scheme = name;
            from = sm[0].length + 2;
            stops = /[/?#]/;
        }
        else if (!/^[0-9*]*(?:[/\\?#]|$)/.test(rest)) {
            return { scheme: name, userinfo: false, hostText: undefined, portText: undefined, pathText: '', error: `${JSON.stringify(name + ':')} is not followed by "//" and a host` };
        }
        // else: "host:port..." without a scheme.
    }
    const after = s.slice(from);
    const stop = stops.exec(after);
    const authority = stop === null ? after : after.slice(0, stop.index);
    const pathText = stop === null ? '' : after.slice(stop.index);
    const at = authority.lastIndexOf('@');
    const hostPort = at < 0 ? authority : authority.slice(at + 1);
    const base = { scheme, userinfo: at >= 0, pathText };
    if (hostPort[0] === '[') {
        const close = hostPort.indexOf(']');
        if (close < 0)
            return { ...base, hostText: undefined, portText: undefined, error: 'unclosed "[" in an IPv6 address' };
        const tail = hostPort.slice(close + 1);
        if (tail !== '' && tail[0] !== ':')
            return { ...base, hostText: undefined, portText: undefined, error: `unexpected ${JSON.stringify(tail)} after the IPv6 address` };
        return { ...base, hostText: hostPort.slice(0, close + 1), portText: tail === '' ? undefined : tail.slice(1) };
    }
    const colon = hostPort.indexOf(':');
    if (colon >= 0 && hostPort.indexOf(':', colon + 1) >= 0) {
        return { ...base, hostText: undefined, portText: undefined, error: 'an IPv6 address must be written in brackets' };
    }
    return { ...base, hostText: colon < 0 ? hostPort : hostPort.slice(0, colon), portText: colon < 0 ? undefined : hostPort.slice(colon + 1) };
}
function readHost(hostText) {
    if (hostText === '')
        return { ok: false, error: 'the host is empty' };
    if (hostText === '*')
        return { ok: true, value: { kind: 'any' } };
    const suffix = hostText.startsWith('*.');
    const rest = suffix ? hostText.slice(2) : hostText;
    if (rest.includes('*')) {
        return { ok: false, error: 'a "*" in the host must be a whole leading label ("*.example.com") or the whole host ("*")' };
    }
    if (/[/\\?#@]/.test(rest))
        return { ok: false, error: `${JSON.stringify(rest)} is not a host` };
    const r = parseFetchTarget(`https://${rest}/`);
    if (!r.ok)
        return { ok: false, error: `the host ${JSON.stringify(rest)} cannot be read (${r.reason})` };
    const t = r.target;
    if (t.altHost !== undefined) {
        return { ok: false, error: t.altHost === t.host
                ? `the host ${JSON.stringify(rest)} is not a valid host name for every URL reader`
                : `URL readers disagree on the host ${JSON.stringify(rest)} (${JSON.stringify(t.host)} or ${JSON.stringify(t.altHost)})` };
    }
    if (suffix && t.hostType !== 'name')
        return { ok: false, error: `a wildcard cannot apply to the IP address ${t.host}` };
    return { ok: true, value: Object.freeze({ kind: suffix ? 'suffix' : 'exact', host: t.host }) };
}
/** The port as written; undefined when absent, empty or the scheme's default. */
function readPort(scheme, portText) {
    if (portText === undefined || portText === '')
        return { ok: true, value: undefined };
    if (portText.includes('*'))
        return { ok: false, error: 'wildcard ports are not supported' };
    if (!/^[0-9]+$/.test(portText))
        return { ok: false, error: `the port ${JSON.stringify(portText)} is not a number` };
    const digits = portText.replace(/^0+(?=[0-9])/, '');
    const port = digits.length > 5 ? Infinity : Number(digits);
    if (port > 65535)
        return { ok: false, error: `the port ${portText} is out of range (0-65535)` };
    return { ok: true, value: scheme !== undefined && DEFAULT_PORT[scheme] === port ? undefined : port };
}
/** Canonical pathname + search (no fragment); undefined when there is no path or it is "/". */
function readPath(pathText) {
    const hash = pathText.indexOf('#');
    const text = hash < 0 ? pathText : pathText.slice(0, hash);
    if (text === '')
        return { ok: true, value: undefined };
    let path;
    try {
        const u = new URL(`https://h${text}`);
        path = u.pathname + u.search;
    }
    catch (error) {
        return { ok: false, error: `the path ${JSON.stringify(text)} cannot be read (${String(error)})` };
    }
    if (stars(text) !== stars(path)) {
        return { ok: false, error: `a dot segment ("." or "..") in the path ${JSON.stringify(text)} removes a "*"` };
    }
    return { ok: true, value: path === '/' ? undefined : path };
}
function stars(s) {
    let n = 0;
    for (let i = s.indexOf('*'); i >= 0; i = s.indexOf('*', i + 1))
        n++;
    return n;
}
/** An allow entry's pattern, read exactly; an error means the entry matches nothing. */
export function parseAllowUrlPattern(text) {
    if (text.length > MAX_PATTERN_LENGTH)
        return { ok: false, error: `the pattern is ${text.length} characters long; at most ${MAX_PATTERN_LENGTH} are allowed` };
    const s = split(text);
    if (s.scheme === undefined)
        return { ok: false, error: 'the pattern has no scheme: write https://host/...' };
    if (s.scheme !== 'http' && s.scheme !== 'https')
        return { ok: false, error: `the scheme ${JSON.stringify(s.scheme)} is not http or https` };
    if (s.hostText === undefined)
        return { ok: false, error: s.error ?? 'no host' };
    if (s.userinfo)
        return { ok: false, error: 'userinfo ("user@" before the host) is not allowed in a serverUrl pattern' };
    const host = readHost(s.hostText);
    if (!host.ok)
        return host;
    const port = readPort(s.scheme, s.portText);
    if (!port.ok)
        return port;
    const path = readPath(s.pathText);
    if (!path.ok)
        return path;
    const glob = path.value === undefined ? undefined : compileGlob(path.value);
    return {
        ok: true,
        pattern: Object.freeze({
            scheme: s.scheme, host: host.value, port: port.value ?? DEFAULT_PORT[s.scheme], path: glob,
            segment: glob === undefined ? '' : globSegment(glob),
        }),
    };
}
/** A deny entry's pattern, read wide; never fails (see the header). */
export function parseDenyUrlPattern(text) {
    const widened = [];
    const unreadable = (why) => Object.freeze({ host: undefined, unreadable: why, port: undefined, paths: undefined, segment: undefined, widened: Object.freeze([why]) });
    if (text.length > MAX_PATTERN_LENGTH)
        return unreadable(`the pattern is ${text.length} characters long; at most ${MAX_PATTERN_LENGTH} are read`);
    const s = split(text);
    if (s.hostText === undefined)
        return unreadable(s.error ?? 'no host');
    const read = readHost(s.hostText);
    if (!read.ok)
        return unreadable(read.error);
    const mapped = read.value.kind === 'exact' ? mappedIPv4(read.value.host) : undefined;
    // An entry on any name of this machine (`0.0.0.0`, `[::]`, `127.0.0.2`) names it under all: a
    // server reaching loopback is also read as 127.0.0.1 (mcp-url.ts).
    const loopback = read.value.kind === 'exact' && reachesLoopback(mapped ?? read.value.host);
    const host = loopback ? Object.freeze({ kind: 'exact', host: '127.0.0.1' })
        : mapped === undefined ? read.value : Object.freeze({ kind: 'exact', host: mapped });
    const web = s.scheme === 'http' || s.scheme === 'https';
    if (!web)
        widened.push(s.scheme === undefined ? 'the pattern has no scheme' : `the scheme ${JSON.stringify(s.scheme)} is not http or https`);
    if (s.userinfo)
        widened.push('userinfo ("user@" before the host) is ignored');
    const port = readPort(s.scheme, s.portText);
    if (!port.ok)
        widened.push(`${port.error}: every port is blocked`);
    let paths;
    let segment;
    if (!web) {
        if (s.pathText !== '')
            widened.push('the path is ignored: the entry blocks its host on every path');
    }
    else {
        const path = readPath(s.pathText);
        if (!path.ok)
            widened.push(`${path.error}: every path is blocked`);
        else if (path.value !== undefined) {
            const loose = new Set();
            for (const reading of LOOSE_READINGS) {
                let p = reading(path.value);
                while (p.endsWith('/*'))
                    p = reading(p.slice(0, -2) || '/');
                loose.add(p);
            }
            // Any reading that is every path makes the entry every path.
            if (!loose.has('/') && !loose.has('')) {
                paths = [];
                const segments = new Set();
                for (const p of loose) {
                    const glob = compileGlob(p);
                    paths.push(glob, compileGlob(`${p}/*`));
                    segments.add(globSegment(glob));
                }
                segment = segments.size === 1 ? [...segments][0] : undefined;
            }
        }
    }
    return Object.freeze({
        host, port: port.ok ? port.value : undefined, paths: paths && Object.freeze(paths), segment, widened: Object.freeze(widened),
    });
}
//# sourceMappingURL=mcp-url-pattern.js.map