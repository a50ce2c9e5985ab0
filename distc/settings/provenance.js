import { decodePointer } from '../load/json-pointer.js';
export function provenance(source, pointer) {
    const team = source.decidedBy[pointer];
    return team === undefined ? { source: source.name, channel: source.channel } : { source: source.name, channel: source.channel, team };
}
export function describeProvenance(p) {
    return `${p.source} (${p.channel})${p.team ? `, ${p.team}` : ''}`;
}
/** The value at a JSON pointer of plain settings, or undefined. */
export function valueAt(settings, pointer) {
    let v = settings;
    for (const s of decodePointer(pointer)) {
        if (v === null || typeof v !== 'object' || Array.isArray(v) || !Object.prototype.hasOwnProperty.call(v, s))
            return undefined;
        v = v[s];
    }
    return v;
}
/** The highest-precedence source (sources come highest first) that sets the key. */
export function highestSetting(sources, pointer) {
    for (const s of sources) {
        const value = valueAt(s.settings, pointer);
        if (value !== undefined)
            return { value, from: provenance(s, pointer) };
    }
    return undefined;
}
//# sourceMappingURL=provenance.js.map