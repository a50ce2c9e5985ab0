// The servers of key, print, mail, time and benchmark clients (remote-hosts.ts reads the remote
// shells and socket tools, lookup-hosts.ts the name lookups): Domain parts for deny and ask rules,
// which the tool's allow rule covers.
//
// - gpg: `--keyserver`'s host, `--keyserver-options http-proxy=URL`, the URLs `--fetch-keys`
//   fetches, and for the key-server commands without `--keyserver` the default one
//   (keys.openpgp.org; dirmngr.conf may name another, as a package manager's configuration may);
//   `--locate-keys NAME@DOMAIN` looks the key up on DOMAIN (WKD).
// - CUPS's clients (`lp -h`, `lpr -H`, `cancel -h`, `lpstat -h`, …): the print server (a
//   `/path` is its socket); busybox lpr's `-P QUEUE@HOST`.
// - busybox sendmail's `-S HOST` (and its `-H 'PROG ARGS'` connection helper, a line), ntpd's
//   `-p PEER` (busybox's `-S PROG` runs PROG), ab's URL and `-X PROXY`.
// - swaks's server (or its recipients' domains) and proxy (`--pipe` a line, `--data` a file),
//   msmtp's `--host` and `--proxy-host`, ipmitool's `-H`, the remote desktop viewers' host
//   (rdesktop, FreeRDP's `/v:`, gateway and proxy, vncviewer) and curlftpfs's FTP server.
// - macOS's say: `-n|--network-send HOST[:PORT]` sends the speech to HOST (its `-f` file is read,
//   its `-o` file written; its other words are the text it says).
import { hostUrl, options } from './host-options.js';
import { letterGrammar } from './long-options.js';
import { host } from './lookup-hosts.js';
import { urlsIn } from './url-words.js';
/** gpg's commands that reach a key server. */
const KEYSERVER_COMMANDS = ['recv-keys', 'receive-keys', 'search-keys', 'refresh-keys', 'send-keys'];
const DEFAULT_KEYSERVER = 'hkps://keys.openpgp.org/';
/** A gpg long option as written (`--recv`, `--keyserver=h`) is `name` when it is a prefix of it (gpg takes abbreviations). */
function gpgOption(written, name) {
    return written.length >= 5 && name.startsWith(written.slice(2));
}
/** A URL or host word gpg is given: a `file:` URL is read, a URL's host or a bare host (hkp) reached. */
function keyserverUrl(t, w) {
    if (w.dynamic)
        t.url(w.word, true);
    else if (/^file:/i.test(w.word))
        t.url(w.word, false);
    else if (w.word.includes('://'))
        urlsIn(w.word, t);
    else if (w.word !== '')
        t.url(hostUrl('hkp', w.word), false);
}
const gpg = (words, dynamic, t) => {
    let keyserver = false;
    let reachesKeyserver = false;
    let fetches = false;
    let locates = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || !w.startsWith('--'))
            continue;
        if (w === '--')
            break;
        const eq = w.indexOf('=');
        const written = eq > 0 ? w.slice(0, eq) : w;
        const value = () => (eq > 0 ? { word: w.slice(eq + 1), dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false });
        if (written === '--keyserver' || gpgOption(written, 'keyserver') && !gpgOption(written, 'keyserver-options')) {
            keyserver = true;
            keyserverUrl(t, value());
        }
        else if (gpgOption(written, 'keyserver-options')) {
            const v = value();
            if (v.dynamic)
                t.url(v.word, true);
            else
                for (const m of v.word.matchAll(/http-proxy=([^\s,]+)/g))
                    keyserverUrl(t, { word: m[1], dynamic: false });
        }
        else if (gpgOption(written, 'fetch-keys'))
            fetches = true;
        else if (gpgOption(written, 'locate-keys') || gpgOption(written, 'locate-external-keys'))
            locates = true;
        else if (KEYSERVER_COMMANDS.some((c) => gpgOption(written, c)))
            reachesKeyserver = true;
    }
    if (reachesKeyserver && !keyserver)
        t.url(DEFAULT_KEYSERVER, false);
    if (!fetches && !locates)
        return;
    for (let i = 1; i < words.length; i++) {
        const w = { word: words[i], dynamic: dynamic[i] ?? false };
        if (w.dynamic)
            t.url(w.word, true);
        else if (w.word.startsWith('-'))
            continue;
        // (`--fetch-keys URI…`: every URL among the words; `--locate-keys NAME@DOMAIN`: the domain's WKD server.)
        else if (fetches && /^[a-z][a-z0-9+.-]*:/i.test(w.word))
            keyserverUrl(t, w);
        else if (locates && /^[^@\s]+@[^@\s]+$/.test(w.word)) {
            const domain = w.word.slice(w.word.indexOf('@') + 1).replace(/>$/, '');
            t.url(hostUrl('https', `openpgpkey.${domain}`), false);
            t.url(hostUrl('https', domain), false);
        }
    }
};
/** A client whose options `hostOptions` name its server (`lp -h HOST[:PORT]`); `letters` take a value. */
function serverOption(tool, letters, hostOptions, queueOption, longArgs = []) {
    const g = letterGrammar(letters, longArgs);
    return (words, dynamic, t) => {
        for (const { name, value } of options(words, dynamic, g, t, tool).values) {
            if (hostOptions.includes(name))
                host(t, value);
            // (busybox lpr `-P QUEUE@HOST`.)
            else if (name === queueOption && (value.dynamic || value.word.includes('@')))
                host(t, value.dynamic ? value : { word: value.word.slice(value.word.lastIndexOf('@') + 1), dynamic: false });
        }
    };
}
const SENDMAIL = letterGrammar('fFoSaHwRNVAOCBLqXh');
const NTPD = letterGrammar('pSkIcflsPiuD');
const AB = letterGrammar('AbBcCeEfHmnPpstTuvXxyzZ');
/** sendmail: busybox's `-S SERVER[:PORT]` and `-H 'PROG ARGS'` (run to connect). */
const sendmail = (words, dynamic, t) => {
    for (const { name, value } of options(words, dynamic, SENDMAIL, t, 'sendmail').values) {
        if (name === '-S')
            host(t, value);
        else if (name === '-H')
            t.run(value.word, value.dynamic);
        // (Sendmail's and exim's `-C FILE` configuration, `-X FILE` traffic log.)
        else if (name === '-C')
            t.read(value.word, value.dynamic);
        else if (name === '-X')
            t.edit(value.word, value.dynamic);
    }
};
/** ntpd: busybox's `-p [keyno:N:]PEER` and `-S PROG` (run at each sync). */
const ntpd = (words, dynamic, t) => {
    for (const { name, value } of options(words, dynamic, NTPD, t, 'ntpd').values) {
        if (name === '-p')
            host(t, value.dynamic ? value : { word: value.word.replace(/^keyno:\d+:/, ''), dynamic: false });
        else if (name === '-S')
            t.run(value.word, value.dynamic);
    }
};
/** ab: its URL and `-X PROXY[:PORT]`; `-p`/`-u` files it sends, `-E` its certificate, `-e`/`-g` files it writes. */
const ab = (words, dynamic, t) => {
    const o = options(words, dynamic, AB, t, 'ab');
    for (const { name, value } of o.values) {
        if (name === '-X')
            host(t, value);
        else if (name === '-p' || name === '-u' || name === '-E')
            t.read(value.word, value.dynamic);
        else if (name === '-e' || name === '-g')
            t.edit(value.word, value.dynamic);
    }
    for (const w of o.operands)
        host(t, w);
};
/**
 * swaks: `-s`/`--server HOST[:PORT]`; without one it looks up each recipient's domain (`--to
 * a@h`, comma-separated) and connects to its mail exchanger: the domain is the host.
 */
