export { parseMarketplaceSource, hostOf, localPathOf, MARKETPLACE_TYPES, type Marketplace, type MarketplaceParse, type MarketplaceType } from './source.js';
export { compileMarketplacePolicy, type EffectiveMarketplace, type ExactEntry, type MarketplacePolicy, type PatternEntry, type PluginRequirement, type PolicyProblem, type SourceRef, type StrictList, } from './policy.js';
export { decideMarketplace, type MarketplaceDecision, type MarketplaceReason, type MarketplaceReasonCode } from './decide.js';
export { requiredPluginState, effectiveExtraMarketplaces, marketplaceOfPlugin, PLUGIN_KEY, type PluginReason, type PluginReasonCode, type PluginState } from './plugins.js';
export { marketplaceWarnings, type Locate } from './warnings.js';
export { administratorRegexIssues, type RegexIssue } from './load-check.js';
