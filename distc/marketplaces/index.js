// Marketplaces and plugins: the public surface of this folder.
export { parseMarketplaceSource, hostOf, localPathOf, MARKETPLACE_TYPES } from './source.js';
export { compileMarketplacePolicy, } from './policy.js';
export { decideMarketplace } from './decide.js';
export { requiredPluginState, effectiveExtraMarketplaces, marketplaceOfPlugin, PLUGIN_KEY } from './plugins.js';
export { marketplaceWarnings } from './warnings.js';
export { administratorRegexIssues } from './load-check.js';
//# sourceMappingURL=index.js.map