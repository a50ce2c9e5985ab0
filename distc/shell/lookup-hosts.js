// The hosts name lookups and the long tail of host tools reach (remote-hosts.ts reads the
// remote-shell, copy and socket tools): Domain parts for deny and ask rules, which the tool's
// allow rule covers.
//
// - A name lookup is a contact of the name's domain (name-lookups.ts: dig, nslookup, getent,
//   resolvectl, dscacheutil, dns-sd); macOS's directory tools' `/LDAPv3/HOST` nodes.
// - Tools whose operand or option is the host they reach: TLS and time clients (gnutls-cli,
//   ntpdate, sntp, rdate), probes (arping, fping, hping3, nping, traceroute6, tcptraceroute,
//   tcping, `iperf -c`), directory, SNMP and database clients (ldapsearch and the ldap tools' `-H`
//   and `-h`, snmpwalk and the snmp tools' agent, mongosh and mongo and the MongoDB database tools,
//   sqlcmd `-S`, etcdctl
//   `--endpoints`), `cvs -d :pserver:host:/x`, network mounts (`mount host:/x`, `mount
//   //host/share`, mount.nfs, mount.cifs, mount_smbfs, mount_nfs, showmount, rpcinfo), macOS's
//   smbutil and `networksetup -set…proxy`, and finger's `user@host`.
import { hostUrl, options } from './host-options.js';
import { letterGrammar } from './long-options.js';
import { urlsIn, urlsOfUnknownCommand } from './url-words.js';
import { possiblePaths } from './possible-paths.js';
import { digLike, dnsSd, dscacheutil, getent, host, nslookup, operandHosts, optionHosts, resolvectl } from './name-lookups.js';
export { host, operandHosts, optionHosts } from './name-lookups.js';
/** A Directory Services node on an LDAP server (`/LDAPv3/HOST[/Users…]`): its server. */
const LDAP_NODE = /^\/LDAPv3\/([^/]+)/i;
/**
 * dscl, dseditgroup, dsexport, dsmemberutil (macOS): any `/LDAPv3/HOST` node (dscl's datasource
 * or path, `-n NODE`) is a server they contact (with `-u`/`-P`, sending the admin's password);
 * dscl's datasource may also be a server's name (`dscl -u a -P p HOST -list /Users`): not `.`,
 * `localhost`, `localonly` nor a node path.
 */
