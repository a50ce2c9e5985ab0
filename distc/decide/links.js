// Where a Read or Edit path leads besides its own text (semantics 4.2), without asking the
// caller: the links every system has (/proc/PID, macOS's /etc -> /private/etc, Windows'
// compatibility junctions, the current drive or share, administrative shares), and UNC servers.
// The caller's resolver is link-hook.ts's. parts.ts checks each path found as the path itself.
import { isUnc, normalizePath } from '../paths/normalize.js';
import { segmentsOf, windowsLooking } from '../paths/path-view.js';
import { isVolfs, isVolumeMount, lookupPrefixRest } from './darwin-links.js';
/** A text for a message: quoted, and cut at 200 characters (the part itself carries all of it). */
export function shown(text) {
    return JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);
}
/** Links the kernel keeps under /proc/PID whose targets the engine cannot tell (`exe`: the program's file, anywhere; session 37). */
const PROC_LINKS = new Set(['cwd', 'fd', 'task', 'map_files', 'exe']);
/**
 * `/proc/PID/root/x` is `/x` as that process sees it: a link no resolver has to be asked about
 * (`cat /proc/self/root/etc/shadow`). It is checked as a symlink target is: deny and ask rules on
 * either path, allow rules on both. Other links there (cwd, fd, task, map_files, exe) are unknown.
 */
export function procAlias(v, ctx) {
    return procPath(segmentsOf(v), ctx);
}
/** A path under /proc or /dev/fd (or /dev/stdin…): a link of some process, whose target a resolver here cannot tell. */
export function isProcessLink(path) {
    return path.startsWith('/proc/') || (path.startsWith('/dev/') && DEV_FD_BELOW.test(path));
}
/**
 * Below `/dev/fd/N`, `/dev/stdin`, `/dev/stdout`, `/dev/stderr`: the process's descriptors, which
 * may be a directory (`cat /dev/stdin/etc/passwd < /` reads /etc/passwd).
 */
const DEV_FD_BELOW = /^\/dev\/(?:fd|stdin|stdout|stderr)\//;
function procPath(segments, ctx) {
    let segs = segments;
    // (`/dev/fd/N` is `/proc/self/fd/N`, `/dev/stdin` is `/proc/self/fd/0`: a directory there may be any.)
    if (segs.length >= 3 && segs[0] === 'dev' && (segs[1] === 'fd' || segs[1] === 'stdin' || segs[1] === 'stdout' || segs[1] === 'stderr'))
        return 'unknown';
    let found;
    // `/proc/self/root/proc/1/root/x` is `/x` too: the prefix is taken off as often as it is there.
    for (let depth = 0; segs.length >= 3 && segs[0] === 'proc'; depth++) {
        const kind = segs[2];
        if (PROC_LINKS.has(kind) || depth >= MAX_PROC_ROOTS)
            return 'unknown';
        if (kind !== 'root')
            break;
        segs = segs.slice(3);
        found = segs;
    }
    if (found === undefined)
        return undefined;
    const n = normalizePath(`/${found.join('/')}`, ctx);
    return n.ok ? n.path : 'unknown';
}
/** `/proc/PID/root` prefixes taken off one path (more: unknown). */
const MAX_PROC_ROOTS = 16;
/**
 * Links every system of a kind has (semantics 4.2: a path and where it leads are both checked):
 * usrmerge (`/bin` is `/usr/bin`), `/var/run` and `/var/lock` under `/run` on Linux; `/etc`,
 * `/tmp`, `/var` under `/private` and the Data volume's firmlinks (`/System/Volumes/Data/Users`
 * is `/Users`) on macOS. Each way: a rule may be written with either spelling.
 */
const LINUX_LINKS = [
    ['/var/run', '/run'], ['/var/lock', '/run/lock'], ['/run', '/var/run'], ['/bin', '/usr/bin'], ['/sbin', '/usr/sbin'], ['/lib64', '/usr/lib64'],
    ['/lib', '/usr/lib'], ['/usr/bin', '/bin'], ['/usr/sbin', '/sbin'], ['/usr/lib64', '/lib64'], ['/usr/lib', '/lib'],
];
const DARWIN_LINKS = [
    ['/etc', '/private/etc'], ['/tmp', '/private/tmp'], ['/var', '/private/var'], ['/private/etc', '/etc'], ['/private/tmp', '/tmp'],
    ['/private/var', '/var'], ['/system/volumes/data', ''],
];
/** The links above, each way, as spelled for a glob argument (glob-links.ts). */
export function linkPairs(platform) {
    return platform === 'darwin' ? DARWIN_LINKS : LINUX_LINKS;
}
/**
 * The same links as the kernel follows them, one way only (`/var/run/..` is `/`, not `/var`):
 * where a path before a `..` leads without a resolver (physical-path.ts).
 */
