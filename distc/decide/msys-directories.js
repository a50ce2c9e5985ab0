// A bash line on win32 runs MSYS/Cygwin programs (Git Bash): their paths are POSIX ones whose
// `/c/x` is drive C's `C:\x` and whose root `/` is the MSYS install, wherever that is. So its
// relative words, read where the command runs for the rules with a drive's path words
// (windows-command-directories.ts), walk MSYS's tree: `cd /c; rm -rf Windows` is `rm -rf
// C:\Windows`, and `..` climbs from a drive's root to `/`, where `c/Windows` is C:\Windows again.
import { WORD } from '../shell/word-shapes.js';
import { forwardSlashes } from '../paths/clean-path.js';
const UNKNOWN = { known: false, segments: [] };
/**
 * The segment without its trailing dots and blanks, as `s.replace(/[. ]+$/, '')` made it: that
 * regex tried again from each character of a run of them not at the end (`a. . . … x`: 330 ms).
 */
export function withoutTrailingDotsAndBlanks(s) {
    let end = s.length;
    while (end > 0 && (s.charCodeAt(end - 1) === 46 /* . */ || s.charCodeAt(end - 1) === 32))
        end--;
    return end === s.length ? s : s.slice(0, end);
}
/**
 * The text's pieces between `\` and `/`, as `text.split(/[\\/]/)` gives them: a regex split of
 * a 10,000-character word cost more than the rest of its reading.
 */
export function separatedPieces(text) {
    const out = [];
    let start = 0;
    for (let k = 0; k < text.length; k++) {
        const c = text.charCodeAt(k);
        if (c !== 47 /* / */ && c !== 92 /* \ */)
            continue;
        out.push(text.slice(start, k));
        start = k + 1;
    }
    out.push(text.slice(start));
    return out;
}
/**
 * `lower`'s pieces between `\\` and `/` joined by `/` when a walk of them only pushes each (every
 * reading here walks so): no empty piece but a first or last one, none ending in `.` or a blank
 * (`.`, `..`, `x.`: walked or cleaned), none holding `~`; else undefined (walked piece by piece).
 * (`a\\a\\…`, 5,000 pieces: their array, each piece's cleaning and the join were ~0.1 ms a reading.)
 */
export function plainPieces(lower) {
    const n = lower.length;
    const from = n > 0 && isSeparator(lower.charCodeAt(0)) ? 1 : 0;
    const to = n > from && isSeparator(lower.charCodeAt(n - 1)) ? n - 1 : n;
    if (to <= from)
        return undefined;
    const first = lower.charCodeAt(from);
    const last = lower.charCodeAt(to - 1);
    if (isSeparator(first) || isSeparator(last) || last === 46 || last === 32)
        return undefined;
    const body = from === 0 && to === n ? lower : lower.slice(from, to);
    // (Native searches, not a loop over the characters: 40 -> 25 µs at 10,000 with the copy.)
    if (body.includes('~') || NOT_PUSHED.test(body))
        return undefined;
    return body.includes('\\') ? forwardSlashes(body) : body;
}
/** A separator after a separator, a dot or a blank: a piece the walk drops, cleans or pops. */
const NOT_PUSHED = /[\\/. ][\\/]/;
const isSeparator = (c) => c === 47 || c === 92;
/** `text` walked from MSYS segments (`''` the root, then a drive's letter): `..` stops at the root; undefined for a short name (`WINDOW~1`). */
function walkedMsys(from, text) {
    const out = [...from];
    let low = out.length;
    for (const raw of separatedPieces(text.toLowerCase())) {
        // (Windows drops a segment's trailing dots and spaces: `Windows.` is `windows`.)
        const s = raw === '.' || raw === '..' ? raw : withoutTrailingDotsAndBlanks(raw);
        if (s === '' || s === '.')
            continue;
        if (s.includes('~'))
            return undefined;
        if (s !== '..')
            out.push(s);
        else if (out.length > 1)
            low = Math.min(low, (out.pop(), out.length));
    }
    return { out, low };
}
/** A drive directory's segments (`c:` first) as MSYS's: `/c/…`. */
function msysSegments(drive) {
    return ['', drive[0].slice(0, 1), ...drive.slice(1)];
}
/** MSYS segments as a drive's (`c:` first), or undefined elsewhere below MSYS's root (`/usr`). */
function driveSegments(m) {
    const letter = m[1];
    return letter !== undefined && letter.length === 1 && letter >= 'a' && letter <= 'z' ? [`${letter}:`, ...m.slice(2)] : undefined;
}
/** A drive's path text from its segments: `c:/`, `c:/windows`. */
function drivePath(segments) {
    return segments.length === 1 ? `${segments[0]}/` : segments.join('/');
}
/**
 * The directory a `cd` text (directory-change.ts: as written, or relative to the line's start)
 * names, from `start` (the context's cwd as a drive's segments, undefined when unknown): `/c/x`,
 * `C:/x` and relative ones; `~`, a share and MSYS's own tree (`/tmp`) are unknown.
 */
