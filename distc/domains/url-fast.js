// The fast path of parseFetchTarget (url.ts): plain ASCII http(s) URLs and bare hosts whose host
// tr46 and URL both leave as it is (apart from lower-casing and one trailing dot), read in one
// pass. Anything else returns undefined and goes to the slow path. Proven equal to the slow path
// by a property test (test/domains-url.test.ts).
import { DEFAULT_PORTS } from '../rules/domain-pattern.js';
import { finishLabels, HASH_MUL, labels } from './host-labels.js';
/** Schemes the URL standard calls special, with their default ports. */
export const SPECIAL_PORTS = new Map([...Object.entries(DEFAULT_PORTS), ['ftp', 21], ['file', 0]]);
/** One pass over the authority; undefined sends the input to the slow path. */
export function fastPath(input) {
    const n = input.length;
    let i = 0;
    let scheme = 'https';
    let hostOnly = true;
    // "http://" or "https://" in any letter case.
    if (n > 7 && (input.charCodeAt(0) | 32) === 104 && (input.charCodeAt(1) | 32) === 116
        && (input.charCodeAt(2) | 32) === 116 && (input.charCodeAt(3) | 32) === 112) {
        const s = (input.charCodeAt(4) | 32) === 115 ? 5 : 4;
        if (input.charCodeAt(s) === 58 /* C.Colon */) {
            if (input.charCodeAt(s + 1) !== 47 /* C.Slash */ || input.charCodeAt(s + 2) !== 47 /* C.Slash */)
                return undefined;
            scheme = s === 5 ? 'https' : 'http';
            hostOnly = false;
            i = s + 3;
        }
    }
    const hostStart = i;
    let labelStart = i;
    let upper = false;
    let end = -1; // end of the host text, without a trailing dot
    // The host's label record (host-labels.ts) is filled on the way: h is the hash of the lower-
    // cased host so far, and each label start gets the hash of the prefix before it. This saves the
    // index a second pass over the host (a sliced string there: ~2.5 ns per character).
    labels.host = undefined;
    const { starts, hashes } = labels; // 128 entries: enough for the 127 labels of 253 characters
    let k = 1;
    let h = 0;
    for (; i < n; i++) {
        const c = input.charCodeAt(i);
        if (c >= 97 /* C.LowerA */ && c <= 122 /* C.LowerZ */) {
            if (c === 120 && i === labelStart && (input.charCodeAt(i + 1) | 32) === 110
                && input.charCodeAt(i + 2) === 45 /* C.Dash */ && input.charCodeAt(i + 3) === 45 /* C.Dash */)
                return undefined; // xn--
            h = (Math.imul(h, HASH_MUL) + c) | 0;
            continue;
        }
        if (c >= 65 /* C.UpperA */ && c <= 90 /* C.UpperZ */) {
            if (c === 88 && i === labelStart && (input.charCodeAt(i + 1) | 32) === 110
                && input.charCodeAt(i + 2) === 45 /* C.Dash */ && input.charCodeAt(i + 3) === 45 /* C.Dash */)
                return undefined; // XN--
            upper = true;
            h = (Math.imul(h, HASH_MUL) + (c | 32)) | 0;
            continue;
        }
        if ((c >= 48 /* C.Zero */ && c <= 57 /* C.Nine */) || c === 45 /* C.Dash */ || c === 95 /* C.Underscore */) {
            h = (Math.imul(h, HASH_MUL) + c) | 0;
            continue;
        }
        if (c === 46 /* C.Dot */) {
            if (i === labelStart)
                return undefined; // empty label
            const next = i + 1 < n ? input.charCodeAt(i + 1) : -1;
            if (next === -1 || next === 58 /* C.Colon */ || next === 47 /* C.Slash */ || next === 63 /* C.Question */ || next === 35 /* C.Hash */) {
                end = i; // one trailing dot
                i++;
                break;
            }
            if (k === starts.length)
                return undefined; // cannot happen within 253 characters
            labelStart = i + 1;
            h = (Math.imul(h, HASH_MUL) + c) | 0;
            starts[k] = labelStart - hostStart;
            hashes[k++] = h;
            continue;
        }
        break;
    }
    if (end < 0) {
        if (i === labelStart)
            return undefined; // empty host or empty last label
        end = i;
    }
    // The last label must not look like a number (WHATWG "ends in a number": IPv4 parsing).
    if (isNumericLabel(input, labelStart, end))
        return undefined;
    if (end - hostStart > 253)
        return undefined; // not a DNS name: the slow path says why
    let port = scheme === 'http' ? 80 : 443;
    const hasPort = i < n && input.charCodeAt(i) === 58 /* C.Colon */;
    if (hasPort) {
        const ps = ++i;
        let v = 0;
        for (; i < n; i++) {
            const c = input.charCodeAt(i);
            if (c < 48 /* C.Zero */ || c > 57 /* C.Nine */)
                break;
            v = v * 10 + (c - 48 /* C.Zero */);
        }
        if (i === ps || i - ps > 5 || v > 65535)
            return undefined;
        port = v;
    }
    if (i < n) {
        if (hostOnly)
            return undefined; // a bare host with more after it: slow path
        const c = input.charCodeAt(i);
        if (c !== 47 /* C.Slash */ && c !== 63 /* C.Question */ && c !== 35 /* C.Hash */)
            return undefined;
    }
    let host = input.slice(hostStart, end);
    if (upper)
        host = host.toLowerCase();
    if (hostOnly && hasPort && SPECIAL_PORTS.has(host))
        return undefined; // "http:8080" is a URL
    starts[0] = 0;
    hashes[0] = 0;
    finishLabels(host, h, k);
    return { ok: true, target: { scheme, host, hostType: 'name', port, userinfo: false, hostOnly } };
}
function isNumericLabel(s, from, to) {
    let i = from;
    if (to - from >= 2 && s.charCodeAt(i) === 48 /* C.Zero */ && (s.charCodeAt(i + 1) | 32) === 120) {
        for (i += 2; i < to; i++) {
            const c = s.charCodeAt(i);
            if (!((c >= 48 /* C.Zero */ && c <= 57 /* C.Nine */) || (c >= 97 /* C.LowerA */ && c <= 102 /* C.LowerF */) || (c >= 65 /* C.UpperA */ && c <= 70 /* C.UpperF */)))
                return false;
        }
        return true;
    }
    for (; i < to; i++) {
        const c = s.charCodeAt(i);
        if (c < 48 /* C.Zero */ || c > 57 /* C.Nine */)
            return false;
    }
    return true;
}
//# sourceMappingURL=url-fast.js.map