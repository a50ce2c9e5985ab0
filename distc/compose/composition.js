// How each managed key composes across sources (semantics section 2). This table is the only
// place that decides it: the compiler looks a key's operator up here and applies it, and a test
// checks that every top-level schema key has a row.
export const COMPOSITION_TABLE = Object.freeze([
    { pointer: '/permissions/deny', operator: 'union', teams: 'intersection', note: 'any source\'s deny rule denies' },
    { pointer: '/permissions/ask', operator: 'union', teams: 'intersection', note: 'any source\'s ask rule asks' },
    { pointer: '/permissions/allow', operator: 'conjunction', teams: 'union', note: 'every declaring source must allow each part' },
    { pointer: '/permissions/disableBypassPermissionsMode', operator: 'any-disables', teams: 'every-disables', note: 'bypass is off if any source disables it' },
    { pointer: '/model', operator: 'highest-precedence', teams: 'common-value', note: 'legacy /permissions/model only when no source sets /model' },
    { pointer: '/permissions/model', operator: 'highest-precedence', teams: 'enterprise-only', note: 'legacy; used only when no source sets /model' },
    { pointer: '/enabledPlugins', operator: 'false-wins', teams: 'additive', note: 'per plugin key' },
    { pointer: '/extraKnownMarketplaces', operator: 'union-by-name', teams: 'additive', note: 'highest-precedence entry wins a name' },
    { pointer: '/strictKnownMarketplaces', operator: 'conjunction-lockdown', teams: 'enterprise-only', note: 'any [] is lockdown' },
    { pointer: '/telemetry', operator: 'highest-precedence', teams: 'enterprise-only', note: 'whole object' },
    { pointer: '/remoteControl', operator: 'highest-precedence', teams: 'enterprise-only', note: 'whole object' },
    { pointer: '/allowedMcpServers', operator: 'conjunction', teams: 'union', note: 'a server must match every declaring source' },
    { pointer: '/deniedMcpServers', operator: 'union', teams: 'intersection', note: 'any source\'s entry blocks' },
    { pointer: '/sandbox', operator: 'sandbox', teams: 'enterprise-only', note: 'semantics section 6' },
].map((row) => Object.freeze(row)));
function rowOf(pointer) {
    const row = COMPOSITION_TABLE.find((r) => r.pointer === pointer);
    if (!row)
        throw new Error(`no composition row for ${pointer}`);
    return row;
}
export function compositionOf(pointer) {
    return rowOf(pointer).operator;
}
export function teamCompositionOf(pointer) {
    return rowOf(pointer).teams;
}
//# sourceMappingURL=composition.js.map