// The effective sandbox (semantics section 6): derivation, checks, the user's settings, and the
// request/answer form `decide` uses.
export { effectiveSandbox, managedDecider } from './effective.js';
export { isHostAllowed, mustSandbox, whenUnavailable, mayOfferBypass, } from './checks.js';
export { pathAccess, denyPrefix, PROTECTED_NAMES } from './path-access.js';
export { answerSandboxRequest, isSandboxRequest, SANDBOX_OPS } from './answer.js';
export { readUserSandboxFile, readUserSandboxText, SANDBOX_KEYS } from './user.js';
export { renderEffectiveSandbox, decidedByText } from './render.js';
export { parseHostEntry, isLocalNetworkHost, mappedIPv4, mappedIPv6, addressSpellings } from './hosts.js';
export { FORCE_ON_KEYS, CAPABILITY_KEYS, flagOf, describeDecider, } from './types.js';
//# sourceMappingURL=index.js.map