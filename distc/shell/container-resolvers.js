// Where a container engine sends traffic in place of the names it is given (a host rewrite or
// resolver override): `docker run|create|build --add-host github.com:1.2.3.4` maps a name to that
// address inside the container, `--dns 1.2.3.4` sends its lookups there, `--dns-search evil.com`
// looks short names up below it; dockerd's `--registry-mirror`, `--insecure-registry`, `--dns`,
// `--http-proxy`/`--https-proxy` do so for the daemon. Each host is a Domain part; one from an
// expansion is unknown; dockerd's `--config-file` (daemon.json may name mirrors and proxies) is a problem.
// (Read anywhere on the line: a word of the container's command read so is a host more, which
// only deny and ask rules see.)
import { hostUrl } from './host-options.js';
import { urlsIn, urlsOfUnknownCommand } from './url-words.js';
/** Options whose value is a host or an address (`--add-host NAME:ADDRESS` its address). */
const RESOLVER_OPTIONS = new Set(['--add-host', '--dns', '--dns-search']);
const DAEMON_OPTIONS = new Set([...RESOLVER_OPTIONS, '--registry-mirror', '--insecure-registry', '--http-proxy', '--https-proxy']);
/** One value: `NAME:ADDRESS` or `NAME=ADDRESS` for --add-host (an IPv6 address has colons too), a URL, else `host[:port]`. */
function valueHost(option, value, dynamic, t) {
    if (dynamic)
        t.url(value, true);
    else if (value.includes('://'))
        urlsIn(value, t);
    else {
        const address = option === '--add-host' ? value.replace(/^[^:=]*[:=]/, '') : value;
        if (address !== '' && address !== 'host-gateway' && address !== '.')
            t.url(hostUrl('tcp', address.replace(/^\[(.*)\]$/, '$1')), false);
    }
}
/** Each `--option VALUE` or `--option=VALUE` of `options` on the line. */
function optionHosts(options, words, dynamic, t) {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (w.charCodeAt(0) !== 45 || w.charCodeAt(1) !== 45)
            continue;
        const eq = w.indexOf('=');
        const name = eq < 0 ? w : w.slice(0, eq);
        if (!options.has(name))
            continue;
        if (eq >= 0)
            valueHost(name, w.slice(eq + 1), dynamic[i] ?? false, t);
        else if (i + 1 < words.length) {
            valueHost(name, words[i + 1], dynamic[i + 1] ?? false, t);
            i++;
        }
    }
}
/** docker, podman, nerdctl: `--add-host`, `--dns`, `--dns-search` of run, create, build. */
export function containerResolverHosts(words, dynamic, t) {
    optionHosts(RESOLVER_OPTIONS, words, dynamic, t);
}
/** dockerd: its mirrors, insecure registries, DNS servers and proxies; `--config-file` not read; URLs as any command's. */
export const dockerDaemonHosts = (words, dynamic, t) => {
    urlsOfUnknownCommand('dockerd', words, dynamic, t);
    optionHosts(DAEMON_OPTIONS, words, dynamic, t);
    if (words.some((w, i) => i > 0 && /^--config-file(?:=|$)/.test(w)))
        t.problem('dockerd --config-file reads settings (mirrors, proxies, DNS) from a file, which are not analyzed');
};
//# sourceMappingURL=container-resolvers.js.map