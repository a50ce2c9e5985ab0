// Name lookups: a lookup is a contact of the name's domain (the resolver asks the zone's
// nameserver, so `dig x.evil.com` reaches evil.com's server as `ping x.evil.com` does): the names
// of dig, kdig, drill, nslookup, host, `getent hosts|ahosts…`, `resolvectl query`, `dscacheutil -q
// host -a name`, `dns-sd -G|-q|-Q`, and their servers (lookup-hosts.ts lists the readers).
import { hostUrl, options } from './host-options.js';
import { letterGrammar } from './long-options.js';
import { urlsIn } from './url-words.js';
/** One host word: an expansion is unknown, a URL gives its host, else each of `a,b` (`host[:port]`). */
export function host(t, w) {
    if (w.dynamic)
        t.url(w.word, true);
    else if (w.word.includes('://'))
        urlsIn(w.word, t);
    else
        for (const h of w.word.split(','))
            if (h !== '' && !h.startsWith('/'))
                t.url(hostUrl('tcp', h), false);
}
/** DNS record types and classes: words of a lookup that name no host (`dig x.com MX IN`). */
const DNS_TYPES = new Set(['a', 'aaaa', 'any', 'axfr', 'ixfr', 'caa', 'cname', 'dnskey', 'ds', 'hinfo', 'https', 'mx', 'naptr', 'ns', 'nsec',
    'nsec3', 'nsec3param', 'ptr', 'rrsig', 'soa', 'spf', 'srv', 'sshfp', 'svcb', 'tlsa', 'txt', 'uri', 'cds', 'cdnskey', 'loc', 'in', 'ch', 'hs', 'cs']);
/**
 * The lookups (and servers) a tool reads from standard input: read with `read` when the line gives
 * them literally (a here-document or here-string), else a problem.
 */
