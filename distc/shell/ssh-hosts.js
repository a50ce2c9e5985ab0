// The hosts ssh and the tools that run it connect to (ssh, autossh, ssh-copy-id, mosh, sftp,
// sshfs), the programs and lines their options run, the keys they read: remote-hosts.ts adds
// these readers to the other hosts tools'.
import { hostUrl, options } from './host-options.js';
import { letterGrammar } from './long-options.js';
import { sshCommandOption, sshFile, sshForwardFiles, sshLoadsCode, sshOptionFiles } from './ssh-options.js';
/** An ssh destination or jump host: `[user@]host[:port]` or `ssh://…`. */
function sshHost(t, w) {
    if (w.dynamic)
        t.url(w.word, true);
    else if (/^ssh:\/\//i.test(w.word))
        t.url(w.word, false);
    else if (w.word !== '')
        t.url(hostUrl('ssh', w.word), false);
}
/** `-o HostName=X`, `-o ProxyJump X`, `-J a,b`: hosts ssh connects to. */
export function sshOptionHosts(t, values) {
    for (const { name, value } of values) {
        if (name === '-J')
            for (const j of value.word.split(','))
                sshHost(t, { word: unquoted(j), dynamic: value.dynamic });
        if (name !== '-o')
            continue;
        const m = /^\s*"?(hostname|proxyjump)"?(?:\s*=\s*|\s+)(.*)$/i.exec(value.word);
        if (value.dynamic)
            t.url(value.word, true);
        else if (m !== null && unquoted(m[2]).toLowerCase() !== 'none')
            for (const h of unquoted(m[2]).split(','))
                sshHost(t, { word: unquoted(h), dynamic: false });
    }
}
/** A value without blanks around it and ssh's double quotes (`"evil.com"`). */
function unquoted(v) {
    return v.trim().replace(/"/g, '');
}
const SSH = letterGrammar('BbcDEeFIiJLlmOopRSWw');
const AUTOSSH = letterGrammar('BbcDEeFIiJLlmOopRSWwM');
const SFTP = letterGrammar('BbcDFiJloPRSsX');
const SSH_COPY_ID = letterGrammar('iopFt');
const MOSH = letterGrammar('p', ['client', 'server', 'ssh', 'predict', 'port', 'family', 'bind-server', 'experimental-remote-ip']);
/** ssh, and autossh (whose `-M PORT` takes a value): its letters that take one. */
const sshReader = (g, tool) => (words, dynamic, t) => {
    // (Options may follow the destination; the remote command starts at the next operand, and is
    // not read here: a line of its own, so nested `ssh h ssh h …` stays linear.)
    const o = options(words, dynamic, g, t, tool, 2);
    sshOptionHosts(t, o.values);
    // (`-W host:port` forwards the connection there, through the destination.)
    // (`-i FILE`: the key it reads; `-E FILE`: the log it appends to; `-S PATH`: the control socket
    // it may create; `-o` keywords naming files; `-L`/`-R`/`-D` Unix sockets.)
    for (const { name, value } of o.values) {
        if (name === '-i')
            t.read(value.word, value.dynamic);
        else if (name === '-E')
            t.edit(value.word, value.dynamic);
        else if (name === '-S' && value.dynamic)
            t.edit(value.word, true);
        else if (name === '-S')
            sshFile(t, 'edit', value.word);
        else if (name === '-o')
            sshOptionFiles(t, value);
        // (A forward's local Unix socket, created or connected to.)
        else if (name === '-L' || name === '-R' || name === '-D')
            sshForwardFiles(t, name, value);
    }
    for (const { name, value } of o.values)
        if (name === '-W')
            sshHost(t, value.dynamic ? value : { word: value.word.replace(/:[^:\]]*$/, ''), dynamic: false });
    if (!['-V', '-G', '-Q'].some((f) => o.flags.has(f)) && o.operands[0] !== undefined)
        sshHost(t, o.operands[0]);
};
/**
 * ssh-copy-id hands `-o`, `-p` and `-F` to ssh (a configuration file: a problem, as for ssh), and
 * sends the key `-i FILE` names: FILE and FILE.pub are read (the script evals a `cat "FILE"`, so
 * a name holding `$`, a backquote, `"` or `\` may run a command: a problem).
 */
const sshCopyId = (words, dynamic, t) => {
    const o = options(words, dynamic, SSH_COPY_ID, t, 'ssh-copy-id', 1);
    sshOptionHosts(t, o.values);
    for (const { name, value } of o.values) {
        if (name === '-F')
            t.problem('ssh-copy-id -F hands ssh a configuration file, which may run commands');
        else if (name === '-o') {
            sshOptionCommands(t, value);
            sshOptionFiles(t, value);
        }
        else if (name === '-i') {
            if (!value.dynamic && /[$`"\\]/.test(value.word))
                t.problem('ssh-copy-id evaluates the -i file name in a shell command');
            t.read(value.word, value.dynamic);
            t.read(value.dynamic ? value.word : value.word.endsWith('.pub') ? value.word.slice(0, -4) : `${value.word}.pub`, value.dynamic);
        }
    }
    if (o.operands[0] !== undefined)
        sshHost(t, o.operands[0]);
};
/** An `-o` ssh option a tool that is not read as ssh hands to ssh: the lines it runs here, the code it loads. */
function sshOptionCommands(t, value) {
    if (value.dynamic) {
        t.run(value.word, true);
        return;
    }
    const line = sshCommandOption(value.word);
    if (line !== undefined)
        t.run(line, false);
    const loads = sshLoadsCode(value.word);
    if (loads !== undefined)
        t.problem(`-o ${value.word} makes ssh load ${loads}`);
}
/** mosh: the destination, and the programs it runs: `--ssh` here (with the host), `--client` here, `--server` there. */
const mosh = (words, dynamic, t) => {
    const o = options(words, dynamic, MOSH, t, 'mosh', 1);
    const host = o.operands[0];
    for (const { name, value } of o.values) {
        if (name === '--ssh')
            t.run(value.dynamic || host === undefined || host.dynamic ? value.word : `${value.word} ${host.word} -- mosh-server new`, value.dynamic);
        else if (name === '--client' || name === '--server')
            t.run(value.word, value.dynamic);
    }
    if (host !== undefined)
        sshHost(t, host);
};
const sftp = (words, dynamic, t) => {
    const o = options(words, dynamic, SFTP, t, 'sftp');
    sshOptionHosts(t, o.values);
    for (const { name, value } of o.values) {
        if (name === '-i')
            t.read(value.word, value.dynamic);
        else if (name === '-o')
            sshOptionFiles(t, value);
    }
    const d = o.operands[0];
    if (d === undefined)
        return;
    if (d.dynamic || /^sftp:\/\//i.test(d.word))
        t.url(d.word, d.dynamic);
    else
        sshHost(t, { word: remoteSide(d.word) ?? d.word, dynamic: false });
    // (`sftp h:FILE DEST`: the download is written to DEST, or below it, a directory; `-r` a tree.)
    const local = o.operands[1];
    if (local !== undefined)
        t.edit(local.word, local.dynamic, 'tree');
};
/**
 * The host of a `[user@]host:path` operand, or undefined for a local path: OpenSSH's colon(),
 * left to right, a `[` at the start or after `@` opening a bracketed host that ends at `]:`,
 * otherwise the first `:`, unless a `/` comes first.
 */
export function remoteSide(w) {
    if (w.startsWith(':'))
        return undefined;
    let bracket = w.startsWith('[');
    for (let i = 0; i < w.length; i++) {
        const c = w[i];
        if (c === '@' && w[i + 1] === '[')
            bracket = true;
        if (c === ']' && w[i + 1] === ':' && bracket)
            return w.slice(0, i + 1);
        if (c === ':' && !bracket)
            return w.slice(0, i);
        if (c === '/')
            return undefined;
    }
    return undefined;
}
/** sshfs `[user@]host:[dir] MOUNTPOINT [options]`: `-o` takes a comma list of ssh and sshfs options. */
const sshfs = (words, dynamic, t) => {
    let host;
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            t.problem('an expansion may be an sshfs option that names a host or a command');
            continue;
        }
        if (w === '-p' || w === '-F' || w === '-o') {
            const v = words[++i] ?? '';
            if (dynamic[i])
                t.problem(`an expansion is the value of sshfs ${w}`);
            else if (w === '-F')
                t.problem('sshfs -F reads an ssh configuration from a file');
            else if (w === '-o')
                sshfsOptions(t, v);
            continue;
        }
        if (w.startsWith('-o') && w.length > 2)
            sshfsOptions(t, w.slice(2));
        else if (!w.startsWith('-') && host === undefined)
            host = { word: w, dynamic: false };
    }
    if (host !== undefined)
        sshHost(t, { word: remoteSide(host.word) ?? host.word, dynamic: false });
};
function sshfsOptions(t, list) {
    for (const o of list.split(',')) {
        const eq = o.indexOf('=');
        const key = (eq < 0 ? o : o.slice(0, eq)).trim().toLowerCase();
        const value = eq < 0 ? '' : o.slice(eq + 1);
        if (key === 'ssh_command' || key === 'proxycommand' || key === 'localcommand' || key === 'knownhostscommand')
            t.run(value, false);
        else if (key === 'hostname' || key === 'proxyjump')
            for (const h of value.split(';'))
                sshHost(t, { word: unquoted(h), dynamic: false });
        else if (key === 'pkcs11provider' || key === 'securitykeyprovider' || key === 'sftp_server')
            t.problem(`sshfs -o ${key} loads or runs a program`);
        else if (eq > 0)
            sshOptionFiles(t, { word: o, dynamic: false });
    }
}
/**
 * A pdsh/clush host list (`-w a,user@b,node[01-04]`): each host; a range, a file (`^FILE`),
 * standard input (`-`), a group (`@g`) or a pattern names hosts not known here.
 */
function hostList(t, w) {
    if (w.dynamic)
        return t.url(w.word, true);
    for (const h of w.word.split(',')) {
        if (h === '')
            continue;
        if (/[[\]^*?/@]|^-$/.test(h.replace(/^[^@]+@(?=[^@])/, '')))
            t.url(h, true);
        else
            t.url(hostUrl('ssh', h), false);
    }
}
/** pdsh's and clush's options naming hosts from a file: all hosts (genders, machines file), a group's, a host file. */
const CONFIGURED_HOSTS = new Set(['-a', '--all', '-g', '--group', '--hostfile']);
const PDSH = letterGrammar('wxglXtufRMFPjC');
const CLUSH = letterGrammar('wxglXftuoR', ['nodes', 'exclude', 'group', 'user', 'fanout', 'connect_timeout', 'command_timeout', 'options', 'worker',
    'hostfile', 'dest', 'pick', 'topology', 'groupsource', 'color']);
/**
 * pdsh, pdcp and rpdcp (`-w HOSTS`, `-x` excludes), clush (`-w`, `--nodes`): the hosts they reach.
 * pdcp copies its operands but the last (the remote directory) from here: reads; rpdcp copies
 * to its last operand: a write. `-r` copies directories whole.
 */
const parallelShell = (g, tool, copies) => (words, dynamic, t) => {
    const o = options(words, dynamic, g, t, tool, copies === undefined ? 1 : Infinity);
    let listed = false;
    for (const { name, value } of o.values) {
        if (name !== '-w' && name !== '--nodes')
            continue;
        hostList(t, value);
        listed = true;
    }
    // (`pdsh -a`, `-g GROUP`, or no `-w` (WCOLL's file): hosts from files the line does not show.)
    const configured = [...o.flags, ...o.values.map((v) => v.name)].find((n) => CONFIGURED_HOSTS.has(n));
    if (configured !== undefined || !listed)
        t.url(configured === undefined ? `${tool}'s configured hosts` : `${tool} ${configured}`, true);
    if (copies === undefined)
        return;
    const below = o.flags.has('-r') ? 'tree' : 'none';
    const files = o.operands;
    for (let k = 0; k + 1 < files.length; k++)
        if (copies === 'to')
            t.read(files[k].word, files[k].dynamic, below);
    const last = files[files.length - 1];
    if (copies === 'from' && last !== undefined)
        t.edit(last.word, last.dynamic, below);
};
/** The ssh family's readers, by the name each runs as (remote-hosts.ts HOST_READERS). */
export const SSH_HOST_READERS = [
    ['ssh', sshReader(SSH, 'ssh')], ['autossh', sshReader(AUTOSSH, 'autossh')], ['ssh-copy-id', sshCopyId], ['mosh', mosh], ['sftp', sftp], ['sshfs', sshfs],
    ['pdsh', parallelShell(PDSH, 'pdsh')], ['clush', parallelShell(CLUSH, 'clush')], ['pdcp', parallelShell(PDSH, 'pdcp', 'to')], ['rpdcp', parallelShell(PDSH, 'rpdcp', 'from')],
];
//# sourceMappingURL=ssh-hosts.js.map