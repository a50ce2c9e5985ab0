// RFC 6901 JSON pointers: how diagnostics name a place in a document.
export function escapeSegment(s) {
    // Most keys have neither character: two indexOf calls beat a regex replace.
    if (s.indexOf('~') === -1 && s.indexOf('/') === -1)
        return s;
    return s.replace(/~/g, '~0').replace(/\//g, '~1');
}
/** Builds an RFC 6901 JSON pointer: [] → "", ["a", 0, "b/c"] → "/a/0/b~1c". */
export function encodePointer(segments) {
    let out = '';
    for (const s of segments)
        out += '/' + (typeof s === 'number' ? String(s) : escapeSegment(s));
    return out;
}
/**
 * Splits an RFC 6901 JSON pointer into unescaped segments ("" → []).
 * Throws a SyntaxError for text that is not a pointer (no leading "/", or a "~" not
 * followed by "0" or "1").
 */
export function decodePointer(pointer) {
    if (pointer === '')
        return [];
    if (pointer.charCodeAt(0) !== 47) {
        throw new SyntaxError(`invalid JSON pointer ${JSON.stringify(pointer)}: expected "" or a leading "/"`);
    }
    const parts = pointer.slice(1).split('/');
    for (let k = 0; k < parts.length; k++) {
        const p = parts[k];
        if (p.indexOf('~') === -1)
            continue;
        if (/~(?![01])/.test(p)) {
            throw new SyntaxError(`invalid JSON pointer ${JSON.stringify(pointer)}: "~" must be followed by "0" or "1"`);
        }
        parts[k] = p.replace(/~1/g, '/').replace(/~0/g, '~');
    }
    return parts;
}
//# sourceMappingURL=json-pointer.js.map