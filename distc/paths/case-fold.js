// Case folding for deny/ask path matching (semantics 4.2: case-insensitive platforms fold for deny
// and ask, never for allow). Used by the matchers on patterns and paths, and by the context,
// which caches its folded roots.
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7f]/;
const foldCache = new Map();
function foldCodePoint(cp) {
    const hit = foldCache.get(cp);
    if (hit !== undefined)
        return hit;
    const out = computeFold(cp);
    if (foldCache.size < 65_536)
        foldCache.set(cp, out);
    return out;
}
function computeFold(cp) {
    const ch = String.fromCodePoint(cp);
    // Simple case folding approximated per code point: upper then lower (so `ſ` folds with `s`,
    // final and medial sigma fold together, the Kelvin sign with `k`), keeping one code point
    // per code point so that `?` and classes see the same number of characters in both spellings.
    let out = ch;
    const up = ch.toUpperCase();
    if (codePointCount(up) === 1) {
        const low = up.toLowerCase();
        if (codePointCount(low) === 1)
            out = low;
    }
    if (out === ch) {
        const low = ch.toLowerCase();
        if (codePointCount(low) === 1)
            out = low;
    }
    return out;
}
function codePointCount(s) {
    let n = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length)
            i++;
        n++;
    }
    return n;
}
/**
 * computeFold of each BMP code unit that is not a surrogate, filled 256 units at a time when a
 * block is first met (a path of 5,000 CJK characters made 5,000 Map look-ups and string compares,
 * most of its check's cost). NOT_ONE_UNIT: the fold is not one BMP code unit (foldCodePoint then).
 */
const BMP_FOLD = new Uint16Array(0x10000);
const BMP_BLOCK_FILLED = new Uint8Array(256);
const NOT_ONE_UNIT = 0xd800;
function fillBmpBlock(block) {
    for (let c = block << 8, end = c + 256; c < end; c++) {
        if (c >= 0xd800 && c <= 0xdfff) {
            BMP_FOLD[c] = NOT_ONE_UNIT;
            continue;
        }
        const f = computeFold(c);
        BMP_FOLD[c] = f.length === 1 ? f.charCodeAt(0) : NOT_ONE_UNIT;
    }
    BMP_BLOCK_FILLED[block] = 1;
}
/**
 * Case folding for deny/ask matching: ASCII lower-casing, and a per-code-point simple fold for
 * the rest. Applied to both the path and the pattern literals, never to allow matching.
 */
