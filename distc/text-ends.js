// Runs of characters at a text's ends, trimmed by a scan: a regex such as /[:+?!]+$/ tries again
// from each character of a run that does not reach the end (quadratic: 80-140 ms for a word of
// 10,000 such characters before a letter).
/** The text without the run of `chars`' characters at its end, as `s.replace(/[chars]+$/, '')`. */
export function withoutTrailing(s, chars) {
    let end = s.length;
    while (end > 0 && chars.includes(s[end - 1]))
        end--;
    return end === s.length ? s : s.slice(0, end);
}
/** `s.replace(/^[lead]+|[trail]+$/g, '')`: the runs of `lead` at the start and of `trail` at the end dropped. */
export function withoutEnds(s, lead, trail) {
    let start = 0;
    while (start < s.length && lead.includes(s[start]))
        start++;
    let end = s.length;
    while (end > start && trail.includes(s[end - 1]))
        end--;
    return start === 0 && end === s.length ? s : s.slice(start, end);
}
/** Whether the text's last segment (after its last `/`) holds a `.`, as `/\.[^/]*$/.test(s)`. */
export function lastSegmentHasDot(s) {
    return s.lastIndexOf('.') > s.lastIndexOf('/');
}
/** The text cut at the first `#` after its last `/`, as `s.replace(/#[^/]*$/, '')`. */
export function withoutHashTail(s) {
    const hash = s.indexOf('#', s.lastIndexOf('/') + 1);
    return hash < 0 ? s : s.slice(0, hash);
}
/**
 * The text cut at the first of `chars` after its last line break, as `s.replace(/[chars].*$/, '')`
 * (`.` stops at a line break; the regex retried from each of `chars` in a long run before one).
 */
export function withoutTailFrom(s, chars) {
    let from = 0;
    for (let i = s.length - 1; i >= 0; i--) {
        const c = s[i];
        if (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029') {
            from = i + 1;
            break;
        }
    }
    for (let i = from; i < s.length; i++)
        if (chars.includes(s[i]))
            return s.slice(0, i);
    return s;
}
//# sourceMappingURL=text-ends.js.map