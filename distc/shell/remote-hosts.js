// The hosts remote-shell, copy and socket tools connect to (reference E.12: a Domain deny must
// hold for every tool that reaches the network): Domain parts for deny and ask rules.
//
// - ssh, sftp and sshfs (ssh-hosts.ts): the destination (`[user@]host`, `ssh://user@host:port`), `-J` jump hosts,
//   and `-o HostName=` / `-o ProxyJump=`; scp and rsync: every `[user@]host:path` operand (no `/`
//   before the first `:`), rsync's `host::module`, and `scp://`, `sftp://`, `rsync://` URLs.
// - nc, ncat, netcat, telnet, ftp, lftp: the host operand (not when listening), and nc's `-x`
//   proxy; socat: the host of each address that connects (`TCP:h:p`, `OPENSSL:h:p`,
//   `SOCKS4A:proxy:h:p`, `PROXY:proxy:h:p`); openssl s_client: `-connect` and `-proxy`.
// - Allowing the tool covers the hosts, as for git's remotes: ssh's configuration may give any
//   alias another host, so an allow list could not hold anyway. Commands these tools run here
//   (`nc -e PROG`, `ncat -c CMD`, socat's `EXEC:` and `SYSTEM:`) are lines; files socat opens are
//   parts; settings from elsewhere (`lftp -f`, `-e`, `-c`; socat addresses the analysis does not
//   know) are problems.
// - Package managers and container tools: package-hosts.ts; other clients (systemd's -H, MQTT,
//   PuTTY, restic, openvpn, grpcurl, sqlplus…): network-clients.ts; key, print, mail, time and
//   benchmark clients (gpg, lp, sendmail, ntpd, ab…): client-hosts.ts; firewall NAT rules
//   (iptables DNAT, nft dnat): nat-rewrites.ts.
import { CLIENT_HOST_READERS } from './client-hosts.js';
import { hostUrl, options } from './host-options.js';
import { letterGrammar } from './long-options.js';
import { NETWORK_CLIENT_READERS } from './network-clients.js';
import { LOOKUP_HOST_READERS } from './lookup-hosts.js';
import { NAT_REWRITE_READERS } from './nat-rewrites.js';
import { PACKAGE_HOST_READERS } from './package-hosts.js';
import { urlsIn } from './url-words.js';
import { PROXY_SETTING_READERS } from './proxy-settings.js';
import { MESSAGE_HOST_READERS } from './message-hosts.js';
import { server } from './sql-clients.js';
import { remoteSide, SSH_HOST_READERS, sshOptionHosts } from './ssh-hosts.js';
import { sshOptionFiles } from './ssh-options.js';
import { WINDOWS_HOST_READERS } from './windows-host-tools.js';
import { WINDOWS_PACKAGE_READERS } from './windows-package-hosts.js';
import { rsyncOptionTouches } from './rsync-options.js';
const SCP = letterGrammar('cDFiJloPSX');
/** scp and rsync operands that name another host. */
function copyOperandHost(t, o) {
    if (o.dynamic) {
        t.url(o.word, true);
        return;
    }
    if (/^(?:scp|sftp|rsync|ssh):\/\//i.test(o.word)) {
        t.url(o.word, false);
        return;
    }
    const host = remoteSide(o.word);
    if (host !== undefined && host !== '')
        t.url(hostUrl(o.word.slice(host.length).startsWith('::') ? 'rsync' : 'ssh', host), false);
}
const scp = (words, dynamic, t) => {
    const o = options(words, dynamic, SCP, t, 'scp');
    sshOptionHosts(t, o.values);
    // (scp hands -F and -i to ssh: a configuration file, which may run commands, as for ssh; a key it reads.)
    for (const { name, value } of o.values) {
        if (name === '-F')
            t.problem('scp -F hands ssh a configuration file, which may run commands');
        else if (name === '-i')
            t.read(value.word, value.dynamic);
        else if (name === '-o')
            sshOptionFiles(t, value);
    }
    for (const w of o.operands)
        copyOperandHost(t, w);
};
/** rcp (rsh's copier): `[user@]host:path` operands, as scp's. */
const rcp = (words, dynamic, t) => {
    for (const w of options(words, dynamic, letterGrammar('k'), t, 'rcp').operands)
        copyOperandHost(t, w);
};
/** rsync: its letters that take a value, and its long options that do. */
const RSYNC = letterGrammar('efBMT', ['--rsh', '--rsync-path', '--exclude', '--include', '--filter', '--exclude-from', '--include-from', '--files-from',
    '--password-file', '--log-file', '--log-file-format', '--partial-dir', '--backup-dir', '--suffix', '--compare-dest', '--copy-dest', '--link-dest',
    '--temp-dir', '--chmod', '--chown', '--usermap', '--groupmap', '--port', '--address', '--sockopts', '--out-format', '--timeout',
    '--contimeout', '--bwlimit', '--max-size', '--min-size', '--max-delete', '--block-size', '--modify-window', '--compress-choice',
    '--compress-level', '--checksum-choice', '--skip-compress', '--info', '--debug', '--stop-after', '--stop-at', '--only-write-batch',
    '--write-batch', '--read-batch', '--protocol', '--iconv', '--outbuf', '--remote-option', '--copy-as', '--early-input', '--config', '--dparam'].map((o) => o.slice(2)));
