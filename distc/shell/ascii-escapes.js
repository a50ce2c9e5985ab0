// A word's `%XX` escapes of ASCII characters decoded, as a program decoding a URL's host reads
// them (url-words.ts: `evil.com%2f`, `%65vil.com` are evil.com).
/**
 * The word with each `%XX` escape of an ASCII character decoded, others left as written: what
 * `w.replace(/%([0-9A-Fa-f]{2})/g, …)` gave (an escape past ASCII is skipped whole, a `%` without
 * two hex digits is text), in one pass: the replace's callback per escape was a third of
 * `python3 x.py 'a%2fa%2f…'`'s decision (2,500 escapes).
 */
export function asciiEscapesDecoded(w) {
    // (A word without an escape is not scanned here: `mytool '%%%…'` made 10,000 indexOf calls.)
    if (!ESCAPE.test(w))
        return w;
    let out = '';
    let start = 0;
    for (let i = w.indexOf('%'); i >= 0 && i + 2 < w.length; i = w.indexOf('%', i)) {
        const high = hexDigit(w.charCodeAt(i + 1));
        const low = high < 0 ? -1 : hexDigit(w.charCodeAt(i + 2));
        if (low < 0) {
            i++;
            continue;
        }
        const code = high * 16 + low;
        if (code < 128) {
            out += w.slice(start, i) + String.fromCharCode(code);
            start = i + 3;
        }
        i += 3;
    }
    return start === 0 ? w : out + w.slice(start);
}
/** A `%XX` escape. */
const ESCAPE = /%[0-9A-Fa-f]{2}/;
/** The value of a hex digit's code, or -1. */
function hexDigit(c) {
    if (c >= 48 && c <= 57)
        return c - 48;
    if (c >= 65 && c <= 70)
        return c - 55;
    if (c >= 97 && c <= 102)
        return c - 87;
    return -1;
}
//# sourceMappingURL=ascii-escapes.js.map