// The servers rclone is pointed at on its own command line (cloud-clis.ts reads its files): a
// connection string's parameters (`:sftp,host=evil.com:path`, `remote,url='https://h':`, nested
// in `:crypt,remote=':sftp,host=h:':`) and the backend flags that set them (`--sftp-host h`,
// `--webdav-url=URL`). A named remote's host is in rclone's configuration, which the tool's allow
// rule covers, as for git's remotes; an on-the-fly remote of a backend that needs a server and
// is given none here takes it from the environment: an unknown host.
import { host } from './lookup-hosts.js';
import { mayBeOption } from './words.js';
/** Parameters (and backend flags, `--BACKEND-NAME`) whose value is a server: `host`, `url`, `endpoint`, `auth_url`, `socks_proxy`… */
const HOST_KEY = /(?:^|_)(?:host|url|endpoint|namenode|auth|address|proxy|server)$/;
/** Parameters whose value is a command rclone runs (`sftp --sftp-ssh 'ssh h'`, `--webdav-bearer-token-command`). */
const COMMAND_KEY = /^(?:ssh|auth_proxy|[a-z0-9_]*_command)$/;
/** On-the-fly backends that reach a server only a parameter names (no default host). */
const SERVER_BACKENDS = new Map([['sftp', 'host'], ['ftp', 'host'], ['smb', 'host'], ['http', 'url'], ['webdav', 'url'],
    ['hdfs', 'namenode'], ['seafile', 'url'], ['swift', 'auth'], ['netstorage', 'host'], ['filefabric', 'url']]);
/** A word rclone reads as a connection string: `[:]name,params:` (`:name:` alone has none). */
const CONNECTION_STRING = /^(:?)([\w.\- ]+)(?:,|:)/;
/** One parameter's value: the server it names, the command it runs, or a nested remote. */
function parameter(key, value, t) {
    const k = key.trim().toLowerCase().replace(/-/g, '_');
    if (HOST_KEY.test(k))
        host(t, { word: value, dynamic: false });
    else if (COMMAND_KEY.test(k))
        t.run(value, false);
    // (crypt, alias, chunker… wrap another remote; union and combine list several, combine's as `dir=remote:`.)
    else
        for (const r of value.split(/\s+/))
            if (r.includes(':'))
                remoteHosts({ word: r.replace(/^[^:=]*=/, ''), dynamic: false }, new Set(), t);
}
/**
 * The parameters of a connection string, up to the `:` that ends them: `key=value`, `key` alone
 * (true), a value quoted with `"` or `'` (the quote doubled inside) when it holds `,` or `:`.
 */
function parameters(text) {
    const params = [];
    let i = 0;
    while (i < text.length && text[i] === ',') {
        let k = i + 1;
        while (k < text.length && !',:='.includes(text[k]))
            k++;
        const key = text.slice(i + 1, k);
        let value = 'true';
        if (text[k] === '=') {
            k++;
            const quote = text[k];
            if (quote === '"' || quote === "'") {
                value = '';
                for (k++; k < text.length; k++) {
                    if (text[k] === quote && text[k + 1] === quote)
                        value += text[++k];
                    else if (text[k] === quote)
                        break;
                    else
                        value += text[k];
                }
                k++;
            }
            else {
                const start = k;
                while (k < text.length && !',:'.includes(text[k]))
                    k++;
                value = text.slice(start, k);
            }
        }
        params.push([key, value]);
        i = k;
    }
    return { params, end: i };
}
/** The servers of one remote word; `flagged` the backend parameters a `--BACKEND-NAME` flag set. */
function remoteHosts(w, flagged, t) {
    const m = CONNECTION_STRING.exec(w.word);
    // (A connection string with an expansion: its server is known only when the line runs; so is a
    // remote whose name has one, `r$Y:` (`$Y` may be `,host=h`).)
    if (w.dynamic) {
        const colon = w.word.indexOf(':');
        if ((m !== null && (m[1] === ':' || m[0].endsWith(','))) || (colon > 0 && /[$`*?[]/.test(w.word.slice(0, colon))))
            t.url(w.word, true);
        return;
    }
    if (m === null)
        return;
    const onTheFly = m[1] === ':';
    const backend = m[2].toLowerCase();
    const rest = w.word.slice(m[0].length - 1);
    const { params, end } = parameters(rest);
    // (No `:` after them: a local name with a comma, `a,b`; an on-the-fly one rclone may still read: unknown.)
    if (rest[end] !== ':') {
        if (onTheFly && params.length > 0)
            t.url(w.word, true);
        return;
    }
    for (const [key, value] of params)
        parameter(key, value, t);
    const needed = onTheFly ? SERVER_BACKENDS.get(backend) : undefined;
    if (needed !== undefined && !params.some(([key]) => key.trim().toLowerCase() === needed) && !flagged.has(`${backend}_${needed}`)) {
        t.url(w.word, true);
    }
}
/** `--BACKEND-NAME[=VALUE]`: a flag setting a backend parameter, as `backend_name`, or undefined. */
function backendFlag(word) {
    const m = /^--([a-z0-9]+)-([a-z0-9-]+)$/.exec(word);
    return m === null ? undefined : `${m[1]}_${m[2].replace(/-/g, '_')}`;
}
/**
 * The hosts of rclone's words: backend flags (`--sftp-host h`, `--http-url=U`) and the
 * connection strings of its operands.
 */
export function rcloneHosts(words, dynamic, t) {
    const flagged = new Set();
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        // (A word that may be an option once expanded, `$X`: a server or a command rclone runs.)
        if (dynamic[i] && mayBeOption(w) && !/^--?[A-Za-z][\w-]*=/.test(w))
            t.problem('an expansion may be an option of rclone that names a server or runs a command (--sftp-host, --password-command)');
        if (!w.startsWith('--'))
            continue;
        const eq = w.indexOf('=');
        // (`--sftp-host=$X`: the name is written out, the value is an expansion.)
        if (dynamic[i] && eq < 0)
            continue;
        const name = backendFlag(eq > 0 ? w.slice(0, eq) : w);
        if (name === undefined)
            continue;
        const key = name.slice(name.indexOf('_') + 1);
        // (`--password-command CMD` is global: its whole name is the key.)
        const command = COMMAND_KEY.test(key) || COMMAND_KEY.test(name);
        if (!HOST_KEY.test(key) && !command)
            continue;
        flagged.add(name);
        const value = eq > 0 ? { word: w.slice(eq + 1), dynamic: dynamic[i] ?? false } : { word: words[i + 1] ?? '', dynamic: dynamic[i + 1] ?? false };
        if (command)
            t.run(value.word, value.dynamic);
        else if (value.dynamic)
            t.url(value.word, true);
        else
            parameter(key, value.word, t);
    }
    for (let i = 1; i < words.length; i++)
        if (!words[i].startsWith('-'))
            remoteHosts({ word: words[i], dynamic: dynamic[i] ?? false }, flagged, t);
}
//# sourceMappingURL=rclone-hosts.js.map