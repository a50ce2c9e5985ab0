// Settings that name a host later traffic goes through (docs/engine.md, "Stored proxy and trust
// settings"): a proxy, a PAC script's URL, a host trusted for remoting or without TLS checks. The
// host is a Domain part (restrict scope: deny and ask rules see it, the command's allow rule covers
// it), as if the line contacted it; one from an expansion, or settings in a form not read, ask.
// Read here: `pip|npm|pnpm|yarn config set KEY HOST` and `conda config --set KEY HOST` (proxies, trusted hosts), `gsettings set
// org.gnome.system.proxy.* host HOST`, `gcloud config set proxy/address HOST`, `dconf write /system/proxy/*/host`, `dconf load` into
// /system/proxy, scutil's commands on standard input (`d.add HTTPProxy HOST`), the registry's
// Internet Settings ProxyServer and AutoConfigURL (reg add, the item cmdlets), and WSMan's
// TrustedHosts (`Set-Item WSMan:\localhost\Client\TrustedHosts`). Elsewhere: variables
// (command-variables.ts), git keys, URLs in package managers' words, `--proxy` options
// (package-hosts.ts), networksetup (lookup-hosts.ts), netsh winhttp (windows-host-tools.ts).
import { hostUrl } from './host-options.js';
import { urlsOfUnknownCommand } from './url-words.js';
import { isHostVariable } from './command-variables.js';
/**
 * A host setting's value: each of `a,b;c` (`h:port`, `http=h:port`, a URL's host); `*` (every
 * host) or an expansion is unknown.
 */
