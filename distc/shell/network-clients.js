// The hosts of network clients beyond remote-hosts.ts's and lookup-hosts.ts's (GTFOBins g2 F17):
// Domain parts for deny and ask rules, which the tool's allow rule covers. The systemd tools' `-H
// [user@]host` (they run over ssh there), MQTT clients, ncftp's family, PuTTY's tools, restic's
// remote repositories, openvpn's remotes and proxies, socket, sshuttle, chronyc, ntpdig, kcat,
// grpcurl, sqlplus's connect identifier and whois's `query@server`; httping's host, the servers of
// consul, nomad, vault (`-address`), boundary (`-addr`), Teleport (`tsh --proxy`, `tctl --auth-server`) and
// `cloudflared --hostname`, and tailscale's peers. Their words that look like
// paths stay possible paths (file-arguments.ts: no table reads them), and a URL in any word is a
// host, as for a command no table reads.
import { hostUrl } from './host-options.js';
import { host, operandHosts, optionHosts } from './lookup-hosts.js';
import { urlsOfUnknownCommand } from './url-words.js';
import { remoteSide } from './ssh-hosts.js';
import { mayBeOption } from './words.js';
/** A reader with the URLs of every word kept as hosts (as for a command no table reads). */
function withUrls(tool, reader) {
    return (words, dynamic, t) => {
        reader(words, dynamic, t);
        urlsOfUnknownCommand(tool, words, dynamic, t);
    };
}
/** The systemd tools that take `-H`/`--host [user@]host[:port][/container]` (run over ssh there). */
const SYSTEMD_REMOTE = ['systemctl', 'journalctl', 'timedatectl', 'hostnamectl', 'localectl', 'loginctl', 'machinectl', 'busctl', 'systemd-analyze',
    'portablectl', 'homectl'];
/** Words of PuTTY's tools (plink, putty, psftp, pscp) whose value is the next word. */
const PUTTY_VALUES = new Set(['-P', '-l', '-i', '-pw', '-pwfile', '-load', '-m', '-L', '-R', '-D', '-hostkey', '-proxycmd', '-sshlog', '-sshrawlog',
    '-sessionlog', '-nc', '-sercfg', '-b', '-loghost', '-J', '-proxy-type', '-cert', '-serial']);
/**
 * plink, putty, psftp: the host operand (`[user@]host`), `-nc host:port`, `-J` jump host;
 * `-proxycmd CMD` is a line run here; `-load SESSION` connects where the saved session says (an
 * unknown host). pscp: every `[user@]host:path` operand.
 */
function puttyTool(tool) {
    return (words, dynamic, t) => {
        let first = true;
        for (let i = 1; i < words.length; i++) {
            const w = { word: words[i], dynamic: dynamic[i] ?? false };
            if (!w.dynamic && PUTTY_VALUES.has(w.word)) {
                const v = { word: words[++i] ?? '', dynamic: dynamic[i] ?? false };
                if (w.word === '-proxycmd')
                    t.run(v.word, v.dynamic);
                else if (w.word === '-load')
                    t.url(v.word, true);
                else if (w.word === '-nc' || w.word === '-J')
                    host(t, v.dynamic ? v : { word: v.word.replace(/:\d+$/, ''), dynamic: false });
                continue;
            }
            if (!w.dynamic && w.word.startsWith('-'))
                continue;
            if (tool === 'pscp') {
                const side = w.dynamic ? undefined : remoteSide(w.word);
                if (w.dynamic)
                    t.url(w.word, true);
                else if (side !== undefined && side !== '')
                    t.url(hostUrl('ssh', side), false);
            }
            else if (first)
                host(t, w);
            // (plink's words after the host are the command run there, not here.)
            first = false;
        }
    };
}
/**
 * restic's repository (`-r`, `--repo`, `--from-repo`, attached too): `rest:URL`, `s3:URL` or
 * `s3:host/bucket`, `sftp:[user@]host:/path` or `sftp://…`; `rclone:` (rclone's configuration
 * names the host) and `--repository-file` are unknown hosts. A local path names none.
 */