const rsync = (words, dynamic, t) => {
    const o = options(words, dynamic, RSYNC, t, 'rsync');
    rsyncOptionTouches(t, o.values, o.flags, o.operands);
    for (const w of o.operands)
        copyOperandHost(t, w);
};
/** The host operand of a socket tool (after its options), unless it listens. */
function socketTool(tool, args, longArgs = []) {
    const g = letterGrammar(args, longArgs.map((o) => o.slice(2)));
    return (words, dynamic, t) => {
        const o = options(words, dynamic, g, t, tool);
        for (const { name, value } of o.values) {
            // A command run with the connection as its input and output (a shell, as often as not).
            if (name === '-e' && tool !== 'telnet' && tool !== 'lftp')
                t.run(value.word, value.dynamic);
            else if ((name === '-c' || name === '--sh-exec') && tool !== 'telnet' && tool !== 'lftp')
                t.run(value.word, value.dynamic);
            else if (name === '--exec')
                t.run(value.word, value.dynamic);
            else if (name === '--lua-exec')
                t.problem('ncat --lua-exec runs a Lua script');
            // (ncat's `--ssl-servername`: the TLS SNI, by which a CDN routes the connection.)
            else if ((name === '-x' && tool !== 'ncat') || name === '--proxy' || name === '--ssl-servername')
                t.url(hostUrl('tcp', value.word), value.dynamic);
            else if ((name === '-o' || name === '--output' || name === '--hex-dump' || (name === '-x' && tool === 'ncat')) && value.word !== '')
                t.edit(value.word, value.dynamic);
            else if (tool === 'lftp' && (name === '-e' || name === '-c' || name === '-f'))
                t.problem(`lftp ${name} runs lftp commands, which can run shell commands`);
            else if (name === '-n' && tool === 'telnet')
                t.edit(value.word, value.dynamic);
        }
        if (o.flags.has('-l') || o.flags.has('--listen'))
            return;
        const h = o.operands[0];
        // telnet reads its commands from standard input with no host (`open HOST`, `!CMD` runs a
        // line), and with one after its escape character (^]) unless -E turns that off.
        if (tool === 'telnet' && (h === undefined || !o.flags.has('-E'))) {
            t.problem('telnet reads its commands from standard input (`open HOST`, and `!` runs a shell command), which are not analyzed');
        }
        if (h === undefined)
            return;
        if (h.dynamic)
            t.url(h.word, true);
        else if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(h.word))
            t.url(h.word, false);
        else
            t.url(hostUrl('tcp', h.word), false);
    };
}
/** socat address types that connect to a host (index of the host among the colon fields, and of a proxy). */
const SOCAT_CONNECT = {
    tcp: [0], tcp4: [0], tcp6: [0], 'tcp-connect': [0], 'tcp4-connect': [0], 'tcp6-connect': [0], udp: [0], udp4: [0], udp6: [0],
    'udp-connect': [0], 'udp4-connect': [0], 'udp6-connect': [0], 'udp-sendto': [0], 'udp4-sendto': [0], 'udp6-sendto': [0],
    'udp-datagram': [0], 'sctp-connect': [0], 'sctp4-connect': [0], 'sctp6-connect': [0], 'dccp-connect': [0], openssl: [0],
    'openssl-connect': [0], ssl: [0], dtls: [0], 'openssl-dtls-client': [0], socks4: [0, 1], socks4a: [0, 1], socks5: [0, 1],
    'socks5-connect': [0, 1], proxy: [0, 1], 'proxy-connect': [0, 1], 'ip-sendto': [0], 'ip4-sendto': [0], 'ip6-sendto': [0],
};
/** socat address types that open a file, and how. */
const SOCAT_FILES = {
    file: 'both', open: 'both', gopen: 'both', create: 'edit', creat: 'edit', pipe: 'both', 'unix-connect': 'both', unix: 'both',
    'unix-client': 'both', 'unix-sendto': 'both', 'unix-listen': 'edit', 'unix-recvfrom': 'edit', 'unix-recv': 'edit',
};
/** socat address types that neither connect out nor open files or run commands. */
const SOCAT_PLAIN = new Set(['-', 'stdio', 'stdin', 'stdout', 'stderr', 'tcp-listen', 'tcp4-listen', 'tcp6-listen', 'udp-listen', 'udp4-listen',
    'udp6-listen', 'udp-recvfrom', 'udp4-recvfrom', 'udp6-recvfrom', 'udp-recv', 'openssl-listen', 'sctp-listen', 'pty', 'readline', 'tun',
    'fd', 'abstract-listen', 'abstract-connect', 'interface', 'ip-recv', 'ip-recvfrom', 'vsock-listen']);
