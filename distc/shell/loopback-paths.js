// `scp` and `rsync` operands `[user@]HOST:PATH` are read as remote (remote-hosts.ts makes HOST a
// Domain part), but a loopback HOST is this machine over ssh: `scp localhost:/etc/shadow a` read
// /etc/shadow, and was allowed beside Read(//etc/**). Its PATH is a local path: relative to the
// home directory, which another user's (`root@localhost:x`) is not known; a daemon's module
// (`localhost::mod/x`) may be any directory. HOST is read as the resolver reads it (`127.1`, `0`,
// `0x7f.1`, `localhost.`, `a.localhost` are loopback too), and a loopback `scp://`, `sftp://` or
// `rsync://` URL names a path the analysis does not decode (unknown).
import { parseFetchTarget } from '../domains/url.js';
import { reachesLoopback } from '../domains/mapped-ipv4.js';
/** `[user@]HOST:` (or `HOST::`, rsync's daemon), HOST a name, an IPv4 spelling or a bracketed IPv6 address. */
const HOST_OPERAND = /^(?:([^@/:]*)@)?(\[[^\]/]*\]|[^@/:[\]]+)(:{1,2})/;
/** `scp://[user@]HOST[:port]/PATH` and its kin: HOST up to the port, path or end. */
const HOST_URL = /^(?:scp|sftp|rsync):\/\/(?:[^@/]*@)?(\[[^\]/]*\]|[^@/:[\]]+)/i;
/** Names the hosts files of common systems give loopback. */
const LOOPBACK_NAMES = new Set(['ip6-localhost', 'ip6-loopback', 'localhost.localdomain', 'localhost6', 'localhost6.localdomain6']);
/** Whether ssh reaches this machine at `host` (as resolved: `127.1` is 127.0.0.1, `0` 0.0.0.0). */
function isLoopbackHost(host) {
    // (Only an address or a name with `localhost` or `ip6-` in it can be: most hosts are parsed no further.)
    const first = host.charCodeAt(0);
    if (first >= 48 && first <= 57) {
        const address = ipv4Address(host);
        if (address !== undefined)
            return address >>> 24 === 127 || address === 0;
    }
    else if (first !== 91 && !/localhost|ip6-/i.test(host))
        return false;
    const parsed = parseFetchTarget(`http://${host}/`);
    if (!parsed.ok)
        return false;
    const canonical = parsed.target.host;
    return reachesLoopback(canonical) || LOOPBACK_NAMES.has(canonical);
}
/** One part of an IPv4 address as inet_aton reads it: `0x` hex, `0` octal, else decimal. */
const ADDRESS_PART = /^(?:0x[0-9a-f]*|0[0-7]*|[1-9]\d*)$/i;
/** The IPv4 address inet_aton reads in `host` (`127.1`, `0x7f.1`, `2130706433`), or undefined. */
function ipv4Address(host) {
    const parts = (host.endsWith('.') ? host.slice(0, -1) : host).split('.');
    if (parts.length > 4)
        return undefined;
    let address = 0;
    for (let k = 0; k < parts.length; k++) {
        const part = parts[k];
        if (!ADDRESS_PART.test(part))
            return undefined;
        const value = part.length > 1 && part.charCodeAt(0) === 48 ? (part.charCodeAt(1) | 32) === 120 ? parseInt(part.slice(2) || '0', 16) : parseInt(part, 8) : Number(part);
        // (The last part fills the bytes left; the others are one byte each.)
        const bytes = k === parts.length - 1 ? 4 - k : 1;
        if (value >= 2 ** (8 * bytes))
            return undefined;
        address = k === parts.length - 1 ? address * 2 ** (8 * bytes) + value : address * 256 + value;
    }
    return address;
}
/** The local path a copy operand names when its host is this machine; the operand itself otherwise. */
export function loopbackOperand(a) {
    // (A cheap first test: most operands name no host.)
    if (a.dynamic || !a.word.includes(':'))
        return a;
    const url = HOST_URL.exec(a.word);
    if (url !== null)
        return isLoopbackHost(url[1]) ? { word: a.word, dynamic: true } : a;
    const m = HOST_OPERAND.exec(a.word);
    if (m === null || !isLoopbackHost(m[2]))
        return a;
    const path = a.word.slice(m[0].length);
    const otherUser = m[1] !== undefined;
    const ownHome = path === '' || path === '~' || path.startsWith('~/') || !path.startsWith('~');
    if (m[3] === '::' || !ownHome || (otherUser && !path.startsWith('/')))
        return { word: a.word, dynamic: true };
    if (path.startsWith('/') || path === '~' || path.startsWith('~/'))
        return { word: path, dynamic: false };
    return { word: path === '' ? '~' : `~/${path}`, dynamic: false };
}
//# sourceMappingURL=loopback-paths.js.map