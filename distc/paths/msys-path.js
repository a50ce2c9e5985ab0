// How a bash line on win32 (Git Bash, MSYS2, Cygwin) names a POSIX-form path (no `X:`, no `\`):
// bash and every MSYS/Cygwin program resolve it with Cygwin's normalize_posix_path
// (winsup/cygwin/path.cc) before any Windows call: `.` dropped and `..` removed lexically, with
// `/` as the top, not the drive. Only then is `/c/x` (and `/cygdrive/c/x`, `/proc/cygdrive/c/x`)
// drive C:. So from C:\w\repo, `../../../c/x` and `/dev/../c/x` are C:\x, where a Windows reading
// stops `..` at C:\ and opens C:\c\x. The engine checks both readings (deny and ask on either,
// allow on both): the cygdrive prefix is `/` on MSYS2 and Git Bash but `/cygdrive` on Cygwin.
import { cleanWindowsSegment } from './clean-path.js';
import { LONG_INPUT } from './long-path-memo.js';
import { hasDotSegment } from './path-text.js';
export { hasDotSegment };
import { isUnc, MAX_OPERATION_PATH, normalizePath } from './normalize.js';
/** Links of Cygwin's /proc/PID whose targets cannot be told (`root` is `/`, followed). */
const PROCESS_LINKS = new Set(['cwd', 'fd', 'task', 'map_files', 'exe']);
/**
 * Cygwin's (and MSYS's) raw disks and partitions (`/dev/sda`, `/dev/sdb1`, `/dev/sdaa`), CD and
 * floppy drives (`/dev/scd0`, `/dev/sr0`, `/dev/fd0`), and the memory devices older versions had.
 */
const CYGWIN_DISK = /^\/dev\/(?:sd[a-z]{1,2}\d*|scd\d+|sr\d+|fd\d+|mem|kmem|port)$/i;
/** Prefixes taken off one path at most (`/proc/self/root/proc/1/root/cygdrive/c`). */
const MAX_PREFIXES = 16;
/**
 * The path a bash line on win32 opens for `text`, in the engine's drive form (`/c/x`, or a POSIX
 * path such as `/usr/x` that normalize.ts places on the current drive as before), when it
 * differs from the Windows reading; `{ unknown }` where it may lead anywhere (a process's link,
 * the NT object namespace under /proc/sys); undefined when the readings agree or the text is not
 * a POSIX-form path. The caller checks only bash lines on win32.
 */
export function msysReading(text, ctx) {
    // (A line's long word is read for each of its parts, a read and a write of one file: the reading
    // is a function of text and context, remembered for the last long one.)
    if (text.length < LONG_INPUT)
        return readMsys(text, ctx);
    if (last !== undefined && last.ctx === ctx && last.text === text)
        return last.reading;
    const reading = readMsys(text, ctx);
    last = { text, ctx, reading };
    return reading;
}
let last;
function readMsys(text, ctx) {
    if (!mayReadOtherwise(text) || text.includes('\\') || /^[A-Za-z]:/.test(text) || text.startsWith('//'))
        return undefined;
    const tilde = text === '~' || text.startsWith('~/');
    const base = text.startsWith('/') ? undefined : tilde ? ctx.home : ctx.cwd;
    // (A relative path without a known directory fails in normalize.ts already; a UNC one keeps its reading.)
    if (base === undefined && !text.startsWith('/'))
        return undefined;
    if (base !== undefined && base.text.startsWith('//'))
        return undefined;
    if (base !== undefined && !tilde && sameAsWindowsReading(text, base.segments, ctx))
        return undefined;
    const segs = base === undefined ? [] : base.segments.slice();
    const rest = tilde ? text.slice(1) : text;
    for (const seg of rest.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (seg !== '..')
            segs.push(seg);
        else if (processLinkAt(segs))
            return { unknown: 'has a ".." after a link of some process (Cygwin\'s /proc/PID or /dev/fd), which may lead anywhere' };
        else
            segs.pop();
    }
    const placed = withoutPrefixes(segs);
    if ('unknown' in placed)
        return placed;
    const posix = `/${placed.join('/')}`;
    const windows = normalizePath(text, ctx);
    if (windows.ok && cleansToWindowsReading(placed, posix, windows.path, ctx))
        return undefined;
    const msys = normalizePath(posix, ctx);
    return windows.ok && msys.ok && windows.path.text === msys.path.text ? undefined : posix;
}
/**
 * Whether a relative text that only starts with `./` (no other `.`, `..` or empty segment: bash
 * on win32 checks each word as `./word` too) reads as the Windows reading does, told without
 * splitting it: MSYS's segments are then the directory's and the text's, in order, and its text
 * the directory's and the text's joined; when that is the Windows reading's text but for the last
 * segment, which cleans to it, a drive's in lower case and printable ASCII, cleansToWindowsReading
 * holds segment by segment.
 * False where that is not certain: read in full then. (`./~/a ~/a …`, 10,000 characters: the
 * split into 2,500 segments and their join were a tenth of a zip line on win32.)
 */