const SWAKS = letterGrammar('stfphad', ['server', 'to', 'from', 'port', 'helo', 'ehlo', 'auth-user', 'auth-password', 'body', 'header', 'attach', 'protocol',
    'proxy', 'pipe', 'data', 'socket']);
/** swaks's options whose value may be a file it reads (`--data FILE`, `--attach @FILE`). */
const SWAKS_FILES = ['-d', '--data', '--body', '--attach'];
const swaks = (words, dynamic, t) => {
    const values = options(words, dynamic, SWAKS, t, 'swaks').values;
    // (`--proxy HOST:PORT` is reached whatever the server; `--pipe 'PROG ARGS'` runs PROG to talk to.)
    for (const { name, value } of values) {
        if (name === '--proxy')
            host(t, value);
        else if (name === '--pipe')
            t.run(value.word, value.dynamic);
        else if (SWAKS_FILES.includes(name) && value.word !== '-')
            t.read(value.word.replace(/^@/, ''), value.dynamic);
    }
    const servers = values.filter((v) => v.name === '-s' || v.name === '--server');
    for (const { value } of servers)
        host(t, value);
    if (servers.length > 0)
        return;
    for (const { name, value } of values) {
        if (name !== '-t' && name !== '--to')
            continue;
        if (value.dynamic)
            t.url(value.word, true);
        else
            for (const to of value.word.split(','))
                if (to.includes('@'))
                    t.url(hostUrl('smtp', to.slice(to.lastIndexOf('@') + 1).replace(/>$/, '')), false);
    }
};
/** FreeRDP's `/g:HOST`, `/gateway:g:HOST[:PORT],u:…` and `/proxy:[PROTO://][USER@]HOST:PORT`: servers besides `/v:`. */
const FREERDP_GATEWAY = /^\/(?:g|gateway):(?:g:)?([^,]*)/i;
const FREERDP_PROXY = /^\/proxy:(?:[a-z0-9]+:\/\/)?(?:[^@,]*@)?([^,]*)/i;
/**
 * Remote desktop viewers: the host operand (`HOST[:PORT]`, `HOST:DISPLAY`); FreeRDP's `/v:HOST`,
 * gateway and proxy, and a `.rdp` file's server (unknown); curlftpfs's first (then its mount point).
 */