/** One socat address: `TYPE:params[,options]`, or a shorthand (`-`, a path with `/`, a number for a file descriptor). */
function socatAddress(t, a) {
    if (a.dynamic) {
        t.problem('a socat address comes from an expansion: it may connect anywhere, open any file or run a command');
        return;
    }
    // (`!!` joins an address to read from and one to write to.)
    for (const one of a.word.split('!!')) {
        const colon = one.indexOf(':');
        const type = (colon < 0 ? one.split(',')[0] : one.slice(0, colon)).toLowerCase();
        const rest = colon < 0 ? '' : one.slice(colon + 1);
        if (type === 'exec' || type === 'system') {
            // (The command runs to the end of the address: options after a comma.)
            const [line, ...opts] = rest.split(',');
            t.run(type === 'exec' ? line.replace(/\\(.)/g, '$1') : line, false);
            // (`path=` changes where the command is looked up; `su=`, `chroot=` whose and where.)
            if (opts.some((o) => /^\s*(?:path|su|su-d|substuser|substuser-delayed|chroot)\s*=/i.test(o)))
                t.problem(`socat ${type.toUpperCase()} with ${opts.join(',')} runs its command under settings the analysis does not follow`);
            continue;
        }
        const hostAt = SOCAT_CONNECT[type];
        if (hostAt !== undefined) {
            const fields = rest.split(',')[0].split(':');
            for (const k of hostAt)
                if (fields[k] !== undefined && fields[k] !== '')
                    t.url(hostUrl('tcp', fields[k]), false);
            // (OPENSSL's `snihost=H`: the TLS SNI, by which a CDN routes the connection; without it
            // `commonname=H` (`cn=`) is the SNI too: `OPENSSL:1.2.3.4:443,commonname=evil.com` was allowed.)
            for (const o of rest.split(',').slice(1))
                if (/^\s*(?:openssl-)?(?:snihost|commonname|cn)\s*=/i.test(o))
                    t.url(hostUrl('tcp', o.slice(o.indexOf('=') + 1).trim()), false);
            continue;
        }
        const file = SOCAT_FILES[type];
        if (file !== undefined || (colon < 0 && one.includes('/'))) {
            const path = (colon < 0 ? one : rest).split(',')[0];
            if (file !== 'edit')
                t.read(path);
            if (file !== 'read')
                t.edit(path);
            continue;
        }
        if (SOCAT_PLAIN.has(type) || /^\d+$/.test(type))
            continue;
        t.problem(`socat address type ${JSON.stringify(type)} is not one the analysis reads`);
    }
}
/** socat's options that take the next word (`-lf FILE` is one option). */
const SOCAT_VALUES = new Set(['-b', '-t', '-T', '-L', '-W', '-lf', '-lp']);
const socat = (words, dynamic, t) => {
    const addresses = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (!dynamic[i] && w.length > 1 && w.startsWith('-') && addresses.length === 0) {
            if (SOCAT_VALUES.has(w)) {
                i++;
                // Its log and lock files.
                if (w === '-lf' || w === '-L' || w === '-W')
                    t.edit(words[i] ?? '', dynamic[i] ?? false);
            }
            continue;
        }
        addresses.push({ word: w, dynamic: dynamic[i] ?? false });
    }
    // (socat takes two addresses; every word after the options is read as one.)
    for (const a of addresses)
        socatAddress(t, a);
};
/** openssl's options whose value is a host it connects to (one or two dashes, or `=VALUE`): s_client's and
 * s_time's `-connect`, `-proxy`, ocsp's `-host` and `-url`, cmp's `-server` and `-proxy` (`[http://]h[:port][/path]`). */
