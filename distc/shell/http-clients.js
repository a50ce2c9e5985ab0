// HTTP clients other than curl and wget (network-arguments.ts): httpie and xh, and aria2c. What
// they fetch (Domain parts of scope all), the files they send and write, and what they run.
import { headerHost } from './request-headers.js';
import { byLetter, grammar, scan } from './long-options.js';
import { hostUrl } from './host-options.js';
// httpie and xh (argparse: abbreviations, clusters, attached values).
const HTTPIE = grammar(`output session session-read-only auth auth-type proxy max-redirects timeout verify ssl ciphers cert cert-key cert-key-pass boundary
  raw pretty style response-charset response-mime format-options print history-print default-scheme max-headers resolve http-version
  interface bearer`, `download continue follow check-status form json multipart compress unsorted sorted headers meta body verbose all stream quiet offline
  path-as-is chunked ignore-stdin traceback debug help version ignore-netrc native-tls https`, { o: 'output', a: 'auth', A: 'auth-type', p: 'print', P: 'history-print', s: 'style' });
const NO_SHORT_FLAGS = byLetter({ d: 'download', c: 'continue' });
/** A word with a scheme (`https://h`, `ftp:/h`; `https:h`, which is read as written), which a tool takes as it is. */
const WRITTEN_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:\/|^(?:https?|ftps?|wss?):/i;
/**
 * The URL a tool fetches for a word: as written when it has a scheme, else with the scheme the
 * tool gives it (curl, wget and httpie's `http` read `h` as `http://h`, not the `https://` a bare
 * host means elsewhere).
 */
