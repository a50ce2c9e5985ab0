// Cross-key warnings (semantics 7): a configuration that contradicts itself. Composed across all
// the sources given, as the client would compose them:
// - an extraKnownMarketplaces entry whose marketplace strictKnownMarketplaces blocks (clients
//   are told about a marketplace they may not install from);
// - an enabledPlugins key set to true whose marketplace is blocked (a required plugin that cannot
//   be installed). A key set to false agrees with the block and is not reported.
import { diagnostic } from '../diagnostics.js';
import { escapeSegment } from '../load/json-pointer.js';
import { decideMarketplace, describe } from './decide.js';
import { compileMarketplacePolicy } from './policy.js';
import { marketplaceOfPlugin } from './plugins.js';
import { parseMarketplaceSource } from './source.js';
const CODE = 'marketplace-blocked';
/**
 * `sources` in precedence order. A source in restricted mode is left out: its lockdown stand-in
 * is not something an administrator wrote, and its own errors already say why it is there.
 */
export function marketplaceWarnings(sources, locate) {
    const written = sources.filter((s) => !s.restricted);
    const policy = compileMarketplacePolicy(written);
    if (policy.strict.length === 0)
        return [];
    const out = [];
    for (const s of written) {
        const warn = (pointer, message, hint) => {
            const at = locate?.(s.name, pointer);
            out.push(diagnostic(CODE, message, { file: s.name, ...(at ? { line: at.line, column: at.column } : {}), pointer, severity: 'warning', hint }));
        };
        const extras = record(s.settings.extraKnownMarketplaces);
        for (const name of Object.keys(extras)) {
            const source = record(extras[name]).source;
            const parsed = parseMarketplaceSource(source);
            if (!parsed.ok)
                continue; // not a marketplace: the loader reported it
            const d = decideMarketplace(policy, parsed.source);
            if (d.decision === 'allow')
                continue;
            warn(`/extraKnownMarketplaces/${escapeSegment(name)}`, `extraKnownMarketplaces ${JSON.stringify(name)} (${describe(parsed.source)}) is blocked: ${because(d.reasons)}`, 'Add a matching entry to strictKnownMarketplaces, or remove this marketplace: as written, clients are told about a marketplace they may not install from.');
        }
        const plugins = record(s.settings.enabledPlugins);
        for (const key of Object.keys(plugins)) {
            if (plugins[key] !== true)
                continue;
            const blocked = pluginBlockedBy(policy, key);
            if (blocked === undefined)
                continue;
            warn(`/enabledPlugins/${escapeSegment(key)}`, `enabledPlugins ${JSON.stringify(key)} requires a plugin from a blocked marketplace: ${blocked}`, 'Allow its marketplace in strictKnownMarketplaces, or stop requiring the plugin: a required plugin that cannot be installed is a contradiction.');
        }
    }
    return out;
}
/** Why the marketplace of a plugin key is blocked, or undefined when it is not (or cannot be told). */
function pluginBlockedBy(policy, key) {
    const name = marketplaceOfPlugin(key);
    if (name === undefined)
        return undefined;
    const known = policy.extraByName.get(name);
    if (known) {
        const d = decideMarketplace(policy, known.marketplace.source);
        if (d.decision === 'allow')
            return undefined;
        return `marketplace ${JSON.stringify(name)} (${describe(known.marketplace.source)}, from extraKnownMarketplaces of ${known.decidedBy.source}) is blocked: ${because(d.reasons)}`;
    }
    // A marketplace the policy does not define (the client's own, an official one): only a
    // lockdown is certain to block it.
    const lockdown = policy.strict.find((l) => l.size === 0);
    return lockdown ? `strictKnownMarketplaces of ${lockdown.from.source} (${lockdown.from.channel}) is [], so every marketplace, ${JSON.stringify(name)} included, is blocked` : undefined;
}
function because(reasons) {
    return reasons.map((r) => r.message).join('; ');
}
function record(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {};
}
//# sourceMappingURL=warnings.js.map