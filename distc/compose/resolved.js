import { OVERRIDABLE_POINTERS } from '../load/fallbacks.js';
import { decodePointer } from '../load/json-pointer.js';
function isWrapper(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v) && Object.prototype.hasOwnProperty.call(v, 'overridable');
}
/** A deep copy of `settings` with each overridable key's wrapper replaced by its value. */
export function unwrapOverridable(settings) {
    const out = structuredClone(settings);
    for (const pointer of OVERRIDABLE_POINTERS) {
        const segments = decodePointer(pointer);
        let parent = out;
        for (const s of segments.slice(0, -1)) {
            const next = parent?.[s];
            parent = next !== null && typeof next === 'object' && !Array.isArray(next) ? next : undefined;
        }
        const last = segments[segments.length - 1];
        if (parent && isWrapper(parent[last]))
            parent[last] = parent[last].overridable;
    }
    return deepFreeze(out);
}
/** A loaded source with its wrappers resolved to the enterprise defaults (no teams). */
export function resolveSource(loaded) {
    return Object.freeze({
        name: loaded.file,
        channel: loaded.channel,
        settings: unwrapOverridable(loaded.settings),
        restricted: loaded.restricted,
        denyAllMcpServers: loaded.denyAllMcpServers,
        decidedBy: Object.freeze({}),
    });
}
export function deepFreeze(value) {
    if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
        Object.freeze(value);
        for (const v of Object.values(value))
            deepFreeze(v);
    }
    return value;
}
//# sourceMappingURL=resolved.js.map