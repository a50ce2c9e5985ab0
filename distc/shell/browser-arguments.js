// Chromium-family browsers (Chrome, Chromium, Edge and its WebView2 and Copilot hosts, Brave,
// Vivaldi, Opera; a LOLBAS review, l2 F7). Switches that name a program it starts its child
// processes with (`--renderer-cmd-prefix="rm x"`, `--gpu-launcher=CMD`, `--utility-cmd-prefix`,
// `--browser-subprocess-path`): that line runs (proven with Debian's chromium), never allowed,
// read for deny rules. A `file:` URL opens that file (`--dump-dom file:///etc/shadow` prints
// it): a Read part; `file://HOST/…` reaches HOST over SMB. `--proxy-server=`, `--proxy-pac-url=`:
// the hosts it connects through; `--host-resolver-rules="MAP * evil.com"` and `--host-rules=` the hosts
// it connects to in place of the names it is given (a rule it does not know: a problem). Chromium takes `--x`, `-x` and on Windows `/x`, any case.
// A plain operand without a URL scheme is a file it opens, relative to its directory (`cd /etc;
// chromium --dump-dom passwd` prints it): a Read part; another scheme (`view-source:`) a problem.
// A plain operand that may be a host (`chrome evil.com`) is also `http://WORD`: the browser opens
// that when no such file exists. Firefox, IE and Safari are read alike.
// Switches that name files it writes (`--print-to-pdf=F`, `--screenshot=F`, `--log-file=F`; without
// a value `output.pdf`, `screenshot.png` where it runs) are Edit parts; directories it keeps its
// profile or cache in (`--user-data-dir=D`, Firefox's `-profile D`) Read and Edit trees;
// `--load-extension=D` loads code it runs: a problem. (`--remote-debugging-port` opens a port to
// local programs, no file: not read.)
// Electron apps (teams, code, slack…) and other Chromium builds take the launcher switches and the
// proxy and host-rule switches too: they are read on any program (chromiumSwitchTouches).
import { fileUrlPaths } from './file-touches.js';
import { hostUrl } from './host-options.js';
import { fileUrlServer } from './file-url-server.js';
import { urlsIn } from './url-words.js';
import { mayBeOption } from './words.js';
/** The switches (lower case) whose value is a program or command line it runs. */
export const LAUNCHER_SWITCHES = new Set(['renderer-cmd-prefix', 'utility-cmd-prefix', 'gpu-launcher', 'plugin-launcher', 'ppapi-plugin-launcher',
    'browser-subprocess-path', 'nacl-gdb', 'gpu-cmd-prefix', 'zygote-cmd-prefix', 'ppapi-cmd-prefix', 'plugin-cmd-prefix', 'network-service-cmd-prefix']);
/** A name's first letter (either case) and its length, as one number. */
function letterLength(first, length) {
    return (first | 32) * 64 + Math.min(length, 63);
}
/** The switches (lower case) whose value names the hosts it connects through or to in place of others. */
export const NETWORK_SWITCHES = new Set(['proxy-server', 'proxy-pac-url', 'host-resolver-rules', 'host-rules']);
/** letterLength of each launcher and network switch: a word whose name has none is no switch. */
const SWITCH_LETTER_LENGTHS = new Set([...LAUNCHER_SWITCHES, ...NETWORK_SWITCHES].map((n) => letterLength(n.charCodeAt(0), n.length)));
/** The names a Chromium-family browser is run by (lower case, `.exe` kept for PowerShell's names). */
const BROWSERS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'google-chrome-beta', 'google-chrome-unstable', 'chrome',
    'chrome-headless-shell', 'headless_shell', 'msedge', 'microsoft-edge', 'microsoft-edge-stable', 'microsoft-edge-beta', 'microsoft-edge-dev',
    'msedgewebview2', 'msedge_proxy', 'mscopilot', 'brave', 'brave-browser', 'vivaldi', 'vivaldi-stable', 'opera',
    // (Not Chromium, but read alike: a plain operand is a file or a host, `file:` URLs open files.)
    'firefox', 'firefox-esr', 'firefox-bin', 'firefox-developer-edition', 'firefox-nightly', 'librewolf', 'waterfox', 'iexplore', 'safari', 'Safari'];
