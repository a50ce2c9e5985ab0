// The pieces of text with blanks that may name a host (url-words.ts textHosts), found by one scan:
// text may be 5,000 pieces (`regsvr32 '. . …'`, a quoted message), and a split made a string of
// each, then a regex or two ran on each. Here a piece is copied only where it may hold a host.
/** ASCII characters that join pieces of text: blanks and `=,;|&()<>'"` and the backquote (`/[\s=,;|&()<>'"`]/`). */
const ASCII_JOINS = new Uint8Array(128);
for (const c of '\t\n\v\f\r =,;|&()<>\'"`')
    ASCII_JOINS[c.charCodeAt(0)] = 1;
/** Whether UTF-16 code unit `c` joins pieces of text: the regex `[\s=,;|&()<>'"`]` on it (JavaScript's `\s` past ASCII too). */
export function joinsText(c) {
    if (c < 128)
        return ASCII_JOINS[c] === 1;
    return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}
/**
 * Each piece of `text` between runs of joining characters (as `text.split(/[\s=,;|&()<>'"`]+/)`,
 * without the empty ones) that may name a host, to `visit`: one with a `.`, or that may be an
 * address (a `[` first, or eight characters or more from a digit), and that holds an ASCII
 * letter or digit, a `[` or a non-ASCII character (hostOfWord finds nothing in others).
 */
export function forEachHostPiece(text, visit) {
    let start = 0;
    let dot = false;
    let holds = false;
    const n = text.length;
    for (let k = 0; k <= n; k++) {
        const c = k < n ? text.charCodeAt(k) : 32;
        if (!joinsText(c)) {
            if (c === 46)
                dot = true;
            else if (!holds)
                holds = (((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57) || c === 91 || c > 127);
            continue;
        }
        if (k > start && holds && (dot || mayBeAddressAt(text, start, k)))
            visit(text.slice(start, k));
        start = k + 1;
        dot = false;
        holds = false;
    }
}
/** A piece without a dot that may be an address: `[` an IPv6 one, or eight characters or more from a digit (`167772169`, `0xa000009`). */
function mayBeAddressAt(text, start, end) {
    const c = text.charCodeAt(start);
    return c === 91 /* [ */ || (end - start >= 8 && c >= 48 && c <= 57);
}
//# sourceMappingURL=host-pieces.js.map