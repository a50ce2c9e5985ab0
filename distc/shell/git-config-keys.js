// git's configuration keys whose value it runs as a command line (core.pager, core.sshCommand,
// credential helpers, `!` values, …) or that make it load code or configuration from elsewhere
// (core.hooksPath, include.path, …), for `git -c KEY=VALUE` and `git config KEY VALUE`
// (git-arguments.ts).
import { under } from './git-remotes.js';
/** Config keys whose value git runs as a command line (lower case; `*` is one subsection). */
const COMMAND_KEYS = [
    'core.pager', 'pager.*', 'core.editor', 'sequence.editor', 'core.sshcommand', 'core.fsmonitor', 'core.askpass',
    'core.gitproxy', 'diff.external', 'diff.*.command', 'diff.*.textconv', 'difftool.*.cmd', 'mergetool.*.cmd', 'merge.*.driver',
    'filter.*.clean', 'filter.*.smudge', 'filter.*.process', 'credential.helper', 'credential.*.helper', 'gpg.program',
    'gpg.*.program', 'sendemail.sendmailcmd', 'sendemail.smtpserver', 'sendemail.*.smtpserver', 'browser.*.cmd', 'browser.*.path', 'man.*.cmd', 'man.*.path',
    'uploadpack.packobjectshook', 'remote.*.uploadpack', 'remote.*.receivepack', 'ssh.command',
    // (Found in review: more keys whose value git runs.)
    'core.alternaterefscommand', 'interactive.difffilter', 'gpg.ssh.defaultkeycommand', 'difftool.*.path', 'mergetool.*.path',
    'guitool.*.cmd', 'sendemail.tocmd', 'sendemail.cccmd', 'sendemail.headercmd', 'tar.*.command', 'submodule.*.update',
    // (imap-send runs its tunnel by `sh -c`; instaweb its httpd; newer gits the commands of configured hooks.)
    'imap.tunnel', 'instaweb.httpd', 'hook.*.command',
    // (git svn runs its authors program; `svn.*` are its options' defaults, `svn-remote.*.*` per remote.)
    'svn.authorsprog', 'svn-remote.*.authorsprog',
    // (git-lfs runs a custom transfer agent's program and its extensions' clean and smudge lines.)
    'lfs.customtransfer.*.path', 'lfs.extension.*.clean', 'lfs.extension.*.smudge',
].map((k) => new RegExp(`^${k.replace(/\./g, '\\.').replace('*', '.+')}$`));
const SMTP_SERVER_KEY = /^sendemail\.(?:.+\.)?smtpserver$/;
/**
 * A command key's value as git uses it: the line it runs (`stored`: for later, by `git config`),
 * or for send-email's smtpServer that is no absolute path, the SMTP host it connects to.
 */
export function commandKeyValue(t, key, value, stored) {
    const line = value.dynamic ? value.word : commandOfValue(key, value.word);
    if (line !== undefined)
        t.run(line, value.dynamic, stored);
    else if (SMTP_SERVER_KEY.test(key) && value.word !== '')
        t.url(`smtp://${value.word}/`, false);
}
export function isCommandKey(key) {
    return COMMAND_KEYS.some((r) => r.test(key));
}
/**
 * The line of a command key's value: a credential helper or `submodule.*.update` starting with `!`
 * is a shell line (without the `!`); another helper name `NAME` runs `git credential-NAME`.
 */
export function commandOfValue(key, value) {
    if (value.startsWith('!'))
        return value.slice(1);
    // (send-email runs an absolute smtpServer as a sendmail program; any other value is the SMTP host.)
    if (SMTP_SERVER_KEY.test(key) && !value.startsWith('/'))
        return undefined;
    // (`checkout`, `rebase`, `merge`, `none`: no command.)
    if (/^submodule\..+\.update$/.test(key))
        return undefined;
    if (/^credential\.(?:.+\.)?helper$/.test(key) && !value.startsWith('/') && !value.includes(' '))
        return `git credential-${value}`;
    return value;
}
/**
 * Config keys whose value names a file git reads (a key, a list of patterns or revisions, a
 * mailmap), or writes too (`edit`: the cookie jar it saves, trace2's targets, which every later
 * git command appends to; a directory gets a file per process; `directory`: format-patch's, whose
 * tree every later format-patch writes). Lower case; `*` is a subsection.
 */
const FILE_KEYS = [
    ['core.excludesfile', 'read'], ['blame.ignorerevsfile', 'read'], ['mailmap.file', 'read'], ['gpg.ssh.allowedsignersfile', 'read'],
    ['gpg.ssh.revocationfile', 'read'], ['sendemail.aliasesfile', 'read'], ['diff.orderfile', 'read'], ['commit.template', 'read'],
    ['user.signingkey', 'read'], ['http.sslcert', 'read'], ['http.sslkey', 'read'], ['http.sslcainfo', 'read'], ['http.sslcapath', 'read'],
    ['http.proxysslcert', 'read'], ['http.proxysslkey', 'read'], ['http.proxysslcainfo', 'read'], ['http.*.sslcert', 'read'], ['http.*.sslkey', 'read'],
    ['http.*.sslcainfo', 'read'], ['http.*.sslcapath', 'read'], ['http.cookiefile', 'edit'], ['http.*.cookiefile', 'edit'],
    ['trace2.normaltarget', 'trace'], ['trace2.perftarget', 'trace'], ['trace2.eventtarget', 'trace'], ['format.outputdirectory', 'directory'],
].map(([k, op]) => [new RegExp(`^${k.replace(/\./g, '\.').replace('*', '.+')}$`), op]);
/**
 * A key whose value names a file (FILE_KEYS), for `git -c` and a stored `git config`: a Read or
 * Edit part (relative to `base`, -C's directory). Returns whether the key is one of those.
 */
