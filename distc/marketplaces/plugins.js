/** Plugin keys: exactly one `@`, no whitespace, something on both sides (the schema's pattern). */
export const PLUGIN_KEY = /^[^@\s]+@[^@\s]+$/;
export function requiredPluginState(policy, key) {
    if (typeof key !== 'string' || !PLUGIN_KEY.test(key)) {
        return state(null, undefined, [{ code: 'malformed-key', message: `${JSON.stringify(key)} is not a plugin key PLUGIN@MARKETPLACE` }]);
    }
    const required = policy.plugins.get(key);
    if (!required || required.length === 0)
        return state(null, undefined, [{ code: 'not-managed', message: `no managed source sets enabledPlugins ${JSON.stringify(key)}` }]);
    const off = required.filter((r) => !r.value);
    if (off.length > 0) {
        const decidedBy = off[0].from;
        const reasons = [
            { code: 'required-disabled', message: `${at(decidedBy)} requires ${key} disabled`, ...ref(decidedBy) },
            ...required.filter((r) => r.value).map((r) => ({ code: 'overruled', message: `${at(r.from)} requires ${key} enabled, but ${at(decidedBy)} requires it disabled, and disabled wins`, ...ref(r.from) })),
        ];
        return state(false, decidedBy, reasons);
    }
    const decidedBy = required[0].from;
    return state(true, decidedBy, required.map((r) => ({ code: 'required-enabled', message: `${at(r.from)} requires ${key} enabled`, ...ref(r.from) })));
}
/** The effective extraKnownMarketplaces, sorted by name, each with the source that decided it. */
export function effectiveExtraMarketplaces(policy) {
    return policy.extraKnownMarketplaces;
}
/** The marketplace name of a plugin key (after the `@`), or undefined for a malformed key. */
export function marketplaceOfPlugin(key) {
    return PLUGIN_KEY.test(key) ? key.slice(key.indexOf('@') + 1) : undefined;
}
function state(s, decidedBy, reasons) {
    const frozen = Object.freeze(reasons.map((r) => Object.freeze(r)));
    return Object.freeze(decidedBy ? { state: s, decidedBy, reasons: frozen } : { state: s, reasons: frozen });
}
function ref(r) {
    return { source: r.source, channel: r.channel };
}
function at(r) {
    return `${r.source} (${r.channel})`;
}
//# sourceMappingURL=plugins.js.map