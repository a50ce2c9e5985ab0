import { escapeSegment } from '../load/json-pointer.js';
import { adminRegexCompiler } from '../regex/admin-regex.js';
import { MARKETPLACE_TYPES, parseMarketplaceSource, primaryOf } from './source.js';
function isRecord(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v);
}
/** `sources` in precedence order, highest first (mdm > server > file). */
export function compileMarketplacePolicy(sources) {
    const problems = [];
    const strict = [];
    const slots = new Map();
    const plugins = new Map();
    const extras = new Map();
    for (const s of sources) {
        const from = Object.freeze({ source: s.name, channel: s.channel });
        const settings = s.settings;
        const list = compileStrictList(settings.strictKnownMarketplaces, from, s.restricted, problems, slots);
        if (list)
            strict.push(list);
        collectPlugins(settings.enabledPlugins, from, plugins, problems);
        collectExtras(settings.extraKnownMarketplaces, from, extras, problems);
    }
    const extraList = [...extras.values()]
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .map((e) => Object.freeze({ ...e, shadowed: Object.freeze(e.shadowed) }));
    return Object.freeze({
        strict: Object.freeze(strict),
        plugins: new Map([...plugins].map(([k, v]) => [k, Object.freeze(v)])),
        extraKnownMarketplaces: Object.freeze(extraList),
        extraByName: new Map(extraList.map((e) => [e.name, e])),
        problems: Object.freeze(problems),
    });
}
function compileStrictList(value, from, restricted, problems, slots) {
    if (value === undefined)
        return undefined; // not declared: this source does not restrict
    const exact = Object.fromEntries(MARKETPLACE_TYPES.map((t) => [t, new Map()]));
    const hostPatterns = [];
    const pathPatterns = [];
    const problem = (pointer, message) => problems.push(Object.freeze({ ...from, pointer, message }));
    const label = `${from.source} (${from.channel})`;
    // The loader's budget, per list: a loaded document's kept patterns fit it, so only lists built
    // or extended otherwise (team overrides, hand-built sources) can be cut short here.
    const compile = adminRegexCompiler();
    // Not a list (a hand-built source; the loader never lets one through): lockdown, as the fallback table says.
    const entries = Array.isArray(value) ? value : [];
    if (!Array.isArray(value))
        problem('/strictKnownMarketplaces', 'strictKnownMarketplaces is not an array: marketplaces are locked down ([])');
    entries.forEach((raw, index) => {
        const pointer = `/strictKnownMarketplaces/${index}`;
        const type = isRecord(raw) ? raw.source : undefined;
        if (type === 'hostPattern' || type === 'pathPattern') {
            const text = raw[type];
            const compiled = typeof text === 'string' ? compile(text) : undefined;
            if (!compiled?.ok) {
                // An unusable pattern matches nothing (it can only narrow).
                problem(`${pointer}/${type}`, `${type} ${JSON.stringify(text)} is not usable and matches nothing${compiled && !compiled.ok ? `: ${compiled.problem.message}` : ''}`);
                return;
            }
            const entry = Object.freeze(type === 'hostPattern' ? { source: type, hostPattern: text } : { source: type, pathPattern: text });
            const says = `${type} ${JSON.stringify(text)} of ${label}, entry ${index}`;
            const key = `${type}:${text}`;
            const slot = slots.get(key) ?? slots.size;
            slots.set(key, slot);
            (type === 'hostPattern' ? hostPatterns : pathPatterns).push(Object.freeze({ kind: type, slot, index, says, entry, regex: compiled.regex }));
            return;
        }
        const parsed = parseMarketplaceSource(raw);
        if (!parsed.ok) {
            problem(pointer, `the entry is not usable and matches nothing: ${parsed.error}`);
            return;
        }
        const listed = Object.freeze({ code: 'listed', message: `listed in strictKnownMarketplaces of ${label}, entry ${index}`, source: from.source, channel: from.channel, entry: parsed.source, index, match: 'exact' });
        const e = Object.freeze({ index, entry: parsed.source, listed });
        const byPrimary = exact[parsed.source.source];
        const primary = primaryOf(parsed.source);
        const same = byPrimary.get(primary);
        if (same)
            same.push(e);
        else
            byPrimary.set(primary, [e]);
    });
    for (const byPrimary of Object.values(exact))
        for (const list of byPrimary.values())
            Object.freeze(list);
    return Object.freeze({
        from,
        label,
        restricted,
        size: entries.length,
        exact: Object.freeze(exact),
        hostPatterns: Object.freeze(hostPatterns),
        pathPatterns: Object.freeze(pathPatterns),
    });
}
function collectPlugins(value, from, plugins, problems) {
    if (value === undefined)
        return;
    if (!isRecord(value)) {
        problems.push(Object.freeze({ ...from, pointer: '/enabledPlugins', message: 'enabledPlugins is not an object and is ignored' }));
        return;
    }
    for (const key of Object.keys(value)) {
        const v = value[key];
        if (typeof v !== 'boolean') {
            problems.push(Object.freeze({ ...from, pointer: `/enabledPlugins/${escapeSegment(key)}`, message: `enabledPlugins ${JSON.stringify(key)} is not a boolean and is ignored` }));
            continue;
        }
        const list = plugins.get(key) ?? [];
        list.push(Object.freeze({ value: v, from }));
        plugins.set(key, list);
    }
}
function collectExtras(value, from, extras, problems) {
    if (value === undefined)
        return;
    if (!isRecord(value)) {
        problems.push(Object.freeze({ ...from, pointer: '/extraKnownMarketplaces', message: 'extraKnownMarketplaces is not an object and is ignored' }));
        return;
    }
    for (const name of Object.keys(value)) {
        const raw = value[name];
        const parsed = isRecord(raw) ? parseMarketplaceSource(raw.source) : undefined;
        const type = parsed?.ok ? parsed.source.source : undefined;
        const autoUpdate = isRecord(raw) ? raw.autoUpdate : undefined;
        if (!parsed?.ok || (type !== 'github' && type !== 'git' && type !== 'directory') || (autoUpdate !== undefined && typeof autoUpdate !== 'boolean')) {
            problems.push(Object.freeze({ ...from, pointer: `/extraKnownMarketplaces/${escapeSegment(name)}`, message: `extraKnownMarketplaces ${JSON.stringify(name)} is not a github, git or directory marketplace and is ignored` }));
            continue;
        }
        const known = extras.get(name);
        if (known) {
            known.shadowed.push(from);
            continue;
        }
        const marketplace = Object.freeze(autoUpdate === undefined ? { source: parsed.source } : { source: parsed.source, autoUpdate });
        extras.set(name, { name, marketplace, decidedBy: from, shadowed: [] });
    }
}
//# sourceMappingURL=policy.js.map