function resticRepository(t, v) {
    if (v.dynamic) {
        t.url(v.word, true);
        return;
    }
    const m = /^(rest|s3|sftp|rclone|swift):(.*)$/s.exec(v.word);
    if (m === null)
        return;
    const [, backend, rest] = m;
    if (rest.includes('://'))
        host(t, { word: rest, dynamic: false });
    else if (backend === 'sftp')
        host(t, { word: remoteSide(rest) ?? rest, dynamic: false });
    else if (backend === 's3')
        host(t, { word: rest.replace(/\/.*$/s, ''), dynamic: false });
    else if (backend === 'rclone')
        t.url(v.word, true);
}
const restic = (words, dynamic, t) => {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            continue;
        const m = /^(-r|--repo|--from-repo|--repository-file|--from-repository-file)(?:=(.*))?$/s.exec(w) ?? /^(-r)(.+)$/s.exec(w);
        if (m === null)
            continue;
        const v = m[2] !== undefined ? { word: m[2], dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false };
        if (m[1].endsWith('-file'))
            t.url(v.word, true);
        else
            resticRepository(t, v);
    }
};
/** openvpn: `--remote HOST [PORT]`, `--http-proxy HOST PORT`, `--socks-proxy HOST [PORT]` (one word each, as openvpn reads them). */
const openvpn = (words, dynamic, t) => {
    for (let i = 1; i + 1 < words.length; i++) {
        if (!dynamic[i] && /^--(?:remote|http-proxy|socks-proxy)$/.test(words[i]))
            host(t, { word: words[i + 1], dynamic: dynamic[i + 1] ?? false });
    }
};
/**
 * sqlplus `user/pass@IDENTIFIER`: `//host:port/service`, `host[:port]/service`, a DESCRIPTION's
 * `(HOST=h)`, or a tnsnames alias (an unknown host). Its input runs `HOST CMD` and `!CMD` lines:
 * standard input (a pipe, a file, a here-document) and `@script` are not read, a problem.
 */
const sqlplus = (words, dynamic, t) => {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            t.url(w, true);
        if (dynamic[i] || w.startsWith('-') || w.startsWith('@'))
            continue;
        const at = w.lastIndexOf('@');
        if (at < 0)
            continue;
        const id = w.slice(at + 1);
        const described = /\(\s*HOST\s*=\s*([^)\s]+)\s*\)/i.exec(id);
        if (described !== null)
            host(t, { word: described[1], dynamic: false });
        else if (/[/:.]/.test(id))
            host(t, { word: id.replace(/^\/\//, '').replace(/[/?].*$/s, ''), dynamic: false });
        else
            t.url(id, true);
    }
    t.problem('sqlplus runs the HOST and ! commands of its input (standard input, @scripts), which are not analyzed');
};
/** kcat (kafkacat): `-b` brokers, `-r` the schema registry, `-X bootstrap.servers=…`. */
const KCAT = optionHosts('kcat', 'btpGXFKkHcDdsrfozm', ['-b', '-r']);
const kcat = (words, dynamic, t) => {
    KCAT(words, dynamic, t);
    for (let i = 1; i + 1 < words.length; i++) {
        const m = words[i] === '-X' ? /^(?:bootstrap\.servers|metadata\.broker\.list)=(.*)$/s.exec(words[i + 1]) : null;
        if (m !== null)
            host(t, { word: m[1], dynamic: dynamic[i + 1] ?? false });
    }
};
/** grpcurl's flags that take a value (Go's flag package: `-name value`, `-name=value`, one or two dashes). */
const GRPCURL_VALUES = new Set(['d', 'H', 'rpc-header', 'reflect-header', 'proto', 'protoset', 'import-path', 'cacert', 'cert', 'key', 'servername',
    'authority', 'connect-timeout', 'keepalive-time', 'max-time', 'max-msg-sz', 'format', 'user-agent', 'alts-handshaker-service',
    'alts-target-service-account', 'proto-out-dir', 'protoset-out']);
/** grpcurl `[flags] ADDRESS [list|describe|METHOD]`: the address, and `-alts-handshaker-service`'s. */
const grpcurl = (words, dynamic, t) => {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            t.url(w, true);
            return;
        }
        if (!w.startsWith('-')) {
            host(t, { word: w, dynamic: false });
            return;
        }
        const eq = w.indexOf('=');
        const name = w.slice(w.startsWith('--') ? 2 : 1, eq < 0 ? undefined : eq);
        const value = eq >= 0 ? w.slice(eq + 1) : GRPCURL_VALUES.has(name) ? words[++i] : undefined;
        if (name === 'alts-handshaker-service' && value !== undefined)
            host(t, { word: value, dynamic: eq < 0 && (dynamic[i] ?? false) });
    }
};
/** whois: `-h`/`--host` and a query's `@server` (`q@whois.h`: the server asked). */
const WHOIS = optionHosts('whois', 'hpiTsgt', ['-h', '--host'], ['host', 'port']);
const whois = (words, dynamic, t) => {
    WHOIS(words, dynamic, t);
    for (let i = 1; i < words.length; i++) {
        const at = words[i].lastIndexOf('@');
        if (!dynamic[i] && at >= 0 && !words[i].startsWith('-'))
            host(t, { word: words[i].slice(at + 1), dynamic: false });
    }
};
/** socket `[-bcfqrvw] [-p PROG] HOST PORT`: the host (not with `-s`, a server); `-p PROG` runs PROG with the connection. */
const socket = (words, dynamic, t) => {
    let server = false;
    let hostSeen = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (!dynamic[i] && w.length > 1 && w.startsWith('-') && !hostSeen) {
            const p = w.indexOf('p');
            if (w.slice(1, p < 0 ? undefined : p).includes('s'))
                server = true;
            if (p < 0)
                continue;
            const line = p + 1 < w.length ? { word: w.slice(p + 1), dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false };
            t.run(line.word, line.dynamic);
            continue;
        }
        if (!hostSeen && !server)
            host(t, { word: w, dynamic: dynamic[i] ?? false });
        hostSeen = true;
    }
};
/** sshuttle: `-r`/`--remote [user@]host[:port]` (its `-e`/`--ssh-cmd` line, with a host: command-valued-options.ts). */
const sshuttle = optionHosts('sshuttle', 'relxXHNvVD', ['-r', '--remote'], ['remote', 'ssh-cmd', 'listen', 'exclude', 'exclude-from', 'python', 'dns-hosts',
    'to-ns', 'method', 'pidfile', 'user', 'sudoers-filename', 'tmark', 'seed-hosts', 'subnets']);
