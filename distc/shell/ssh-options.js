// ssh's `-o` options (also given to scp and sftp) that name a command line: ProxyCommand,
// LocalCommand and KnownHostsCommand run on this machine, RemoteCommand on the remote one; those
// that name files it reads or writes here; and ssh's option grammar, which its front-ends
// (autossh) read too.
const SSH_FLAGS = '-4 -6 -A -a -C -f -g -K -k -N -n -q -T -t -v -X -x -Y -y';
const SSH_ARGS = '-B -b -c -D -E -e -F -I -i -J -L -l -m -O -o -p -R -S -W -w';
/**
 * ssh runs its words joined, by the remote shell (without any, that shell reads standard input);
 * ProxyCommand and LocalCommand run here. -N, -W and -O run no command.
 */
export const SSH_GRAMMAR = {
    flags: `${SSH_FLAGS} -M`, args: SSH_ARGS, noCommand: '-V -G -Q -N -W -O', operands: 1, joined: true, coversWhatItRuns: true, opaque: '-F -s -I',
    lineValue: sshRemoteCommandOption, localLineValue: sshLocalCommandOption, loadsCode: sshLoadsCode, shell: true,
};
/** autossh: `-M PORT` (its monitoring port) and `-f`, then ssh's own options, which it hands to ssh. */
export const AUTOSSH_GRAMMAR = { ...SSH_GRAMMAR, flags: SSH_FLAGS, args: `${SSH_ARGS} -M` };
/** ssh's `-o KEYWORD=VALUE` (or `KEYWORD VALUE`): the command line of the keywords whose value ssh runs. */
export function sshCommandOption(option) {
    return commandOption(option)?.line;
}
/** The command line of `-o RemoteCommand=…`, which runs on the remote host (where ssh's command runs). */
export function sshRemoteCommandOption(option) {
    const o = commandOption(option);
    return o !== undefined && o.keyword === 'remotecommand' ? o.line : undefined;
}
/** The command line of `-o ProxyCommand=…`, `LocalCommand`, `KnownHostsCommand`: run on this machine. */
export function sshLocalCommandOption(option) {
    const o = commandOption(option);
    return o !== undefined && o.keyword !== 'remotecommand' ? o.line : undefined;
}
/** ssh's `-o` keywords that load a library into ssh here (`PKCS11Provider=LIB`): what they load, or undefined. */
export function sshLoadsCode(option) {
    const m = /^\s*"?(pkcs11provider|securitykeyprovider)"?(?:\s*=\s*|\s+)\S/i.exec(option);
    return m === null ? undefined : `a library (${m[1]})`;
}
function commandOption(option) {
    let text = option.trimStart();
    // (ssh reads a quoted keyword too: `"ProxyCommand" CMD`.)
    const quoted = text.startsWith('"');
    if (quoted)
        text = text.slice(1);
    // (XAuthLocation: the xauth ssh runs here, by popen, when X11 is forwarded: `-X`, or ForwardX11 in a configuration.)
    const keyword = /^(?:proxycommand|localcommand|knownhostscommand|remotecommand|xauthlocation)/i.exec(text)?.[0];
    if (keyword === undefined)
        return undefined;
    let rest = text.slice(keyword.length);
    if (quoted) {
        if (!rest.startsWith('"'))
            return undefined;
        rest = rest.slice(1);
    }
    const gap = rest.length - rest.trimStart().length;
    rest = rest.trimStart();
    if (rest.startsWith('='))
        rest = rest.slice(1).trimStart();
    else if (gap === 0)
        return undefined;
    return rest === '' ? undefined : { keyword: keyword.toLowerCase(), line: rest };
}
/**
 * ssh's `-o` keywords that name files here: known-hosts files it appends new host keys to and the
 * control socket it creates (Edit); keys, certificates and revocation lists it reads (Read).
 */
