export const ALL_KINDS = ['shell', 'read', 'edit', 'domain'];
const FORCE_ON = ['enabled', 'failIfUnavailable', 'sandboxMcpServers', 'sandboxLspServers'];
const CAPABILITY = ['allowBypass', 'addCurrentWorkingDirectory', 'gitAuth', 'ghAuth', 'allowDevToolAccess'];
const drop = { kind: 'drop' };
const replace = (value) => ({ kind: 'replace', value });
const many = (values) => ({ kind: 'replace-many', values, drop: true });
/** The restrictive reading of each sandbox object, used when the whole object is unreadable. */
const RESTRICTIVE_FILESYSTEM = { '/sandbox/userPolicy/filesystem/readwritePaths': [], '/sandbox/userPolicy/filesystem/readonlyPaths': [] };
const RESTRICTIVE_NETWORK = { '/sandbox/userPolicy/network/allowOutbound': false, '/sandbox/userPolicy/network/allowLocalNetwork': false };
const RESTRICTIVE_SEATBELT = { '/sandbox/userPolicy/seatbelt/keychainAccess': false };
const RESTRICTIVE_USER_POLICY = { ...RESTRICTIVE_FILESYSTEM, ...RESTRICTIVE_NETWORK, ...RESTRICTIVE_SEATBELT };
export const RESTRICTIVE_SANDBOX = {
    ...Object.fromEntries(FORCE_ON.map((k) => [`/sandbox/${k}`, true])),
    ...Object.fromEntries(CAPABILITY.map((k) => [`/sandbox/${k}`, false])),
    ...RESTRICTIVE_USER_POLICY,
};
export const FALLBACK_TABLE = [
    { at: '/permissions', effect: { kind: 'ask-all', kinds: ALL_KINDS, drop: true, also: { '/permissions/disableBypassPermissionsMode': 'disable' } }, says: 'every operation asks and bypass mode is disabled' },
    { at: '/permissions/deny', effect: { kind: 'ask-all', kinds: ALL_KINDS, drop: true }, says: 'every operation asks' },
    { at: '/permissions/deny/*', effect: { kind: 'ask-all', kinds: ALL_KINDS, drop: true }, says: 'every operation of this rule\'s kind asks' },
    { at: '/permissions/ask', effect: { kind: 'ask-all', kinds: ALL_KINDS, drop: true }, says: 'every operation asks' },
    { at: '/permissions/ask/*', effect: { kind: 'ask-all', kinds: ALL_KINDS, drop: true }, says: 'every operation of this rule\'s kind asks' },
    { at: '/permissions/allow', effect: replace([]), says: 'the allow list counts as declared and empty, so nothing is allowed by it' },
    { at: '/permissions/allow/*', effect: drop, says: 'the rule is dropped; the allow list stays declared' },
    { at: '/permissions/disableBypassPermissionsMode', effect: replace('disable'), says: 'bypass mode is disabled' },
    { at: '/permissions/model', effect: drop, says: 'the key is ignored' },
    { at: '/model', effect: drop, says: 'the key is ignored' },
    { at: '/enabledPlugins', effect: drop, says: 'the key is ignored' },
    { at: '/enabledPlugins/*', effect: drop, says: 'the entry is ignored' },
    { at: '/extraKnownMarketplaces', effect: drop, says: 'the key is ignored' },
    { at: '/extraKnownMarketplaces/*', effect: drop, says: 'the entry is ignored' },
    { at: '/strictKnownMarketplaces', effect: replace([]), says: 'marketplaces are locked down ([])' },
    { at: '/strictKnownMarketplaces/*', effect: drop, says: 'the entry is dropped (fewer marketplaces allowed)' },
    { at: '/telemetry', effect: replace({ lockCaptureContent: true }), says: 'telemetry settings are ignored except that the user may not change captureContent' },
    { at: '/telemetry/lockCaptureContent', effect: replace(true), says: 'lockCaptureContent is true' },
    { at: '/telemetry/*', effect: drop, says: 'the field is ignored' },
    { at: '/remoteControl', effect: replace({ mode: 'disabled' }), says: 'remote control is disabled' },
    { at: '/allowedMcpServers', effect: replace([]), says: 'only built-in MCP servers run' },
    { at: '/allowedMcpServers/*', effect: drop, says: 'the entry is dropped (fewer servers allowed)' },
    { at: '/deniedMcpServers', effect: { kind: 'deny-all-mcp', drop: true }, says: 'every MCP server that is not built in is blocked' },
    { at: '/deniedMcpServers/*', effect: { kind: 'deny-all-mcp', drop: true }, says: 'every MCP server that is not built in is blocked' },
    { at: '/sandbox', effect: many(RESTRICTIVE_SANDBOX), says: 'the sandbox is enforced with every capability off and no user path grants' },
    ...FORCE_ON.map((k) => ({ at: `/sandbox/${k}`, effect: replace(true), says: `${k} is true` })),
    ...CAPABILITY.map((k) => ({ at: `/sandbox/${k}`, effect: replace(false), says: `${k} is false` })),
    { at: '/sandbox/userPolicy', effect: many(RESTRICTIVE_USER_POLICY), says: 'no user path grants, no network, no keychain' },
    { at: '/sandbox/userPolicy/filesystem', effect: many(RESTRICTIVE_FILESYSTEM), says: 'no user path grants survive' },
    { at: '/sandbox/userPolicy/filesystem/readwritePaths', effect: replace([]), says: 'no user read/write grants survive' },
    { at: '/sandbox/userPolicy/filesystem/readwritePaths/*', effect: drop, says: 'the entry is dropped (fewer user grants survive)' },
    { at: '/sandbox/userPolicy/filesystem/readonlyPaths', effect: replace([]), says: 'no user read-only grants survive' },
    { at: '/sandbox/userPolicy/filesystem/readonlyPaths/*', effect: drop, says: 'the entry is dropped (fewer user grants survive)' },
    // A denial we cannot read cannot be enforced, so no user grant may survive beside it.
    { at: '/sandbox/userPolicy/filesystem/deniedPaths', effect: many(RESTRICTIVE_FILESYSTEM), says: 'no user path grants survive' },
    { at: '/sandbox/userPolicy/filesystem/deniedPaths/*', effect: many(RESTRICTIVE_FILESYSTEM), says: 'no user path grants survive' },
    { at: '/sandbox/userPolicy/network', effect: many(RESTRICTIVE_NETWORK), says: 'outbound and local network are blocked' },
    { at: '/sandbox/userPolicy/network/allowOutbound', effect: replace(false), says: 'outbound network is blocked' },
    { at: '/sandbox/userPolicy/network/allowLocalNetwork', effect: replace(false), says: 'local network is blocked' },
    // Host lists and the proxy: an unreadable entry could only be honoured by blocking everything.
    { at: '/sandbox/userPolicy/network/allowedHosts', effect: many({ '/sandbox/userPolicy/network/allowOutbound': false }), says: 'outbound network is blocked' },
    { at: '/sandbox/userPolicy/network/allowedHosts/*', effect: many({ '/sandbox/userPolicy/network/allowOutbound': false }), says: 'outbound network is blocked' },
    { at: '/sandbox/userPolicy/network/blockedHosts', effect: many({ '/sandbox/userPolicy/network/allowOutbound': false }), says: 'outbound network is blocked' },
    { at: '/sandbox/userPolicy/network/blockedHosts/*', effect: many({ '/sandbox/userPolicy/network/allowOutbound': false }), says: 'outbound network is blocked' },
    { at: '/sandbox/userPolicy/network/proxy', effect: many({ '/sandbox/userPolicy/network/allowOutbound': false }), says: 'outbound network is blocked' },
    { at: '/sandbox/userPolicy/seatbelt', effect: many(RESTRICTIVE_SEATBELT), says: 'keychain access is blocked' },
    { at: '/sandbox/userPolicy/seatbelt/keychainAccess', effect: replace(false), says: 'keychain access is blocked' },
];
/** The seven keys that accept {"overridable": V} (semantics section 3). */
export const OVERRIDABLE_POINTERS = [
    '/model',
    '/permissions/disableBypassPermissionsMode',
    '/permissions/deny',
    '/permissions/ask',
    '/permissions/allow',
    '/allowedMcpServers',
    '/deniedMcpServers',
];
/** Removes an "/overridable" segment right after one of the seven keys. */
export function logicalPointer(pointer) {
    for (const key of OVERRIDABLE_POINTERS) {
        const wrapped = `${key}/overridable`;
        if (pointer === wrapped || pointer.startsWith(`${wrapped}/`))
            return key + pointer.slice(wrapped.length);
    }
    return pointer;
}
/** Which operation kinds fail closed for an unreadable rule of a list. */
export function kindsFor(list, kind) {
    if (list === 'allow')
        return undefined;
    if (kind === undefined)
        return ALL_KINDS;
    // A path denied for Read is also denied for Edit (semantics 4.2); the compiler files Read ask
    // rules under Edit as well, so an unreadable one makes edits ask too.
    return kind === 'read' ? ['read', 'edit'] : [kind];
}
/** The most specific row that covers a logical pointer (the pointer itself or an ancestor). */
export function fallbackFor(pointer) {
    const segments = pointer === '' ? [] : pointer.slice(1).split('/');
    for (let n = segments.length; n >= 1; n--) {
        const row = rowsBySegments.get(n)?.find((r) => matches(r, segments, n));
        if (row)
            return row;
    }
    return undefined;
}
const rowsBySegments = new Map();
for (const row of FALLBACK_TABLE) {
    const n = row.at.slice(1).split('/').length;
    rowsBySegments.set(n, [...(rowsBySegments.get(n) ?? []), row]);
}
function matches(row, segments, n) {
    const pattern = row.at.slice(1).split('/');
    for (let i = 0; i < n; i++)
        if (pattern[i] !== '*' && pattern[i] !== segments[i])
            return false;
    return true;
}
//# sourceMappingURL=fallbacks.js.map