/** MQTT clients: `-h`/`--host`, `-L`/`--url mqtt://…`, `--proxy socks5h://…`. */
const MQTT_VALUES = 'AfhiIkLmMpPqtuVxCeFTUW';
const MQTT_LONG = ['host', 'url', 'proxy', 'port', 'file', 'cafile', 'capath', 'cert', 'key', 'id', 'id-prefix', 'message', 'topic', 'username', 'pw', 'qos',
    'will-topic', 'will-payload', 'will-qos', 'repeat', 'repeat-delay', 'unix', 'keepalive', 'tls-version', 'ciphers', 'psk', 'psk-identity', 'tls-alpn',
    'tls-engine', 'keyform', 'tls-engine-kpass-sha1', 'property'];
/** httping `[options] HOST|URL`: the operand, `-g URL`, `-h HOST`, `-x PROXY:PORT`. */
const httping = operandHosts('httping', 'ghpxcitIRCUPTnoeLNy', ['url', 'hostname', 'port', 'proxy', 'count', 'interval', 'timeout', 'user-agent', 'referer',
    'cookie', 'username', 'password', 'bind-to'], ['-g', '-h', '-x', '--url', '--hostname', '--proxy']);
/**
 * Go-style flags that name a server (`consul -http-addr=H:P`, `nomad -address=URL`, `tsh
 * --proxy=H`, `cloudflared access tcp --hostname H`): one or two dashes, the value after `=` or
 * the next word; a value with an expansion is an unknown host.
 */
function flagHosts(names) {
    return (words, dynamic, t) => {
        for (let i = 1; i < words.length; i++) {
            const m = /^--?([\w-]+)(?:=(.*))?$/s.exec(words[i]);
            if (m === null || !names.includes(m[1]))
                continue;
            if (m[2] !== undefined)
                host(t, { word: m[2], dynamic: dynamic[i] ?? false });
            else if (!dynamic[i])
                host(t, { word: words[++i] ?? '', dynamic: dynamic[i] ?? false });
        }
    };
}
/**
 * The words of a tool's line that are not options (flag values among them: read as hosts too, for
 * deny and ask only); `values` the flags whose value is the next word (`tailscale --socket P`).
 * (`--name=$X` is an option, its name written out.)
 */
function operandWords(words, dynamic, values = NO_VALUES) {
    const out = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (!dynamic[i] && values.has(w))
            i++;
        else if (!w.startsWith('-') || (dynamic[i] && !/^--?[\w-]+=/.test(w)))
            out.push({ word: w, dynamic: dynamic[i] ?? false });
    }
    return out;
}
const NO_VALUES = new Set();
/** A subcommand that is an expansion (it may be any, or words before it): every later operand may be a host. */
function unknownSubcommand(command, rest, t) {
    if (!command.dynamic)
        return false;
    for (const w of rest)
        host(t, peer(w));
    return true;
}
/** An operand from an expansion that may be a host flag (`consul members $X`: `-http-addr=H`): an unknown host. */
function flagExpansions(rest, t) {
    for (const w of rest)
        if (w.dynamic && mayBeOption(w.word))
            host(t, w);
}
/**
 * consul: `-http-addr`, `-grpc-addr`, and `join ADDRESS…` (the agent connects to each); `agent
 * -join`/`-retry-join` (and `-wan`) the servers it joins (a cloud auto-join `provider=…` is no
 * host: it does not parse, so it asks), and its `-config-file`/`-config-dir` may name more
 * (unknown hosts).
 */