export function foldCase(s) {
    if (!NON_ASCII.test(s))
        return s.toLowerCase();
    if (s.length < MEMO_MIN_LENGTH)
        return foldUnits(s);
    // (The fold is per code point: a text that extends the last long one folds only its new end.
    // `zip 'a。a。…'` folds its word's path, then the archive's, the same path and `.zip`.)
    const last = lastFoldedFrom;
    if (s.length >= last.length && s.startsWith(last))
        return lastFolded + foldUnits(s.slice(last.length));
    const f = foldUnits(s);
    const end = s.charCodeAt(s.length - 1);
    // (A text ending in a high surrogate could be continued by its low one: not kept.)
    if (end < 0xd800 || end > 0xdbff) {
        lastFoldedFrom = s;
        lastFolded = f;
    }
    return f;
}
/** Texts at least this long are remembered by foldCase (shorter ones fold faster than they compare). */
const MEMO_MIN_LENGTH = 256;
/** The last long non-ASCII text foldCase folded (never ending in a high surrogate), and its fold. */
let lastFoldedFrom = '\u0000'.repeat(MEMO_MIN_LENGTH);
let lastFolded = lastFoldedFrom;
/** foldCase of a text with a non-ASCII character, one code unit at a time. */
function foldUnits(s) {
    // (Runs that fold to themselves are copied whole, not one code point at a time: a path of
    // 10,000 characters made 10,000 concatenations, most of its check's cost.)
    let out = '';
    let start = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        const at = i;
        let folded;
        if (c < 0x80) {
            if (c < 65 || c > 90)
                continue;
            folded = String.fromCharCode(c + 32);
        }
        else {
            if (BMP_BLOCK_FILLED[c >> 8] === 0)
                fillBmpBlock(c >> 8);
            const unit = BMP_FOLD[c];
            if (unit === c)
                continue;
            if (unit !== NOT_ONE_UNIT)
                folded = String.fromCharCode(unit);
            else {
                let cp = c;
                if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
                    const d = s.charCodeAt(i + 1);
                    if (d >= 0xdc00 && d <= 0xdfff) {
                        cp = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
                        i++;
                    }
                }
                folded = foldCodePoint(cp);
                if (sameUnits(folded, s, at, i + 1))
                    continue;
            }
        }
        out += s.slice(start, at) + folded;
        start = i + 1;
    }
    return start === 0 ? s : out + s.slice(start);
}
/** Whether `f` is s[from, to) (a code point that folds to itself). */
function sameUnits(f, s, from, to) {
    if (f.length !== to - from)
        return false;
    for (let k = 0; k < f.length; k++)
        if (f.charCodeAt(k) !== s.charCodeAt(from + k))
            return false;
    return true;
}
/** Folds every segment; returns the same array when nothing changes. */
export function foldSegments(segments) {
    let out;
    for (let i = 0; i < segments.length; i++) {
        const s = segments[i];
        let plain = true;
        for (let k = 0; k < s.length; k++) {
            const c = s.charCodeAt(k);
            if (c >= 65 && (c <= 90 || c >= 128)) {
                plain = false;
                break;
            }
        }
        if (plain) {
            if (out !== undefined)
                out.push(s);
            continue;
        }
        const f = foldCase(s);
        if (f !== s && out === undefined)
            out = segments.slice(0, i);
        if (out !== undefined)
            out.push(f);
    }
    return out ?? segments;
}
/**
 * Characters whose full case folding (CaseFolding.txt status F) is several code points, which
 * foldCase keeps as they are: `ß` and `ẞ` fold to `ss`, `ﬁ` to `fi`, `İ` to `i̇`, `ΐ`… APFS
 * compares names under full folding, so on macOS `.ßh` opens `.ssh` and `conﬁg` opens `config`.
 */
const MULTI_FOLD = /[\u00DF\u0130\u0149\u01F0\u0390\u03B0\u0587\u1E96-\u1E9A\u1E9E\u1F50\u1F52\u1F54\u1F56\u1F80-\u1FAF\u1FB2-\u1FB4\u1FB6\u1FB7\u1FBC\u1FC2-\u1FC4\u1FC6\u1FC7\u1FCC\u1FD2\u1FD3\u1FD6\u1FD7\u1FE2-\u1FE4\u1FE6\u1FE7\u1FF2-\u1FF4\u1FF6\u1FF7\u1FFC\uFB00-\uFB06\uFB13-\uFB17]/;
/** Whether a path has a character whose full case folding is several code points (MULTI_FOLD). */
export function hasMultiFold(text) {
    return MULTI_FOLD.test(text);
}
const MULTI_FOLD_ALL = new RegExp(MULTI_FOLD.source, 'g');
/**
 * The text with each MULTI_FOLD character fully folded (`straße` is `strasse`, `İ` is `i̇`), NFC:
 * APFS names a rule's `straße` also by `strasse`. (Lower, upper, lower: `ẞ` is `ß` is `SS`.)
 */
export function fullFoldMultiple(text) {
    return text.replace(MULTI_FOLD_ALL, (c) => c.toLowerCase().toUpperCase().toLowerCase()).normalize('NFC');
}
/**
 * Code points HFS+ leaves out of a name when it compares names (as git's is_hfs_dotgit reads
 * them): zero-width joiners, direction marks and embeddings, the old shaping controls, the BOM.
 * On a macOS HFS+ volume `.s\u200Csh` opens `.ssh`; APFS keeps them.
 */
const HFS_IGNORED = /[\u200C-\u200F\u202A-\u202E\u206A-\u206F\uFEFF]/;
/** Whether a path has a code point HFS+ ignores in names (HFS_IGNORED). */
export function hasHfsIgnored(text) {
    return HFS_IGNORED.test(text);
}
//# sourceMappingURL=case-fold.js.map