function sameAsWindowsReading(text, base, ctx) {
    if (ctx.platform !== 'win32' || text.length < LONG_INPUT || base.length === 0 || !/^[a-z]$/.test(base[0]))
        return false;
    let from = 0;
    while (text.startsWith('./', from))
        from += 2;
    const body = text.slice(from);
    if (body === '' || body.startsWith('/') || body.endsWith('/') || body.includes('//') || hasDotSegment(body))
        return false;
    const posix = `/${base.join('/')}/${body}`;
    if (posix.length > MAX_OPERATION_PATH || NOT_PRINTABLE_ASCII.test(posix))
        return false;
    const windows = normalizePath(text, ctx);
    if (!windows.ok || isUnc(windows.path))
        return false;
    // (Equal up to the last segment, which Windows may have cleaned: `~/a ~/a ` ends in `a `, read `a`.)
    const w = windows.path.text;
    const slash = posix.lastIndexOf('/');
    if (w.charCodeAt(slash) !== 47 || w.indexOf('/', slash + 1) >= 0 || !w.startsWith(posix.slice(0, slash + 1)))
        return false;
    const last = posix.slice(slash + 1);
    const windowsLast = w.slice(slash + 1);
    return last === windowsLast || cleanWindowsSegment(last) === windowsLast;
}
/**
 * Whether `posix` (the MSYS reading, `/` + `placed`) normalizes on win32 to the Windows reading's
 * text, told without normalizing it (a full normalization: ~0.2 ms at 10,000 characters, for
 * each `./word` of a long line). Printable ASCII (no NFC, no control character) in the drive form
 * `/x/…` normalizes segment by segment: the drive letter lower-cased, each segment cleaned as
 * Windows opens it. False where that is not certain: normalized in full then.
 */
function cleansToWindowsReading(placed, posix, windows, ctx) {
    if (ctx.platform !== 'win32' || posix.length > MAX_OPERATION_PATH || NOT_PRINTABLE_ASCII.test(posix))
        return false;
    const drive = placed[0];
    const segs = windows.segments;
    if (drive === undefined || !isDriveLetter(drive) || isUnc(windows) || segs.length !== placed.length || segs[0] !== drive.toLowerCase())
        return false;
    for (let k = 1; k < placed.length; k++) {
        const seg = placed[k];
        // (An equal segment is a normalized one already: cleaning it changes nothing.)
        if (seg !== segs[k] && cleanWindowsSegment(seg) !== segs[k])
            return false;
    }
    return true;
}
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/;
/**
 * Whether a text may read otherwise than on Windows: a `.` or `..` segment, or a start in
 * /cygdrive, /proc or /dev/fd (a first-character test first: most paths stop there).
 */
function mayReadOtherwise(text) {
    const c = text.charCodeAt(1) | 32;
    if (text.charCodeAt(0) === 47 && (c === 99 || c === 112 || c === 100) && (/^\/(?:cygdrive|proc|dev\/fd|dev\/disk)(?:\/|$)/i.test(text) || CYGWIN_DISK.test(text)))
        return true;
    return hasDotSegment(text);
}
/** Whether the segments so far end in a process's link (Cygwin's /proc/PID/cwd…, /dev/fd/N). */
function processLinkAt(segs) {
    const top = segs[0]?.toLowerCase();
    if (top === 'dev')
        return segs.length >= 2 && segs[1].toLowerCase() === 'fd';
    return top === 'proc' && segs.length >= 2 && (segs[1].toLowerCase() === 'sys' || (segs.length >= 3 && (PROCESS_LINKS.has(segs[2].toLowerCase()) || segs[2].toLowerCase() === 'root')));
}
/**
 * The segments after Cygwin's own prefixes: `/cygdrive/X` and `/proc/cygdrive/X` are `/X`,
 * `/proc/PID/root` is `/` (as often as it is there); a process's other links and /proc/sys (the
 * NT object namespace: `/proc/sys/DosDevices/C:/x`) are unknown.
 */
function withoutPrefixes(segments) {
    let segs = segments;
    for (let k = 0; k < MAX_PREFIXES; k++) {
        const top = segs[0]?.toLowerCase();
        const second = segs[1]?.toLowerCase();
        if (top === 'cygdrive' && isDriveLetter(segs[1]))
            segs = [segs[1].toLowerCase(), ...segs.slice(2)];
        else if (top === 'proc' && second === 'cygdrive' && isDriveLetter(segs[2]))
            segs = [segs[2].toLowerCase(), ...segs.slice(3)];
        else if (top === 'proc' && second === 'sys')
            return { unknown: 'is under Cygwin\'s /proc/sys, the Windows object namespace, which may reach any file' };
        else if (top === 'dev' && second === 'fd' && segs.length >= 3)
            return { unknown: 'is a file descriptor of some process (/dev/fd/N), which may be any file' };
        // (Cygwin 3.5's /dev/disk/by-id, by-uuid, by-label, by-drive/c…: links to those devices.)
        else if (top === 'dev' && second === 'disk' && segs.length >= 3)
            return { unknown: 'is under Cygwin\'s /dev/disk (by-id, by-drive…), links to raw disk and partition devices, which hold every file on them' };
        else if (top === 'dev' && segs.length === 2 && CYGWIN_DISK.test(`/dev/${second}`))
            return { unknown: 'is Cygwin\'s raw disk device (\\Device\\HarddiskN, a CD, a floppy), which holds every file on it' };
        else if (top === 'proc' && segs.length >= 3 && segs[2].toLowerCase() === 'root')
            segs = segs.slice(3);
        else if (top === 'proc' && segs.length >= 3 && PROCESS_LINKS.has(segs[2].toLowerCase()))
            return { unknown: `is under Cygwin's /proc/PID/${segs[2]}, a link of some process that may lead anywhere` };
        else
            return segs;
    }
    return { unknown: 'has more Cygwin prefixes (/proc/PID/root, /cygdrive) than are followed' };
}
const isDriveLetter = (s) => s !== undefined && /^[A-Za-z]$/.test(s);
//# sourceMappingURL=msys-path.js.map