const CONSUL_FLAGS = flagHosts(['http-addr', 'grpc-addr']);
const CONSUL_JOIN_FLAGS = flagHosts(['join', 'retry-join', 'join-wan', 'retry-join-wan']);
const consul = (words, dynamic, t) => {
    CONSUL_FLAGS(words, dynamic, t);
    CONSUL_JOIN_FLAGS(words, dynamic, t);
    for (let i = 1; i < words.length; i++) {
        if (/^--?config-(?:file|dir)(?:=|$)/.test(words[i]))
            t.url(words[i], true);
    }
    const [command, ...rest] = operandWords(words, dynamic);
    flagExpansions(rest, t);
    if (command !== undefined && !unknownSubcommand(command, rest, t) && command.word === 'join')
        for (const w of rest)
            host(t, w);
};
/** A `[user@]host` word's host. */
const peer = (w) => (w.dynamic ? w : { word: w.word.slice(w.word.lastIndexOf('@') + 1), dynamic: false });
/**
 * tailscale: the peer of `ping|ip|whois HOST…`, `nc HOST PORT`, `ssh [user@]HOST [CMD]`, `file
 * cp F… HOST:`, and `--exit-node` (a tailnet name, or any name MagicDNS passes on).
 */
const TAILSCALE_FLAGS = flagHosts(['exit-node']);
/** tailscale's global flag that takes the next word (before the subcommand). */
const TAILSCALE_VALUES = new Set(['--socket', '-socket']);
const tailscale = (words, dynamic, t) => {
    TAILSCALE_FLAGS(words, dynamic, t);
    const [command, ...rest] = operandWords(words, dynamic, TAILSCALE_VALUES);
    flagExpansions(rest, t);
    if (command === undefined || unknownSubcommand(command, rest, t))
        return;
    if (command.word === 'ping' || command.word === 'ip' || command.word === 'whois')
        for (const w of rest)
            host(t, w);
    else if ((command.word === 'nc' || command.word === 'ssh') && rest[0] !== undefined)
        host(t, peer(rest[0]));
    else if (command.word === 'file' && rest[0]?.word === 'cp') {
        const target = rest[rest.length - 1];
        if (target.dynamic)
            t.url(target.word, true);
        else if (target.word.endsWith(':'))
            host(t, { word: target.word.slice(0, -1), dynamic: false });
        // (The files it sends are read here; `-` is standard input.)
        for (const f of rest.slice(1, -1))
            if (f.word !== '-' || f.dynamic)
                t.read(f.word, f.dynamic);
    }
};
/** cloudflared access's server flag and its aliases (`--tunnel-host`, `-T`), and the destination it reaches there. */
const CLOUDFLARED_HOST_FLAGS = ['hostname', 'tunnel-host', 'T', 'destination'];
export const NETWORK_CLIENT_READERS = [
    ...SYSTEMD_REMOTE.map((n) => [n, withUrls(n, optionHosts(n, 'HM', ['-H', '--host'], ['host', 'machine']))]),
    ...['mosquitto_pub', 'mosquitto_sub', 'mosquitto_rr'].map((n) => [n, withUrls(n, optionHosts(n, MQTT_VALUES, ['-h', '--host', '-L', '--url', '--proxy'], MQTT_LONG))]),
    ...['ncftp', 'ncftpput', 'ncftpget', 'ncftpls'].map((n) => [n, withUrls(n, operandHosts(n, 'upPjdetUTSrfBWXYo', [], [], true))]),
    ...['plink', 'putty', 'psftp', 'pscp'].map((n) => [n, withUrls(n, puttyTool(n))]),
    ['restic', restic], ['openvpn', withUrls('openvpn', openvpn)], ['socket', withUrls('socket', socket)], ['sshuttle', withUrls('sshuttle', sshuttle)],
    ['chronyc', withUrls('chronyc', optionHosts('chronyc', 'hpf', ['-h']))], ['ntpdig', withUrls('ntpdig', operandHosts('ntpdig', 'aKkMotbcgl', [], ['-c']))],
    ['kcat', withUrls('kcat', kcat)], ['kafkacat', withUrls('kafkacat', kcat)], ['grpcurl', withUrls('grpcurl', grpcurl)], ['sqlplus', withUrls('sqlplus', sqlplus)],
    ['whois', withUrls('whois', whois)], ['httping', withUrls('httping', httping)], ['consul', withUrls('consul', consul)],
    ['nomad', withUrls('nomad', flagHosts(['address']))], ['vault', withUrls('vault', flagHosts(['address', 'agent-address']))],
    ['tsh', withUrls('tsh', flagHosts(['proxy']))], ['boundary', withUrls('boundary', flagHosts(['addr']))], ['tctl', withUrls('tctl', flagHosts(['auth-server']))],
    ['cloudflared', withUrls('cloudflared', flagHosts(CLOUDFLARED_HOST_FLAGS))], ['tailscale', withUrls('tailscale', tailscale)],
];
//# sourceMappingURL=network-clients.js.map