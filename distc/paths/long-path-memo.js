// Long operation paths normalized once per decision (normalize.ts normalizePath). A shell line's
// long word is normalized by several checks (the path, everything below it, MSYS's reading), and
// a program's sibling files are that word with a suffix (`zip a` writes `a.zip`, sqlite3 `a-journal`,
// `a-wal`, `a-shm`): each a full normalization, 0.1-0.3 ms at 10,000 characters. The last few
// inputs are remembered (bash on win32 reads a word as written, as `./word` and in MSYS's
// spelling, each of its files too, in turns), and a sibling reuses the result of one of them.
import { MAX_OPERATION_PATH } from './normalize.js';
import { sameOnCwdDrive } from './cwd-drive-spelling.js';
import { flat } from './path-text.js';
import { cleanWindowsSegment } from './clean-path.js';
import { withLazySegments } from './plain-rest.js';
/** Inputs this long are remembered (shorter ones cost less than the comparisons). */
export const LONG_INPUT = 256;
/** Inputs remembered, the latest first. */
const remembered = [];
/** How many: a word's readings and its files' on bash on win32 (`zip x`: six texts). */
const REMEMBERED = 8;
/** Forgets the paths remembered (decide calls it first: a decision's context is not the next one's). */
export function forgetLongPath() {
    // (Every decision calls it, and most remember nothing: setting an array's length is a runtime
    // call even to its own length, ~10% of a Read decision.)
    if (remembered.length !== 0)
        remembered.length = 0;
}
function remember(r) {
    if (remembered.length >= REMEMBERED)
        remembered.pop();
    remembered.unshift(r);
    return r;
}
/** `input` normalized by `normalize`, or the remembered result (the result is a function of input and context). */
export function normalizeLong(input, ctx, normalize) {
    for (const r of remembered)
        if (r.ctx === ctx && r.input === input)
            return r.result;
    for (const r of remembered) {
        // (Accepted only: a reason for failing may quote the text as written.)
        if (r.ctx === ctx && r.result.ok && input.length <= MAX_OPERATION_PATH && sameOnCwdDrive(r.input, input, ctx))
            return remember({ input, ctx, result: r.result, windows: r.windows }).result;
    }
    for (const r of remembered) {
        const sibling = r.ctx === ctx ? siblingOf(r, input) : undefined;
        if (sibling !== undefined)
            return remember({ input, ctx, result: { ok: true, path: sibling }, windows: r.windows }).result;
    }
    const r = normalize(input, ctx);
    return remember({ input, ctx, result: r.ok ? { ok: true, path: r.path } : r, windows: r.ok && r.windows }).result;
}
/**
 * The normalization of `input` when it is the base's input with a plain suffix: appended to the
 * base's last segment, or a new segment after its trailing separator. Undefined for anything else
 * (normalized in full). The suffix and the text after the base's last separator must be plain: in
 * neither reading (POSIX, Windows) can a segment of them be cleaned, dropped, popped or change
 * the reading of the path's start (which the base's 256 characters and more have fixed).
 */
function siblingOf(b, input) {
    const from = b.input;
    if (!b.result.ok || input.length <= from.length || !input.startsWith(from))
        return undefined;
    const slash = b.windows ? Math.max(from.lastIndexOf('/'), from.lastIndexOf('\\')) : from.lastIndexOf('/');
    if (slash < 0)
        return undefined;
    const tail = from.slice(slash + 1);
    const suffix = input.slice(from.length);
    const name = tail + suffix;
    // (A POSIX reading's tail may hold non-ASCII text, which normalization kept as written when the
    // segment compared below is the tail: NFC cannot join a plain ASCII suffix to it, as no
    // canonical composition has an ASCII second character. `zip 'a。a。…'` normalized its `.zip` in full.)
    if (!plainText(suffix, false) || !plainText(tail, !b.windows) || !endsPlainly(name))
        return undefined;
    const path = b.result.path;
    // (At the root the text ends in `/`: rare, normalized in full. The segments are read from the
    // text, whose last piece is the last segment: a long path's are made only when read, plain-rest.ts.)
    if (path.text === '/' || path.text === '//')
        return undefined;
    // (The tail's segment as the base's reading left it: Windows drops its trailing dots and blanks,
    // `a ` of `~/a ~/a ` is `a`, which `a .zip` keeps. A tail that is `.` or `..`, or one a `..`
    // popped, is not the last segment: normalized in full.)
    const last = tail === '' ? '' : b.windows ? cleanWindowsSegment(tail) : tail;
    if (last === undefined)
        return undefined;
    if (tail !== '' && path.text.slice(path.text.lastIndexOf('/') + 1) !== last)
        return undefined;
    const text = tail === '' ? `${path.text}/${name}` : path.text.slice(0, path.text.length - last.length) + name;
    return withLazySegments(flat(text), path.shortName, () => {
        const segments = path.segments.slice();
        if (tail !== '')
            segments.pop();
        segments.push(name);
        return segments;
    });
}
/**
 * Text of a segment no reading changes: printable ASCII (and with `nonAscii`, any character past
 * it) without a separator (`/`, `\`), `:` (a Windows stream), `~` (a short name, a home).
 */
function plainText(s, nonAscii) {
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 0x20 || c === 0x7f || (c > 0x7f && !nonAscii) || c === 47 || c === 92 || c === 58 || c === 126)
            return false;
    }
    return true;
}
/** Not empty, not ending in a dot or blank (Windows drops those, and `.` and `..` end in one). */
function endsPlainly(s) {
    const n = s.length;
    if (n === 0)
        return false;
    const end = s.charCodeAt(n - 1);
    return end !== 46 && end !== 32;
}
//# sourceMappingURL=long-path-memo.js.map