// Windows network tools that take their server as a bare name (a LOLBAS review, l2 F3): rpcping
// `-s HOST` sends a test RPC (and the NTLM hash) to it, netsh `-r HOST` configures that machine
// (`connectaddress=HOST` forwards a port to it, `winhttp set proxy HOST` sends the machine's web traffic through it,
// `interface ip set dns … ADDRESS` its name lookups;
// `winhttp import proxy` copies one not read: a problem; winrm's `TrustedHosts=` are trusted from then on), nltest `/server:HOST`, `/dsgetdc:D`, `/dclist:D`
// reach a domain controller, winrm `-r:HOST[:PORT]` (`-remote:URL`) runs WinRM operations there.
// The Terminal Services tools (quser, query, msg, rwinsta…) `/server:HOST`, wevtutil `/r:HOST`,
// w32tm `/computer:HOST` and repadmin's DC operands reach that machine over RPC, SMB or NTP.
// Each host is a Domain part. bash on Windows runs them too, with `//s` for `/s` (Git Bash); a
// PowerShell line reads them as bash (powershell-native.ts).
import { hostUrl } from './host-options.js';
import { urlsIn } from './url-words.js';
/** One host word; a URL's host; one from an expansion is unknown. */
function host(t, word, dynamic) {
    if (dynamic)
        t.url(word, true);
    else if (word.includes('://'))
        urlsIn(word, t);
    else if (word !== '')
        t.url(hostUrl('tcp', word.replace(/^['"]|['"]$/g, '')), false);
}
/** A switch as written from either shell: `-s`, `/s`, `//s` (lower case, without its prefix). */
function switchName(word) {
    const m = /^(?:-|\/\/?)([A-Za-z_]+)$/.exec(word);
    return m === null ? undefined : m[1].toLowerCase();
}
/** A tool whose switch `name` (`-s`, `/s`) takes the host as the next word. */
function nextWordHost(name, also = () => undefined) {
    return (words, dynamic, t) => {
        for (let k = 1; k < words.length; k++) {
            if (dynamic[k] !== true && switchName(words[k]) === name && k + 1 < words.length)
                host(t, words[++k], dynamic[k] ?? false);
            else
                also(words[k], dynamic[k] ?? false, t);
        }
    };
}
/** netsh's `connectaddress=HOST` (interface portproxy): where it forwards connections to. */
function netshAddress(w, dynamic, t) {
    const m = dynamic ? null : /^connectaddress=(.+)$/i.exec(w);
    if (m !== null)
        host(t, m[1], false);
}
/** netsh's word for `full`, or a prefix of it at least `least` letters long (netsh takes unique prefixes: `int` for interface). */
function netshWord(w, full, least) {
    return w.length >= least && full.startsWith(w.toLowerCase());
}
/**
 * `netsh winhttp set proxy [proxy-server=]LIST [bypass-list=…]`: the proxies the machine's WinHTTP
 * traffic goes through from then on (`http=h1:80;https=h2`, `h:port`); one from an expansion is
 * unknown, and `set advproxy`'s JSON settings are not read (a problem).
 */
function winhttpProxy(words, dynamic, t) {
    // (`winhttp import proxy source=ie` copies the proxy from Internet Explorer's settings, not read.)
    if (words.some((w, k) => k > 1 && netshWord(words[k - 2], 'winhttp', 4) && netshWord(words[k - 1], 'import', 1) && netshWord(w, 'proxy', 1))) {
        t.problem('netsh winhttp import proxy sets the proxy the machine connects through from settings the analysis does not read');
    }
    const at = words.findIndex((w, k) => k > 1 && netshWord(words[k - 2], 'winhttp', 4) && netshWord(words[k - 1], 'set', 2) && (netshWord(w, 'proxy', 1) || netshWord(w, 'advproxy', 1)));
    if (at < 0)
        return;
    if (netshWord(words[at], 'advproxy', 1)) {
        t.problem('netsh winhttp set advproxy sets the proxy the machine connects through, in settings the analysis does not read');
        return;
    }
    for (let k = at + 1; k < words.length; k++) {
        const w = words[k];
        if (dynamic[k])
            t.url(w, true);
        else if (/^bypass-list=/i.test(w) || (k > at + 1 && !/^proxy-server=/i.test(w)))
            continue;
        else
            for (const part of w.replace(/^proxy-server=/i, '').replace(/^"|"$/g, '').split(';'))
                host(t, part.replace(/^[a-z]+=/i, '').replace(/:\d+$/, ''), false);
    }
}
/**
 * `netsh interface ip|ipv4|ipv6 set dns|dnsservers …`, `add dnsserver(s) …`: the DNS servers the
 * machine's lookups go to from then on: `address=A`, or a word that is an address (positional).
 */
function dnsServers(words, dynamic, t) {
    const at = words.findIndex((w, k) => k > 3 && netshWord(words[k - 3], 'interface', 3) && /^ip(?:v[46])?$/i.test(words[k - 2])
        && (netshWord(words[k - 1], 'set', 2) || netshWord(words[k - 1], 'add', 2)) && /^dns(?:servers?)?$/i.test(w));
    if (at < 0)
        return;
    for (let k = at + 1; k < words.length; k++) {
        const w = words[k];
        if (dynamic[k])
            t.url(w, true);
        else if (/^address=/i.test(w))
            host(t, w.slice(8), false);
        else if (/^[\d.]+$|^[\da-f]*:[\da-f:.]*$/i.test(w) && /[.:]/.test(w))
            host(t, w, false);
    }
}
/** netsh: `-r HOST`, a port proxy's `connectaddress=`, WinHTTP's proxy, the DNS servers an interface uses. */
const netsh = (words, dynamic, t) => {
    nextWordHost('r', netshAddress)(words, dynamic, t);
    winhttpProxy(words, dynamic, t);
    dnsServers(words, dynamic, t);
};
/** nltest's switches whose value is a server or a domain whose controllers it asks. */
const NLTEST_HOST = /^(?:-|\/\/?)(server|dsgetdc|dclist|dnsgetdc|dcname|dcnamecached):(.*)$/is;
const nltest = (words, dynamic, t) => {
    for (let k = 1; k < words.length; k++) {
        const m = NLTEST_HOST.exec(words[k]);
        if (m !== null)
            host(t, m[2], dynamic[k] ?? false);
    }
};
/** winrm `-r:HOST[:PORT]`, `-remote:URL` (also `/r:`): where its operation runs; `set winrm/config/client @{TrustedHosts="H,…"}`: hosts it trusts from then on. */
const winrm = (words, dynamic, t) => {
    for (let k = 1; k < words.length; k++) {
        const trusted = /TrustedHosts\s*=\s*["']?([^"';}]*)/i.exec(words[k]);
        if (trusted !== null)
            for (const h of trusted[1].split(','))
                host(t, h.trim() === '*' ? words[k] : h.trim(), dynamic[k] === true || h.includes('*'));
        const m = /^(?:-|\/\/?)r(?:emote)?:(.*)$/is.exec(words[k]);
        if (m === null)
            continue;
        const value = m[1];
        host(t, value.includes('://') ? value : value.replace(/:\d+$/, ''), dynamic[k] ?? false);
    }
};
/** A tool whose `/NAME:HOST` switch (any of `names`, any case) names the machine it reaches. */
function colonSwitchHost(names) {
    return (words, dynamic, t) => {
        for (let k = 1; k < words.length; k++) {
            const m = /^(?:-|\/\/?)([A-Za-z]+):(.*)$/s.exec(words[k]);
            if (m !== null && names.test(m[1]))
                host(t, m[2], dynamic[k] ?? false);
        }
    };
}
/** repadmin /COMMAND DC_LIST …: its operands are domain controllers (`*` all, a DN `dc=x` none). */
const repadmin = (words, dynamic, t) => {
    for (let k = 2; k < words.length; k++) {
        const w = words[k];
        if (w === '*' || (dynamic[k] !== true && (switchName(w) !== undefined || /^[-/]|[=*:]/.test(w))))
            continue;
        host(t, w, dynamic[k] ?? false);
    }
};
const SERVER_SWITCH = colonSwitchHost(/^server$/i);
export const WINDOWS_HOST_READERS = [
    ['rpcping', nextWordHost('s')], ['netsh', netsh], ['nltest', nltest], ['winrm', winrm],
    ...['quser', 'qwinsta', 'query', 'msg', 'rwinsta', 'logoff', 'tskill', 'qprocess', 'tsdiscon', 'tscon', 'shadow'].map((n) => [n, SERVER_SWITCH]),
    ['wevtutil', colonSwitchHost(/^r(?:emote)?$/i)], ['w32tm', colonSwitchHost(/^computer$/i)], ['repadmin', repadmin],
];
//# sourceMappingURL=windows-host-tools.js.map