// (And s_client's `-servername`, the TLS SNI, by which a CDN routes the connection: `-connect CDN:443 -servername evil.com`.)
const OPENSSL_HOSTS = new Set(['connect', 'proxy', 'host', 'url', 'server', 'servername']);
const openssl = (words, dynamic, t) => {
    const client = words[1] === 's_client' || words[1] === 's_time';
    for (let i = 2; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            if (client)
                t.url(w, true);
            continue;
        }
        if (!w.startsWith('-')) {
            // (OpenSSL 3 takes the host as an operand too. After an option the word may be its value,
            // `-servername x.com`: then only a `host:port` is taken for a host.)
            const afterOption = (words[i - 1] ?? '').startsWith('-') && !(words[i - 1] ?? '').includes('=');
            if (!client)
                urlsIn(w, t);
            else if (afterOption ? /^[^/:]+:\d+$/.test(w) : w.includes(':') || w.includes('.'))
                t.url(hostUrl('tcp', w), false);
            continue;
        }
        const eq = w.indexOf('=');
        const name = (eq > 0 ? w.slice(0, eq) : w).replace(/^--?/, '');
        // (verify's, s_client's, cmp's CRL download fetches from where the certificate says.)
        if (name === 'crl_download')
            t.problem('openssl -crl_download fetches CRLs from the hosts the certificates name');
        if (!OPENSSL_HOSTS.has(name))
            continue;
        const value = eq > 0 ? { word: w.slice(eq + 1), dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false };
        if (value.dynamic)
            t.url(value.word, true);
        else if (value.word.includes('://'))
            urlsIn(value.word, t);
        else
            t.url(hostUrl('tcp', value.word.replace(/\/.*$/s, '')), false);
    }
};
/**
 * Tools that reach the hosts they are given and nothing else of note: every operand a host
 * (`ping`, `ssh-keyscan a,b`), or the value of a host option (`redis-cli -h h`, `-u redis://h`, `pg_dump --host h`); and the files
 * their options name.
 */
