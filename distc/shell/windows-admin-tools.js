// Windows administration tools that fetch, reach a server or store a command line (LOLBAS), from
// either dialect: certutil and certreq (their files, URLs, `-config HOST\CA`), bitsadmin (a job's
// notify command line, proxies, file sets, files), csvde, ldifde and dnscmd (the server they bind
// to), cmdl32 and diskshadow. A host is a Domain part for deny and ask rules; a line stored to run
// later is read for deny and ask rules and never allowed; a file of URLs or commands (which the
// line may have written) is a problem, as `wget -i` is. Their words also keep the safety net of a
// command no table models (file-arguments.ts): a word that looks like a path is a possible path.
import { urlsIn } from './url-words.js';
/** A switch of a Windows tool (`-f`, `/S`, `/D:C:\`); a POSIX path from Git Bash (`/c/x`) is none. */
export function isWindowsSwitch(w) {
    return /^[-/][A-Za-z?][\w?-]*(?::.*)?$/s.test(w);
}
/** A switch's name in lower case with `-` for `/` (`/Config` is `-config`). */
const switchName = (w) => `-${w.slice(1).toLowerCase()}`;
/** A server word (`evil.com`, `evil.com\CA`, `\\evil.com`, a URL): its host, unless this machine. */
function server(word, dynamic, t) {
    if (word === undefined)
        return;
    if (dynamic)
        return t.url(word, true);
    if (word.includes('://'))
        return urlsIn(word, t);
    // (The CA after a `\`: `HOST\CA`; a port: `HOST:389`.)
    const name = word.replace(/^[\\/]+/, '').replace(/[\\/].*$/s, '').replace(/:\d*$/, '');
    if (name !== '' && name !== '-' && !/^(?:localhost|\.|127(?:\.\d{1,3}){3})$/i.test(name))
        t.url(`tcp://${name}/`, false);
}
/** certutil's and certreq's switches that take a value; the ones naming a server. */
const CERT_VALUED = new Set(['-p', '-t', '-csp', '-restrict', '-out', '-sid', '-username', '-clientcertificate', '-attrib', '-cert', '-policyserver', '-config', '-dc']);
const CERT_SERVERS = new Set(['-config', '-dc', '-policyserver']);
/**
 * certutil and certreq: `-config HOST\CA` (`-dc DC`, `-PolicyServer URL`) reach HOST; of their
 * operands (a URL among them: `-urlcache -f URL OUT` writes OUT), the first is read and the rest
 * written (certutil `-encode`/`-decode IN OUT`; certreq `-submit`/`-post REQ [CERT [CHAIN…]]`).
 */
function certTouches(words, dynamic, t, writesAfterFirst) {
    let operand = 0;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        const d = dynamic[i] ?? false;
        if (!d && isWindowsSwitch(w)) {
            const name = switchName(w);
            if (CERT_SERVERS.has(name))
                server(words[i + 1], dynamic[i + 1] ?? false, t);
            if (CERT_VALUED.has(name))
                i++;
            continue;
        }
        if (!d && w.includes('://'))
            urlsIn(w, t);
        else if (operand === 1 || (operand > 1 && writesAfterFirst))
            t.edit(w, d);
        else
            t.read(w, d);
        operand++;
    }
}
export const certutilTouches = (words, dynamic, t) => certTouches(words, dynamic, t, false);
export const certreqTouches = (words, dynamic, t) => certTouches(words, dynamic, t, true);
/** The hosts of a proxy list (`evil.com:8080`, `http=a:80;https=b:443`, `"a:80 b:80"`). */
function proxyHosts(word, dynamic, t) {
    if (dynamic)
        return t.url(word, true);
    for (const entry of word.split(/[;,\s]+/)) {
        const proxy = entry.replace(/^\w+=/, '');
        if (proxy !== '' && proxy.toUpperCase() !== 'NULL')
            server(proxy, false, t);
    }
}
/** `NULL`, bitsadmin's word for no value. */
const isNull = (words, dynamic, k) => dynamic[k] !== true && words[k]?.toUpperCase() === 'NULL';
/**
 * bitsadmin: `/SetNotifyCmdLine JOB PROGRAM PARAMETERS` stores a line the job runs when it ends
 * (read, never allowed: schtasks /tr's case); `/SetProxySettings JOB OVERRIDE LIST` sends the
 * job's traffic through LIST's hosts; `/AddFileSet JOB FILE` transfers the files FILE lists;
 * `/AddFile JOB REMOTE LOCAL` and `/Transfer NAME [opts] REMOTE LOCAL…` read or write LOCAL
 * (download or upload: the job's type may be set elsewhere, so both).
 */
