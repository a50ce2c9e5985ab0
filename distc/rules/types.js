// Data types shared by the rule parsers. Everything a parser returns is plain, deeply frozen
// data: a matcher compiles it, a validator reports it, and neither can change it.
export function issue(message, offset, length, hint) {
    return hint === undefined ? { message, offset, length } : { message, hint, offset, length };
}
/** Freezes a tree of plain objects and arrays in place and returns it. */
export function deepFreeze(value) {
    if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
        Object.freeze(value);
        for (const v of Object.values(value))
            deepFreeze(v);
    }
    return value;
}
/** `U+00A0` style name of the code point at `i`. */
export function codePointName(s, i) {
    const cp = s.codePointAt(i) ?? 0;
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
/** JSON-style quoting for messages, so that odd characters stay visible; long text is cut. */
export function q(s) {
    if (s.length <= 80)
        return JSON.stringify(s);
    const cps = Array.from(s.slice(0, 80)).slice(0, -1);
    return `${JSON.stringify(cps.join(''))}…`;
}
//# sourceMappingURL=types.js.map