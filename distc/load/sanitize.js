import { decodePointer } from './json-parse.js';
const REMOVED = Symbol('removed');
export function applyActions(doc, actions) {
    const copy = clone(doc);
    if (actions.length === 0)
        return copy;
    // An action on an ancestor decides for everything below it: apply shallow ones first and
    // skip any action whose target an earlier one already removed or replaced.
    const ordered = [...actions].sort((a, b) => depth(a.pointer) - depth(b.pointer));
    const settled = [];
    const sets = [];
    for (const { pointer, effect } of ordered) {
        if (settled.some((s) => pointer === s || pointer.startsWith(`${s}/`)))
            continue;
        switch (effect.kind) {
            case 'drop':
                setAt(copy, pointer, REMOVED);
                break;
            case 'replace':
                // Created if absent: an MDM value that did not decode was never placed.
                setAt(copy, pointer, clone(effect.value), true);
                break;
            case 'replace-many':
                if (effect.drop)
                    setAt(copy, pointer, REMOVED);
                for (const [p, v] of Object.entries(effect.values))
                    sets.push([p, v]);
                break;
            case 'ask-all':
            case 'deny-all-mcp':
                if (effect.drop)
                    setAt(copy, pointer, REMOVED);
                if (effect.kind === 'ask-all' && effect.also)
                    for (const [p, v] of Object.entries(effect.also))
                        sets.push([p, v]);
                break;
        }
        settled.push(pointer);
    }
    const swept = sweep(copy);
    // Restrictive values set by whole-object fallbacks, creating parents as needed.
    for (const [p, v] of sets)
        setAt(swept, p, clone(v), true);
    return swept;
}
function depth(pointer) {
    return pointer === '' ? 0 : pointer.split('/').length;
}
function setAt(root, pointer, value, create = false) {
    const segments = decodePointer(pointer);
    if (segments.length === 0)
        return;
    let node = root;
    for (const s of segments.slice(0, -1)) {
        let next = node[s];
        if (next === null || typeof next !== 'object') {
            if (!create)
                return;
            next = {};
            define(node, s, next);
        }
        node = next;
    }
    const last = segments[segments.length - 1];
    if (!create && !Object.prototype.hasOwnProperty.call(node, last))
        return;
    define(node, last, value);
}
function define(node, key, value) {
    // defineProperty, so that a key named "__proto__" stays an ordinary own property.
    Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
}
/** Deep copy of a JSON value; own "__proto__" keys stay own keys. */
function clone(v) {
    if (Array.isArray(v))
        return v.map(clone);
    if (v !== null && typeof v === 'object') {
        const out = {};
        for (const k of Object.keys(v))
            define(out, k, clone(v[k]));
        return out;
    }
    return v;
}
function sweep(v) {
    if (Array.isArray(v))
        return v.filter((x) => x !== REMOVED).map(sweep);
    if (v !== null && typeof v === 'object') {
        const out = {};
        for (const k of Object.keys(v)) {
            const x = v[k];
            if (x !== REMOVED)
                define(out, k, sweep(x));
        }
        return out;
    }
    return v;
}
//# sourceMappingURL=sanitize.js.map