function hostsTool(tool, args, hosts, named = {}) {
    const g = letterGrammar(args, named.long ?? []);
    return (words, dynamic, t) => {
        const o = options(words, dynamic, g, t, tool);
        const host = (w) => {
            if (w.dynamic)
                t.url(w.word, true);
            // (A browser's `file:///etc/x` is a read of the path: t.url reads it.)
            else if (/^file:/i.test(w.word))
                t.url(w.word, false);
            else if (w.word.includes('://'))
                urlsIn(w.word, t);
            else
                for (const h of w.word.split(','))
                    if (h !== '' && !h.startsWith('/'))
                        t.url(hostUrl('tcp', h), false);
        };
        const conninfo = (w) => {
            if (w.dynamic || w.word.includes('://') || w.word.includes('='))
                server(t, 'postgres', w);
        };
        if (named.conninfo !== undefined)
            for (const w of o.operands)
                conninfo(w);
        for (const { name, value } of o.values) {
            if (named.conninfo?.includes(name) === true)
                conninfo(value);
            else if (named.host?.includes(name) === true)
                host(value);
            else if (named.read?.includes(name) === true)
                t.read(value.word, value.dynamic);
            else if (named.edit?.includes(name) === true)
                t.edit(value.word, value.dynamic);
        }
        if (hosts === 'operands')
            for (const w of o.operands)
                host(w);
    };
}
/** PostgreSQL's and MySQL's other clients: the server (`-h`, `--host`, a URI or conninfo operand, `-d`). */
const PG_TOOL = { host: ['-h', '--host'], conninfo: ['-d', '--dbname'], edit: ['-f', '--file'], long: ['host', 'dbname', 'file', 'port', 'username', 'format', 'jobs', 'schema', 'table', 'exclude-schema', 'exclude-table', 'compress', 'encoding', 'role', 'section', 'superuser', 'lock-wait-timeout', 'extra-float-digits', 'rows-per-insert', 'filter', 'maintenance-db'] };
const MYSQL_TOOL = { host: ['-h', '--host'], read: ['--defaults-file', '--defaults-extra-file'], edit: ['-r', '--result-file', '--tab'], long: ['host', 'user', 'port', 'socket', 'result-file', 'tab', 'defaults-file', 'defaults-extra-file', 'password', 'where', 'ignore-table', 'default-character-set'] };
/** mstsc `/v:HOST[:PORT]`: the Remote Desktop server; a `.rdp` file names one of its own, read. */
const mstsc = (words, dynamic, t) => {
    for (let k = 1; k < words.length; k++) {
        // (Git Bash passes `//v:HOST` as `/v:HOST`.)
        const v = /^(?:\/\/?|-)v:(.*)$/is.exec(words[k]);
        if (dynamic[k] === true)
            t.url(words[k], true);
        else if (v !== null)
            t.url(hostUrl('tcp', v[1].replace(/:\d+$/, '')), false);
        else if (!/^[/-]/.test(words[k])) {
            t.read(words[k], false);
            t.problem(`mstsc connects to the host its file ${words[k]} names`);
        }
    }
};
/** lwp-request (and its names GET, HEAD, POST, PUT) and lwp-download: the options that take a value. */
const LWP_REQUEST = letterGrammar('bcCHimopt');
const LWP_DOWNLOAD = letterGrammar('');
/**
 * A URL operand of libwww-perl's tools, as URI::Heuristic's uf_uri reads a word without a scheme:
 * a path (`/x`, `./x`, `../x`) is a `file:` URL, read; `h[.d]…[:port][/path]` is `http://h`
 * (`:443` https); a name without a dot but `localhost` is looked up as `www.NAME.com`, `.org`,
 * … or a country's domain: any host.
 */