function directoryTool(tool) {
    return (words, dynamic, t) => {
        let datasource = tool === 'dscl';
        for (let i = 1; i < words.length; i++) {
            const w = words[i];
            if (dynamic[i]) {
                if (datasource || words[i - 1] === '-n')
                    host(t, { word: w, dynamic: true });
                datasource = false;
                continue;
            }
            const node = LDAP_NODE.exec(w);
            if (node !== null)
                host(t, { word: node[1], dynamic: false });
            // (dscl's options: `-u USER`, `-P PASSWORD`, `-f FILE` take a value.)
            if (datasource && /^-[uPf]$/.test(w))
                i++;
            else if (datasource && !w.startsWith('-')) {
                datasource = false;
                if (!w.startsWith('/') && !/^(?:\.|localhost|localonly)$/i.test(w))
                    host(t, { word: w, dynamic: false });
            }
        }
        // (Their files, `dscl -f FILE`, dsexport's output, stay possible paths; URLs hosts, as an unknown command's.)
        urlsOfUnknownCommand(tool, words, dynamic, t);
        possiblePaths(words, dynamic, 'bash', t);
    };
}
/** An SNMP agent (`udp:h:161`, `tcp6:[::1]`, `h`): its transport prefix dropped. */
function snmpTool(tool) {
    const g = letterGrammar('vcuaAxXelnrtZmMOIPLCDEyYT');
    return (words, dynamic, t) => {
        const agent = options(words, dynamic, g, t, tool).operands[0];
        if (agent === undefined)
            return;
        host(t, agent.dynamic ? agent : { word: agent.word.replace(/^(?:udp6?|tcp6?|udpv6|tcpv6|dtlsudp|tlstcp|ssh):/i, ''), dynamic: false });
    };
}
/** mongosh and mongo: `--host [rs/]h1,h2`, and an operand `h/db`, `h:port/db`, a first `h.x` or `h:port`, or a URI (not a script `x.js`, nor a local db name). */
function mongoShell(tool) {
    const g = letterGrammar('upf', ['host', 'port', 'username', 'password', 'file', 'eval', 'authenticationDatabase', 'authenticationMechanism',
        'tlsCAFile', 'tlsCertificateKeyFile', 'apiVersion', 'sslCAFile', 'sslPEMKeyFile']);
    return (words, dynamic, t) => {
        const o = options(words, dynamic, g, t, tool);
        for (const { name, value } of o.values)
            if (name === '--host')
                host(t, value.dynamic ? value : { word: value.word.replace(/^[^/]*\//, ''), dynamic: false });
        o.operands.forEach((w, k) => {
            if (w.dynamic || w.word.includes('://'))
                host(t, w);
            else if (/^[^/]+\/[^/]/.test(w.word) && !/\.js$/i.test(w.word))
                host(t, { word: w.word.slice(0, w.word.indexOf('/')), dynamic: false });
            // (The first operand is the address when it has a port or a dot: `mongosh evil.com`,
            // `mongosh evil.com:27017` connect there; only a word with neither is a local database.)
            else if (k === 0 && !/\.js$/i.test(w.word) && /^[^/:]+(?::\d*)?$/.test(w.word) && /[.:]/.test(w.word))
                host(t, { word: w.word.replace(/:\d*$/, ''), dynamic: false });
        });
    };
}
/** mailx's settings that name the server it sends through (`-S smtp=h:587`, s-nail's `mta=smtp://h`, its proxies). */
const MAIL_SERVER_SETTING = /^(?:smtp|mta|smtp-proxy|socks-proxy|smtp-host)=(.*)$/s;
/** mail, mailx, s-nail: `-S VAR=VALUE` settings whose value is a server (a URL's host, or a host and port); a setting from an expansion may be one. */
const mailSettings = (words, dynamic, t) => {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || !w.startsWith('-S'))
            continue;
        const at = w === '-S' ? i + 1 : i;
        const value = w === '-S' ? words[++i] : w.slice(2);
        if (value === undefined)
            continue;
        if (dynamic[at]) {
            t.url(value, true);
            continue;
        }
        const server = MAIL_SERVER_SETTING.exec(value)?.[1];
        if (server === undefined)
            continue;
        if (server.includes('://'))
            urlsIn(server, t);
        else
            host(t, { word: server.replace(/:\d*$/, ''), dynamic: false });
    }
};
/**
 * The MongoDB database tools (mongodump, mongorestore, mongoexport, mongoimport, mongofiles,
 * mongostat, mongotop): `--host`/`-h [rs/]h1,h2` and `--uri`; `--config FILE` may give the URI
 * (not analyzed: a problem). Their words that look like paths stay possible paths, as for a
 * command the analysis does not read.
 */
function mongoTool(tool) {
    const g = letterGrammar('hupdcqojfl', ['host', 'port', 'username', 'password', 'db', 'collection', 'query', 'out', 'uri', 'config', 'archive',
        'authenticationDatabase', 'authenticationMechanism', 'readPreference', 'queryFile', 'numParallelCollections', 'excludeCollection',
        'excludeCollectionsWithPrefix', 'type', 'fields', 'fieldFile', 'file', 'sort', 'skip', 'limit', 'nsInclude', 'nsExclude', 'nsFrom', 'nsTo',
        'dir', 'numInsertionWorkersPerCollection', 'writeConcern', 'tlsCAFile', 'tlsPEMKeyFile', 'tlsPEMKeyPassword', 'tlsCRLFile', 'sslCAFile',
        'sslPEMKeyFile', 'sslPEMKeyPassword', 'sslCRLFile', 'awsSessionToken', 'gssapiServiceName', 'gssapiHostName', 'local', 'replace', 'prefix',
        'mode', 'upsertFields', 'rowcount', 'jsonFormat', 'compressors', 'oplogLimit', 'oplogFile', 'maxInsertionWorkers', 'db', 'dialTimeout']);
    return (words, dynamic, t) => {
        for (const { name, value } of options(words, dynamic, g, t, tool).values) {
            if (name === '-h' || name === '--host')
                host(t, value.dynamic ? value : { word: value.word.replace(/^[^/]*\//, ''), dynamic: false });
            else if (name === '--uri')
                host(t, value);
            else if (name === '--config') {
                t.read(value.word, value.dynamic);
                t.problem(`${tool} --config reads options from a file (a connection URI among them), which is not analyzed`);
            }
        }
        possiblePaths(words, dynamic, 'bash', t);
    };
}
/** sqlcmd `-S [tcp:]host[\instance][,port]`. */
const sqlcmd = (words, dynamic, t) => {
    const g = letterGrammar('USPdHltswaioqQcfvyYmVLhMNKzZ');
    for (const { name, value } of options(words, dynamic, g, t, 'sqlcmd').values) {
        if (name === '-S')
            host(t, value.dynamic ? value : { word: value.word.replace(/^(?:tcp|np|lpc|admin):/i, '').replace(/[\\,].*$/s, ''), dynamic: false });
        else if (name === '-i')
            t.read(value.word, value.dynamic);
        else if (name === '-o')
            t.edit(value.word, value.dynamic);
    }
};
/** A CVSROOT `:method:[user@]host[:port]:/root` or `[user@]host:/root` (reached over rsh or ssh): its host. */
export function cvsRoot(t, root) {
    if (root.dynamic)
        t.url(root.word, true);
    else {
        const m = /^(?::[^:]*:)?(?:[^@/]*@)?([^:/]+)(?::\d*)?:?\//.exec(root.word);
        if (m !== null && (root.word.startsWith(':') || root.word.indexOf(':') < root.word.indexOf('/')))
            t.url(hostUrl('tcp', m[1]), false);
    }
}
/** cvs `-d CVSROOT`. */
const cvs = (words, dynamic, t) => {
    for (let i = 1; i < words.length; i++) {
        const v = words[i] === '-d' ? i + 1 : words[i].startsWith('-d') ? i : -1;
        if (v < 0 || v >= words.length)
            continue;
        cvsRoot(t, { word: v === i ? words[i].slice(2) : words[v], dynamic: dynamic[v] ?? false });
    }
};
/** A network mount's source: `//[user@]host/share` (SMB), `host:/export` (NFS). */
function mountSource(t, w) {
    if (w.dynamic) {
        t.url(w.word, true);
        return;
    }
    if (w.word.includes('://')) {
        urlsIn(w.word, t);
        return;
    }
    const smb = /^[\\/]{2}(?:[^/\\]*@)?([^/\\]+)/.exec(w.word);
    const nfs = /^((?:\[[^\]]*\]|[^/:[]+)):/.exec(w.word);
    const h = smb?.[1] ?? nfs?.[1];
    if (h !== undefined && h !== '')
        t.url(hostUrl('tcp', h.replace(/:\d+$/, '')), false);
}
function mountTool(tool, args, hostOptions = []) {
    const g = letterGrammar(args);
    return (words, dynamic, t) => {
        const o = options(words, dynamic, g, t, tool);
        for (const { name, value } of o.values)
            if (hostOptions.includes(name))
                host(t, value);
        for (const w of o.operands)
            mountSource(t, w);
    };
}
/**
 * smbutil (macOS): `view|login|logout|identity|dfs|print //[domain;][user@]server[/share]` and
 * `lookup|status NAME` (`lookup -w WINS`) contact the server. Its other words may be files
 * (`print … FILE`), as for a command the analysis does not read.
 */
const smbutil = (words, dynamic, t) => {
    let sub;
    for (let i = 1; i < words.length; i++) {
        const w = { word: words[i], dynamic: dynamic[i] ?? false };
        if (!w.dynamic && w.word.startsWith('-'))
            continue;
        if (sub === undefined)
            sub = w.dynamic ? 'lookup' : w.word;
        else if (w.dynamic || /^(?:[\\/]{2}|[a-z][\w+.-]*:\/\/)/i.test(w.word))
            mountSource(t, w);
        // (lookup's `-t TYPE` is a number, no host.)
        else if ((sub === 'lookup' || sub === 'status') && words[i - 1] !== '-t')
            host(t, w);
    }
    possiblePaths(words, dynamic, 'bash', t);
};
/**
 * networksetup (macOS) `-set…proxy SERVICE HOST PORT`: the user's later connections go through HOST;
 * `-setdnsservers SERVICE ADDRESS…`, `-setsearchdomains SERVICE DOMAIN…`: where lookups go (`Empty`
 * clears them); URLs (`-setautoproxyurl`) as for any command.
 */
const PROXY_VERB = /^-set(?:web|secureweb|socksfirewall|ftp|streaming|gopher|rtsp)proxy$/i;
const RESOLVER_VERB = /^-set(?:dnsservers|searchdomains)$/i;
const networksetup = (words, dynamic, t) => {
    for (let i = 1; i + 2 < words.length; i++) {
        if (dynamic[i] || PROXY_VERB.test(words[i]))
            host(t, { word: words[i + 2], dynamic: dynamic[i + 2] ?? false });
        if (!dynamic[i] && RESOLVER_VERB.test(words[i])) {
            for (let k = i + 2; k < words.length; k++)
                if (dynamic[k] || !/^empty$/i.test(words[k]))
                    host(t, { word: words[k], dynamic: dynamic[k] ?? false });
        }
    }
    urlsOfUnknownCommand('networksetup', words, dynamic, t);
    possiblePaths(words, dynamic, 'bash', t);
};
/** finger `user@host`, `@host`: it connects to the last host (`u@h1@h2` asks h2 to forward to h1: both reached). */
const finger = (words, dynamic, t) => {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            host(t, { word: w, dynamic: true });
        else if (!w.startsWith('-') && w.includes('@'))
            for (const h of w.slice(w.indexOf('@') + 1).split('@'))
                if (h !== '')
                    host(t, { word: h, dynamic: false });
    }
};
const IPERF = letterGrammar('pfiFABbtnklPOTwMSCLcX', ['client', 'port', 'format', 'interval', 'file', 'bind', 'time', 'bytes', 'blockcount', 'length',
    'parallel', 'window', 'set-mss', 'tos', 'title', 'logfile', 'connect-timeout', 'cport', 'bidir']);
/** Readers of the hosts lookups and the long tail of host tools reach, by the name they run as. */
export const LOOKUP_HOST_READERS = [
    ['dig', digLike('dig', 'bcfkmpqtxy')], ['kdig', digLike('kdig', 'bcfkmpqtxyE')], ['drill', digLike('drill', 'cfkoprsyDatw')],
    ['delv', digLike('delv', 'abcdpqtx')], ['nslookup', nslookup], ['host', operandHosts('host', 'cNRtWmp')], ['getent', getent],
    ['resolvectl', resolvectl('resolvectl')], ['systemd-resolve', resolvectl('systemd-resolve')], ['dscacheutil', dscacheutil], ['dns-sd', dnsSd],
    ...['dscl', 'dseditgroup', 'dsexport', 'dsmemberutil'].map((n) => [n, directoryTool(n)]),
    ['gnutls-cli', operandHosts('gnutls-cli', 'pd', ['port', 'debug', 'x509cafile', 'x509certfile', 'x509keyfile', 'x509crlfile', 'priority', 'sni-hostname',
            'alpn', 'starttls-proto', 'save-cert', 'save-ocsp', 'save-server-trace', 'save-client-trace', 'verify-hostname', 'ocsp-response', 'waitresumption',
            'recordsize', 'dh-bits', 'srpusername', 'srppasswd', 'pskusername', 'pskkey', 'pgpkeyfile', 'pgpcertfile', 'logfile', 'keymatexport', 'keymatexportsize',
            'inline-commands-prefix', 'attime', 'list-config'], ['--sni-hostname'])],
    ['ntpdate', operandHosts('ntpdate', 'aekopt')], ['sntp', operandHosts('sntp', 'aKkMotbcg', [], ['-b', '-c'])], ['rdate', operandHosts('rdate', '')],
    ['arping', operandHosts('arping', 'cfwsIWiSTt')], ['fping', operandHosts('fping', 'bBcCHiIOpQrSt')], ['hping3', operandHosts('hping3', 'cipstIadEwHMLOQCKNGgmo')],
    ['nping', operandHosts('nping', 'pgcHSe', ['source-port', 'dest-port', 'count', 'delay', 'rate', 'ttl', 'data', 'data-string', 'data-length', 'source-ip',
            'dest-ip', 'interface', 'flags', 'win', 'seq', 'ack', 'icmp-type', 'icmp-code', 'mtu', 'tos', 'id', 'dest-mac', 'source-mac', 'ether-type', 'arp-type'])],
    ['traceroute6', operandHosts('traceroute6', 'fgimNpqstwxzAFI')], ['tcptraceroute', operandHosts('tcptraceroute', 'iflmNpqstwS')],
    ['tcping', operandHosts('tcping', 'tpwc')],
    ['iperf', optionHosts('iperf', 'pfiFABbtnklPOTwMSCLcX', ['-c', '--client'], ['client', 'port'])], ['iperf3', (w, d, t) => {
            for (const { name, value } of options(w, d, IPERF, t, 'iperf3').values)
                if (name === '-c' || name === '--client')
                    host(t, value);
        }],
    ...['ldapsearch', 'ldapmodify', 'ldapadd', 'ldapdelete', 'ldapwhoami', 'ldappasswd', 'ldapcompare', 'ldapmodrdn', 'ldapexop', 'ldapurl']
        .map((n) => [n, optionHosts(n, 'bDeEfHhopPswyzlYXRUOTNSi', ['-H', '-h'])]),
    ...['snmpwalk', 'snmpget', 'snmpgetnext', 'snmpset', 'snmpbulkwalk', 'snmpbulkget', 'snmptable', 'snmpdf', 'snmpstatus', 'snmptrap']
        .map((n) => [n, snmpTool(n)]),
    ['mongosh', mongoShell('mongosh')], ['mongo', mongoShell('mongo')], ['sqlcmd', sqlcmd],
    ...['mongodump', 'mongorestore', 'mongoexport', 'mongoimport', 'mongofiles', 'mongostat', 'mongotop'].map((n) => [n, mongoTool(n)]),
    ['etcdctl', optionHosts('etcdctl', '', ['--endpoints'], ['endpoints'])], ['cvs', cvs],
    ['mount', mountTool('mount', 'toOLUNTF')], ['mount.nfs', mountTool('mount.nfs', 'o')], ['mount.nfs4', mountTool('mount.nfs4', 'o')],
    ['mount.cifs', mountTool('mount.cifs', 'o')], ['mount.smb3', mountTool('mount.smb3', 'o')], ['mount_smbfs', mountTool('mount_smbfs', 'EILMORTUWcdfgnou', ['-I'])],
    ['mount_nfs', mountTool('mount_nfs', 'o')], ['mount_afp', mountTool('mount_afp', 'o')], ['mount_webdav', mountTool('mount_webdav', 'o')],
    ['showmount', operandHosts('showmount', '', [], [], true)], ['rpcinfo', operandHosts('rpcinfo', 'nbaT', [], [], true)],
    ['smbutil', smbutil], ['networksetup', networksetup], ['finger', finger],
    ...['mail', 'mailx', 'Mail', 's-nail', 'nail', 'bsd-mailx'].map((n) => [n, mailSettings]),
];
//# sourceMappingURL=lookup-hosts.js.map