export function withScheme(word, scheme) {
    return WRITTEN_SCHEME.test(word) ? word : `${scheme}://${word}`;
}
/** curl's scheme for a word without one: `--proto-default`, else by the host's first label (`ftp.h`: ftp), else http. */
export function curlScheme(word, protoDefault) {
    if (protoDefault !== undefined)
        return protoDefault;
    const authority = /^[^/?#]*/.exec(word)[0];
    const label = /^(ftp|dict|ldap|imap|smtp|pop3)\./i.exec(authority.slice(authority.lastIndexOf('@') + 1));
    return label === null ? 'http' : label[1].toLowerCase();
}
/** wget's URL for a word without a scheme: `host:path` (not a port) is ftp://host/path, else http://. */
export function wgetUrl(word) {
    if (WRITTEN_SCHEME.test(word))
        return word;
    const m = /^([^:/]*):(?!\d*(?:\/|$))(.*)$/s.exec(word);
    return m === null ? `http://${word}` : `ftp://${m[1]}/${m[2]}`;
}
/** httpie and xh: `[METHOD] URL [ITEM…]`; `f@FILE`, `f=@FILE`, `f:=@FILE` send a file. */
export function httpieTouches(words, dynamic, t) {
    const name = words[0] ?? '';
    const s = scan(name, words, dynamic, HTTPIE, NO_SHORT_FLAGS, t);
    let download = false;
    let output;
    for (const { name: opt, value } of s.options) {
        if (opt === 'download')
            download = true;
        if (value === undefined)
            continue;
        const v = value.word;
        switch (opt) {
            case 'proxy':
                t.url(v.replace(/^[a-z]+:(?=[a-z]+:\/\/)/i, ''), value.dynamic, true);
                break;
            case 'resolve': {
                const m = /^(?:\[[^\]]*\]|[^:]*):[^:]*:(.*)$/.exec(v);
                t.url(m === null ? v : m[1], value.dynamic || m === null, true);
                break;
            }
            case 'output':
                output = value;
                break;
            case 'cert':
            case 'cert-key':
            case 'verify':
                if (!/^(?:yes|no|true|false)$/i.test(v))
                    t.read(v, value.dynamic);
                break;
            case 'session':
            case 'session-read-only':
                // (A name without `/` is a session kept in httpie's own directory.)
                if (v.includes('/') || value.dynamic) {
                    t.read(v, value.dynamic);
                    if (opt === 'session')
                        t.edit(v, value.dynamic);
                }
                break;
        }
    }
    // `[METHOD] URL [ITEM…]`: an all-letters first word with another after it is the method
    // (`http localhost evil.com` sends to evil.com).
    const positional = s.operands;
    const first = positional[0] !== undefined && !positional[0].dynamic && /^[A-Za-z]+$/.test(positional[0].word) && positional.length > 1 ? 1 : 0;
    const url = positional[first];
    // (`http`, `xh`, curlie: http unless --default-scheme; `https`, `xhs`: https.)
    const scheme = s.options.find((o) => o.name === 'default-scheme')?.value?.word ?? (/^(?:https|xhs)$/.test(name.replace(/^.*\//, '')) ? 'https' : 'http');
    if (url !== undefined)
        t.url(url.dynamic ? url.word : withScheme(url.word.startsWith(':') ? `localhost${url.word}` : url.word, scheme), url.dynamic, true);
    for (const item of positional.slice(first + 1)) {
        // A request item: `name@FILE` (a form file), `name=@FILE`, `name:=@FILE`, `Header:@FILE`.
        // (`Host:h` is the Host header; `Host:=…` JSON and `Host==…` a query are not headers.)
        if (/^host:(?![=@])/i.test(item.word))
            headerHost(t, item, false);
        if (item.dynamic)
            continue;
        const file = /^(?:\\.|[^=:@\\])*(?:@|=@|:=@|:@)(.*)$/.exec(item.word)?.[1];
        if (file !== undefined && file !== '')
            t.read(file.replace(/;type=.*$/, ''), false);
    }
    if (output !== undefined)
        t.edit(output.word, output.dynamic);
    else if (download && url !== undefined)
        t.edit('.', false, 'tree');
}
/** aria2c's long options the analysis reads. */
const ARIA_LONG = ['--input-file', '--conf-path', '--dir', '--out', '--torrent-file', '--metalink-file', '--load-cookies', '--certificate', '--private-key',
    '--ca-certificate', '--save-cookies', '--save-session', '--log', '--dht-file-path', '--all-proxy', '--http-proxy', '--https-proxy', '--ftp-proxy',
    '--bt-tracker', '--dht-entry-point', '--dht-entry-point6', '--on-download-start', '--on-download-pause', '--on-download-stop', '--on-download-complete', '--on-download-error', '--on-bt-download-complete'];
/** aria2c: URIs, torrent and metalink files; `-i FILE` and hooks that run commands. */
export function aria2Touches(words, dynamic, t) {
    let dir;
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            t.problem('an expansion may be an option of aria2c that names a file, a proxy or a command');
            t.url(w, true, true);
            continue;
        }
        if (!w.startsWith('-') || w.length < 2) {
            if (/\.(?:torrent|metalink|meta4)$/i.test(w) && !/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(w))
                t.read(w);
            else
                t.url(withScheme(w, 'http'), false, true);
            continue;
        }
        const eq = w.indexOf('=');
        const written = eq > 0 ? w.slice(0, eq) : w.length > 2 && w[1] !== '-' ? w.slice(0, 2) : w;
        // (getopt_long: a unique prefix of a long option the analysis reads stands for it.)
        const candidates = written.startsWith('--') && written.length >= 4 && !ARIA_LONG.includes(written) ? ARIA_LONG.filter((o) => o.startsWith(written)) : [];
        if (candidates.length > 1)
            t.problem(`aria2c ${written} may stand for ${candidates.join(' or ')}`);
        const opt = candidates.length === 1 ? candidates[0] : written;
        const attached = eq > 0 ? w.slice(eq + 1) : opt !== w ? w.slice(2) : undefined;
        const value = () => (attached !== undefined ? { word: attached, dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false });
        switch (opt) {
            case '-i':
            case '--input-file':
                t.problem('aria2c -i reads the URIs it fetches from a file');
                t.read(value().word);
                break;
            case '--conf-path':
                t.problem('aria2c --conf-path reads its settings from a file');
                t.read(value().word);
                break;
            case '-d':
            case '--dir':
                dir = value();
                t.edit(dir.word, dir.dynamic, 'tree');
                break;
            case '-o':
            case '--out': {
                const v = value();
                t.edit(dir === undefined ? v.word : `${dir.word}/${v.word}`, v.dynamic);
                break;
            }
            case '-T':
            case '--torrent-file':
            case '-M':
            case '--metalink-file':
            case '--load-cookies':
            case '--certificate':
            case '--private-key':
            case '--ca-certificate': {
                const v = value();
                t.read(v.word, v.dynamic);
                break;
            }
            case '--save-cookies':
            case '--save-session':
            case '-l':
            case '--log':
            case '--dht-file-path': {
                const v = value();
                if (v.word !== '-')
                    t.edit(v.word, v.dynamic);
                break;
            }
            case '--all-proxy':
            case '--http-proxy':
            case '--https-proxy':
            case '--ftp-proxy': {
                const v = value();
                t.url(v.word, v.dynamic, true);
                break;
            }
            // (Trackers it announces to, a comma list of URIs; DHT nodes it bootstraps from, HOST:PORT.)
            case '--bt-tracker': {
                const v = value();
                for (const u of v.word.split(','))
                    if (u !== '' || v.dynamic)
                        t.url(withScheme(u, 'http'), v.dynamic, true);
                break;
            }
            case '--dht-entry-point':
            case '--dht-entry-point6': {
                const v = value();
                t.url(v.dynamic ? v.word : hostUrl('udp', v.word.replace(/:\d+$/, '')), v.dynamic, true);
                break;
            }
            case '--on-download-start':
            case '--on-download-pause':
            case '--on-download-stop':
            case '--on-download-complete':
            case '--on-download-error':
            case '--on-bt-download-complete': {
                const v = value();
                t.run(v.word, v.dynamic);
                break;
            }
            case '--header':
                headerHost(t, value(), false);
                break;
            case '-x':
            case '-s':
            case '-j':
            case '-k':
            case '-t':
            case '-m':
            case '-U':
            case '--max-connection-per-server':
            case '--split':
            case '--user-agent':
            case '--max-tries':
            case '--timeout':
            case '--referer':
            case '--checksum':
            case '--max-concurrent-downloads':
                if (attached === undefined)
                    i++;
                break;
            default:
                // (Other options: `--name=value`, or a flag; a space-separated value the analysis does
                // not know is read as a URI, which is stricter.)
                break;
        }
    }
    if (dir === undefined)
        t.edit('.', false, 'tree');
}
//# sourceMappingURL=http-clients.js.map