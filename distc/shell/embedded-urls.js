// `scheme://authority` in a text, found without a regex that retries along a run.
//
// It was /\b([A-Za-z][A-Za-z0-9+.-]*):\/\/([^\s/?#'"]*)/g: at each word start of a run such as
// `a.a.a.…` the scheme part read to the run's end before failing, quadratic (27 ms on 8,000
// characters). A scheme's run can only end at the `:` of a `://`, so each `://` is found once and
// the run before it walked back once: the same matches, in linear time (a property test compares
// them with the regex: test/source-regex-linear.test.ts).
/** A–Z, a–z. */
function isLetter(c) {
    return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
function isDigit(c) {
    return c >= 48 && c <= 57;
}
/** A character of a scheme: letters, digits, `+`, `.`, `-`. */
function inScheme(c) {
    return isLetter(c) || isDigit(c) || c === 43 || c === 46 || c === 45;
}
/** A `\w` character (the regex's `\b` boundary is between one and a non-one). */
function isWord(c) {
    return isLetter(c) || isDigit(c) || c === 95;
}
/** The authority: the longest run after `://` without a blank, `/`, `?`, `#` or a quote. */
const AUTHORITY = /[^\s/?#'"]*/y;
/** Every match of the regex above, in order, as matchAll gives them. */
export function embeddedUrls(text) {
    const out = [];
    for (let from = 0;;) {
        const sep = text.indexOf('://', from);
        if (sep < 0)
            return out;
        // The run of scheme characters before `://`, not before where the last match ended.
        let runStart = sep;
        while (runStart > from && inScheme(text.charCodeAt(runStart - 1)))
            runStart--;
        // Its first letter at a word boundary: where the regex's leftmost try succeeded.
        let start = -1;
        for (let i = runStart; i < sep; i++) {
            if (isLetter(text.charCodeAt(i)) && (i === 0 || !isWord(text.charCodeAt(i - 1)))) {
                start = i;
                break;
            }
        }
        if (start < 0) {
            from = sep + 1;
            continue;
        }
        AUTHORITY.lastIndex = sep + 3;
        const authority = AUTHORITY.exec(text)[0];
        out.push({ index: start, scheme: text.slice(start, sep), authority });
        from = sep + 3 + authority.length;
    }
}
//# sourceMappingURL=embedded-urls.js.map