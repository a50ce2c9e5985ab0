// Where git connects, and which other repositories it reads or writes (reference E.12: a Domain
// deny must hold for every tool that reaches the network, not only for fetchers such as curl).
//
// - A repository operand (clone, fetch, pull, push, ls-remote, remote add/set-url, submodule add,
//   archive --remote) or a configuration value that names one (remote.*.url, url.*.insteadOf,
//   http.proxy, …) that is a URL (`https://h/x`, `ssh://h/x`, `git://h/x`) or git's scp-like
//   form (`[user@]host:path`, when no `/` comes before the first `:`) names a host: a Domain part
//   for deny and ask rules. Allowing git covers where it connects, as it covers its named remotes
//   (`git push origin`), whose hosts the line does not show.
// - A `file://` URL or a path (`../x`, `/srv/repo.git`) is a repository here (`file://h/x`: also
//   `//h/x`, a UNC path on Windows): everything below it is read (clone, fetch, pull, ls-remote)
//   or written (push). For clone, a bare word is a path too (it has no remotes); elsewhere a word
//   without `/` or `:` is a remote's name.
// - `transport::address` runs the remote helper `git-remote-<transport>` (`ext::CMD` runs CMD):
//   a problem.
// - `git svn` reaches the Subversion URLs among its words (`clone|init URL`; the others the URL
//   kept in the configuration); `git cvsimport`/`cvsexportcommit -d CVSROOT` reach its host.
import { cvsRoot } from './lookup-hosts.js';
const SCHEME_URL = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//;
/** (git reads a helper's name as scheme characters, none at all included.) */
const HELPER = /^(?:[A-Za-z][A-Za-z0-9+.-]*)?::/;
/** `word` relative to `dir` (the directory `-C` gave; undefined: the working directory). */
export function under(dir, word) {
    if (dir === undefined || word.startsWith('/') || word.startsWith('~'))
        return word;
    return word === '.' ? dir : `${dir.replace(/(?<!\/)\/+$/, '')}/${word}`;
}
/**
 * A repository operand: a host (Domain part), a repository here (paths), a remote's name
 * (nothing), or a helper (a problem). `names` says whether a bare word may be a remote's name.
 */
export function remoteOperand(t, o, use, base, names) {
    const w = o.word;
    if (o.dynamic) {
        // A URL or a path: any host, any repository here.
        t.url(w, true);
        t.add(use, w, true, 'tree', false);
        return;
    }
    if (HELPER.test(w)) {
        t.problem(`git reaches ${JSON.stringify(w)} through a remote helper program${w.toLowerCase().startsWith('ext::') ? ' that runs the command line it is given' : ''}`);
        return;
    }
    const scheme = SCHEME_URL.exec(w);
    if (scheme !== null) {
        if (scheme[1] === 'file') {
            // git on POSIX ignores the host of a file URL: `file://h/srv/x` is /srv/x here; Git for
            // Windows opens `//h/srv/x`, a UNC path (SMB to h): both are read.
            const rest = w.slice(scheme[0].length);
            const slash = rest.indexOf('/');
            if (slash >= 0) {
                t.add(use, rest.slice(slash), false, 'tree', false);
                if (slash > 0)
                    t.add(use, `//${rest}`, false, 'tree', false);
            }
            else
                t.problem(`git reads the repository of ${JSON.stringify(w)}, which names no path`);
        }
        else
            t.url(w, false);
        return;
    }
    const colon = w.indexOf(':');
    const slash = w.indexOf('/');
    if (colon >= 0 && (slash < 0 || slash > colon)) {
        t.url(scpHost(w, colon), false);
        return;
    }
    if (names && colon < 0 && slash < 0 && w !== '.' && w !== '..')
        return;
    t.add(use, under(base, w), false, 'tree', false);
}
/**
 * `[user@]host:path` as an ssh URL of the host, read as git reads it: the host ends at the first
 * `:`, unless it starts with `[` or the first `@[` opens one, which ends at `]` (`[host:port]:path`
 * gives host and port; `[user@][v6]:path` an IPv6 address, which keeps its brackets).
 */