/** Switches whose value is a file it writes, and the file written without one (where it runs). */
const WRITTEN_FILE_SWITCHES = new Map([['print-to-pdf', 'output.pdf'], ['screenshot', 'screenshot.png'],
    ['log-file', undefined], ['log-net-log', undefined], ['ssl-key-log-file', undefined], ['trace-startup-file', undefined]]);
/** Switches whose value is a directory it writes below (a cache, crash dumps), or reads and writes (a profile). */
const WRITTEN_DIRECTORY_SWITCHES = new Set(['disk-cache-dir', 'crash-dumps-dir', 'user-data-dir', 'profile']);
const READ_DIRECTORY_SWITCHES = new Set(['user-data-dir', 'profile']);
/** Switches whose value is code it loads and runs: Chromium's extensions and apps (`A,B`), pepper plugins (`PATH;MIME`). */
const CODE_LOADING_SWITCHES = new Set(['load-extension', 'load-and-launch-app', 'register-pepper-plugins']);
/** Switches whose value names files (fileSwitchTouches), but those written when none is given (WRITTEN_FILE_SWITCHES). */
const VALUED_FILE_SWITCHES = new Set([...WRITTEN_DIRECTORY_SWITCHES, ...CODE_LOADING_SWITCHES, 'pack-extension', 'pack-extension-key']);
/** Firefox's switches whose value may be the next word (`-profile D`, `-P NAME`, `--screenshot [F]`); Chromium takes only `--x=value`. */
const FIREFOX_NEXT_WORD_SWITCHES = new Set(['profile', 'p', 'screenshot', 'createprofile']);
/** Whether the browser is Firefox (or a build of it), whose switches take the next word. */
function isFirefox(tool) {
    return /^(?:.*[/\\])?(?:firefox|librewolf|waterfox)/i.test(tool);
}
/**
 * A switch naming files (`--print-to-pdf=F`, `-profile D`, `--load-extension=A,B`): Edit parts,
 * Read and Edit trees, a problem for code it loads. `value` undefined: none given.
 */
function fileSwitchTouches(tool, name, value, t) {
    if (WRITTEN_FILE_SWITCHES.has(name)) {
        const written = value === undefined || value === '' ? WRITTEN_FILE_SWITCHES.get(name) : value;
        if (written !== undefined)
            t.edit(written);
    }
    else if (value === undefined || value === '')
        return;
    else if (CODE_LOADING_SWITCHES.has(name)) {
        t.problem(`${tool} --${name} loads code it runs (an extension, an app, a plugin) that the analysis does not read`);
        for (const directory of value.split(/[,;]/))
            t.read(directory, false, 'tree');
    }
    else if (name === 'pack-extension') {
        // (`--pack-extension=D` reads D and writes D.crx and D.pem beside it.)
        t.read(value, false, 'tree');
        t.edit(`${value}.crx`);
        t.edit(`${value}.pem`);
    }
    else if (name === 'createprofile') {
        // (`-CreateProfile "NAME DIR"`: the profile is made in DIR.)
        const space = value.indexOf(' ');
        if (space > 0)
            t.edit(value.slice(space + 1), false, 'tree');
    }
    else if (name === 'pack-extension-key')
        t.read(value);
    else if (WRITTEN_DIRECTORY_SWITCHES.has(name)) {
        t.edit(value, false, 'tree');
        if (READ_DIRECTORY_SWITCHES.has(name))
            t.read(value, false, 'tree');
    }
}
/** A `file:` URL: the file it opens (Read), and a host other than the local one it reaches. */
function fileUrlTouches(url, t) {
    const paths = fileUrlPaths(url);
    if (paths === undefined) {
        t.problem(`a file: URL the analysis cannot read (${url.slice(0, 80)})`);
        return;
    }
    for (const path of paths)
        t.read(path);
    // (`file://evil.com/s/x`, `file:////evil.com/s/x`: a UNC path.)
    fileUrlServer(url, t);
}
/** A proxy setting's hosts: `h:port`, `scheme://h`, `http=h1;https=h2`, `direct://`. */
function proxyHosts(value, t) {
    for (const part of value.split(';')) {
        const proxy = part.replace(/^[a-z0-9]+=/i, '');
        if (proxy.includes('://'))
            urlsIn(proxy, t);
        else if (proxy !== '')
            t.url(hostUrl('tcp', proxy.replace(/:\d+$/, '')), false);
    }
}
/**
 * Host rules (`MAP * evil.com`, `MAP github.com 1.2.3.4:443, EXCLUDE localhost`): each MAP's
 * replacement is a host it connects to instead; `~NOTFOUND`/`^NOTFOUND` none. Another form is a problem.
 */