export const bitsadminTouches = (words, dynamic, t) => {
    for (let i = 1; i < words.length; i++) {
        if (dynamic[i] === true)
            continue;
        const verb = words[i].toLowerCase();
        if (verb === '/setnotifycmdline') {
            t.problem('bitsadmin /SetNotifyCmdLine stores a command line the job runs when it ends, unattended');
            const program = i + 2;
            if (program < words.length && !isNull(words, dynamic, program)) {
                // (PARAMETERS usually repeat the program first: `cmd.exe "cmd.exe /c x"`.)
                const parameters = program + 1 < words.length && !isNull(words, dynamic, program + 1) ? words[program + 1] : '';
                const repeats = parameters.toLowerCase().startsWith(words[program].toLowerCase());
                t.run(repeats ? parameters : `${words[program]} ${parameters}`.trim(), dynamic[program] === true || dynamic[program + 1] === true, true);
            }
            i = program + 1;
        }
        else if (verb === '/setproxysettings') {
            if (words[i + 2]?.toLowerCase() === 'override' && i + 3 < words.length)
                proxyHosts(words[i + 3], dynamic[i + 3] ?? false, t);
            i += 3;
        }
        else if (verb === '/addfileset') {
            if (i + 2 < words.length)
                t.read(words[i + 2], dynamic[i + 2] ?? false);
            t.problem('bitsadmin /AddFileSet transfers the remote and local files a list file names, which are not read');
            i += 2;
        }
        else if (verb === '/addfile' || verb === '/transfer') {
            let k = i + 2;
            while (k < words.length && dynamic[k] !== true && /^\/(?:download|upload|dynamic|priority|aclflags)$/i.test(words[k]))
                k += /^\/(?:priority|aclflags)$/i.test(words[k]) ? 2 : 1;
            // (REMOTE LOCAL pairs: the URL is the safety net's; `/transfer` takes several.)
            for (; k + 1 < words.length && (verb === '/transfer' || k === i + 2); k += 2) {
                const local = words[k + 1];
                if (dynamic[k + 1] !== true && isWindowsSwitch(local))
                    break;
                t.read(local, dynamic[k + 1] ?? false);
                t.edit(local, dynamic[k + 1] ?? false);
            }
            i = k - 1;
        }
    }
};
/** csvde's and ldifde's switches that take a value (`-b USER DOMAIN PASSWORD` takes three, `-a`, `-c` two). */
const DIRECTORY_VALUES = new Map([
    ['-f', 1], ['-s', 1], ['-d', 1], ['-r', 1], ['-p', 1], ['-l', 1], ['-o', 1], ['-t', 1], ['-j', 1], ['-w', 1], ['-q', 1], ['-c', 2], ['-a', 2], ['-b', 3],
]);
/**
 * csvde and ldifde: `-s SERVER` is the domain controller they bind to; `-f FILE` is exported
 * (written), or imported with `-i` (read: ldifde then fetches the URLs its attributes name,
 * `thumbnailPhoto:< http://…`, which are not read); `-j DIR` gets the log.
 */
export const directoryToolTouches = (words, dynamic, t) => {
    const name = (words[0] ?? '').replace(/^.*[\\/]/, '').toLowerCase();
    const imports = words.some((w, k) => dynamic[k] !== true && /^[-/]i$/i.test(w));
    for (let i = 1; i < words.length; i++) {
        if (dynamic[i] === true || !isWindowsSwitch(words[i]))
            continue;
        const option = switchName(words[i]);
        const value = words[i + 1];
        const d = dynamic[i + 1] ?? false;
        if (option === '-s')
            server(value, d, t);
        else if (option === '-j' && value !== undefined)
            t.edit(value, d, 'tree');
        else if (option === '-f' && value !== undefined) {
            if (!imports)
                t.edit(value, d);
            else {
                t.read(value, d);
                if (name.startsWith('ldifde'))
                    t.problem(`ldifde -i fetches the URLs the file's attributes name (${d ? 'an expansion' : value}), which are not read`);
            }
        }
        i += DIRECTORY_VALUES.get(option) ?? 0;
    }
};
/** `dnscmd [SERVER] /COMMAND …`: SERVER, a first word that is no switch, is the DNS server it manages. */
export const dnscmdTouches = (words, dynamic, t) => {
    if (words.length > 1 && (dynamic[1] === true || !words[1].startsWith('/')))
        server(words[1], dynamic[1] ?? false, t);
};
/** `cmdl32 /vpn /lan FILE`: downloads from the web address its profile FILE names (not read). */
export const cmdl32Touches = (words, dynamic, t) => {
    let files = 0;
    for (let k = 1; k < words.length; k++) {
        if (dynamic[k] !== true && isWindowsSwitch(words[k]))
            continue;
        t.read(words[k], dynamic[k] ?? false);
        files++;
    }
    if (files > 0)
        t.problem('cmdl32 downloads from the address its profile file names, which is not read');
};
/** diskshadow reads its commands (`exec` runs a program) from standard input, or `/s SCRIPT`; `/l LOG` is written. */
export const diskshadowTouches = (words, dynamic, t) => {
    let script = false;
    for (let i = 1; i < words.length; i++) {
        if (dynamic[i] === true || !/^[-/][sl]$/i.test(words[i]) || i + 1 >= words.length)
            continue;
        const value = words[++i];
        if (/s$/i.test(words[i - 1])) {
            script = true;
            t.read(value, dynamic[i] ?? false);
        }
        else
            t.edit(value, dynamic[i] ?? false);
    }
    if (!script)
        t.problem('diskshadow reads its commands from standard input (exec runs a program), which are not analyzed');
};
//# sourceMappingURL=windows-admin-tools.js.map