function scpHost(w, colon) {
    const at = w.indexOf('@[');
    const open = w.startsWith('[') ? 0 : at >= 0 ? at + 1 : -1;
    const close = open >= 0 ? w.indexOf(']', open + 1) : -1;
    if (close > 0 && w.indexOf(':', close) > 0) {
        const user = w.slice(0, open);
        const inside = w.slice(open + 1, close);
        // (One colon: host and port, as git reads it; more: an IPv6 address.)
        const first = inside.indexOf(':');
        const host = first === inside.lastIndexOf(':') ? inside : `[${inside}]`;
        return `ssh://${user}${host}/`;
    }
    return `ssh://${w.slice(0, colon)}/`;
}
/** A word that names a host (a URL, `host:path`), as a Domain part; anything else names none. */
function hostOnly(t, w) {
    if (w === '' || w.startsWith('-') || HELPER.test(w))
        return;
    const scheme = SCHEME_URL.exec(w);
    if (scheme !== null) {
        if (scheme[1] !== 'file')
            t.url(w, false);
        return;
    }
    const colon = w.indexOf(':');
    const slash = w.indexOf('/');
    // (Where a refspec may stand, `:old`, `v1.0:refs/tags/v1.0`, `@:main`, only a word whose host
    // part is a host name with a dot, an IPv4 address or a bracketed one is taken for a host.)
    if (colon >= 0 && (slash < 0 || slash > colon) && HOST_NAME.test(w.slice(w.lastIndexOf('@', colon) + 1, colon)))
        t.url(scpHost(w, colon), false);
}
const HOST_NAME = /^(?:(?:[A-Za-z0-9-]+\.)+[A-Za-z][A-Za-z0-9-]*\.?|\d+\.\d+\.\d+\.\d+|\[.*)$/;
/**
 * Configuration keys whose value is a repository or proxy URL (lower case); git-lfs's server
 * (`lfs.url`, `remote.*.lfsurl`, their push twins) and the bundle `git fetch` downloads first
 * (`fetch.bundleURI`) are reached too.
 */
const URL_VALUE_KEYS = /^(?:remote\..+\.(?:url|pushurl|proxy|lfsurl|lfspushurl)|svn-remote\..+\.(?:url|pushurl)|submodule\..+\.url|https?\.(?:.+\.)?proxy|branch\..+\.(?:remote|pushremote)|remote\.pushdefault|lfs\.(?:url|pushurl)|fetch\.bundleuri)$/;
/** `url.<base>.insteadOf` / `pushInsteadOf`: `<base>` is where git connects instead. */
const URL_REWRITE_KEY = /^url\.(.+)\.(?:insteadof|pushinsteadof)$/i;
/**
 * A configuration key and value (`-c KEY=VALUE`, `git config KEY VALUE`) that name a repository
 * git connects to or reads: its host or path. Returns whether the key is one of those.
 */
export function configRemote(t, key, keyAsWritten, value, base) {
    const rewrite = URL_REWRITE_KEY.exec(keyAsWritten);
    if (rewrite !== null) {
        // (The key keeps the base as written: the subsection is case-sensitive.)
        remoteOperand(t, { word: rewrite[1], dynamic: false }, 'edit', base, false);
        return true;
    }
    if (connectionKey(t, key, value, base))
        return true;
    if (!URL_VALUE_KEYS.test(key))
        return false;
    if (value.word === '' && !value.dynamic)
        return true;
    if (key.endsWith('proxy')) {
        if (value.dynamic)
            t.url(value.word, true);
        else
            t.url(value.word, false);
        return true;
    }
    // A remote's URL is fetched from and pushed to.
    remoteOperand(t, value, 'read', base, false);
    if (!value.dynamic && !SCHEME_URL.test(value.word) && value.word.indexOf(':') < 0)
        t.add('edit', under(base, value.word), false, 'tree', false);
    return true;
}
/**
 * Other keys that make git connect somewhere: `remotes.<group>` (the remotes or URLs `remote
 * update` and `fetch --multiple` fetch), `imap.host` (imap-send's server), `http.curloptResolve`
 * (`[+]HOST:PORT:ADDR[,ADDR]…`: the addresses git connects to for HOST). Returns whether it is one.
 */
function connectionKey(t, key, value, base) {
    if (key.startsWith('remotes.')) {
        if (value.dynamic)
            t.url(value.word, true);
        else
            for (const w of value.word.split(/\s+/))
                if (w !== '')
                    remoteOperand(t, { word: w, dynamic: false }, 'read', base, true);
        return true;
    }
    if (key === 'cvsimport.d') {
        // (cvsimport takes its options' defaults from `cvsimport.<letter>`.)
        cvsRoot(t, value);
        return true;
    }
    if (key === 'imap.host') {
        if (value.dynamic)
            t.url(value.word, true);
        else if (value.word !== '')
            t.url(SCHEME_URL.test(value.word) ? value.word : `imap://${value.word}/`, false);
        return true;
    }
    if (key === 'http.curloptresolve') {
        const m = /^\+?(\[[^\]]*\]|[^:]*):[^:]*:(.*)$/.exec(value.word);
        if (value.dynamic || (m === null && !value.word.startsWith('-')))
            t.url(value.word, true);
        else if (m !== null)
            for (const h of [m[1], ...m[2].split(',')])
                if (h !== '')
                    t.url(`https://${h}/`, false);
        return true;
    }
    return false;
}
/** A remote helper run directly (`git remote-https NAME URL`): the URL it is given; any other helper is a program. */
function remoteHelper(t, transport, operands) {
    if (!/^(?:https?|ftps?)$/.test(transport)) {
        t.problem(`git remote-${transport} runs the remote helper program git-remote-${transport}`);
        return;
    }
    // (The URL is the second operand, written with or without the scheme; or the first, when it is one.)
    operands.forEach((o, k) => {
        if (o.dynamic)
            t.url(o.word, true);
        else if (k === 1 && !SCHEME_URL.test(o.word))
            t.url(`${transport}://${o.word}`, false);
        else
            hostOnly(t, o.word);
    });
}
/** `git subtree add|pull|push|merge`: the repository operand (after the prefix, `-P DIR`, when that is a separate word). */
function subtreeRemotes(t, before, after, options, base) {
    const operands = [...before, ...after];
    const at = operands.findIndex((o) => /^(?:add|pull|push|merge|split)$/.test(o.word));
    const action = operands[at]?.word;
    // (`-P DIR` leaves DIR among the operands, before or after the action.)
    const rest = operands.slice(at + 1 + (options.includes('-P') && at === 0 ? 1 : 0));
    const position = action === 'pull' || action === 'push' || (action === 'add' && rest.length >= 2) ? 0 : action === 'merge' ? 1 : -1;
    rest.forEach((o, k) => {
        if (k === position)
            remoteOperand(t, o, action === 'push' ? 'edit' : 'read', base, true);
        else if (o.dynamic)
            t.url(o.word, true);
        else
            hostOnly(t, o.word);
    });
}
/**
 * The repository operands of a subcommand (options already taken out: `before` are the operands
 * before `--`, `after` those after it).
 */
