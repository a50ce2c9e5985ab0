// managed-policy: the library API.
export { DIAGNOSTIC_CODES, diagnostic, hasErrors, type Diagnostic, type DiagnosticCode, type Severity } from './diagnostics.js';
export type { ManagedSettings, TeamSettings, TeamMappings } from './generated/types.js';
export {
  loadSettingsText,
  loadSettingsBytes,
  loadSettingsValue,
  RESTRICTED_SETTINGS,
  type Channel,
  type LoadOptions,
  type LoadedSettings,
  type AppliedFallback,
  type RuleLists,
} from './load/load.js';
export { loadSettingsMdm } from './load/mdm.js';
export { loadSettingsFile, checkTrust, trustProblems, type LoadFileOptions, type TrustFacts } from './load/file.js';
export { validateTeamsDir, wrappedKeys, type TeamsReport } from './load/teams.js';
export { FALLBACK_TABLE, OVERRIDABLE_POINTERS, type FallbackEffect, type FallbackRow } from './load/fallbacks.js';
export { parseRule, type ParsedRule, type RuleKind, type RuleParse, type RuleError, type Selector } from './rules/grammar.js';
