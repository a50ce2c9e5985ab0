// Canonical text of a settings value (a rule string, an MCP matcher, a marketplace entry), so
// that equal entries written with their keys in another order compare equal.
export function entryKey(v) {
    if (v === null || typeof v !== 'object')
        return JSON.stringify(v);
    if (Array.isArray(v))
        return `[${v.map(entryKey).join(',')}]`;
    const o = v;
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${entryKey(o[k])}`).join(',')}}`;
}
//# sourceMappingURL=entry-key.js.map