export function subcommandRemotes(t, sub, before, after, options, base) {
    const has = (name) => options.includes(name);
    switch (sub) {
        case 'clone': {
            const source = before[0] ?? after[0];
            if (source !== undefined)
                remoteOperand(t, source, 'read', base, false);
            break;
        }
        case 'fetch':
        case 'pull':
        case 'ls-remote':
        case 'push': {
            // The repository is the first operand (every one with fetch --multiple), before or after `--`.
            const operands = [...before, ...after];
            const use = sub === 'push' ? 'edit' : 'read';
            const first = sub === 'fetch' && (has('--multiple') || has('-m')) ? operands.length : 1;
            for (const o of operands.slice(0, first))
                remoteOperand(t, o, use, base, true);
            // An option the analysis reads wrongly may have taken the repository as its value, or left
            // its own value as the first operand: any other word that names a host is a host too (a
            // refspec `HEAD:main` names "HEAD", which no Domain rule names).
            for (const o of operands.slice(first))
                if (!o.dynamic)
                    hostOnly(t, o.word);
            for (const o of options)
                hostOnly(t, o.startsWith('-') ? o.slice(o.indexOf('=') + 1 || o.length) : o);
            break;
        }
        case 'fetch-pack':
        case 'send-pack': {
            // The repository (a URL or a path, never a remote's name), then the refs.
            const operands = [...before, ...after];
            if (operands[0] !== undefined)
                remoteOperand(t, operands[0], sub === 'send-pack' ? 'edit' : 'read', base, false);
            for (const o of operands.slice(1))
                if (!o.dynamic)
                    hostOnly(t, o.word);
            break;
        }
        case 'http-fetch':
        case 'http-push':
            for (const o of [...before, ...after]) {
                if (o.dynamic)
                    t.url(o.word, true);
                else
                    hostOnly(t, o.word);
            }
            break;
        case 'subtree':
            subtreeRemotes(t, before, after, options, base);
            break;
        case 'request-pull':
            if (before[1] !== undefined)
                remoteOperand(t, before[1], 'read', base, true);
            break;
        case 'remote': {
            const action = before[0]?.word;
            // add NAME URL; set-url [--push|--add] NAME NEWURL [OLDURL] (not --delete: it only removes).
            if (action === 'add' && before[2] !== undefined)
                remoteOperand(t, before[2], 'edit', base, false);
            if (action === 'set-url' && !has('--delete') && before[2] !== undefined)
                remoteOperand(t, before[2], 'edit', base, false);
            break;
        }
        case 'submodule':
            if (before[0]?.word === 'add') {
                const source = before[1] ?? after[0];
                if (source !== undefined)
                    remoteOperand(t, source, 'read', base, false);
            }
            // set-url PATH NEWURL: the next `submodule update` fetches from it.
            if (before[0]?.word === 'set-url') {
                const url = [...before.slice(1), ...after][1];
                if (url !== undefined)
                    remoteOperand(t, url, 'read', base, false);
            }
            break;
        case 'lfs':
            lfsRemotes(t, [...before, ...after], options, base);
            break;
        default:
            if (sub.startsWith('remote-'))
                remoteHelper(t, sub.slice(7), [...before, ...after]);
    }
}
/** git-lfs's actions that reach a remote: the first operand after the action is it (a remote's name or a URL). */
const LFS_REMOTE_ACTIONS = new Set(['fetch', 'pull', 'push', 'clone', 'pre-push']);
/**
 * `git lfs ACTION …`: the remote of fetch, pull, push, clone and pre-push (git-lfs takes a URL
 * there as well as a name), and any other word that names a host (its options are not read, so
 * one may have taken the remote's place).
 */
