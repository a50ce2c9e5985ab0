// Sets of UTF-16 code units as sorted, disjoint, inclusive ranges [lo0, hi0, lo1, hi1, ...].
// Administrator patterns have no flags, so JavaScript matches them code unit by code unit and
// so do we; every set below is exactly what V8 means by the construct without the `u` flag.
export const MAX_CODE_UNIT = 0xffff;
/** Sorts and merges raw [lo, hi] pairs (overlapping or adjacent ranges become one). */
export function normalizeRanges(pairs) {
    const items = [];
    for (let i = 0; i + 1 < pairs.length; i += 2)
        items.push([pairs[i], pairs[i + 1]]);
    items.sort((a, b) => a[0] - b[0]);
    const out = [];
    for (const [lo, hi] of items) {
        const last = out.length - 1;
        if (last > 0 && lo <= out[last] + 1)
            out[last] = Math.max(out[last], hi);
        else
            out.push(lo, hi);
    }
    return Object.freeze(out);
}
/** Every code unit not in `r`. */
export function complement(r) {
    const out = [];
    let next = 0;
    for (let i = 0; i < r.length; i += 2) {
        const lo = r[i];
        if (lo > next)
            out.push(next, lo - 1);
        next = r[i + 1] + 1;
    }
    if (next <= MAX_CODE_UNIT)
        out.push(next, MAX_CODE_UNIT);
    return Object.freeze(out);
}
export function unionRanges(sets) {
    return normalizeRanges(sets.flat());
}
export function contains(r, c) {
    // Sets are short (a handful of ranges): a linear scan beats a binary search here.
    for (let i = 0; i < r.length; i += 2) {
        if (c < r[i])
            return false;
        if (c <= r[i + 1])
            return true;
    }
    return false;
}
/** `\d` */
export const DIGIT = normalizeRanges([0x30, 0x39]);
/** `\w` (ASCII only without the `u` and `i` flags) */
export const WORD = normalizeRanges([0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a]);
/** `\s`: WhiteSpace and LineTerminator of ECMA-262 (Unicode Zs included). */
export const SPACE = normalizeRanges([
    0x09, 0x0d, 0x20, 0x20, 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f, 0x202f,
    0x205f, 0x205f, 0x3000, 0x3000, 0xfeff, 0xfeff,
]);
/** `.` without the `s` flag: anything but a line terminator. */
export const DOT = complement(normalizeRanges([0x0a, 0x0a, 0x0d, 0x0d, 0x2028, 0x2029]));
//# sourceMappingURL=charset.js.map