// A native Windows program built for the ANSI code page (main's argv, GetCommandLineA) gets its
// UTF-16 command line converted with Windows' "best fit" mapping (the WorstFit attacks, 2025):
// fullwidth and other compatibility forms become their ASCII letters (`a.ｐem` is `a.pem`,
// `C：\x` is `C:\x`, `＂` is a `"` that splits the line again), accented letters lose their
// marks, `¥` and `₩` are a `\` in the Japanese and Korean code pages, and a character the code
// page lacks is a `?`, which MSVCRT's setargv may expand as a wildcard. PowerShell and MSYS hand
// the line over in UTF-16, so a word of a program the analysis does not know is also read in
// this ASCII form: on win32 only (PathRef.nativeExpansion), where NTFS keeps `a.ｐem` apart.
// The reading is wider than any one code page's table (NFKD without marks, then SPECIAL): safe.
import { globShape } from './possible-paths.js';
/** Characters best-fit maps to ASCII that NFKD leaves alone. */
const SPECIAL = new Map([
    ['\u00A5', '\\'], ['\u20A9', '\\'], ['\u2215', '/'], ['\u2044', '/'], ['\u2216', '\\'], ['\uFE68', '\\'],
    ['\u2010', '-'], ['\u2012', '-'], ['\u2013', '-'], ['\u2014', '-'], ['\u2015', '-'], ['\u2212', '-'],
    ['\u00AD', '-'],
]);
const NOT_ASCII = /[^\x00-\x7f]/;
const MARK = /^\p{M}$/u;
/** A high surrogate: the word holds a character past the BMP, whose per-unit reading differs. */
const HIGH_SURROGATE = /[\ud800-\udbff]/;
/** What splits the converted line into other words: a blank, a `"`. */
const SPLITS = /[\s"]/;
const SPLITS_ALL = /[\s"]+/;
const QUOTES = /"/g;
/**
 * Interpreters whose Windows builds take their arguments through the ANSI code page (main, not
 * wmain): perl (perlmain.c's main hands argv to RunPerl) and python 2; php before 7.1 (later
 * ones read the wide line again, after their first options): their words, script and files
 * included, are also read in best-fit form, as an unknown program's are (`perl a.ｐem` runs
 * a.pem). Not python 3, node or ruby (wmain or GetCommandLineW).
 */
export function isAnsiInterpreter(name, written) {
    const n = name.toLowerCase();
    // (python2 and python2.7 are read as python: the name as written tells them apart.)
    return n === 'perl' || n === 'php' || (n.startsWith('python') && PYTHON_2.test(written));
}
const PYTHON_2 = /(?:^|[\\/])python2(?:\.\d+)?(?:\.exe)?$/i;
/** Words one reading makes at most (a work bound: a longer reading is one unknown word). */
export const MAX_BEST_FIT_PIECES = 8;
/** Whether the word holds a character past ASCII (best-fit may change it). */
export function hasNonAscii(word) {
    return NOT_ASCII.test(word);
}
/** The word best-fit gives an ANSI program, one unmapped character a `?` (per code point; `astral`: per UTF-16 unit). */
export function bestFitReading(word, astral = false) {
    return readNormalized(word.normalize('NFKD'), astral);
}
/**
 * NFKD's text with its marks dropped, SPECIAL mapped and any other character past ASCII a `?`:
 * every output character is ASCII, written into a byte buffer (a replace with a callback per
 * character took 0.6 ms on a 10,000-character word, read twice, and on every platform; string
 * concatenation per character 0.3 ms).
 */
function readNormalized(s, astral) {
    let k = 0;
    while (k < s.length && s.charCodeAt(k) < 0x80)
        k++;
    if (k === s.length)
        return s;
    const out = Buffer.allocUnsafe(s.length);
    out.write(s.slice(0, k), 0, 'latin1');
    let n = k;
    let lastUnit = -1;
    let lastRead = '';
    for (; k < s.length; k++) {
        const u = s.charCodeAt(k);
        if (u < 0x80) {
            out[n++] = u;
            continue;
        }
        const pair = u >= 0xd800 && u <= 0xdbff && k + 1 < s.length && (s.charCodeAt(k + 1) & 0xfc00) === 0xdc00;
        let read;
        if (!pair && u === lastUnit)
            read = lastRead;
        else {
            read = characterReading(pair ? s.slice(k, k + 2) : s[k]);
            if (read === '?' && astral && pair)
                read = '??';
            if (!pair)
                [lastUnit, lastRead] = [u, read];
        }
        for (let j = 0; j < read.length; j++)
            out[n++] = read.charCodeAt(j);
        if (pair)
            k++;
    }
    return out.toString('latin1', 0, n);
}
/** Each character's reading: '' (a mark), SPECIAL's, or '?'. Bounded: cleared when full. */
const characterReadings = new Map();
function characterReading(c) {
    let read = characterReadings.get(c);
    if (read === undefined) {
        read = MARK.test(c) ? '' : SPECIAL.get(c) ?? '?';
        if (characterReadings.size >= 4096)
            characterReadings.clear();
        characterReadings.set(c, read);
    }
    return read;
}
/**
 * The words an ANSI program may see for `word` (empty when it is ASCII): its best-fit reading,
 * and where that has a blank or a `"`, the reading without its quotes and each piece the blanks
 * and quotes split it into. undefined: more than MAX_BEST_FIT_PIECES, unknown.
 */
export function bestFitWords(word) {
    if (!hasNonAscii(word))
        return [];
    const normalized = word.normalize('NFKD');
    // (The two readings differ only past the BMP.)
    const plain = readNormalized(normalized, false);
    const readings = HIGH_SURROGATE.test(normalized) ? new Set([plain, readNormalized(normalized, true)]) : new Set([plain]);
    const out = new Set();
    for (const r of readings) {
        if (!SPLITS.test(r)) {
            out.add(r);
            continue;
        }
        out.add(r.replace(QUOTES, ''));
        for (const piece of r.split(SPLITS_ALL))
            if (piece !== '')
                out.add(piece);
    }
    return out.size > MAX_BEST_FIT_PIECES ? undefined : [...out];
}
/** A `*` or `?`: a path of a reading checked by its shape. */
const WILDCARD = /[*?]/;
/**
 * The best-fit readings of an unknown program's literal word (`pathsIn`: the paths a word may
 * name, possible-paths.ts) as possible paths checked on win32 only: a deny or ask rule meeting one
 * asks. A reading's `?` is a wildcard (checked by its shape, `\\` read as `/`); too many pieces: an
 * unknown path.
 */
export function bestFitTouches(word, t, pathsIn) {
    const pieces = bestFitWords(word);
    if (pieces === undefined) {
        t.possible(word, true, undefined, 'none', true);
        return;
    }
    for (const piece of pieces) {
        for (const path of pathsIn(piece)) {
            if (!WILDCARD.test(path)) {
                t.possible(path, false, undefined, 'none', true);
                continue;
            }
            const slashed = path.replaceAll('\\', '/');
            const glob = slashed.startsWith('/') || /^[A-Za-z]:\//.test(slashed) ? slashed : `./${slashed}`;
            t.guessedGlob(glob, globShape(glob), true);
        }
    }
}
//# sourceMappingURL=best-fit-words.js.map