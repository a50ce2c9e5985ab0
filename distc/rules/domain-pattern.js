// Domain(...) specifiers: an origin without path.
//
//   domain = "*" | [ scheme "://" ] host-pattern [ ":" port ]       (a port needs a scheme)
//   host-pattern = "*" (only after a scheme) | [ "*." ] host
//   scheme = http | https | ws | wss  (any letter case)
//
// The host is canonicalized the way the WHATWG URL standard (and so Node's `URL`, which the engine
// uses on operation URLs) does it: UTS #46 non-transitional via tr46 with the WHATWG options, then
// IPv4 number forms to dotted decimal, IPv6 to its compressed form. Every host that is not plain
// ASCII is cross-checked against Node's `URL`: if the two disagree the rule is rejected, because a
// rule the matcher canonicalizes differently from the operation would silently never fire.
import { toASCII } from 'tr46';
import { codePointName, deepFreeze, issue, q, } from './types.js';
export const DOMAIN_SCHEMES = ['http', 'https', 'ws', 'wss'];
export const DEFAULT_PORTS = { http: 80, https: 443, ws: 80, wss: 443 };
export const MAX_DOMAIN_SPECIFIER = 1024;
/** The options the WHATWG URL standard passes to UTS #46 ToASCII (beStrict = false). */
export const TR46_OPTIONS = Object.freeze({
    checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false,
    transitionalProcessing: false, verifyDNSLength: false, ignoreInvalidPunycode: false,
});
/** A lower-case ASCII host that tr46 would return unchanged (no `xn--` label to validate). */
const FAST_PATH = /^(?!xn--)[a-z0-9_-]*(?:\.(?!xn--)[a-z0-9_-]*)*$/;
const HOST_ASCII_ALLOWED = /^[A-Za-z0-9._-]$/;
function tr46(host, options = TR46_OPTIONS) {
    try {
        return toASCII(host, options);
    }
    catch {
        return null;
    }
}
/**
 * Canonicalizes one host (no wildcard, no port): `[v6]`, an IPv4 number form, or a domain name.
 * Exported so that whoever canonicalizes hosts for matching uses the very same function.
 */
