/** Whether rule `a` matches every operation rule `b` matches (both parsed). */
export function covers(a, b) {
    if (a.kind !== b.kind)
        return false;
    // (A case-insensitive rule covers its case-sensitive spelling, not the other way round.)
    if (b.caseInsensitive && !a.caseInsensitive)
        return false;
    if (a.pattern === undefined)
        return true;
    if (b.pattern === undefined)
        return false;
    if (a.pattern.type === 'shell' && b.pattern.type === 'shell')
        return shellCovers(a.pattern, b.pattern, a.caseInsensitive);
    if (a.pattern.type === 'path' && b.pattern.type === 'path')
        return pathCovers(a.pattern, b.pattern);
    if (a.pattern.type === 'domain' && b.pattern.type === 'domain')
        return domainCovers(a.pattern, b.pattern);
    return false;
}
/** A word of literal text only (no `*`), or undefined. */
function literalWord(w) {
    return w.length === 1 && w[0].type === 'literal' ? w[0].text : w.length === 0 ? '' : undefined;
}
/** `X Y *` covers every rule whose words start with the literal words X Y (`X Y -rf *`, `X Y Z`). */
function shellCovers(a, b, fold) {
    if (!a.prefix || a.words.length > b.words.length)
        return false;
    for (let k = 0; k < a.words.length; k++) {
        const x = literalWord(a.words[k]);
        const y = literalWord(b.words[k]);
        if (x === undefined || y === undefined)
            return false;
        if (fold ? x.toLowerCase() !== y.toLowerCase() : x !== y)
            return false;
    }
    return true;
}
function literalSegment(s) {
    return s.type === 'segment' && s.parts.length === 1 && s.parts[0].type === 'literal' ? s.parts[0].text : undefined;
}
/**
 * A directory written literally (`//etc`, `//etc/`, `//etc/**`) covers every rule under the same
 * root that starts with its segments (`//etc/shadow`, `//etc/ssh/*.key`).
 */
function pathCovers(a, b) {
    if (a.root !== b.root || a.root === 'unrooted')
        return false;
    const last = a.segments[a.segments.length - 1];
    const dir = last?.type === 'globstar' ? a.segments.slice(0, -1) : a.segments;
    if (dir.length > b.segments.length)
        return false;
    for (let k = 0; k < dir.length; k++) {
        const x = literalSegment(dir[k]);
        if (x === undefined || x !== literalSegment(b.segments[k]))
            return false;
    }
    return true;
}
/** `*` covers every host; `*.h` covers h and every name below it; a scheme or port narrows. */
function domainCovers(a, b) {
    if (a.scheme !== undefined && a.scheme !== b.scheme)
        return false;
    if (a.port !== b.port)
        return false;
    if (a.any)
        return true;
    if (b.any || !a.subdomains)
        return false;
    return b.host === a.host || b.host.endsWith(`.${a.host}`);
}
//# sourceMappingURL=rule-cover.js.map