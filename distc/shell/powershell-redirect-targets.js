// The literal targets of a PowerShell line's redirects, read from its text (`>`, `>>`, `2>`, `*>>`
// …, not `2>&1`; powershell-written-files.ts redirectedFiles): what
// `/(?<![-\w])[1-6*]?>>?(?!&)[ \t]*(?:"([^"`$]*)"|'([^']*)'|([^\s;|)}&<>"'`$]+))/g` matched, by a
// scan from `>` to `>` (session 40): the regex was tried at every character with its lookbehind,
// and made a match with three groups for each of a line's 3,300 redirects (0.45 ms).
/**
 * Each redirect's target, in order, as the regex's first defined group gave it. `values`: where
 * given, also each target as PowerShell reads its token where that differs (session 41: its
 * quotes joined to the text around them, `list'.txt'`, `"list".txt`; the typographic quotes
 * PowerShell takes as quotes, `‘list.txt’`, `“list.txt”`; a backtick's escape, ``l`ist.txt``:
 * each was read as another name, so `gc list.txt` was not known to read what the line wrote),
 * or UNKNOWN_TARGET where an expansion may name any file.
 */
export function redirectTargets(line, out, values) {
    let pos = 0;
    let tokenEnd = 0;
    for (let j = line.indexOf('>'); j >= 0; j = line.indexOf('>', pos)) {
        // (The regex tries the leftmost start first: `2>` from its digit, then from the `>` itself.)
        let end = -1;
        if (j - 1 >= pos && isStream(line.charCodeAt(j - 1)) && startsAfter(line, j - 1))
            end = targetAt(line, j, out);
        if (end < 0 && startsAfter(line, j))
            end = targetAt(line, j, out);
        // (Not again inside a token read: a `>` in its quotes, each scanned to its end, cost the square of its length.)
        // (The regex's target ending where the token does, with no typographic quote: the token's value, not read again.)
        if (values !== undefined && j >= tokenEnd && end >= 0 && (end === line.length || endsToken(line.charCodeAt(end))) && !TYPOGRAPHIC_QUOTE.test(out[out.length - 1]))
            tokenEnd = end;
        else if (values !== undefined && j >= tokenEnd) {
            const read = tokenAfter(line, j);
            if (read !== undefined) {
                tokenEnd = read.end;
                if (read.value !== '' && (end < 0 || read.value !== out[out.length - 1]))
                    values.push(read.value);
            }
        }
        pos = end < 0 ? j + 1 : end;
    }
}
/** A redirect target an expansion or an escape the analysis does not read may make any file. */
export const UNKNOWN_TARGET = '\0unknown redirect target';
const TYPOGRAPHIC_QUOTE = /[\u2018-\u201e]/;
const SINGLE_QUOTES = "'\u2018\u2019\u201a\u201b";
const DOUBLE_QUOTES = '"\u201c\u201d\u201e';
/** What ends a bare token: white space, `;`, `|`, `)`, `}`, `&`, `<`, `>`. */
function endsToken(c) {
    if (c < 128)
        return c === 59 || c === 124 || c === 41 || c === 125 || c === 38 || c === 60 || c === 62 || c === 32 || (c >= 9 && c <= 13);
    return WHITESPACE.test(String.fromCharCode(c));
}
/** The target token after the `>` at `j` (`>>` too; none after `>&`) as PowerShell reads it, and where it ends. */
function tokenAfter(line, j) {
    let k = line.charCodeAt(j + 1) === 62 ? j + 2 : j + 1;
    if (line.charCodeAt(k) === 38)
        return undefined;
    while (line.charCodeAt(k) === 32 || line.charCodeAt(k) === 9)
        k++;
    let value = '';
    let known = true;
    while (k < line.length && !endsToken(line.charCodeAt(k))) {
        const c = line[k];
        if (SINGLE_QUOTES.includes(c)) {
            // (Any single quote ends it; two together are one quote in the text.)
            let e = k + 1;
            for (; e < line.length; e++) {
                if (!SINGLE_QUOTES.includes(line[e]))
                    continue;
                if (e + 1 < line.length && SINGLE_QUOTES.includes(line[e + 1])) {
                    e++;
                    continue;
                }
                break;
            }
            if (e >= line.length)
                return { value: UNKNOWN_TARGET, end: line.length };
            value += line.slice(k + 1, e);
            k = e + 1;
        }
        else if (DOUBLE_QUOTES.includes(c)) {
            let e = k + 1;
            while (e < line.length && !DOUBLE_QUOTES.includes(line[e])) {
                if (line[e] === '`' || line[e] === '$')
                    known = false;
                e++;
            }
            if (e >= line.length)
                return { value: UNKNOWN_TARGET, end: line.length };
            value += line.slice(k + 1, e);
            k = e + 1;
        }
        else {
            // (A run of plain characters at once; an expansion, `$f`, or an escape: unknown; but `$null`, which writes nothing.)
            let e = k;
            for (let u = line.charCodeAt(e); e < line.length && !endsToken(u) && !SINGLE_QUOTES.includes(line[e]) && !DOUBLE_QUOTES.includes(line[e]); u = line.charCodeAt(++e)) {
                if (u === 96 || u === 36)
                    known = false;
            }
            value += line.slice(k, e);
            k = e;
        }
    }
    if (value === '' && known)
        return undefined;
    return { value: known ? value : /^\$null$/i.test(value) ? '' : UNKNOWN_TARGET, end: k };
}
/** `[1-6*]`: a stream's number, or all of them. */
function isStream(c) {
    return (c >= 49 && c <= 54) || c === 42;
}
/** The lookbehind `(?<![-\w])`: no `-`, letter, digit or `_` before `at`. */
function startsAfter(line, at) {
    if (at === 0)
        return true;
    const c = line.charCodeAt(at - 1);
    return !(c === 45 || c === 95 || (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122));
}
/** From the `>` at `j`: where the match ends with its target pushed, or -1 for none. */
function targetAt(line, j, out) {
    const q = line.charCodeAt(j + 1) === 62 ? j + 2 : j + 1;
    // (`(?!&)`; with `>>&` the single `>` is left, then a `>` that starts no target.)
    if (line.charCodeAt(q) === 38)
        return -1;
    let r = q;
    while (line.charCodeAt(r) === 32 || line.charCodeAt(r) === 9)
        r++;
    const c = line.charCodeAt(r);
    if (c === 34 /* " */) {
        let k = r + 1;
        while (k < line.length && !isDoubleQuoteEnd(line.charCodeAt(k)))
            k++;
        if (line.charCodeAt(k) !== 34)
            return -1;
        out.push(line.slice(r + 1, k));
        return k + 1;
    }
    if (c === 39 /* ' */) {
        const k = line.indexOf("'", r + 1);
        if (k < 0)
            return -1;
        out.push(line.slice(r + 1, k));
        return k + 1;
    }
    let k = r;
    while (k < line.length && isBare(line.charCodeAt(k)))
        k++;
    if (k === r)
        return -1;
    out.push(line.slice(r, k));
    return k;
}
/** `"`, `` ` `` and `$` end `[^"`$]*`. */
function isDoubleQuoteEnd(c) {
    return c === 34 || c === 96 || c === 36;
}
/** `[^\s;|)}&<>"'`$]`. */
function isBare(c) {
    if (c < 128)
        return BARE[c] === 1;
    return !WHITESPACE.test(String.fromCharCode(c));
}
const BARE = new Uint8Array(128);
for (let c = 0; c < 128; c++)
    BARE[c] = /[^\s;|)}&<>"'`$]/.test(String.fromCharCode(c)) ? 1 : 0;
const WHITESPACE = /\s/;
//# sourceMappingURL=powershell-redirect-targets.js.map