function settingHosts(add, value, dynamic) {
    if (dynamic || value.includes('*')) {
        add(value, true);
        return;
    }
    for (const part of value.replace(/^['"]|['"]$/g, '').split(/[,;\s]+/)) {
        const setting = part.replace(/^[a-z]+=(?!\/)/i, '');
        const url = /^([a-z][\w+.-]*):\/\/([^/\s?#'"]*)/i.exec(setting);
        if (url !== null)
            add(`${url[1]}://${url[2]}/`, false);
        else if (setting !== '')
            add(hostUrl('http', setting.replace(/:\d*$/, '')), false);
    }
}
/** A reader's FileTouches as a place for hosts. */
function into(t) {
    return (url, dynamic) => t.url(url, dynamic);
}
/** Package managers' configuration keys whose value is a host they connect through or trust without TLS checks (`global.proxy`, `https-proxy`, `httpsProxy`, `proxy_servers.https`, `trusted-host`). */
const PACKAGE_HOST_KEY = /(?:proxy(?:_servers\.\w+)?|trusted-host)$/i;
/** Keys whose value may name a host (a registry, an index): one from an expansion is unknown. */
const PACKAGE_URL_KEY = /proxy|registry|index|url|host|alias|channel/i;
/**
 * `pip|npm|pnpm|yarn config set KEY VALUE` (npm's `KEY=VALUE`), `conda config --set KEY VALUE`: a
 * proxy or a trusted host written without a scheme (`global.proxy h:8080`); URLs (`registry
 * https://h`) are read as any word of theirs is. A key, or a host key's value, from an expansion may be one.
 */
export function packageConfigHosts(words, dynamic, t) {
    const set = configSetVerb(words);
    if (set < 0)
        return;
    // (Options may come between the verb and the key: `pip config set --global KEY`, npm's `-L global`.)
    let at = set + 1;
    while (at < words.length && !dynamic[at] && words[at].startsWith('-'))
        at += words[at] === '--location' || words[at] === '-L' ? 2 : 1;
    if (words[at] === undefined)
        return;
    const eq = dynamic[at] ? -1 : words[at].indexOf('=');
    const key = eq > 0 ? words[at].slice(0, eq) : words[at];
    const value = eq > 0 ? words[at].slice(eq + 1) : words[at + 1];
    const valueDynamic = eq > 0 ? false : dynamic[at + 1] === true;
    if (value === undefined)
        return;
    if (dynamic[at] || PACKAGE_HOST_KEY.test(key))
        settingHosts(into(t), value, valueDynamic);
    else if (valueDynamic && PACKAGE_URL_KEY.test(key))
        t.url(value, true);
}
/**
 * Where `set` (`--set`) is: after `config` (npm's `c`) or alone (`npm set KEY VALUE`), options
 * with values anywhere before it (`pip --log F config set`); -1 when none. (A `set` of another
 * subcommand takes no host key: `yarn set version stable`.)
 */
function configSetVerb(words) {
    for (let i = 1; i < words.length; i++)
        if (words[i] === 'set' || words[i] === '--set')
            return i;
    return -1;
}
/** gsettings' proxy schemas (and `host` of each), GNOME's system proxy. */
const GNOME_PROXY_SCHEMA = /^org\.gnome\.system\.proxy(?:\.(?:http|https|ftp|socks))?(?::|$)/i;
/** `gsettings [--schemadir DIR] set SCHEMA[:PATH] KEY VALUE`: a proxy schema's `host`; URLs (`autoconfig-url`) as for any command. */
const gsettings = (words, dynamic, t) => {
    const set = words.indexOf('set');
    if (set > 0 && words[set + 3] !== undefined) {
        const schema = set + 1;
        const key = set + 2;
        const proxyHost = (dynamic[schema] || GNOME_PROXY_SCHEMA.test(words[schema])) && (dynamic[key] || words[key] === 'host');
        if (proxyHost)
            settingHosts(into(t), words[set + 3], dynamic[set + 3] ?? false);
    }
    urlsOfUnknownCommand('gsettings', words, dynamic, t);
};
/** dconf's keys of GNOME's system proxy (the same settings as gsettings'). */
const DCONF_PROXY_KEY = /^\/system\/proxy\/(?:[^/]+\/)?host$/;
/**
 * `dconf write KEY VALUE` to a proxy's host; `dconf load DIR` of a directory holding the proxy's
 * keys reads them from standard input (read when the line gives them literally).
 */
const dconf = (words, dynamic, t) => {
    const verb = words[1];
    const at = words[2];
    if (verb === 'write' && at !== undefined && words[3] !== undefined && (dynamic[2] || DCONF_PROXY_KEY.test(at)))
        settingHosts(into(t), words[3], dynamic[3] ?? false);
    if (verb === 'load' && at !== undefined && (dynamic[2] || '/system/proxy/'.startsWith(at) || at.startsWith('/system/proxy/'))) {
        if (t.stdin === undefined || !t.stdin.literal)
            t.problem('dconf load stores the proxy settings it reads from standard input, which are not analyzed');
        else
            for (const m of t.stdin.text.matchAll(/^[^\S\n\r\u2028\u2029]*host\s*=\s*(\S+)/gm))
                settingHosts(into(t), m[1], false);
    }
    urlsOfUnknownCommand('dconf', words, dynamic, t);
};
/** scutil's options that read or set one thing and leave standard input alone. */
const SCUTIL_QUERIES = /^(?:-r|-w|-W|--get|--set|--dns|--proxy|--nwi|--renew|--lease|--dhcp|--advisory|--reachability|--log|--disable-until-needed|--allow-new-interfaces|--error)$/;
/**
 * scutil (macOS) without a query option runs the commands standard input gives (`d.add HTTPProxy
 * HOST`, `set State:/Network/…/Proxies`, `--prefs` edits the stored ones): the values of proxy
 * keys are read when the line gives them literally, other input is a problem.
 */
const scutil = (words, dynamic, t) => {
    if (words.some((w, k) => k > 0 && !dynamic[k] && SCUTIL_QUERIES.test(w)))
        return;
    if (t.stdin === undefined || !t.stdin.literal) {
        t.problem('scutil runs the commands standard input gives it, which may store a proxy, and they are not analyzed');
        return;
    }
    for (const m of t.stdin.text.matchAll(/^[^\S\n\r\u2028\u2029]*d\.add\s+(\S*Proxy\S*)\s+(?:[#*?]\s+)?(.*)$/gim)) {
        if (!/Enable|Port|Exceptions/i.test(m[1]))
            settingHosts(into(t), m[2].trim(), false);
    }
};
/** Readers of stored proxy settings, by the name they run as (bash, and native programs of a PowerShell line). */
/**
 * `gcloud config set proxy/address HOST`: every later gcloud call goes through HOST (`proxy/port`,
 * `proxy/type` name none); its URLs (`api_endpoint_overrides/…`) as any command's.
 */
const gcloud = (words, dynamic, t) => {
    urlsOfUnknownCommand('gcloud', words, dynamic, t);
    const at = words.findIndex((w, k) => k > 1 && w === 'set' && words[k - 1] === 'config');
    if (at < 0 || at + 2 >= words.length)
        return;
    if (dynamic[at + 1] || words[at + 1] === 'proxy/address')
        settingHosts(into(t), words[at + 2], dynamic[at + 1] === true || dynamic[at + 2] === true);
};
/**
 * `systemctl [--user] set-environment NAME=VALUE…`: the service manager's environment, which every
 * unit it starts later gets (`https_proxy=evil.com`): a host variable's value is a stored host.
 */
const systemctl = (words, dynamic, t) => {
    const at = words.indexOf('set-environment');
    if (at < 0 || dynamic.slice(1, at).some(Boolean))
        return;
    for (let k = at + 1; k < words.length; k++) {
        const w = words[k];
        const eq = w.indexOf('=');
        if (dynamic[k] && (eq < 0 || /[$`]/.test(w.slice(0, eq))))
            t.url(w, true);
        else if (eq > 0 && isHostVariable(w.slice(0, eq)))
            settingHosts(into(t), w.slice(eq + 1), dynamic[k] === true);
    }
};
export const PROXY_SETTING_READERS = [['gsettings', gsettings], ['dconf', dconf], ['scutil', scutil], ['gcloud', gcloud], ['systemctl', systemctl]];
const NO_HOSTS = Object.freeze([]);
/** The registry key of WinINet's proxy settings (and its Connections subkey, binary blobs that hold them too). */
const INTERNET_SETTINGS_KEY = /[\\/]Internet Settings(?:[\\/]+Connections)?[\\/]*$/i;
/** A key of environment variables (HKCU\Environment, the machine's Session Manager\Environment, Volatile Environment). */
const ENVIRONMENT_KEY = /Environment[\\/]*$/i;
/** Its values that name where the user's web traffic goes: the proxy, the PAC script's URL (fetched and run). */
const PROXY_VALUE = /^(?:ProxyServer|AutoConfigURL|DefaultConnectionSettings|SavedLegacySettings)$/i;
/** WinRM's trusted hosts, by the WSMan drive. */
const TRUSTED_HOSTS_PATH = /^(?:-[a-z]+:)?WSMan:[\\/]+[^\\/]+[\\/]+Client[\\/]+TrustedHosts[\\/]*$/i;
/** Set-Item's parameters whose value is no host. */
const SET_ITEM_VALUE_PARAMETERS = /^-(?:cr|fi|in|ex|pa|li)[a-z]*$/i;
/**
 * The hosts a registry or WSMan write stores for later traffic: Internet Settings' ProxyServer and
 * AutoConfigURL (`reg add … /v ProxyServer /d h:80`, `Set-ItemProperty HKCU:\…\Internet Settings
 * ProxyServer h:80`), WinRM's TrustedHosts (`Set-Item WSMan:\localhost\Client\TrustedHosts h`).
 * `name` is a cmdlet's canonical name or a program as written.
 */
export function storedProxyHosts(name, words, dynamic, text, registryWrite) {
    // (Every command of a line comes here: most are no registry or WSMan write, and allocate nothing.
    // `registryWrite` is readRegistryWrite's reading of the command, read once for this and registry-keys.ts.)
    const trustedHosts = name === 'Set-Item' && words.some((w, k) => !dynamic[k] && TRUSTED_HOSTS_PATH.test(w));
    const w = trustedHosts ? undefined : registryWrite;
    if (!trustedHosts && (w === undefined || 'problem' in w))
        return NO_HOSTS;
    const out = [];
    const add = (url, isDynamic) => out.push(isDynamic ? { url, text, scope: 'restrict', dynamic: true } : { url, text, scope: 'restrict' });
    if (trustedHosts) {
        for (let k = 1; k < words.length; k++) {
            const w = words[k];
            if (!dynamic[k] && (TRUSTED_HOSTS_PATH.test(w) || w.startsWith('-'))) {
                if (SET_ITEM_VALUE_PARAMETERS.test(w))
                    k++;
                continue;
            }
            settingHosts(add, w, dynamic[k] ?? false);
        }
        return out;
    }
    if (w === undefined || 'problem' in w || (w.by !== 'reg' && w.by !== 'item'))
        return out;
    // (An Environment key's host variable, `Set-ItemProperty HKCU:\Environment HTTPS_PROXY h`: every later program's proxy. setx is read as an unknown program.)
    const environment = w.keys.find((k) => ENVIRONMENT_KEY.test(k));
    if (environment !== undefined && (w.anyName || w.wholeKey || w.names.some(isHostVariable))) {
        if (w.value === undefined || w.wholeKey)
            out.push({ url: environment, text, scope: 'restrict', dynamic: true });
        else
            settingHosts(add, w.value, w.valueDynamic);
    }
    if (!w.keys.some((k) => INTERNET_SETTINGS_KEY.test(k)))
        return out;
    if (!w.anyName && !w.wholeKey && !w.names.some((n) => PROXY_VALUE.test(n)))
        return out;
    if (w.value === undefined || w.wholeKey)
        out.push({ url: w.keys.find((k) => INTERNET_SETTINGS_KEY.test(k)), text, scope: 'restrict', dynamic: true });
    else
        settingHosts(add, w.value, w.valueDynamic);
    return out;
}
//# sourceMappingURL=proxy-settings.js.map