function viewer(tool, letters, operands = Infinity) {
    const g = letterGrammar(letters);
    return (words, dynamic, t) => {
        const o = options(words, dynamic, g, t, tool);
        // rdesktop's `-r disk:NAME=PATH,…` shares local folders with the remote end, which reads and writes below them.
        for (const { name, value } of o.values)
            if (name === '-r')
                rdesktopDisks(value.word, value.dynamic, t);
        for (const w of o.operands.slice(0, operands)) {
            if (w.dynamic)
                t.url(w.word, true);
            else if (/^\/v:/i.test(w.word))
                host(t, { word: w.word.slice(3), dynamic: false });
            else if (tool !== 'curlftpfs' && sharedDrive(w.word, t))
                continue;
            else if (w.word.startsWith('/')) {
                const server = FREERDP_GATEWAY.exec(w.word)?.[1] ?? FREERDP_PROXY.exec(w.word)?.[1];
                if (server !== undefined)
                    host(t, { word: server, dynamic: false });
            }
            else if (/\.rdp$/i.test(w.word)) {
                t.read(w.word);
                t.url(w.word, true);
            }
            else if (!w.word.startsWith('+'))
                host(t, w);
        }
    };
}
/** A folder shared with the remote end: read and written below it. */
function shared(path, dynamic, t) {
    t.read(path, dynamic, 'tree');
    t.edit(path, dynamic, 'tree');
}
/** A `/drive:` path FreeRDP reads specially: `%` the home, `*` and `DynamicDrives` every mount (`/`). */
function drivePath(path) {
    if (path === '%')
        return '~/';
    return path === '*' || path.toLowerCase() === 'dynamicdrives' ? '/' : path;
}
/**
 * FreeRDP's `/drive:NAME,PATH` (or `/drive:PATH`), `+drives`/`/drives` (every mount: `/`), `+home-drive` (the home): whether the word was one.
 * (FreeRDP swaps NAME and PATH when NAME is an existing path, `/drive:/etc,x`: both are shared.)
 */
