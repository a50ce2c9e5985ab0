// A normalized path's text without joining its segments (normalize.ts finish): where the
// segments are the base's and then the rest's as written, the text is the base's and the rest's
// own. A join of 5,000 parts was 60 µs of a 10,000-character path's 240.
/** Where the rest's segments start and end: after `from` and one separator, before one trailing separator. */
function bodyOf(rest, from) {
    const start = rest.charCodeAt(from) === 47 ? from + 1 : from;
    const end = rest.length > start && rest.charCodeAt(rest.length - 1) === 47 ? rest.length - 1 : rest.length;
    return { start, end };
}
/**
 * Whether `segs` is `base` and then every segment of `rest`'s body as written: nothing dropped,
 * popped or cleaned. Each segment not kept as written loses characters from the count (a `.`,
 * `..` or empty one its own and a separator, a cleaned one its dots, blanks or stream), and a
 * base segment popped takes a `..` with it.
 */
export function keptAsWritten(base, rest, from, segs) {
    const { start, end } = bodyOf(rest, from);
    const added = segs.length - base.length;
    if (added < 1)
        return false;
    let chars = added - 1;
    for (let k = base.length; k < segs.length; k++)
        chars += segs[k].length;
    return chars === end - start;
}
/** The text of `base` and then `rest`'s body (when keptAsWritten): `/a/b` + `/` + `c/d`, flat. */
export function textAsWritten(base, rest, from, unc) {
    const { start, end } = bodyOf(rest, from);
    const head = base.length === 0 ? (unc ? '/' : '') : (unc ? ['', '', ...base] : ['', ...base]).join('/');
    return flat(`${head}/${rest.slice(start, end)}`);
}
/** A flat copy of a concatenation: the matchers read it by charCodeAt, which a rope makes slow. */
export function flat(s) {
    // (Number() reads the string through, which flattens V8's cons string in place.)
    void Number(s);
    return s;
}
/**
 * Whether some segment is `.` or `..`. (From dot to dot: six searches of the whole text, for
 * `/./`, `/../` and the ends, were 0.04 ms per path of 10,000 characters, four per sqlite3 line.)
 */
export function hasDotSegment(text) {
    const n = text.length;
    for (let i = text.indexOf('.'); i >= 0; i = text.indexOf('.', i + 1)) {
        if (i > 0 && text.charCodeAt(i - 1) !== 47)
            continue;
        const end = text.charCodeAt(i + 1) === 46 ? i + 2 : i + 1;
        if (end === n || text.charCodeAt(end) === 47)
            return true;
    }
    return false;
}
//# sourceMappingURL=path-text.js.map