// A long path whose rest is kept as written (normalize.ts finish): its text without resolving it
// segment by segment, and its segments made when first read. Resolving made a string per
// segment: `~/a ~/a …` (2,500 segments, 10,000 characters) ~150 µs a normalization, three or
// more per line, when the checks then read the text (a view scans it) and not the segments.
// (Shared by every platform; session 41.)
import { cleanWindowsSegment, isShortName } from './clean-path.js';
import { flat, hasDotSegment } from './path-text.js';
/** Rests this long are read so (a short one costs less resolved). */
const LONG_REST = 256;
/**
 * The path `base` + `rest` (from `from`) when resolveSegments would keep every piece of it as
 * written: leading `/` and `./` and trailing `/` aside, no empty, `.` or `..` piece, and on
 * Windows no `:` and no piece ending in a dot or blank but the last, cleaned as Windows opens it.
 * Undefined otherwise (resolved in full).
 */
export function plainRest(base, rest, from, unc, windows) {
    const n = rest.length;
    if (n - from < LONG_REST)
        return undefined;
    let start = from;
    for (;;) {
        if (rest.charCodeAt(start) === 47)
            start++;
        else if (rest.charCodeAt(start) === 46 && rest.charCodeAt(start + 1) === 47)
            start += 2;
        else
            break;
    }
    let end = n;
    while (end > start && rest.charCodeAt(end - 1) === 47)
        end--;
    if (end <= start)
        return undefined;
    let body = start === 0 && end === n ? rest : rest.slice(start, end);
    if (body.includes('//') || hasDotSegment(body))
        return undefined;
    if (windows) {
        if (body.includes(':') || PIECE_TO_CLEAN.test(body))
            return undefined;
        const lastSlash = body.lastIndexOf('/');
        const last = body.slice(lastSlash + 1);
        const c = last.charCodeAt(last.length - 1);
        if (c === 46 || c === 32) {
            const cleaned = cleanWindowsSegment(last);
            if (cleaned === undefined)
                return undefined;
            body = body.slice(0, lastSlash + 1) + cleaned;
        }
    }
    const head = base.length === 0 ? (unc ? '/' : '') : (unc ? ['', '', ...base] : ['', ...base]).join('/');
    const text = flat(`${head}/${body}`);
    const shortName = base.some((s) => s.includes('~') && isShortName(s)) || hasShortNamePiece(body);
    const pieces = body;
    return withLazySegments(text, shortName, () => [...base, ...pieces.split('/')]);
}
/** A NormalizedPath whose segments `make` makes when first read (a long path's checks mostly read its text). */
export function withLazySegments(text, shortName, make) {
    return {
        text,
        shortName,
        get segments() {
            const segments = make();
            Object.defineProperty(this, 'segments', { value: segments, enumerable: true });
            return segments;
        },
    };
}
const TILDE_DIGIT = /~[0-9]/;
/** A piece, not the last, ending in a dot or blank (Windows cleans it). */
const PIECE_TO_CLEAN = /[. ]\//;
/** Whether some `/`-separated piece of `body` is a Windows 8.3 short name (only pieces with a `~` and a digit after it, not first). */
function hasShortNamePiece(body) {
    // (One native search first: `~/a ~/a …` has 2,500 `~` and no digit after one.)
    if (!TILDE_DIGIT.test(body))
        return false;
    for (let t = body.indexOf('~'); t >= 0; t = body.indexOf('~', t + 1)) {
        const d = body.charCodeAt(t + 1);
        if (d < 48 || d > 57)
            continue;
        const from = body.lastIndexOf('/', t) + 1;
        const to = body.indexOf('/', t);
        if (isShortName(body.slice(from, to < 0 ? body.length : to)))
            return true;
    }
    return false;
}
//# sourceMappingURL=plain-rest.js.map