export function canonicalizeHost(h) {
    const bad = (message, at = 0, length = h.length, hint) => (hint === undefined ? { ok: false, message, at, length } : { ok: false, message, hint, at, length });
    if (h === '')
        return bad('the host is empty');
    if (h[0] === '[') {
        if (!h.endsWith(']'))
            return bad('unclosed "[" in an IPv6 address', 0, 1);
        const inner = h.slice(1, -1);
        const m = /[^0-9A-Fa-f:.]/.exec(inner);
        if (m)
            return bad(`${q(m[0])} is not allowed in an IPv6 address`, 1 + m.index, 1);
        try {
            return { ok: true, host: new URL(`http://${h}/`).hostname, hostType: 'ipv6', notes: [] };
        }
        catch {
            return bad(`${q(h)} is not a valid IPv6 address`);
        }
    }
    let nonAscii = false;
    for (let i = 0; i < h.length; i++) {
        const c = h.charCodeAt(i);
        if (c >= 0x80)
            nonAscii = true;
        else if (!HOST_ASCII_ALLOWED.test(h[i])) {
            return bad(`${q(h[i])} is not allowed in a host name`, i, 1, h[i] === '[' || h[i] === ']' ? 'write an IPv6 address as [::1]' : undefined);
        }
    }
    const lower = nonAscii ? h : h.toLowerCase();
    let fast = !nonAscii && FAST_PATH.test(lower);
    let ascii;
    if (fast) {
        ascii = lower;
    }
    else {
        const r = tr46(lower);
        if (r === null)
            return diagnose(h);
        if (nonAscii) {
            const m = /[^a-z0-9._-]/.exec(r);
            if (m) {
                return bad(`${q(h)} maps to ${q(r)} under UTS #46, which contains ${q(m[0])}, not allowed in a host name`);
            }
        }
        ascii = r;
    }
    if (ascii.length > 1 && ascii.endsWith('.'))
        ascii = ascii.slice(0, -1);
    const labels = ascii.split('.');
    const empty = labels.indexOf('');
    if (empty >= 0) {
        const at = nonAscii ? 0 : labels.slice(0, empty).reduce((n, l) => n + l.length + 1, 0);
        return bad('empty label in the host name (".." or a leading ".")', at, nonAscii ? h.length : 1, empty === 0 && labels.slice(1).every((l) => l !== '') ? 'for a domain and its subdomains write *.' + labels.slice(1).join('.') : undefined);
    }
    const notes = [];
    let hostType = 'name';
    let host = ascii;
    if (endsInNumber(labels)) {
        const v4 = parseIPv4(labels);
        if (v4 === undefined) {
            return bad(`${q(h)} ends in a number but is not a valid IPv4 address`, 0, h.length, 'write the address as four decimal numbers from 0 to 255, e.g. 127.0.0.1');
        }
        host = v4;
        hostType = 'ipv4';
        fast = false;
        if (h !== v4)
            notes.push(`${q(h)} is the IPv4 address ${v4}`);
    }
    if (!fast) {
        // Cross-check with Node's URL, which canonicalizes operation URLs.
        let viaUrl;
        try {
            viaUrl = new URL(`https://${h}/`).hostname.replace(/(?<=.)\.$/, '');
        }
        catch {
            viaUrl = undefined;
        }
        if (viaUrl !== host) {
            return bad(viaUrl === undefined
                ? `Node's URL parser rejects the host ${q(h)}, so no operation could match it`
                : `Node's URL parser reads ${q(h)} as ${q(viaUrl)} but UTS #46 gives ${q(host)}: the rule would not match reliably`, 0, h.length, 'write the host in its ASCII (Punycode) form');
        }
    }
    if (nonAscii && hostType === 'name' && !labels.some((l) => l.startsWith('xn--'))) {
        notes.push(`${q(h)} is written with non-ASCII characters that map to the plain ASCII host ${q(host)}`);
    }
    if (hostType === 'name' && (host.length > 253 || labels.some((l) => l.length > 63))) {
        notes.push(`${q(host)} is longer than DNS allows (63 per label, 253 in all), so it can never be resolved`);
    }
    return { ok: true, host, hostType, notes };
}
/** Why tr46 rejected a host (tr46 itself only returns null). */
function diagnose(h) {
    const bad = (message, at, length, hint) => (hint === undefined ? { ok: false, message, at, length } : { ok: false, message, hint, at, length });
    const relaxed = { ...TR46_OPTIONS, checkBidi: false, checkJoiners: false };
    for (let i = 0; i < h.length;) {
        const ch = String.fromCodePoint(h.codePointAt(i));
        if (tr46('a' + ch, relaxed) === null) {
            return bad(`${q(ch)} (${codePointName(ch, 0)}) is not allowed in a domain name (UTS #46 status: disallowed)`, i, ch.length);
        }
        i += ch.length;
    }
    const labelRe = /[^.\u3002\uFF0E\uFF61]+/gu;
    for (let m = labelRe.exec(h); m; m = labelRe.exec(h)) {
        const label = m[0];
        if (/^xn--/i.test(label) && tr46(label.toLowerCase(), relaxed) === null) {
            return bad(`the label ${q(label)} is not valid Punycode, or decodes to a label UTS #46 does not allow`, m.index, label.length, 'write the Unicode form of the name, or copy the Punycode from a trusted source');
        }
        if (/^\p{M}/u.test(label))
            return bad(`the label ${q(label)} starts with a combining mark`, m.index, label.length);
    }
    if (tr46(h, { ...TR46_OPTIONS, checkBidi: false }) !== null) {
        return bad(`${q(h)} breaks the Bidi rule (RFC 5893): right-to-left and left-to-right text are mixed in a way IDNA forbids`, 0, h.length);
    }
    if (tr46(h, { ...TR46_OPTIONS, checkJoiners: false }) !== null) {
        return bad(`${q(h)} has a zero-width joiner or non-joiner (U+200C/U+200D) where IDNA (RFC 5892) does not allow one`, 0, h.length);
    }
    return bad(`UTS #46 processing (tr46) rejects the host ${q(h)}`, 0, h.length);
}
function parseIPv4Number(text) {
    let s = text;
    let radix = 10;
    if (s.length >= 2 && (s.startsWith('0x') || s.startsWith('0X'))) {
        s = s.slice(2);
        radix = 16;
    }
    else if (s.length >= 2 && s[0] === '0') {
        s = s.slice(1);
        radix = 8;
    }
    if (s === '')
        return text === '' ? undefined : 0;
    const digits = radix === 10 ? /^[0-9]+$/ : radix === 16 ? /^[0-9A-Fa-f]+$/ : /^[0-7]+$/;
    return digits.test(s) ? parseInt(s, radix) : undefined;
}
/** WHATWG "ends in a number" (the trailing empty label is already removed). */
function endsInNumber(labels) {
    const last = labels[labels.length - 1];
    return /^[0-9]+$/.test(last) || parseIPv4Number(last) !== undefined;
}
/** WHATWG IPv4 parser; dotted decimal, or undefined on failure. */
function parseIPv4(labels) {
    if (labels.length > 4)
        return undefined;
    const numbers = [];
    for (const l of labels) {
        const n = parseIPv4Number(l);
        if (n === undefined)
            return undefined;
        numbers.push(n);
    }
    const last = numbers.pop();
    if (numbers.some((n) => n > 255) || last >= 256 ** (4 - numbers.length))
        return undefined;
    let value = last;
    numbers.forEach((n, i) => {
        value += n * 256 ** (3 - i);
    });
    return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}