const LINUX_KERNEL_LINKS = [
    ['/var/run', '/run'], ['/var/lock', '/run/lock'], ['/bin', '/usr/bin'], ['/sbin', '/usr/sbin'], ['/lib64', '/usr/lib64'], ['/lib', '/usr/lib'],
];
const DARWIN_KERNEL_LINKS = [['/etc', '/private/etc'], ['/tmp', '/private/tmp'], ['/var', '/private/var']];
/** `/dev/fd` is `/proc/self/fd`, `/dev/stdin` is `/proc/self/fd/0`…: their parents are a process's. */
const DEV_PROCESS_LINK = /^\/dev\/(?:fd|stdin|stdout|stderr)(?:\/|$)/;
/**
 * `/dev/stdin`, `/dev/fd`… themselves: a process's descriptors. A command that reads everything
 * below one (`grep -r x /dev/stdin < /`) follows it to a directory that may be any.
 */
export function isDescriptorPath(text, ctx) {
    return ctx.platform !== 'win32' && text.startsWith('/dev/') && DEV_PROCESS_LINK.test(text);
}
/** Links followed one after another at most (`/proc/self/root/var/run` is `/var/run`, is `/run`). */
const MAX_FIXED_LINKS = 8;
/**
 * Where the links every system of a kind has (above) and the kernel's links under /proc take a
 * normalized path, followed until none applies: undefined when none does, 'unknown' where it may
 * lead anywhere. It needs no resolver, so a `..` after such a link is read as the kernel reads it
 * even when the caller gives none (`cat /proc/self/root/../etc/passwd` is /etc/passwd,
 * `/var/run/..` is `/`). Under /proc only `/proc/PID/root` is placed: the parent of anything else
 * there (`cwd`, `fd`, `task`, `/proc/net`, which is `/proc/self/net`) is some process's.
 */
export function fixedLinkTarget(path, ctx) {
    if (ctx.platform === 'win32')
        return undefined;
    let at;
    for (let step = 0; step < MAX_FIXED_LINKS; step++) {
        const here = at ?? path;
        const t = here.text;
        if (DEV_PROCESS_LINK.test(t))
            return 'unknown';
        if (ctx.platform === 'darwin' && t.charCodeAt(1) === 46 && isVolfs(t.toLowerCase()))
            return 'unknown';
        const next = t.startsWith('/proc/') ? procPath(here.segments, ctx) ?? 'unknown' : tableLink(t, ctx);
        if (next === undefined || next === 'unknown')
            return next ?? at;
        at = next;
    }
    return 'unknown';
}
function tableLink(text, ctx) {
    const darwin = ctx.platform === 'darwin';
    const lower = darwin || ctx.foldCase ? text.toLowerCase() : text;
    const rest = darwin ? lookupPrefixRest(text) : undefined;
    if (rest !== undefined) {
        const n = normalizePath(rest, ctx);
        return n.ok ? n.path : undefined;
    }
    // (A `..` right after `/Volumes/NAME` may climb out of the boot volume's link to `/`: read so.)
    if (darwin && isVolumeMount(lower)) {
        const root = normalizePath('/', ctx);
        return root.ok ? root.path : undefined;
    }
    const links = darwin ? DARWIN_KERNEL_LINKS : LINUX_KERNEL_LINKS;
    for (let k = 0; k < links.length; k++) {
        const [from, to] = links[k];
        if (lower.startsWith(from) && (lower.length === from.length || lower.charCodeAt(from.length) === 47)) {
            const n = normalizePath(to + text.slice(from.length), ctx);
            return n.ok ? n.path : undefined;
        }
    }
    return undefined;
}
/** First letters (case folded) of the paths pathAlias spells another way: /proc, /dev/fd and the links above. */
const LINUX_ALIAS_FIRST = firstLetters('pdvrbslu');
const DARWIN_ALIAS_FIRST = firstLetters('pdetvs.');
function firstLetters(letters) {
    const table = new Uint8Array(128);
    for (const l of letters)
        table[l.charCodeAt(0)] = 1;
    return table;
}
/** Whether a path whose first segment starts with this character (its code) may start with a link pathAlias reads. */
export function mayStartLink(code, ctx) {
    const c = code | 0x20;
    return c < 128 && (ctx.platform === 'darwin' ? DARWIN_ALIAS_FIRST : LINUX_ALIAS_FIRST)[c] === 1;
}
/**
 * Whether pathAlias may find another spelling of the path: a test on its first letter, cheap
 * enough for every Read part (most paths of a decision start with none of those letters).
 */
