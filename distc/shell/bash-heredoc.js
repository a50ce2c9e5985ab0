// The body of a here-document: the lines after the redirection's line, up to a line that is
// exactly the delimiter (after removing leading tabs, for `<<-`), or to the end of the text. In an
// expanding here-document (unquoted delimiter) a line ending in an odd number of backslashes
// continues on the next one: the backslash and newline are removed, and the joined line is what
// is compared with the delimiter.
//
// Two readers, the same result (a property test compares them): line by line, which handles
// every case, and a search for the delimiter line with indexOf, for the common body that needs
// no line to be rewritten. The search matters for a long body: the line reader costs about
// 200 ns a line until the JIT has optimized it, which on this project's 2-core machines can take
// several calls (ADR 0006); the search is native code from the first call.
/** The body of the here-document `h` whose text starts at `pos`, reading no further than `end`. */
export function heredocBody(src, pos, end, h) {
    // Leading tabs and an empty delimiter change what a line is compared as: line by line.
    if (h.strip || h.delimiter === '')
        return heredocBodyByLines(src, pos, end, h);
    const d = h.delimiter;
    let lineStart = -1;
    if (isLineAt(src, pos, end, d))
        lineStart = pos;
    else {
        for (let i = src.indexOf(`\n${d}`, pos); i >= 0 && i < end; i = src.indexOf(`\n${d}`, i + 1)) {
            if (isLineAt(src, i + 1, end, d)) {
                lineStart = i + 1;
                break;
            }
        }
    }
    const bodyEnd = lineStart < 0 ? end : lineStart;
    // A continuation joins lines: a delimiter after one is no delimiter, and the body is rewritten.
    if (h.expands && hasContinuation(src, pos, bodyEnd))
        return heredocBodyByLines(src, pos, end, h);
    if (lineStart < 0) {
        const rest = src.slice(pos, end);
        return { body: rest === '' || rest.endsWith('\n') ? rest : `${rest}\n`, bodyEnd: end, next: end };
    }
    return { body: src.slice(pos, lineStart), bodyEnd: lineStart, next: Math.min(lineStart + d.length + 1, end) };
}
/** `src` holds exactly the line `d` at `at`: followed by a newline or by `end`. */
function isLineAt(src, at, end, d) {
    const after = at + d.length;
    return after <= end && src.startsWith(d, at) && (after === end || src.charCodeAt(after) === 10);
}
/** Some line in [from, to) ends in a backslash before its newline (its count is checked line by line). */
function hasContinuation(src, from, to) {
    const i = src.indexOf('\\\n', from);
    return i >= 0 && i < to;
}
/** The line-by-line reader (every case). */
export function heredocBodyByLines(src, pos, end, h) {
    let body = '';
    for (;;) {
        if (pos >= end)
            return { body, bodyEnd: pos, next: pos };
        const lineStart = pos;
        let line = '';
        for (;;) {
            let nl = src.indexOf('\n', pos);
            if (nl < 0 || nl > end)
                nl = end;
            const seg = src.slice(pos, nl);
            pos = Math.min(nl + 1, end);
            if (h.expands && nl < end && oddTrailingBackslashes(seg)) {
                line += seg.slice(0, -1);
                continue;
            }
            line += seg;
            break;
        }
        const stripped = h.strip ? line.replace(/^\t+/, '') : line;
        if (stripped === h.delimiter)
            return { body, bodyEnd: lineStart, next: pos };
        body += `${stripped}\n`;
    }
}
/** The line ends in an odd number of backslashes: the last one escapes its newline (a continuation). */
function oddTrailingBackslashes(line) {
    let i = line.length;
    while (i > 0 && line.charCodeAt(i - 1) === 92)
        i--;
    return (line.length - i) % 2 === 1;
}
//# sourceMappingURL=bash-heredoc.js.map