/** Parses the text between the parentheses. `base` is the specifier's offset in the rule. */
export function parseDomainSpecifier(spec, base) {
    const fail = (message, offset, length, hint) => ({ ok: false, error: issue(message, base + offset, length, hint) });
    const warnings = [];
    if (spec.length > MAX_DOMAIN_SPECIFIER) {
        return fail(`the domain is ${spec.length} characters long; at most ${MAX_DOMAIN_SPECIFIER} are allowed`, MAX_DOMAIN_SPECIFIER, spec.length - MAX_DOMAIN_SPECIFIER);
    }
    const ws = /\s/u.exec(spec);
    if (ws)
        return fail(`whitespace (${codePointName(ws[0], 0)}) is not allowed in a domain`, ws.index, ws[0].length, 'remove it');
    if (spec === '*') {
        warnings.push(issue('"*" matches every host: the same as the bare selector', base, 1, 'write the bare selector'));
        return done({ host: '', hostType: 'any', subdomains: false, any: true }, warnings);
    }
    if (spec.startsWith('//')) {
        return fail('a scheme-relative URL ("//host") is not a domain', 0, 2, `write Domain(${spec.slice(2)}) or Domain(https:${spec})`);
    }
    let scheme;
    let pos = 0;
    const sm = /^([A-Za-z][A-Za-z0-9+.-]*):(\/\/)?/.exec(spec);
    if (sm && (sm[2] !== undefined || DOMAIN_SCHEMES.includes(sm[1].toLowerCase()))) {
        const name = sm[1].toLowerCase();
        if (!DOMAIN_SCHEMES.includes(name)) {
            return fail(`unsupported scheme ${q(sm[1])}: Domain rules support http, https, ws and wss`, 0, sm[1].length, 'write the host alone, Domain(host), to match it over every scheme');
        }
        if (sm[2] === undefined) {
            return fail(`expected "//" after ${q(sm[1] + ':')}`, sm[1].length + 1, 0, `write ${name}://host`);
        }
        scheme = name;
        pos = sm[0].length;
    }
    const authority = spec.slice(pos);
    if (authority === '')
        return fail(`missing host after ${q(spec)}`, pos, 0, `write ${spec}example.com`);
    const stop = /[/?#@\\%]/.exec(authority);
    if (stop) {
        const at = pos + stop.index;
        const c = stop[0];
        if (c === '/' && /^(?:[0-9.]+|\[[0-9A-Fa-f:.]*\])\/[0-9]{1,3}$/.test(authority)) {
            return fail(`address ranges (CIDR, ${q(spec.slice(at))}) are not supported: a Domain rule names one host`, at, spec.length - at, 'write one rule per address');
        }
        if (c === '/' || c === '?' || c === '#') {
            const what = c === '/' ? 'path' : c === '?' ? 'query' : 'fragment';
            return fail(`a Domain rule names a host, not a URL: ${q(spec.slice(at))} is a ${what}`, at, spec.length - at, `write Domain(${spec.slice(0, at)}) without the ${what}`);
        }
        if (c === '@') {
            const rest = authority.slice(stop.index + 1);
            return fail(`userinfo (${q(authority.slice(0, stop.index + 1))}) is not allowed in a Domain rule`, pos, stop.index + 1, rest === '' ? undefined : `write Domain(${scheme ? scheme + '://' : ''}${rest}); the host of a URL is what follows the last "@"`);
        }
        if (c === '%') {
            return authority[0] === '['
                ? fail('IPv6 zone identifiers ("%eth0") are not supported', at, authority.indexOf(']') > stop.index ? authority.indexOf(']') - stop.index : 1, 'remove the zone identifier')
                : fail('percent-encoding is not allowed in a Domain rule', at, 1, 'write the characters themselves');
        }
        return fail('a backslash is not allowed in a Domain rule', at, 1, 'write the host only');
    }
    if (authority.startsWith('*.[')) {
        return fail('a wildcard cannot apply to an IP address', pos, 2, `write ${spec.slice(0, pos)}${authority.slice(2)}`);
    }
    let hostText;
    let portText;
    let portAt = 0;
    if (authority[0] === '[') {
        const close = authority.indexOf(']');
        if (close < 0)
            return fail('unclosed "[" in an IPv6 address', pos, 1, 'close it with "]"');
        hostText = authority.slice(0, close + 1);
        const after = authority.slice(close + 1);
        if (after !== '' && after[0] !== ':')
            return fail(`unexpected ${q(after)} after the IPv6 address`, pos + close + 1, after.length);
        if (after !== '')
            [portText, portAt] = [after.slice(1), pos + close + 2];
    }
    else {
        const colon = authority.indexOf(':');
        if (colon >= 0 && authority.indexOf(':', colon + 1) >= 0) {
            return fail('an IPv6 address must be written in brackets', pos, authority.length, `write [${authority}]`);
        }
        hostText = colon >= 0 ? authority.slice(0, colon) : authority;
        if (colon >= 0)
            [portText, portAt] = [authority.slice(colon + 1), pos + colon + 1];
    }
    let port;
    if (portText !== undefined) {
        if (scheme === undefined) {
            return fail('a port needs a scheme', portAt - 1, portText.length + 1, `write Domain(https://${hostText}:${portText})`);
        }
        if (portText === '')
            return fail('empty port after ":"', portAt - 1, 1, 'write the port number, or remove the ":"');
        if (portText.includes('*'))
            return fail('wildcard ports are not supported', portAt, portText.length, 'write one rule per port');
        const nd = /[^0-9]/.exec(portText);
        if (nd)
            return fail(`the port ${q(portText)} is not a number`, portAt + nd.index, 1, 'write a decimal port from 1 to 65535');
        const digits = portText.replace(/^0+(?=[0-9])/, '');
        port = digits.length > 5 ? Infinity : Number(digits);
        if (port < 1 || port > 65535)
            return fail(`the port ${portText} is out of range (1-65535)`, portAt, portText.length);
        if (port === DEFAULT_PORTS[scheme])
            port = undefined;
    }
    const tail = { ...(scheme ? { scheme } : {}), ...(port !== undefined ? { port } : {}) };
    if (hostText === '')
        return fail('missing host before the port', pos, 0, 'write the host, e.g. https://example.com:8443');
    if (hostText === '*') {
        return done({ host: '', hostType: 'any', subdomains: false, any: true, ...tail }, warnings);
    }
    let hostAt = pos;
    let subdomains = false;
    if (hostText.startsWith('*.')) {
        subdomains = true;
        hostText = hostText.slice(2);
        hostAt += 2;
        if (hostText === '')
            return fail('"*." needs a domain after it', pos, 2, 'write *.example.com, or * for every host');
    }
    const star = hostText.indexOf('*');
    if (star >= 0) {
        const run = /^\*+/.exec(hostText.slice(star))[0].length;
        return fail('a wildcard is allowed only as a whole leading label ("*.example.com") or as "*" alone', hostAt + star, run, 'write *.example.com for a domain and all its subdomains, or one rule per domain');
    }
    const r = canonicalizeHost(hostText);
    if (!r.ok)
        return fail(r.message, hostAt + r.at, r.length, r.hint);
    if (subdomains && r.hostType !== 'name') {
        return fail(`a wildcard cannot apply to an IP address (${r.host})`, pos, 2, `write ${scheme ? scheme + '://' : ''}${hostText}`);
    }
    for (const note of r.notes)
        warnings.push(issue(note, base + hostAt, hostText.length));
    return done({ host: r.host, hostType: r.hostType, subdomains, any: false, ...tail }, warnings);
}
function done(p, warnings) {
    return { ok: true, pattern: deepFreeze({ type: 'domain', ...p }), warnings };
}
//# sourceMappingURL=domain-pattern.js.map