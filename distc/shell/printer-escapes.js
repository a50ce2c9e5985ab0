// The backslash escapes `echo -e` and printf read (`\n`, `\t`, `\x41`, `\0101`, `\101`, `\u0041`),
// replaced by the characters they stand for: what
// `text.replace(/\\(?:[abefnrtv]|x[0-9A-Fa-f]{1,2}|0?[0-7]{1,3}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8})/g, …)`
// made, by a scan: the callback per match cost ~40 ns, 0.12 ms for a printer's text of 3,000
// escapes (`mytool "$(echo -e 'a\na\n…')"` read it twice).
const CONTROL = { a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
/** The text with each escape replaced (the text itself when it holds none). */
export function readPrinterEscapes(text) {
    const at = text.indexOf('\\');
    if (at < 0)
        return text;
    // (A long printer's text is read again by each reading of its output: the last one is kept.)
    if (text.length >= KEPT_TEXT) {
        if (text !== keptText) {
            keptText = text;
            keptRead = readEscapes(text, at);
        }
        return keptRead;
    }
    return readEscapes(text, at);
}
/** Texts this long are kept (shorter ones cost less to read than to compare). */
const KEPT_TEXT = 256;
let keptText = '';
let keptRead = '';
/** readPrinterEscapes from the first backslash, at `at`. */
function readEscapes(text, at) {
    let out = '';
    let start = 0;
    for (; at >= 0; at = text.indexOf('\\', at)) {
        const end = escapeEnd(text, at);
        if (end === at) {
            // (No escape here: the next `\` may start one, `\\n` is `\` and a newline.)
            at++;
            continue;
        }
        out += text.slice(start, at) + escapedCharacter(text.slice(at, end));
        start = at = end;
    }
    return start === 0 ? text : out + text.slice(start);
}
/** Where the escape at `at` (a `\`) ends: `at` when none starts there. */
function escapeEnd(text, at) {
    const c = text.charCodeAt(at + 1);
    switch (c) {
        case 97:
        case 98:
        case 101:
        case 102:
        case 110:
        case 114:
        case 116:
        case 118: // a b e f n r t v
            return at + 2;
        case 120: // x
            return digitsEnd(text, at + 2, 2, isHex, at);
        case 117: // u
            return digitsEnd(text, at + 2, 4, isHex, at);
        case 85: // U
            return digitsEnd(text, at + 2, 8, isHex, at);
        default:
            if (!isOctal(c))
                return at;
            // (`0?[0-7]{1,3}`: a leading 0 and up to three more digits, or, with no digit after it, the 0 alone.)
            if (c === 48 && isOctal(text.charCodeAt(at + 2)))
                return digitsEnd(text, at + 2, 3, isOctal, at);
            return digitsEnd(text, at + 1, 3, isOctal, at);
    }
}
/** The end of up to `max` digits from `from` (at least one), or `none` when there is none. */
function digitsEnd(text, from, max, digit, none) {
    let k = from;
    while (k < from + max && digit(text.charCodeAt(k)))
        k++;
    return k === from ? none : k;
}
function isHex(c) {
    return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
function isOctal(c) {
    return c >= 48 && c <= 55;
}
function escapedCharacter(escape) {
    const c = escape[1];
    if (c in CONTROL)
        return CONTROL[c];
    const code = c === 'x' || c === 'u' || c === 'U' ? parseInt(escape.slice(2), 16) : parseInt(escape.slice(1), 8);
    return code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
}
/**
 * The text as bash prints it (session 41): readPrinterEscapes reads one dialect wider than any
 * (`\0570` is one character, a format's is `/0`; `\\` is not `\`; `\c` does not stop), so its
 * reading missed what bash prints: `printf '/etc\0570'` is `/etc/0`, `printf 'cat /e\\tc/passwd'`
 * `cat /e\tc/passwd`, `echo -e 'a.pem\cx'` `a.pem`. `stopped`: a `\c` ended the output there.
 * A byte past 0x7f (`\xe9`, `\0351`) is read as the Latin-1 character of its value.
 */
export function bashEscapes(text, dialect) {
    let at = text.indexOf('\\');
    if (at < 0)
        return { text, stopped: false };
    let out = '';
    let start = 0;
    for (; at >= 0; at = text.indexOf('\\', at)) {
        const c = text.charCodeAt(at + 1);
        if (c === 99 /* c */ && dialect !== 'format')
            return { text: out + text.slice(start, at), stopped: true };
        const read = bashEscape(text, at, dialect);
        if (read === undefined) {
            // (No escape: the backslash is printed, and the character after it read as text, `\q`, `\8`.)
            at++;
            continue;
        }
        out += text.slice(start, at) + read.text;
        start = at = read.end;
    }
    return { text: start === 0 ? text : out + text.slice(start), stopped: false };
}
/** The escape at `at` (a `\`) in the dialect but `\c`: its text and end, or undefined where none starts (the `\` is printed as itself). */
export function bashEscape(text, at, dialect) {
    const c = text.charCodeAt(at + 1);
    switch (c) {
        case 92: // \\
            return { text: '\\', end: at + 2 };
        case 69: // E
            return { text: '\x1b', end: at + 2 };
        case 34:
        case 39:
        case 63: // " ' ?
            return dialect === 'format' ? { text: text[at + 1], end: at + 2 } : undefined;
        case 120: // x
            return number(text, at + 2, 2, isHex, 16);
        case 117: // u
            return number(text, at + 2, 4, isHex, 16);
        case 85: // U
            return number(text, at + 2, 8, isHex, 16);
        default: {
            const control = text[at + 1] ?? '';
            if (Object.hasOwn(CONTROL, control))
                return { text: CONTROL[control], end: at + 2 };
            if (c === 48)
                return number(text, at + 1, dialect === 'format' ? 3 : 4, isOctal, 8);
            if (isOctal(c) && dialect !== 'echo')
                return number(text, at + 1, 3, isOctal, 8);
            return undefined;
        }
    }
}
/** Up to `max` digits from `from` (at least one) read in `base`: the character (a byte's value, a code point), or undefined. */
function number(text, from, max, digit, base) {
    const end = digitsEnd(text, from, max, digit, from);
    if (end === from)
        return undefined;
    const value = parseInt(text.slice(from, end), base);
    // (An octal value is a byte, `\0777` is 0xff; a `\U` past Unicode is no character: U+FFFD.)
    const code = base === 8 ? value & 0xff : value;
    return { text: code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd', end };
}
//# sourceMappingURL=printer-escapes.js.map