function lfsRemotes(t, operands, options, base) {
    const action = operands[0]?.word ?? '';
    if (!LFS_REMOTE_ACTIONS.has(action))
        return;
    for (const o of options)
        hostOnly(t, o.startsWith('-') ? o.slice(o.indexOf('=') + 1 || o.length) : o);
    operands.slice(1).forEach((o, k) => {
        if (k === 0)
            remoteOperand(t, o, action === 'push' || action === 'pre-push' ? 'edit' : 'read', base, action !== 'clone');
        else if (o.dynamic)
            t.url(o.word, true);
        else
            hostOnly(t, o.word);
    });
}
/** The Subversion actions that write to the repository they reach (`file://` URLs: a write below the path). */
const SVN_WRITERS = new Set(['dcommit', 'branch', 'tag', 'set-tree', 'commit-diff']);
/**
 * `git svn ARGS` (Getopt::Long: options anywhere, values attached with `=` or in the next word,
 * unique prefixes): every URL among the words, and `--authors-prog=PROG`, which git-svn runs (a
 * line). An expansion may be either: an unknown host.
 */
function svnRemotes(t, words, base) {
    const use = words.some((w) => !w.dynamic && SVN_WRITERS.has(w.word)) ? 'edit' : 'read';
    for (let k = 0; k < words.length; k++) {
        const w = words[k];
        if (w.dynamic) {
            t.url(w.word, true);
            continue;
        }
        const eq = w.word.indexOf('=');
        const name = /^--?[a-z]/.test(w.word) ? (eq > 0 ? w.word.slice(0, eq) : w.word).replace(/^--?/, '') : '';
        if (name.length >= 9 && 'authors-prog'.startsWith(name)) {
            const prog = eq > 0 ? { word: w.word.slice(eq + 1), dynamic: false } : words[++k];
            if (prog !== undefined)
                t.run(prog.word, prog.dynamic);
            continue;
        }
        const value = name !== '' && eq > 0 ? w.word.slice(eq + 1) : w.word;
        if (SCHEME_URL.test(value))
            remoteOperand(t, { word: value, dynamic: false }, use, base, false);
    }
}
/**
 * `git cvsimport` and `git cvsexportcommit` (Getopt::Std: letter clusters, a value attached or in
 * the next word, options end at the first operand): the host of `-d CVSROOT`, and of a CVSROOT
 * among cvsimport's `-p` options for cvsps (comma-separated).
 */
function cvsRemotes(t, words, valueLetters) {
    for (let k = 0; k < words.length; k++) {
        const w = words[k];
        if (w.dynamic) {
            // (An option, `-d ROOT` among them, or the module: an unknown host.)
            t.url(w.word, true);
            continue;
        }
        if (w.word === '--' || w.word.length < 2 || !w.word.startsWith('-'))
            return;
        for (let p = 1; p < w.word.length; p++) {
            const letter = w.word[p];
            if (!valueLetters.includes(letter))
                continue;
            const value = p + 1 < w.word.length ? { word: w.word.slice(p + 1), dynamic: false } : words[++k];
            if (value === undefined)
                return;
            if (letter === 'd')
                cvsRoot(t, value);
            else if (letter === 'p')
                for (const o of value.word.split(','))
                    cvsRoot(t, { word: o, dynamic: value.dynamic });
            break;
        }
    }
}
/** The repositories of git's bridges to other systems (`git svn`, `git cvsimport`), from the words after the subcommand (`from`). */
export function bridgeRemotes(t, sub, words, dynamic, from, base) {
    if (sub !== 'svn' && sub !== 'cvsimport' && sub !== 'cvsexportcommit')
        return;
    const args = words.slice(from).map((w, k) => ({ word: w, dynamic: dynamic[from + k] ?? false }));
    if (sub === 'svn')
        svnRemotes(t, args, base);
    else
        cvsRemotes(t, args, sub === 'cvsimport' ? 'odprCzsMPASL' : 'mdw');
}
//# sourceMappingURL=git-remotes.js.map