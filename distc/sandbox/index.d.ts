export { effectiveSandbox, managedDecider, type EffectiveOptions } from './effective.js';
export { isHostAllowed, mustSandbox, whenUnavailable, mayOfferBypass, type HostAnswer, type HostAnswerCode, type Requirement, type SandboxedKind, type UnavailableAnswer, type BypassAnswer, } from './checks.js';
export { pathAccess, denyPrefix, PROTECTED_NAMES, type PathAccess, type PathAccessCode, type PathAnswer } from './path-access.js';
export { answerSandboxRequest, isSandboxRequest, SANDBOX_OPS, type SandboxOp } from './answer.js';
export { readUserSandboxFile, readUserSandboxText, SANDBOX_KEYS, type UserSandbox, type UserSandboxForm, type UserSandboxResult } from './user.js';
export { renderEffectiveSandbox, decidedByText, type RenderHeader } from './render.js';
export { parseHostEntry, isLocalNetworkHost, mappedIPv4, mappedIPv6, addressSpellings, type HostEntry, type HostPattern } from './hosts.js';
export { FORCE_ON_KEYS, CAPABILITY_KEYS, flagOf, describeDecider, type Decider, type Decided, type EffectiveSandbox, type PathGrant, type DeniedPath, type DroppedGrant, type DropReason, type AllowedHostList, type BlockedHost, type SandboxNote, type SpellingDifference, type GrantList, type FlagKey, } from './types.js';
