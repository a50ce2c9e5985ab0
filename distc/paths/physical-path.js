// Where a path with `..` leads when a symbolic link comes before the `..` (semantics 4.2, read
// the safer way). Operation paths are normalized lexically: `src/link/../x` is `src/x`. The
// kernel does otherwise: it resolves `src/link` first, and `..` is the parent of the link's
// target, so with `src/link -> /etc/ssh` the path opens `/etc/x`. When the caller gives a symlink
// resolver it wants links followed, so the path the kernel opens is checked too (deny and ask on
// either path, allow on both), found here by resolving the path before each `..`.
//
// POSIX only: on Windows the system itself removes `..` lexically before any link is looked at
// (GetFullPathName), which is what the lexical normalization does.
import { normalizePath } from './normalize.js';
import { MAX_PATH_SEGMENTS } from './path-view.js';
/** `..` segments resolved through the hook at most; past this the path cannot be checked. */
export const MAX_PHYSICAL_STEPS = 64;
/** Whether a POSIX path text has a `..` segment. */
export function hasDotDot(text) {
    let at = text.indexOf('..');
    while (at >= 0) {
        const end = at + 2;
        if ((at === 0 || text.charCodeAt(at - 1) === 47) && (end === text.length || text.charCodeAt(end) === 47))
            return true;
        // (A `..` segment starts after a `/`: the next try is past the next one, not at each dot of a
        // run, which a path of 10,000 dots made 10,000 searches: 0.2 ms of a 0.7 ms decision.)
        const slash = text.indexOf('/', at);
        if (slash < 0)
            return false;
        at = text.indexOf('..', slash + 1);
    }
    return false;
}
/** The offset of the first `..` segment (-1: none). */
function firstDotDot(text) {
    let at = text.indexOf('..');
    while (at >= 0) {
        if ((at === 0 || text.charCodeAt(at - 1) === 47) && (at + 2 === text.length || text.charCodeAt(at + 2) === 47))
            return at;
        // (As hasDotDot: after a miss, the next try is past the next `/`.)
        const slash = text.indexOf('/', at);
        if (slash < 0)
            return -1;
        at = text.indexOf('..', slash + 1);
    }
    return -1;
}
/** A Windows path, whose `..` the system removes lexically (normalize.ts reads these as Windows on every platform). */
function windowsPath(text, ctx) {
    if (ctx.platform === 'win32' || ctx.cwdWindows)
        return true;
    const c0 = text.charCodeAt(0) | 32;
    return (c0 >= 97 && c0 <= 122 && text.charCodeAt(1) === 58) || text.startsWith('\\\\');
}
/** The text of a path from its root (`''`, or `/` for a UNC path's second slash) and segments. */
function textOf(root, segments) {
    return `${root}/${segments.join('/')}`;
}
const rootOf = (p) => (p.text.startsWith('//') ? '/' : '');
/**
 * The path the kernel opens for `text`, resolving each prefix that a `..` follows through
 * `resolve`; `undefined` when it is the lexical path (no `..`, a Windows path, or no prefix is a
 * link), `'failed'` when it cannot be told (already reported by `resolve`), or a reason.
 * Segments are kept as a list and the path is normalized only where the hook is asked and at the
 * end (at most MAX_PHYSICAL_STEPS + 2 times): linear in the path.
 */
export function physicalPath(text, ctx, resolve) {
    if (!hasDotDot(text) || windowsPath(text, ctx))
        return undefined;
    // (Segments are read one at a time from the first `..`, not split: the steps stop early, and
    // `zip ../../…` split its 3,333 segments on each of three checks.)
    const first = firstDotDot(text);
    if (first < 0)
        return undefined;
    // The prefix before the first `..` (`''` for a path that starts with it: the working directory).
    const prefix = first === 0 ? '' : text.slice(0, first - 1);
    const start = normalizePath(prefix === '' ? (text.startsWith('/') ? '/' : '.') : prefix, ctx);
    if (!start.ok)
        return { unknown: start.reason };
    let root = rootOf(start.path);
    let parts = [...start.path.segments];
    let moved = false;
    let steps = 0;
    for (let from = first; from <= text.length;) {
        let end = text.indexOf('/', from);
        if (end < 0)
            end = text.length;
        const length = end - from;
        const dots = length === 2 && text.charCodeAt(from) === 46 && text.charCodeAt(from + 1) === 46;
        const skip = length === 0 || (length === 1 && text.charCodeAt(from) === 46);
        const segmentStart = from;
        from = end + 1;
        if (skip)
            continue;
        if (parts.length > MAX_PATH_SEGMENTS)
            return { unknown: `it has more than ${MAX_PATH_SEGMENTS} segments` };
        if (!dots) {
            parts.push(text.slice(segmentStart, end));
            continue;
        }
        if (++steps > MAX_PHYSICAL_STEPS)
            return { unknown: `it has more than ${MAX_PHYSICAL_STEPS} ".." segments to follow through symbolic links` };
        const here = normalizePath(textOf(root, parts), ctx);
        if (!here.ok)
            return { unknown: here.reason };
        const target = resolve(here.path);
        if (target === 'failed')
            return 'failed';
        const at = target !== undefined && target.text !== here.path.text ? target : here.path;
        if (at !== here.path)
            moved = true;
        root = rootOf(at);
        parts = [...at.segments];
        // (The parent of a UNC share's root, or of `/`, is itself.)
        if (parts.length > (root === '/' ? 2 : 0))
            parts.pop();
    }
    if (!moved)
        return undefined;
    const out = normalizePath(textOf(root, parts), ctx);
    return out.ok ? out.path : { unknown: out.reason };
}
//# sourceMappingURL=physical-path.js.map