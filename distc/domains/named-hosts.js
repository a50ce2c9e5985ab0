// The host names deny and ask Domain rules name, two labels or more (`evil.sh`, `*.evil.sh`), and
// their IPv4 addresses: a word of a program the analysis does not know that looks like a file's
// name (`mytool evil.sh`) or a number (`167772169`, `0xa.9`: UrlRef.namedOnly) is checked as a
// possible host only when a rule names it, so that `deploy.sh` beside `Domain(*)` or `Domain(*.sh)`
// stays a file, and `1.5` a number.
import { parseFetchTarget } from './url.js';
/**
 * Whether a deny or ask Domain rule names the host of `url` (`https://HOST/`, FileTouches.possibleHost),
 * or a domain of two labels or more above it; an address, in any form, by the address.
 */
export function namesHost(named, url) {
    let host = url.slice(8, -1);
    if (ADDRESS_START.test(host)) {
        if (named.addresses.size === 0)
            return false;
        const parsed = parseFetchTarget(url);
        return parsed.ok && named.addresses.has(parsed.target.host);
    }
    if (host.endsWith('.'))
        host = host.slice(0, -1);
    if (named.exact.has(host) || named.below.has(host))
        return true;
    for (let dot = host.indexOf('.'); dot >= 0; dot = host.indexOf('.', dot + 1)) {
        const above = host.slice(dot + 1);
        // (A top-level domain alone, `*.sh`, names every file of that extension: not read.)
        if (!above.includes('.'))
            return false;
        if (named.below.has(above))
            return true;
    }
    return false;
}
/** A host that is an address, not a name: its first label is a number (a name's last label never is). */
const ADDRESS_START = /^(?:0x|\d+(?:\.|$))/;
/** The host names of two labels or more, and the IPv4 addresses, that Domain rules' patterns name. */
export function namedHosts(patterns) {
    const exact = new Set();
    const below = new Set();
    const addresses = new Set();
    for (const pattern of patterns) {
        if (pattern === undefined || pattern.any)
            continue;
        if (pattern.hostType === 'ipv4')
            addresses.add(pattern.host);
        else if (pattern.hostType === 'name' && pattern.host.includes('.'))
            (pattern.subdomains ? below : exact).add(pattern.host);
    }
    return Object.freeze({ exact, below, addresses });
}
//# sourceMappingURL=named-hosts.js.map