function sharedDrive(word, t) {
    const m = /^\/drive:(.*)$/is.exec(word);
    if (m !== null) {
        const value = m[1];
        const comma = value.indexOf(',');
        if (comma >= 0)
            shared(drivePath(value.slice(0, comma)), false, t);
        shared(drivePath(comma < 0 ? value : value.slice(comma + 1)), false, t);
        return true;
    }
    if (/^[+/]drives$/i.test(word))
        shared('/', false, t);
    else if (/^[+/]home-drive$/i.test(word))
        shared('~/', false, t);
    else
        return false;
    return true;
}
/** rdesktop's `-r` device: `disk:NAME=PATH[,NAME=PATH…]` shares each PATH (from an expansion: any). */
function rdesktopDisks(value, dynamic, t) {
    if (dynamic)
        return shared(value, true, t);
    if (!/^disk:/i.test(value))
        return;
    for (const share of value.slice(5).split(',')) {
        const eq = share.indexOf('=');
        shared(eq < 0 ? share : share.slice(eq + 1), false, t);
    }
}
/** FreeRDP's clients by their names (FreeRDP 3's `xfreerdp3`, Wayland's and SDL's). */
const FREERDP_CLIENTS = ['xfreerdp', 'xfreerdp3', 'wlfreerdp', 'wlfreerdp3', 'sdl-freerdp', 'sdl-freerdp3'];
/** msmtp: `--host`, `--proxy-host`; `-C`/`--file` a configuration, whose `passwordeval` is a command it runs. */
const MSMTP = letterGrammar('CaeFfLNrtX', ['host', 'port', 'from', 'user', 'auth', 'tls', 'domain', 'account', 'file', 'logfile', 'proxy-host', 'proxy-port']);
const msmtp = (words, dynamic, t) => {
    for (const { name, value } of options(words, dynamic, MSMTP, t, 'msmtp').values) {
        if (name === '--host' || name === '--proxy-host')
            host(t, value);
        else if (name === '-C' || name === '--file') {
            t.read(value.word, value.dynamic);
            t.problem('msmtp -C reads a configuration that may name a command it runs (passwordeval)');
        }
    }
};
/** CUPS's letters that take a value: lp's (`-h` server, `-H` hold), lpr's (`-H` server, `-h` a flag), the others'. */
const LP_LETTERS = 'dhHnoPqtUi';
const LPR_LETTERS = 'HP#CJTUo';
const SAY = letterGrammar('vrofna', ['voice', 'rate', 'output-file', 'input-file', 'network-send', 'audio-device', 'quality', 'file-format', 'data-format',
    'channels', 'bit-rate']);
/** say (macOS): `-n NAME[:PORT]` sends the speech over the network (`:PORT` alone: this host); `-f` reads a file (`-`: standard input), `-o` writes one. */
const say = (words, dynamic, t) => {
    for (const { name, value } of options(words, dynamic, SAY, t, 'say').values) {
        if (name === '-n' || name === '--network-send') {
            if (value.dynamic || !value.word.startsWith(':'))
                host(t, value);
        }
        else if (name === '-f' || name === '--input-file') {
            if (value.dynamic || value.word !== '-')
                t.read(value.word, value.dynamic);
        }
        else if (name === '-o' || name === '--output-file')
            t.edit(value.word, value.dynamic);
    }
};
/** Readers of the servers these clients reach, by the name they run as. */
export const CLIENT_HOST_READERS = [
    ['gpg', gpg], ['gpg2', gpg],
    ['lp', serverOption('lp', LP_LETTERS, ['-h'])], ['lpr', serverOption('lpr', LPR_LETTERS, ['-H'], '-P')],
    ...['cancel', 'lpstat', 'lpq', 'lprm', 'lpoptions', 'lpmove', 'lpinfo', 'lpadmin', 'cupsenable', 'cupsdisable', 'cupsaccept', 'cupsreject', 'accept', 'reject']
        .map((n) => [n, serverOption(n, n === 'cancel' ? 'hUu' : n === 'lpq' || n === 'lprm' ? 'hPU' : 'hU', ['-h'], '-P')]),
    ['sendmail', sendmail], ['ntpd', ntpd], ['ab', ab], ['swaks', swaks], ['say', say],
    ['msmtp', msmtp], ['ipmitool', serverOption('ipmitool', 'HUPpILfkyKtbBTmlcACNRoOzEe', ['-H'])],
    ['rdesktop', viewer('rdesktop', 'uLdscpnkgoSTXaxr')], ...FREERDP_CLIENTS.map((n) => [n, viewer(n, '')]), ['vncviewer', viewer('vncviewer', '')],
    ['curlftpfs', viewer('curlftpfs', 'o', 1)],
];
//# sourceMappingURL=client-hosts.js.map