export function mayHaveAlias(v, ctx) {
    if (v.unc || ctx.platform === 'win32')
        return true;
    const c = v.text.charCodeAt(1) | 0x20;
    return c < 128 && (ctx.platform === 'darwin' ? DARWIN_ALIAS_FIRST : LINUX_ALIAS_FIRST)[c] === 1;
}
/**
 * Another spelling of a scanned path the system gives it (checked as a symlink target is: deny and
 * ask rules on either, allow rules on both), 'unknown' where it may lead anywhere, or undefined.
 * `text` is the path as written (win32: `\w\x` is on the current drive, which the normalized
 * path reads as the drive W:).
 */
export function pathAlias(v, text, ctx) {
    if (!mayHaveAlias(v, ctx))
        return undefined;
    if (v.unc) {
        const share = adminShareAlias(v, ctx);
        return share === undefined ? undefined : junctionAlias(share.text, ctx) ?? share;
    }
    const t = v.text;
    if (isProcessLink(t))
        return procAlias(v, ctx);
    if (ctx.platform === 'win32')
        return currentDriveAlias(text, ctx) ?? junctionAlias(t, ctx);
    const darwin = ctx.platform === 'darwin';
    const lower = darwin || ctx.foldCase ? t.toLowerCase() : t;
    if (darwin && isVolfs(lower))
        return 'unknown';
    // (`/.nofollow/x` is `/x`: then checked in its turn, aliasLeadsFurther.)
    const rest = darwin ? lookupPrefixRest(t) : undefined;
    if (rest !== undefined) {
        const n = normalizePath(rest, ctx);
        return n.ok ? n.path : 'unknown';
    }
    const links = darwin ? DARWIN_LINKS : LINUX_LINKS;
    for (let k = 0; k < links.length; k++) {
        const [from, to] = links[k];
        if (lower.startsWith(from) && (lower.length === from.length || lower.charCodeAt(from.length) === 47)) {
            const n = normalizePath(to + t.slice(from.length) || '/', ctx);
            return n.ok ? n.path : undefined;
        }
    }
    return undefined;
}
/**
 * On linux and darwin `C:/x` and `\\x/y` are relative POSIX paths too (a directory named `C:`),
 * which normalize.ts reads as Windows ones: `C:/../../etc/passwd` is ../../etc/passwd there.
 * Both readings are checked: deny and ask on either, allow on both.
 */
export function posixReadingToo(ctx, text) {
    return ctx.platform !== 'win32' && !ctx.cwdWindows && windowsLooking(text);
}
/**
 * Whether a spelling pathAlias found (viewed in `alias`) has one of its own besides the path it
 * came from (`from`): `/System/Volumes/Data/private/etc/x` is `/private/etc/x`, which is
 * `/etc/x`. Then it is checked in its turn (deny rules on `//etc/**` see the last one).
 */
export function aliasLeadsFurther(alias, from, ctx) {
    if (ctx.platform === 'win32' || alias.unc)
        return false;
    const next = pathAlias(alias, alias.text, ctx);
    return next !== undefined && (next === 'unknown' || next.text !== from);
}
/**
 * Windows' compatibility junctions (every system since Vista: they refuse listing, not opening a
 * file below them), after the drive: the old name and the folder it opens. Case-insensitive.
 */