export function msysDirectory(d, start) {
    let walked;
    if (/^[A-Za-z]:[\\/]/.test(d))
        walked = walkedMsys(['', d[0].toLowerCase()], d.slice(3));
    else if (d.startsWith('/'))
        walked = d.startsWith('//') ? undefined : walkedMsys([''], d);
    else if (start !== undefined && !/^~|^\\\\|^[^\\/]*:/.test(d))
        walked = walkedMsys(d.startsWith('\\') ? msysSegments(start.slice(0, 1)) : msysSegments(start), d);
    const at = walked === undefined ? undefined : driveSegments(walked.out);
    return at === undefined ? UNKNOWN : { known: true, segments: at };
}
/** The context's POSIX cwd as a drive's segments (`/c/w` is `c:/w`), undefined elsewhere (`/`, `/tmp`, a share). */
export function msysCwd(text) {
    if (!text.startsWith('/') || text.startsWith('//'))
        return undefined;
    const d = msysDirectory(text, undefined);
    return d.known ? d.segments : undefined;
}
/** A word the MSYS reading applies to: relative (`x`, `..\x`) or root-relative (`\x`); not absolute (`/x`, `C:/x`), a share's, home or an option. */
export function relativeMsysText(c, i) {
    const text = c.dynamic[i] ? c.shapes?.[i]?.pattern : c.words[i];
    if (text === undefined || text === '' || /^(?:[-~/\u0003]|\\\\|[A-Za-z]:[\\/])/.test(text))
        return undefined;
    return text;
}
/** The word as a path where the command runs (in `dir`, a drive's segments): a climb above the drive's root reaches MSYS's. */
export function readMsys(dir, text) {
    if (!dir.known)
        return readBelowUnknown(dir.segments, text);
    const root = text.startsWith('\\');
    const driveName = dir.segments[0];
    const plain = driveName !== undefined && /^[a-z]:$/.test(driveName) ? plainPieces(text.toLowerCase()) : undefined;
    // (Each piece pushed below the directory: the walk's drive path, which a climb never left.)
    if (plain !== undefined)
        return { path: `${(root ? dir.segments.slice(0, 1) : dir.segments).join('/')}/${plain}`, low: root ? 1 : dir.segments.length, below: true };
    const from = root ? msysSegments(dir.segments.slice(0, 1)) : msysSegments(dir.segments);
    const walked = walkedMsys(from, text);
    // (A short name: somewhere on the drive.)
    if (walked === undefined)
        return { path: `${dir.segments[0]}/${WORD}`, low: 1, below: true };
    const drive = driveSegments(walked.out);
    const below = walked.out.length > walked.low;
    // (Elsewhere below MSYS's root, `/usr/x`: where that is the analysis cannot tell.)
    if (drive === undefined)
        return { path: `${WORD}${walked.out.slice(1).join('/')}`, low: 0, below };
    return { path: drivePath(drive), low: Math.max(0, walked.low - 1), below };
}
/** A directory below one the analysis cannot tell, by its segments (a CDPATH entry's `x`, `cd x`). */
export function searchedDirectory(text) {
    const below = readBelowUnknown([], text);
    return { known: false, segments: below.path === WORD ? [] : below.path.slice(1).split('/').filter((s) => s !== '') };
}
/**
 * The word below a directory the analysis cannot tell, `segments` below it: `…segments/word`; a
 * `..` above it may reach MSYS's root, and then any drive (any path).
 */
function readBelowUnknown(segments, text) {
    const plain = plainPieces(text.toLowerCase());
    if (plain !== undefined)
        return { path: segments.length === 0 ? `${WORD}${plain}` : `${WORD}${segments.join('/')}/${plain}`, low: segments.length, below: true };
    const out = [...segments];
    let low = out.length;
    for (const raw of separatedPieces(text.toLowerCase())) {
        const s = raw === '.' || raw === '..' ? raw : withoutTrailingDotsAndBlanks(raw);
        if (s === '' || s === '.')
            continue;
        if (s.includes('~') || (s === '..' && out.length === 0))
            return { path: WORD, low: 0, below: true };
        if (s !== '..')
            out.push(s);
        else
            low = Math.min(low, (out.pop(), out.length));
    }
    return { path: `${WORD}${out.join('/')}`, low, below: out.length > low };
}
//# sourceMappingURL=msys-directories.js.map