function hostRuleHosts(tool, value, t) {
    for (const rule of value.split(',')) {
        const [verb, pattern, replacement, ...rest] = rule.trim().split(/\s+/);
        if (verb === undefined || verb === '')
            continue;
        if (/^exclude$/i.test(verb) && replacement === undefined)
            continue;
        if (!/^map$/i.test(verb) || pattern === undefined || replacement === undefined || rest.length > 0) {
            t.problem(`${tool} has a host rule the analysis does not read (${rule.trim().slice(0, 80)})`);
        }
        else if (!/^[~^]NOTFOUND$/i.test(replacement)) {
            t.url(hostUrl('tcp', replacement.replace(/^(\[[^\]]*\]|[^:[]+):\d+$/, '$1')), false);
        }
    }
}
/** A network switch's value (`--proxy-server=`, `--host-resolver-rules=`): the hosts it connects through or to. */
function networkSwitchHosts(tool, name, value, t) {
    if (name === 'proxy-server')
        proxyHosts(value, t);
    else if (name === 'proxy-pac-url')
        urlsIn(value, t);
    else
        hostRuleHosts(tool, value, t);
}
/** Schemes a browser opens without reading a local file (`about:blank`, `https://h`). */
const PLAIN_SCHEMES = /^(?:https?|about|data|chrome|edge|brave|vivaldi|opera|blob|ws|wss):/i;
/**
 * An operand a browser may take for a host when no such file exists (`evil.com`, `evil.com/x`:
 * Chromium, Firefox and IE open `http://WORD`): not one written as a path (`/x`, `./x`, `~/x`,
 * `C:\x`, `\\h\x`), nor one no host can start (a blank, a quote).
 */
function mayBeHost(w) {
    return w !== '' && !/^[/.~\\]|^[A-Za-z]:[/\\]/.test(w) && !/[\s'"<>`{}|^\\]/.test(w);
}
/** A plain operand: a URL (its host read by the generic net), or a file it opens, or a host. */
function operandTouches(tool, w, t) {
    // (A one-letter scheme is a drive: `C:\x`.)
    if (!/^[A-Za-z][A-Za-z0-9+.-]+:/.test(w)) {
        t.read(w);
        if (mayBeHost(w))
            t.url(`http://${w}`, false);
    }
    else if (!PLAIN_SCHEMES.test(w))
        t.problem(`${tool} opens a URL whose scheme the analysis does not read (${w.slice(0, 80)})`);
}
const browser = (words, dynamic, t) => {
    const tool = words[0] ?? '';
    const firefox = isFirefox(tool);
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            if (mayBeOption(w) || w.startsWith('/'))
                t.problem(`an expansion may be a switch of ${tool} that runs a program (--renderer-cmd-prefix=CMD)`);
            else {
                // (A file, or a URL or host it opens: any host.)
                t.read(w, true);
                t.url(w, true);
            }
            continue;
        }
        if (/^file:/i.test(w)) {
            fileUrlTouches(w, t);
            continue;
        }
        const m = /^(?:--?|\/)([A-Za-z0-9-]+)(?:=(.*))?$/s.exec(w);
        if (m === null) {
            operandTouches(tool, w, t);
            continue;
        }
        const name = m[1].toLowerCase();
        const value = m[2];
        if (LAUNCHER_SWITCHES.has(name)) {
            t.problem(`${tool} --${name} names a program it starts its processes with`);
            if (value !== undefined && value !== '')
                t.run(value, false);
        }
        else if (firefox && value === undefined && FIREFOX_NEXT_WORD_SWITCHES.has(name)) {
            // (`--screenshot` takes a path only if one follows; a URL there is still opened, so the word is read as an operand too.)
            const next = i + 1 < words.length && !dynamic[i + 1] && !mayBeOption(words[i + 1]) ? words[i + 1] : undefined;
            const path = name === 'screenshot' && next !== undefined && /^[A-Za-z][A-Za-z0-9+.-]+:/.test(next) && !/^[A-Za-z]:[/\\]/.test(next) ? undefined : next;
            if ((name === 'profile' || name === 'createprofile') && i + 1 < words.length && dynamic[i + 1])
                t.problem(`${tool} -${name} is given by an expansion`);
            fileSwitchTouches(tool, name, path, t);
            if (name !== 'screenshot' && next !== undefined)
                i++;
        }
        else if (firefox && name === 'app') {
            // (`firefox -app application.ini` runs another XUL application: its code.)
            t.problem(`${tool} -app runs the application an application.ini names, which is not analyzed`);
        }
        else if (WRITTEN_FILE_SWITCHES.has(name) || (value !== undefined && VALUED_FILE_SWITCHES.has(name))) {
            fileSwitchTouches(tool, name, value, t);
        }
        else if (value === undefined)
            continue;
        else if (NETWORK_SWITCHES.has(name))
            networkSwitchHosts(tool, name, value, t);
        else if (/^file:/i.test(value))
            fileUrlTouches(value, t);
    }
};
/**
 * A launcher or network switch on any other program (`teams --gpu-launcher=CMD`, `code
 * --proxy-server=evil.com:80`): Electron hands its command line to Chromium. A launcher switch is
 * one an agent never needs: a problem, its value a line. A network switch's hosts are Domain parts;
 * its value may be the next word (Electron apps' own option parsers take `--proxy-server H`).
 */
