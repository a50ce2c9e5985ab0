/** Force-on keys: `true` from any managed source enforces; otherwise the user's value; default false. */
export const FORCE_ON_KEYS = ['enabled', 'failIfUnavailable', 'sandboxMcpServers', 'sandboxLspServers'];
/** Capability keys: `false` from any managed source prohibits; otherwise the user's value; default true. */
export const CAPABILITY_KEYS = [
    'allowBypass', 'addCurrentWorkingDirectory', 'gitAuth', 'ghAuth', 'allowDevToolAccess',
    'network.allowOutbound', 'network.allowLocalNetwork', 'seatbelt.keychainAccess',
];
/** Where each flag sits in a `sandbox` settings object. */
export const FLAG_PATHS = {
    enabled: ['enabled'],
    failIfUnavailable: ['failIfUnavailable'],
    sandboxMcpServers: ['sandboxMcpServers'],
    sandboxLspServers: ['sandboxLspServers'],
    allowBypass: ['allowBypass'],
    addCurrentWorkingDirectory: ['addCurrentWorkingDirectory'],
    gitAuth: ['gitAuth'],
    ghAuth: ['ghAuth'],
    allowDevToolAccess: ['allowDevToolAccess'],
    'network.allowOutbound': ['userPolicy', 'network', 'allowOutbound'],
    'network.allowLocalNetwork': ['userPolicy', 'network', 'allowLocalNetwork'],
    'seatbelt.keychainAccess': ['userPolicy', 'seatbelt', 'keychainAccess'],
};
/** The flag's effective value in the result. */
export function flagOf(effective, key) {
    switch (key) {
        case 'network.allowOutbound': return effective.network.allowOutbound;
        case 'network.allowLocalNetwork': return effective.network.allowLocalNetwork;
        case 'seatbelt.keychainAccess': return effective.seatbelt.keychainAccess;
        default: return effective[key];
    }
}
export function describeDecider(d) {
    return d.by === 'managed' ? `${d.source} (${d.channel})` : d.by;
}
//# sourceMappingURL=types.js.map