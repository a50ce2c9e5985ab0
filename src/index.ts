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
export { loadMdmExportText, loadSettingsMdm } from './load/mdm.js';
export { loadSettingsFile, checkTrust, trustProblems, type LoadFileOptions, type TrustFacts } from './load/file.js';
export { validateTeamsDir, wrappedKeys, type TeamsReport } from './load/teams.js';
export { FALLBACK_TABLE, OVERRIDABLE_POINTERS, type FallbackEffect, type FallbackRow } from './load/fallbacks.js';
export { parseRule, type ParsedRule, type RuleKind, type RuleParse, type RuleError, type Selector } from './rules/grammar.js';
export { compilePolicy, DEFAULT_PRECEDENCE, type CompiledPolicy, type CompileOptions, type PolicySource, type SourceInfo } from './compile/compile.js';
export { COMPOSITION_TABLE, type ComposeOperator, type CompositionRow } from './compose/composition.js';
export { decide } from './decide/decide.js';
export {
  DECISIONS, REASON_CODES,
  type Decision, type DecisionContext, type DecisionKind, type Operation, type OperationKind, type Part, type PartType,
  type Reason, type ReasonCode, type RuleList, type RuleRef, type ShellDialect,
} from './policy/types.js';
export { analyzeShell, MAX_COMMAND_LENGTH, type ShellAnalysis } from './shell/analyze.js';
export { parseBash } from './shell/bash-parse.js';
export { parsePowerShell } from './shell/powershell-parse.js';
export { normalizePath, resolvePathContext, type NormalizedPath, type PathContext, type Platform } from './paths/normalize.js';
export { parseFetchTarget, type FetchTarget } from './domains/url.js';
export { compileMcpPolicy, decideMcp, MCP_REASON_CODES, type McpPolicy, type McpDecision, type McpReason, type McpReasonCode, type McpEntry, type McpSourceInfo, type McpPolicyProblem, type McpList } from './mcp/mcp-policy.js';
export { parseMcpServer, MCP_TRANSPORTS, type McpServer, type McpTransport, type McpServerParse } from './mcp/server.js';
export { resolveSource, unwrapOverridable, type ResolvedSource } from './compose/resolved.js';
export { applicableTeams, applyTeams, combineTeamValues, type AppliedTeam, type TeamComposition } from './compose/teams.js';
export { effectivePolicy, type EffectivePolicy, type EffectiveValue } from './compose/effective.js';
export { teamCompositionOf, compositionOf, type TeamOperator } from './compose/composition.js';
export { effectiveModel, type EffectiveModel } from './settings/model.js';
export { effectiveTelemetry, type EffectiveTelemetry, type UserTelemetryPreference } from './settings/telemetry.js';
export { decideRemoteControl, type RemoteControlDecision } from './settings/remote-control.js';
export { bypassPolicy, checkBypass, BYPASS_FLAGS, BYPASS_SLASH_COMMANDS, type BypassPolicy, type BypassCheck } from './settings/bypass.js';
export type { Provenance } from './settings/provenance.js';
export * from './sandbox/index.js';
export * from './marketplaces/index.js';
export { compileAdminRegex, ADMIN_REGEX_LIMITS, type AdminRegex, type AdminRegexResult, type RegexProblem } from './regex/admin-regex.js';
