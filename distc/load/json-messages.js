// The words of the JSON parser's diagnostics: how a character, the input at an offset or a
// member name is shown in a message, the hints added for common non-JSON habits (single quotes,
// NaN, unquoted member names...), and the "expected a value" message for each place a value can
// be missing. Kept apart from ./json-parse.ts so the parser reads as grammar.
function hex4(c) {
    return c.toString(16).padStart(4, '0');
}
/** A character as it appears in a message: JSON-quoted, invisible ones as \uXXXX. */
export function quoteChar(c) {
    if (c < 0x20 ||
        (c >= 0x7f && c <= 0xa0) ||
        c === 0xad ||
        (c >= 0x200b && c <= 0x200f) ||
        (c >= 0x2028 && c <= 0x202e) ||
        c === 0x2060 ||
        c === 0xfeff ||
        (c >= 0xd800 && c <= 0xdfff)) {
        switch (c) {
            case 8: return '"\\b"';
            case 9: return '"\\t"';
            case 10: return '"\\n"';
            case 12: return '"\\f"';
            case 13: return '"\\r"';
            default: return `"\\u${hex4(c)}"`;
        }
    }
    if (c === 34)
        return '"\\""';
    if (c === 92)
        return '"\\\\"';
    return `"${String.fromCharCode(c)}"`;
}
/** What is at `i`: a quoted character (a whole surrogate pair if there is one) or "end of input". */
export function describeAt(text, i) {
    if (i >= text.length)
        return 'end of input';
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff)
            return `"${text.slice(i, i + 2)}"`;
    }
    return quoteChar(c);
}
/** A member name as it appears in a message: JSON-quoted, shortened past 80 characters. */
export function quoteKey(key) {
    const q = JSON.stringify(key);
    return q.length > 80 ? q.slice(0, 76) + '..."' : q;
}
const NOT_JSON_WORDS = ['NaN', 'Infinity', 'undefined', 'True', 'False', 'None', 'Null', 'TRUE', 'FALSE', 'NULL'];
/** Extra words for a character that cannot start a value. */
function valueHint(text, i) {
    const c = text.charCodeAt(i);
    if (c === 39)
        return ' (JSON strings use double quotes)';
    if (c === 43)
        return ' (JSON numbers have no leading "+")';
    if (c === 46)
        return ' (JSON numbers need a digit before ".")';
    for (const w of NOT_JSON_WORDS) {
        if (text.startsWith(w, i))
            return ` (${w} is not a JSON value)`;
    }
    return '';
}
/** Extra words for a character that cannot start a member name. */
export function memberNameHint(text, i) {
    const c = text.charCodeAt(i);
    if (c === 39 || c === 95 || c === 36 || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
        return ' (member names must be double-quoted strings)';
    }
    return '';
}
/** What came before a value, for the "expected a value" message. */
export const Ctx = { Top: 0, ArrayStart: 1, AfterComma: 2, AfterColon: 3 };
/** The message for a missing value at `i` (a character of `text` that cannot start one, or its end). */
export function unexpectedValueMessage(text, i, ctx) {
    const found = describeAt(text, i);
    const hint = i < text.length ? valueHint(text, i) : '';
    switch (ctx) {
        case Ctx.Top:
            return `unexpected ${found}${hint}; expected a JSON value`;
        case Ctx.ArrayStart:
            return `unexpected ${found} after "["${hint}; expected a value or "]"`;
        case Ctx.AfterComma:
            return `unexpected ${found} after ","${hint}; expected a value`;
        case Ctx.AfterColon:
            return `unexpected ${found} after ":"${hint}; expected a value`;
    }
}
//# sourceMappingURL=json-messages.js.map