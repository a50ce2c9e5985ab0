/**
 * The offset in `text` of decoded UTF-16 unit `index` of the string token whose opening quote is
 * at `quote` (the closing quote when `index` is at or past the end). Each escape decodes to one
 * unit: `\uD83D\uDE00` is two escapes and two units, as a raw surrogate pair is.
 */
export function rawOffset(text, quote, index) {
    let at = quote + 1;
    for (let n = 0; n < index && at < text.length; n++) {
        const c = text.charCodeAt(at);
        if (c === 0x22)
            break;
        at += c !== 0x5c ? 1 : text.charCodeAt(at + 1) === 0x75 ? 6 : 2;
    }
    return at;
}
/**
 * The character positions of a document parsed from `text` with these locations. A string
 * token holds no raw line break, so a character is on its token's line.
 */
export function charPositionsIn(text, locations) {
    return (pointer, index) => {
        const at = locations.get(pointer)?.value;
        if (at === undefined || text.charCodeAt(at.offset) !== 0x22)
            return undefined;
        return onTokenLine(at, rawOffset(text, at.offset, index));
    };
}
/** The location of `offset` on the line of the token at `token`. */
export function onTokenLine(token, offset) {
    return { offset, line: token.line, column: token.column + (offset - token.offset) };
}
/** The offset of a 1-based line and column in `text` (line breaks as parseJson counts them). */
export function offsetOf(text, line, column) {
    let start = 0;
    for (let l = 1; l < line && start < text.length; l++) {
        let i = start;
        while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13)
            i++;
        start = i + (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1);
    }
    return Math.min(start + column - 1, text.length);
}
//# sourceMappingURL=string-offsets.js.map