const WIN32_JUNCTIONS = [
    ['documents and settings', 'users'], ['users/all users', 'programdata'], ['users/default user', 'users/default'],
    ['programdata/application data', 'programdata'], ['programdata/desktop', 'users/public/desktop'], ['programdata/documents', 'users/public/documents'],
    ['programdata/start menu', 'programdata/microsoft/windows/start menu'], ['programdata/templates', 'programdata/microsoft/windows/templates'],
    // (Not a junction: WOW64 opens it as System32 for a 32-bit process, which a line may run.)
    ['windows/sysnative', 'windows/system32'],
];
/** The same below each user's folder (`users/NAME/`). */
const WIN32_USER_JUNCTIONS = [
    ['application data', 'appdata/roaming'], ['local settings', 'appdata/local'], ['my documents', 'documents'],
    ['appdata/local/application data', 'appdata/local'], ['appdata/local/history', 'appdata/local/microsoft/windows/history'],
    ['appdata/local/temporary internet files', 'appdata/local/microsoft/windows/inetcache'],
    ['cookies', 'appdata/local/microsoft/windows/inetcookies'], ['nethood', 'appdata/roaming/microsoft/windows/network shortcuts'],
    ['printhood', 'appdata/roaming/microsoft/windows/printer shortcuts'], ['recent', 'appdata/roaming/microsoft/windows/recent'],
    ['sendto', 'appdata/roaming/microsoft/windows/sendto'], ['start menu', 'appdata/roaming/microsoft/windows/start menu'],
    ['templates', 'appdata/roaming/microsoft/windows/templates'], ['documents/my music', 'music'], ['documents/my pictures', 'pictures'],
    ['documents/my videos', 'videos'],
];
/** Junctions followed one after another at most (`Documents and Settings\x\Application Data`). */
const MAX_JUNCTIONS = 4;
/** win32: the folder a normalized drive path (`/c/...`) opens through the compatibility junctions, or undefined. */
export function junctionAlias(text, ctx) {
    let t = text;
    for (let step = 0; step < MAX_JUNCTIONS; step++) {
        const next = oneJunction(t);
        if (next === undefined)
            break;
        t = next;
    }
    if (t === text)
        return undefined;
    const n = normalizePath(t, { ...ctx, platform: 'win32' });
    return n.ok ? n.path : undefined;
}
function oneJunction(t) {
    // (Every junction starts with a segment in d, p, u or w: most paths stop at this test.)
    const c = t.charCodeAt(3) | 32;
    if (t.charCodeAt(2) !== 47 || (c !== 100 && c !== 112 && c !== 117 && c !== 119))
        return undefined;
    for (const [from, to] of WIN32_JUNCTIONS)
        if (segmentsAt(t, 3, from))
            return t.slice(0, 3) + to + t.slice(3 + from.length);
    const user = segmentsAt(t, 3, 'users') ? t.indexOf('/', 9) + 1 : 0;
    if (user === 0)
        return undefined;
    for (const [from, to] of WIN32_USER_JUNCTIONS)
        if (segmentsAt(t, user, from))
            return t.slice(0, user) + to + t.slice(user + from.length);
    return undefined;
}
/** Whether `t` has the whole segments `from` (lower case, spaces, `/`) at `k`, ASCII case ignored; no string made. */
function segmentsAt(t, k, from) {
    const end = k + from.length;
    if (end > t.length || (end < t.length && t.charCodeAt(end) !== 47))
        return false;
    for (let i = 0; i < from.length; i++)
        if ((t.charCodeAt(k + i) | 32) !== from.charCodeAt(i))
            return false;
    return true;
}
/**
 * win32: `\x\y` (one separator, a one-letter segment) read as on the current drive, beside the
 * drive X: reading; with a UNC working directory the current root is its share (`\\srv\share`).
 */
function currentDriveAlias(text, ctx) {
    const onDrive = currentDriveText(text, ctx);
    if (onDrive === undefined)
        return undefined;
    const n = normalizePath(onDrive, ctx);
    return n.ok ? n.path : undefined;
}
/**
 * win32: the text of `\x\y`'s current-drive reading (`C:\x\y`, or `\\srv\share\x\y` from a UNC
 * working directory), or undefined for any other path. checkPath checks it as a path of its own:
 * the resolver must be asked about `C:\x\y` too, where a junction there may lead anywhere.
 */