function lwpUrl(t, w) {
    if (w.dynamic)
        t.url(w.word, true);
    // (A word with a scheme is a URL as written; `file:` ones are read, by t.url.)
    else if (/^file:/i.test(w.word))
        t.url(w.word, false);
    else if (/^\w+:/.test(w.word))
        urlsIn(w.word, t);
    else if (/^\.{0,2}\//.test(w.word))
        t.read(w.word);
    else {
        const host = /^[-\w]+(?:\.[-\w]+)*(?=[/:?#]|$)/.exec(w.word)?.[0];
        if (host === undefined)
            return;
        if (host.includes('.') || host === 'localhost')
            t.url(hostUrl(/^:[5-9]?443\b/.test(w.word.slice(host.length)) ? 'https' : 'http', host), false);
        else
            t.url(host, true);
    }
}
/** `lwp-request [-p PROXY] [-b BASE] URL…` (GET, HEAD, POST, PUT): each URL, the proxy, the base. */
const lwpRequest = (words, dynamic, t) => {
    const o = options(words, dynamic, LWP_REQUEST, t, 'lwp-request');
    for (const { name, value } of o.values)
        if (name === '-p' || name === '-b')
            lwpUrl(t, value);
    for (const w of o.operands)
        lwpUrl(t, w);
};
/** `lwp-download [-a] [-s] URL [LOCAL]`: the URL, and the file (or directory) it writes. */
const lwpDownload = (words, dynamic, t) => {
    const o = options(words, dynamic, LWP_DOWNLOAD, t, 'lwp-download');
    const [url, local] = o.operands;
    if (url !== undefined)
        lwpUrl(t, url);
    if (local !== undefined)
        t.edit(local.word, local.dynamic, 'tree');
};
/**
 * busybox's `ftpget HOST [LOCAL] REMOTE` and `ftpput HOST [REMOTE] LOCAL`: the host is the first
 * operand (`-u USER`, `-p PASS`, `-P PORT` take values); the local file is written or read (`-`: standard output or input).
 */
function busyboxFtp(tool) {
    const g = letterGrammar('upP', ['username', 'password', 'port']);
    return (words, dynamic, t) => {
        const [host, second, third] = options(words, dynamic, g, t, tool).operands;
        if (host !== undefined)
            t.url(host.dynamic ? host.word : hostUrl('tcp', host.word), host.dynamic);
        const local = tool === 'ftpget' ? second : third ?? second;
        if (local !== undefined && local.word !== '-') {
            if (tool === 'ftpget')
                t.edit(local.word, local.dynamic);
            else
                t.read(local.word, local.dynamic);
        }
    };
}
/** Readers of the hosts a tool connects to, by the name it runs as (file-arguments.ts adds their parts to its own). */
export const HOST_READERS = withEvery([
    ...SSH_HOST_READERS, ['scp', scp], ['rcp', rcp], ['rsync', rsync], ['socat', socat], ['openssl', openssl],
    // (nc's -e and -c: traditional netcat runs them; OpenBSD's refuses them.)
    ['nc', socketTool('nc', 'IiMmOPpsTVwXxecq')], ['netcat', socketTool('netcat', 'IiMmOPpsTVwXxeqc')],
    // (Debian's names of the two netcats: nc.traditional runs -e and -c, nc.openbsd refuses them.)
    ['nc.traditional', socketTool('nc', 'IiMmOPpsTVwXxecq')], ['nc.openbsd', socketTool('nc', 'IiMmOPpsTVwXxecq')],
    ['ncat', socketTool('ncat', 'cepdsgGiwmxo', ['--sh-exec', '--exec', '--lua-exec', '--proxy', '--output', '--hex-dump', '--proxy-type', '--proxy-auth',
            '--proxy-dns', '--source-port', '--source', '--wait', '--idle-timeout', '--max-conns', '--allow', '--deny', '--allowfile', '--denyfile', '--delay',
            '--ssl-cert', '--ssl-key', '--ssl-trustfile', '--ssl-ciphers', '--ssl-servername', '--ssl-alpn', '--append-output'])],
    ['telnet', socketTool('telnet', 'bekllnX')], ['ftp', socketTool('ftp', 'Po')], ['lftp', socketTool('lftp', 'ecfpu')],
    ['ftpget', busyboxFtp('ftpget')], ['ftpput', busyboxFtp('ftpput')],
    ...['lwp-request', 'GET', 'HEAD', 'POST', 'PUT'].map((n) => [n, lwpRequest]), ['lwp-download', lwpDownload],
    ['ping', hostsTool('ping', 'cisIlmMpQSstwW', 'operands')], ['ping6', hostsTool('ping6', 'cisIlmMpQSstwW', 'operands')],
    ['traceroute', hostsTool('traceroute', 'fgimNpqstwxzAFI', 'operands')], ['tracepath', hostsTool('tracepath', 'lmp', 'operands')],
    ['mtr', hostsTool('mtr', 'aBcfimoPQsuYZ', 'operands')], ['ssh-keyscan', hostsTool('ssh-keyscan', 'fOpTt', 'operands', { read: ['-f'] })],
    // (Windows: tracert and pathping trace the route to their host, mstsc /v:HOST connects to it.)
    ['tracert', hostsTool('tracert', 'hjwS', 'operands')], ['pathping', hostsTool('pathping', 'ghipqw', 'operands')], ['mstsc', mstsc],
    ['redis-cli', hostsTool('redis-cli', 'hpsaunrid', 'none', { host: ['-h', '-u'], edit: ['--rdb', '--functions-rdb'], long: ['rdb', 'functions-rdb', 'user', 'pass', 'tls-cert', 'tls-key', 'cacert'] })],
    ['valkey-cli', hostsTool('valkey-cli', 'hpsaunrid', 'none', { host: ['-h', '-u'], edit: ['--rdb', '--functions-rdb'], long: ['rdb', 'functions-rdb', 'user', 'pass', 'tls-cert', 'tls-key', 'cacert'] })],
    ['pgbench', hostsTool('pgbench', 'hpUcjTtfsSDPRLbF', 'none', { host: ['-h', '--host'], read: ['-f', '--file'], conninfo: [], long: ['host', 'port', 'username', 'client', 'jobs', 'time', 'transactions', 'file', 'scale', 'define', 'builtin', 'rate', 'latency-limit', 'progress', 'fillfactor', 'partitions', 'partition-method', 'sampling-rate', 'log-prefix', 'tablespace', 'index-tablespace', 'init-steps', 'random-seed', 'max-tries'] })],
    ...['pg_receivewal', 'pg_recvlogical'].map((n) => [n, hostsTool(n, 'hpUdDSZfoPIsEF', 'none', { host: ['-h', '--host'], conninfo: ['-d', '--dbname'], long: ['host', 'port', 'username', 'dbname', 'directory', 'slot', 'compress', 'file', 'option', 'plugin', 'startpos', 'endpos', 'status-interval', 'fsync-interval'] })]),
    ['mysqlsh', hostsTool('mysqlsh', 'hPuSDfe', 'operands', { host: ['-h', '--host', '--uri'], long: ['host', 'port', 'user', 'uri', 'socket', 'password', 'schema', 'file', 'execute', 'dbuser', 'dbpassword'] })],
    ...['pg_dump', 'pg_dumpall', 'pg_restore', 'pg_basebackup', 'pg_isready', 'createdb', 'dropdb', 'createuser', 'dropuser', 'vacuumdb', 'reindexdb', 'clusterdb']
        .map((n) => [n, hostsTool(n, 'hpUdfFnNtTjZsaEcCxOwW', 'none', PG_TOOL)]),
    ...['mysqldump', 'mysqladmin', 'mysqlimport', 'mysqlshow', 'mysqlcheck', 'mariadb-dump', 'mariadb-admin']
        .map((n) => [n, hostsTool(n, 'hPuSrTwD', 'none', MYSQL_TOOL)]),
    // Text browsers, scanners and remote logins: each operand a host or URL (a value of theirs
    // read as one too: doubt adds a host, for deny and ask rules only).
    ...['lynx', 'w3m', 'links', 'links2', 'elinks', 'browsh', 'tftp', 'nmap', 'rsh', 'rlogin']
        .map((n) => [n, hostsTool(n, '', 'operands')]),
    ...PACKAGE_HOST_READERS, ...LOOKUP_HOST_READERS, ...CLIENT_HOST_READERS, ...NETWORK_CLIENT_READERS, ...WINDOWS_HOST_READERS,
    ...WINDOWS_PACKAGE_READERS, ...PROXY_SETTING_READERS, ...NAT_REWRITE_READERS, ...MESSAGE_HOST_READERS,
]);
/** Readers by name; a name listed twice (systemctl's host and its set-environment) runs both. */
function withEvery(list) {
    const m = new Map();
    for (const [name, r] of list) {
        const before = m.get(name);
        m.set(name, before === undefined ? r : (w, d, t) => { before(w, d, t); r(w, d, t); });
    }
    return m;
}
//# sourceMappingURL=remote-hosts.js.map