function stdinLookups(t, tool, read) {
    if (t.stdin === undefined)
        t.problem(`${tool} reads the names it looks up and its servers from standard input (a pipe or a file), which are not analyzed`);
    else if (!t.stdin.literal)
        t.problem(`the lookups given to ${tool} on standard input have expansions`);
    else
        for (const line of t.stdin.text.split('\n'))
            read(line);
}
/** Standard input as a file name (`dig -f -`). */
const STDIN_FILE = /^(?:-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;
/**
 * dig, kdig, drill, delv: every name looked up, `@server`, and `-q NAME` (`+short` and types are
 * no names). dig's `-f FILE` is a batch file of dig command lines (read when it is standard input
 * the line gives; another file's are not analyzed); drill's is a query packet; delv's `-a` a file.
 */
export function digLike(tool, args, batch = true) {
    const g = letterGrammar(args);
    const reader = (words, dynamic, t) => {
        const o = options(words, dynamic, g, t, tool);
        for (const { name, value } of o.values) {
            if (name === '-q')
                host(t, value);
            else if (name === '-k' || (name === '-a' && tool === 'delv'))
                t.read(value.word, value.dynamic);
            else if (name === '-f') {
                if (batch && tool === 'dig' && !value.dynamic && STDIN_FILE.test(value.word)) {
                    stdinLookups(t, tool, (line) => {
                        const lineWords = ['dig', ...line.split(/\s+/).filter(Boolean)];
                        digLike(tool, args, false)(lineWords, lineWords.map(() => false), t);
                    });
                }
                else {
                    if (!STDIN_FILE.test(value.word))
                        t.read(value.word, value.dynamic);
                    t.problem(`${tool} -f reads the names it looks up and its servers from a file, which is not analyzed`);
                }
            }
        }
        for (const w of o.operands) {
            if (w.dynamic)
                host(t, w);
            else if (w.word.startsWith('@'))
                host(t, { word: w.word.slice(1), dynamic: false });
            else if (!w.word.startsWith('+') && !DNS_TYPES.has(w.word.toLowerCase()) && !/^(?:type|class)\d+$/i.test(w.word))
                host(t, w);
        }
    };
    return reader;
}
/**
 * nslookup `NAME [SERVER]`; with no name, or `-` first (`nslookup - SERVER`), it is interactive:
 * its commands come from standard input. There a line is `NAME [SERVER]`, `server HOST`,
 * `lserver HOST`, or `set domain=D`/`srchlist=D1/D2` (names are looked up below D: any `do…=`/`sr…=`
 * is read so); `set` of anything else and `exit` name no host.
 */
export const nslookup = (words, dynamic, t) => {
    const operands = options(words, dynamic, letterGrammar(''), t, 'nslookup').operands;
    const first = operands[0];
    if (first !== undefined && (first.dynamic || first.word !== '-')) {
        for (const w of operands)
            host(t, w);
        return;
    }
    for (const w of operands.slice(1))
        host(t, w);
    stdinLookups(t, 'nslookup', (line) => {
        const [command, ...rest] = line.trim().split(/\s+/).filter((w) => !w.startsWith('-'));
        if (command === undefined || /^(?:exit|help|\?)$/i.test(command))
            return;
        if (/^l?server$/i.test(command)) {
            if (rest[0] !== undefined)
                host(t, { word: rest[0], dynamic: false });
        }
        else if (/^set$/i.test(command)) {
            const m = /^(?:do|sr)[a-z]*=(.*)$/i.exec(rest[0] ?? '');
            if (m !== null)
                for (const d of m[1].split('/'))
                    if (d !== '')
                        host(t, { word: d, dynamic: false });
        }
        else
            for (const w of [command, ...rest.slice(0, 1)])
                host(t, { word: w, dynamic: false });
    });
};
/** A tool whose operands are each a host (`nslookup NAME SERVER`, `fping a b`); options by its letters (and long ones). */
export function operandHosts(tool, args, longArgs = [], hostOptions = [], first = false) {
    const g = letterGrammar(args, longArgs);
    return (words, dynamic, t) => {
        const o = options(words, dynamic, g, t, tool);
        for (const { name, value } of o.values)
            if (hostOptions.includes(name))
                host(t, value);
        // (nslookup's `-` is its interactive mode's marker, no host.)
        const operands = o.operands.filter((w) => w.dynamic || w.word !== '-');
        for (const w of first ? operands.slice(0, 1) : operands)
            host(t, w);
    };
}
/** A tool whose host is an option's value only (`ldapsearch -H ldap://h`, `iperf3 -c h`). */
export function optionHosts(tool, args, hostOptions, longArgs = []) {
    const g = letterGrammar(args, longArgs);
    return (words, dynamic, t) => {
        for (const { name, value } of options(words, dynamic, g, t, tool).values)
            if (hostOptions.includes(name))
                host(t, value);
    };
}
/** The databases getent reads from their /etc file (`getent passwd` with no key prints /etc/passwd's entries). */
const FILE_DATABASES = new Set(['passwd', 'group', 'hosts', 'services', 'protocols', 'networks', 'ethers', 'rpc', 'shells',
    'netgroup', 'aliases']);
/**
 * getent: the keys of the host databases are names it resolves; the shadow databases are files it
 * reads, and so is any file-backed database dumped whole (no key; one key's entry is what `id` prints too).
 */
export const getent = (words, dynamic, t) => {
    const o = options(words, dynamic, letterGrammar('s', ['service']), t, 'getent');
    const [db, ...keys] = o.operands;
    if (db === undefined)
        return;
    if (db.dynamic || /^(?:hosts|ahosts|ahostsv4|ahostsv6)$/.test(db.word))
        for (const k of keys)
            host(t, k);
    // (The shadow databases print the files' entries, password hashes: a read of the file.)
    if (db.dynamic)
        t.read(db.word, true);
    else if (db.word === 'shadow' || db.word === 'gshadow' || (keys.length === 0 && FILE_DATABASES.has(db.word)))
        t.read(`/etc/${db.word}`);
};
/**
 * A resolver's server (`1.2.3.4`, `1.2.3.4:53`, `1.2.3.4%eth0#dns.example`) or search domain
 * (`~evil.com`): lookups go there from then on. `~.` (every name) and `.` name none.
 */
function resolverHost(t, w) {
    if (w.dynamic)
        host(t, w);
    else {
        const name = w.word.replace(/#.*$/s, '').replace(/%[^\]:]*/, '').replace(/^~/, '');
        if (name !== '' && name !== '.')
            host(t, { word: name, dynamic: false });
    }
}
/**
 * resolvectl (systemd-resolve): `query`, `tlsa`, `openpgp` NAME…, and the old tool's bare names;
 * `dns LINK SERVER…` and `domain LINK DOMAIN…` (the old `--set-dns=`, `--set-domain=`) set where
 * the link's lookups go.
 */
export function resolvectl(tool) {
    const g = letterGrammar('itcp', ['interface', 'type', 'class', 'protocol', 'cache', 'zone', 'trust-anchor', 'network', 'search', 'synthesize',
        'validate', 'stale-data', 'relax-single-label', 'json', 'set-dns', 'set-domain']);
    return (words, dynamic, t) => {
        const o = options(words, dynamic, g, t, tool);
        for (const { name, value } of o.values)
            if (name === '--set-dns' || name === '--set-domain')
                resolverHost(t, value);
        const [sub, ...rest] = o.operands;
        if (sub === undefined)
            return;
        if (tool === 'systemd-resolve')
            for (const w of o.operands)
                host(t, w);
        else if (sub.dynamic || /^(?:query|tlsa|openpgp)$/.test(sub.word))
            for (const w of rest)
                host(t, w);
        if (sub.dynamic || /^(?:dns|domain)$/.test(sub.word))
            for (const w of rest.slice(1))
                resolverHost(t, w);
    };
}
/** dscacheutil (macOS): `-q host -a name NAME` resolves NAME. */
export const dscacheutil = (words, dynamic, t) => {
    for (let i = 1; i + 2 < words.length; i++)
        if (words[i] === '-a' && words[i + 1] === 'name')
            host(t, { word: words[i + 2], dynamic: dynamic[i + 2] ?? false });
};
/** dns-sd's modes and where their name or browse domain is: `-G v4 NAME`, `-q|-Q NAME [TYPE [CLASS]]`, `-B TYPE [DOMAIN]`, `-R NAME TYPE DOMAIN PORT`. */
const DNS_SD_NAME_AT = new Map([['-G', 2], ['-q', 1], ['-Q', 1], ['-B', 2], ['-Z', 2], ['-L', 3], ['-R', 3], ['-P', 3]]);
/**
 * dns-sd (macOS): `-G v4|v6|v4v6 NAME` and `-q|-Q NAME` look NAME up; a browse, lookup or
 * registration domain other than `local` (mDNS on the link) is queried, or updated, over unicast DNS.
 */
export const dnsSd = (words, dynamic, t) => {
    for (let i = 1; i < words.length; i++) {
        const at = dynamic[i] ? 1 : DNS_SD_NAME_AT.get(words[i]);
        if (at === undefined)
            continue;
        const k = i + at;
        if (k < words.length && (dynamic[k] || !/^(?:local\.?|\.?)$/i.test(words[k])))
            host(t, { word: words[k], dynamic: dynamic[k] ?? false });
        return;
    }
};
//# sourceMappingURL=name-lookups.js.map