export function currentDriveText(text, ctx) {
    if (ctx.platform !== 'win32' || !/^[\\/][A-Za-z](?:[\\/]|$)/.test(text))
        return undefined;
    const cwd = ctx.cwd;
    if (cwd === undefined)
        return undefined;
    const unc = cwd.text.startsWith('//');
    const drive = cwd.segments[0];
    if (drive === undefined || (unc ? cwd.segments.length < 2 : drive.length !== 1))
        return undefined;
    return unc ? `//${drive}/${cwd.segments[1]}${text}` : `${drive}:${text}`;
}
/**
 * `\\HOST\C$\x` is `C:\x` on HOST, and HOST may be this machine under any of its names
 * (`localhost`, an address, its own name): a Windows administrative share (`X$`, `ADMIN$` for
 * C:\Windows) is checked as a symlink target is (deny and ask rules on either path, allow rules
 * on both).
 */
export function adminShareAlias(v, ctx) {
    const segs = segmentsOf(v);
    if (!v.unc || segs.length < 2)
        return undefined;
    const share = segs[1];
    const drive = /^[A-Za-z]\$$/.test(share) ? `${share[0]}:` : /^admin\$$/i.test(share) ? 'C:/Windows' : undefined;
    if (drive === undefined)
        return undefined;
    const n = normalizePath(`${drive}/${segs.slice(2).join('/')}`, { ...ctx, platform: 'win32' });
    return n.ok ? n.path : undefined;
}
/** Names a UNC path gives this machine: its server is no other host. */
export const THIS_MACHINE = /^(?:localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0:0:0:0:0:0:0:1|\.|\?)$/i;
/**
 * The servers a UNC path (`\\evil.com\share\x`, `//evil.com/share`, `\\?\UNC\evil.com\x`,
 * WebDAV's `\\evil.com@SSL@443\x`) reaches over the network, but this machine under a name the
 * administrative-share alias knows; none for any other path. Only a text starting with two
 * separators is normalized. On win32 a server is read even where the path is not (`//h`,
 * `//evil.com:22/r`, which Git for Windows makes of `file://evil.com:22/r`).
 */
export function uncServers(text, ctx) {
    const c0 = text.charCodeAt(0);
    const c1 = text.charCodeAt(1);
    if ((c0 !== 92 && c0 !== 47) || (c1 !== 92 && c1 !== 47))
        return NO_SERVERS;
    const n = normalizePath(text, ctx);
    if (!n.ok)
        return ctx.platform === 'win32' ? serverHosts(UNREAD_SERVER.exec(text)?.[1]) : NO_SERVERS;
    if (!isUnc(n.path))
        return NO_SERVERS;
    return serverHosts(n.path.segments[0]);
}
const NO_SERVERS = [];
/**
 * The server of a UNC text the path reading refused (a `:` in it, no share): after a device prefix
 * (`\\?\UNC\`) and network provider segments (`\\;LanmanRedirector\;Z:000…\evil.com\s`).
 */
const UNREAD_SERVER = /^[\\/]{2}(?:[?.][\\/]UNC[\\/])?(?:;[^\\/]*[\\/]+)*([^\\/]+)/i;
/** WebDAV's spelling of a server: `host@SSL`, `host@SSL@443`, `host@8080` reach host. */
const WEBDAV_SERVER = /^([^@:]+)@(?:SSL(?:@\d+)?|\d+)$/i;
/**
 * The hosts a UNC server name may reach. Any `@` or `:` beside WebDAV's (`u@evil.com`,
 * `evil.com:22`, what Git for Windows and pip make of `file://u@evil.com/x`) is a spelling no
 * redirector is known to read: each name in it may be the one contacted (a port is none).
 */
function serverHosts(server) {
    if (server === undefined || server === '' || server === '?' || server === '.')
        return NO_SERVERS;
    const webdav = WEBDAV_SERVER.exec(server);
    const names = webdav !== null ? [webdav[1]] : server.startsWith('[') ? [server] : server.split(/[@:]/).filter((h, k) => !(k > 0 && /^\d*$/.test(h)));
    return names.filter((h) => h !== '' && !THIS_MACHINE.test(h));
}
//# sourceMappingURL=links.js.map