export function chromiumSwitchTouches(words, dynamic, t) {
    const tool = words[0] ?? '';
    for (let i = 1; i < words.length; i++) {
        const m = chromiumSwitch(words[i]);
        if (m === undefined)
            continue;
        const name = m[1].toLowerCase();
        if (NETWORK_SWITCHES.has(name)) {
            // (`--proxy-server=$P`: a host not known.)
            const next = m[2] === undefined && i + 1 < words.length && (dynamic[i + 1] || !words[i + 1].startsWith('-')) ? i + 1 : i;
            if (dynamic[next])
                t.url(words[next], true);
            else if (next > i || m[2] !== undefined)
                networkSwitchHosts(tool, name, next > i ? words[next] : m[2], t);
            continue;
        }
        t.problem(`${tool} --${name} names a program it starts its processes with`);
        if (m[2] !== undefined && m[2] !== '')
            t.run(m[2], dynamic[i] ?? false);
    }
}
/** Whether a word of the command is a launcher or network switch (one with an expansion in its value too). */
export function hasChromiumSwitch(words, dynamic) {
    for (let i = 1; i < words.length; i++)
        if (chromiumSwitch(words[i]) !== undefined)
            return true;
    return false;
}
/**
 * Whether `w` may be a launcher or network switch (every one passes): most words are no switch, or
 * too short to be one, or an option whose name's first letter and length no switch has
 * (`--reporter=dot`), and no regex is run over them.
 */
export function mayBeChromiumSwitch(w) {
    if (w.length < 9 || (w.charCodeAt(0) !== 45 && w.charCodeAt(0) !== 47))
        return false;
    const from = w.charCodeAt(1) === 45 && w.charCodeAt(0) === 45 ? 2 : 1;
    const eq = w.indexOf('=', from);
    return SWITCH_LETTER_LENGTHS.has(letterLength(w.charCodeAt(from), (eq < 0 ? w.length : eq) - from));
}
/** A launcher or network switch's match (name, value), or undefined. */
function chromiumSwitch(w) {
    if (!mayBeChromiumSwitch(w))
        return undefined;
    const m = /^(?:--?|\/)([A-Za-z-]+)(?:=(.*))?$/s.exec(w);
    if (m === null)
        return undefined;
    const name = m[1].toLowerCase();
    return LAUNCHER_SWITCHES.has(name) || NETWORK_SWITCHES.has(name) ? m : undefined;
}
/** The browsers' names, whose own reader reads the launcher and network switches. */
export const BROWSER_NAMES = new Set(BROWSERS.flatMap((n) => [n, `${n}.exe`]));
export const BROWSER_READERS = BROWSERS.flatMap((n) => [[n, browser], [`${n}.exe`, browser]]);
//# sourceMappingURL=browser-arguments.js.map