const SSH_FILE_KEYWORDS = new Map([
    ['userknownhostsfile', 'edit'], ['globalknownhostsfile', 'edit'], ['controlpath', 'edit'],
    ['identityfile', 'read'], ['certificatefile', 'read'], ['revokedhostkeys', 'read'],
]);
/** The files an `-o KEYWORD=VALUE` names (`UserKnownHostsFile=~/.bashrc`): Read or Edit parts. */
export function sshOptionFiles(t, option) {
    const m = /^\s*"?([a-z]+)"?(?:\s*=\s*|\s+)(.*)$/is.exec(option.word);
    // (`-o "$OPT"`: any keyword, ProxyCommand among them; `-o "ProxyCommand=$C"`: any command.)
    if (m === null && option.dynamic)
        t.problem(`an expansion may be any ssh option, one that runs a command or writes a file (-o ${option.word})`);
    else if (option.dynamic && /[$`]/.test(option.word) && /^(?:(?:proxy|local|knownhosts|remote)command|xauthlocation)$/i.test(m[1])) {
        t.problem(`an expansion is part of the command line ssh runs (-o ${option.word})`);
    }
    const local = m === null ? undefined : FORWARD_KEYWORDS.get(m[1].toLowerCase());
    if (local !== undefined) {
        // (`LocalForward ./sock host:80`: the listening side first, then where it connects.)
        const spec = m[2].replace(/"/g, '').trim().split(/\s+/)[local];
        if (option.dynamic && /[$`]/.test(option.word))
            t.add('edit', m[2], true, 'none', false);
        else if (spec !== undefined)
            sshForwardFiles(t, '-D', { word: spec, dynamic: false });
        return;
    }
    const op = m === null ? undefined : SSH_FILE_KEYWORDS.get(m[1].toLowerCase());
    if (op === undefined)
        return;
    // (bash expands a `~` after the `=` as ssh would, `-o X=~/k`: read as written. Another
    // expansion may be any path.)
    if (option.dynamic && /[$`]/.test(option.word)) {
        t.add(op, m[2], true, 'none', false);
        return;
    }
    // (Known-hosts files are a list: `"a b" c`.)
    for (const file of m[2].match(/"[^"]*"|[^\s"]+/g) ?? [])
        sshFile(t, op, file.replace(/"/g, ''));
}
/**
 * One file ssh names (`-o` values, `-S`): `~/` is the home; `%h`-style tokens are parts of a name
 * (a glob), but `%d` (the home), `${VAR}`, `~user` and a glob character may name any path.
 */
export function sshFile(t, op, file) {
    if (file === '' || file.toLowerCase() === 'none')
        return;
    if (/\$\{|%d|[*?[]/.test(file) || /^~[^/]/.test(file))
        t.add(op, file, true, 'none', false);
    else if (file.includes('%'))
        t.glob(op, file, file.replace(/%%/g, '\0').replace(/%./g, '*').replace(/\0/g, '%'));
    else
        t.add(op, file, false, 'none', false);
}
/** The `-o` keywords of port forwarding, and which of their two arguments is on this machine. */
const FORWARD_KEYWORDS = new Map([['localforward', 0], ['remoteforward', 1], ['dynamicforward', 0]]);
/**
 * The local Unix sockets a forward names (a field with a `/`, as ssh's parse_forward reads one):
 * `-L ./sock:host:80` creates ./sock, `-R 80:/run/x.sock` connects to /run/x.sock (a remote
 * socket, `-R /r.sock:…`, is not here); `-D` any. Edit parts; a spec from an expansion may name any.
 */
export function sshForwardFiles(t, option, spec) {
    if (spec.dynamic) {
        t.add('edit', spec.word, true, 'none', false);
        return;
    }
    // (Fields split on `:` outside `[…]`, an IPv6 address.)
    const fields = spec.word.match(/\[[^\]]*\]|[^:]+/g) ?? [];
    const local = option === '-L' ? fields.slice(0, 1) : option === '-R' ? fields.slice(1).slice(-1) : fields;
    for (const f of local)
        if (f.includes('/'))
            sshFile(t, 'edit', f);
}
//# sourceMappingURL=ssh-options.js.map