export function configFile(t, key, value, base) {
    const op = FILE_KEYS.find(([r]) => r.test(key))?.[1];
    if (op === undefined)
        return false;
    let word = value.word;
    if (op === 'trace' && !value.dynamic) {
        // (A number or a boolean is a file descriptor or standard error; `af_unix:[stream:|dgram:]PATH` a socket.)
        if (/^(?:\d+|true|false|yes|no|on|off)$/i.test(word))
            return true;
        word = word.replace(/^af_unix:(?:(?:stream|dgram):)?/, '');
    }
    const path = value.dynamic ? word : under(base, word);
    if (op === 'directory') {
        t.edit(path, value.dynamic, 'tree');
        return true;
    }
    t.read(path, value.dynamic, op === 'trace' ? 'tree' : 'none');
    if (op !== 'read')
        t.edit(path, value.dynamic, op === 'trace' ? 'tree' : 'none');
    return true;
}
/** Config keys that make git load code or configuration from elsewhere. */
const LOADING_KEYS = /^(?:core\.hookspath|core\.worktree|include\.path|includeif\..+\.path|protocol\.(?:.+\.)?allow|core\.attributesfile|uploadpack\.allowanysha1inwant|init\.templatedir)$/;
export function isLoadingKey(key) {
    return LOADING_KEYS.test(key);
}
/** help.autocorrect values that run no misspelled subcommand (show or never); any other may. */
const AUTOCORRECT_SHOWS = /^(?:0|false|off|no|show|never)$/i;
const FALSE = /^(?:0|false|off|no)$/i;
/**
 * Why a key makes later git commands do what their words do not say, so that deny and ask rules
 * cannot see it (undefined when it does not): `remote.*.push` (what a bare `git push` sends; a
 * `+` refspec forces), `remote.*.mirror` (push forces and deletes every ref), `help.autocorrect`
 * that runs (`git psuh -f` pushes).
 */
export function hiddenEffect(key, value) {
    if (key.startsWith('remote.') && key.endsWith('.push') && key.length > 12)
        return `${key} sets what git push sends (a + refspec forces)`;
    if (key.startsWith('remote.') && key.endsWith('.mirror') && key.length > 14 && (value.dynamic || !FALSE.test(value.word))) {
        return `${key} makes git push force and delete every ref`;
    }
    if (key === 'help.autocorrect' && (value.dynamic || !AUTOCORRECT_SHOWS.test(value.word)))
        return 'help.autocorrect makes git run a misspelled subcommand as the one it resembles';
    return undefined;
}
/**
 * A config value written for git to run later: a stored line, which deny and ask rules see (a
 * value from an expansion, or a key from one, is a problem). An alias that is no `!` line runs
 * `git VALUE` with the words it is given after it (`git config alias.p 'push -f'`, then `git p`).
 */
export function storedCommand(t, key, value, base) {
    const k = key.word.toLowerCase();
    const hidden = key.dynamic ? undefined : hiddenEffect(k, value);
    if (key.dynamic)
        t.problem('git config sets a key that comes from an expansion, whose value git may run');
    else if (configFile(t, k, value, base))
        return;
    else if (isCommandKey(k))
        commandKeyValue(t, k, value, true);
    else if (isLoadingKey(k))
        t.problem(`git config ${k} makes git load code or configuration from elsewhere`);
    else if (hidden !== undefined)
        t.problem(`git config ${hidden}`);
    else if (k.startsWith('alias.') && (value.dynamic || value.word.startsWith('!')))
        t.run(value.dynamic ? value.word : value.word.slice(1), value.dynamic, true);
    else if (k.startsWith('alias.'))
        t.run(`git ${value.word} "$@"`, false, true);
}
/**
 * git config's `--file F`, `--file=F`, `--fil[=]F` (a unique prefix), `-f F` or `-fF`: the file it
 * reads and writes (`--file=/etc/x a.b c` was read as writing .git/config).
 */
export function configFileOption(options) {
    for (let k = 0; k < options.length; k++) {
        const m = /^(?:--fil(?:e)?(=?)|-f)(.*)$/s.exec(options[k]);
        if (m === null)
            continue;
        return m[1] === '=' || (m[2] !== '' && options[k].startsWith('-f')) ? m[2] : options[k + 1];
    }
    return undefined;
}
//# sourceMappingURL=git-config-keys.js.map