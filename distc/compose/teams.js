// Team overrides on the server channel (semantics section 3): the server source's document with
// the applicable team files applied beneath it. Pure: the team files come in already read
// (load/teams.ts reads and validates the layout). How each key combines across several teams is
// the `teams` column of the composition table.
import { diagnostic } from '../diagnostics.js';
import { OVERRIDABLE_POINTERS } from '../load/fallbacks.js';
import { decodePointer } from '../load/json-pointer.js';
import { locate } from '../load/json-parse.js';
import { loadSettingsValue } from '../load/load.js';
import { wrappedKeys } from '../load/teams.js';
import { teamCompositionOf } from './composition.js';
import { combineTeamValues, droppedEntries, UNMANAGED } from './team-values.js';
export { combineTeamValues, UNMANAGED } from './team-values.js';
import { entryKey } from './entry-key.js';
import { valueAt } from '../settings/provenance.js';
import { deepFreeze, unwrapOverridable } from './resolved.js';
/** The team files mapped to any of the user's slugs, sorted by name; unmapped slugs warn. */
export function applicableTeams(report, slugs) {
    const diagnostics = [];
    // Nobody can tell which teams a user is in: every wrapped key takes its restrictive fallback.
    if (report.mappingsProblem !== undefined && slugs.length > 0)
        return { teams: [{ name: 'team-mappings.json', unreadable: report.mappingsProblem }], diagnostics };
    const names = new Set();
    for (const slug of new Set(slugs)) {
        const files = Object.keys(report.mappings).filter((name) => report.mappings[name]?.includes(slug));
        if (files.length === 0) {
            diagnostics.push(diagnostic('team-slug-unmapped', `team ${JSON.stringify(slug)} is not mapped to any team file in team-mappings.json; it adds no overrides`));
        }
        for (const f of files)
            names.add(f);
    }
    const teams = [];
    for (const name of [...names].sort()) {
        const doc = report.teams[name];
        // A mapped file that could not be read was reported by validateTeamsDir; its values are
        // unknown, so they count as restrictive as the fallback table allows (applyTeams).
        if (doc)
            teams.push({ name, doc });
        else
            teams.push({ name, unreadable: report.unreadable[name] ?? `teams/${name} cannot be read` });
    }
    return { teams, diagnostics };
}
function setAt(doc, pointer, value) {
    const segments = decodePointer(pointer);
    let parent = doc;
    for (const s of segments.slice(0, -1)) {
        const next = parent[s];
        if (next === null || typeof next !== 'object' || Array.isArray(next))
            parent[s] = {};
        parent = parent[s];
    }
    const last = segments[segments.length - 1];
    if (value === undefined)
        delete parent[last];
    else
        parent[last] = value;
}
/**
 * One wrapped key across the applicable teams: undefined when no team sets it (the enterprise
 * default applies). A team value that cannot be read never loosens the result: beside readable
 * values it counts as the neutral element of the combination (it cannot change a least
 * restrictive result), and alone it takes the key's fallback when the composed document is
 * loaded again (an invalid value there is exactly what the fallback table handles).
 */
function combineKey(pointer, teams, out) {
    const values = [];
    for (const team of teams) {
        if (!team.doc) {
            values.push({ team, state: 'unknown' });
            continue;
        }
        const v = valueAt(team.doc.value, pointer);
        if (v === undefined)
            continue;
        values.push({ team, state: v === UNMANAGED ? 'unmanaged' : team.doc.invalid.includes(pointer) ? 'unknown' : 'known', value: v });
    }
    if (values.length === 0)
        return undefined;
    const files = (vs) => vs.map((v) => `teams/${v.team.name}`).join(' + ');
    const unmanaged = values.filter((v) => v.state === 'unmanaged');
    if (unmanaged.length > 0)
        return { value: undefined, by: `unmanaged by ${files(unmanaged)}` };
    const known = values.filter((v) => v.state === 'known');
    const operator = teamCompositionOf(pointer);
    if (known.length === 0) {
        // A default model is not a restriction: an unreadable team model leaves the enterprise default.
        if (operator === 'common-value')
            return undefined;
        // Only unreadable values: the fallback of the key (`null` is invalid for every key).
        const only = values.length === 1 ? values[0]?.value : undefined;
        return { value: only === undefined ? null : only, by: `${files(values)} (unreadable: the fallback for an invalid value applies)` };
    }
    const combined = combineTeamValues(operator, known.map((v) => v.value));
    if (operator === 'intersection' && known.length > 1) {
        for (const v of known) {
            for (const entry of droppedEntries(v.value, combined)) {
                out.push(diagnostic('team-entry-dropped', `${pointer.slice(1).replace(/\//g, '.')} entry ${JSON.stringify(entry)} of teams/${v.team.name} is not in every applicable team's list, so it does not apply to a user in ${files(known)} (teams combine to the least restrictive value)`, { file: v.team.doc?.file, pointer }));
            }
        }
    }
    if (combined === undefined)
        return { value: undefined, by: `unmanaged: ${files(known)} disagree` };
    return { value: combined, by: files(known) };
}
function position(doc, pointer) {
    const found = locate(doc.locations, pointer);
    return found ? { line: found.location.line, column: found.location.column } : {};
}
/** Adds the teams' entries of an additive key (enabledPlugins, extraKnownMarketplaces). */
function addEntries(key, enterprise, teams, out) {
    const base = enterprise !== null && typeof enterprise === 'object' && !Array.isArray(enterprise) ? { ...enterprise } : {};
    const offered = new Map();
    for (const team of teams) {
        const doc = team.doc;
        if (!doc || doc.invalid.includes(`/${key}`))
            continue;
        const entries = doc.value[key];
        if (entries === null || typeof entries !== 'object' || Array.isArray(entries))
            continue;
        for (const [name, value] of Object.entries(entries)) {
            const list = offered.get(name) ?? [];
            list.push({ value, team, doc });
            offered.set(name, list);
        }
    }
    const added = {};
    for (const [name, offers] of [...offered].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const pointer = `/${key}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (Object.prototype.hasOwnProperty.call(base, name)) {
            for (const { value, team, doc } of offers) {
                if (entryKey(value) === entryKey(base[name]))
                    continue;
                out.push(diagnostic('team-value-ignored', `teams/${team.name} sets ${key} ${JSON.stringify(name)}, which the enterprise file already sets; the enterprise entry stays`, { file: doc.file, pointer, ...position(doc, pointer) }));
            }
            continue;
        }
        const distinct = new Set(offers.map((o) => entryKey(o.value)));
        if (distinct.size > 1) {
            const files = offers.map((o) => `teams/${o.team.name}`).join(', ');
            out.push(diagnostic('team-conflict', `${files} disagree on ${key} ${JSON.stringify(name)}; no team entry is added for it`, { file: offers[0]?.doc.file, pointer }));
            continue;
        }
        base[name] = offers[0]?.value;
        added[pointer] = offers.map((o) => `teams/${o.team.name}`).join(' + ');
    }
    return { value: Object.keys(base).length > 0 || enterprise !== undefined ? base : undefined, added };
}
/**
 * Applies the applicable teams to a server source. A restricted source stays as it is (teams
 * never loosen restricted mode). Overridable keys the enterprise did not wrap keep the
 * enterprise value (validateTeamsDir reports the ignored team values).
 */
export function applyTeams(server, teams) {
    const applied = teams.map((t) => t.name);
    const diagnostics = [];
    if (server.restricted || teams.length === 0) {
        const resolved = Object.freeze({
            name: server.file, channel: server.channel, settings: unwrapOverridable(server.settings),
            restricted: server.restricted, denyAllMcpServers: server.denyAllMcpServers, decidedBy: Object.freeze({}),
        });
        return Object.freeze({ loaded: server, resolved, applied: Object.freeze(applied), diagnostics: Object.freeze(diagnostics) });
    }
    const wrapped = wrappedKeys(server.settings);
    const doc = unwrapOverridable(server.settings);
    const composed = structuredClone(doc);
    const decidedBy = {};
    for (const pointer of OVERRIDABLE_POINTERS) {
        if (!wrapped.has(pointer))
            continue;
        const decided = combineKey(pointer, teams, diagnostics);
        if (!decided)
            continue;
        setAt(composed, pointer, decided.value);
        decidedBy[pointer] = decided.by;
    }
    for (const key of ['enabledPlugins', 'extraKnownMarketplaces']) {
        const { value, added } = addEntries(key, composed[key], teams, diagnostics);
        if (value !== undefined)
            composed[key] = value;
        Object.assign(decidedBy, added);
    }
    const name = `${server.file} + ${applied.map((n) => `teams/${n}`).join(' + ')}`;
    const reloaded = loadSettingsValue(composed, { file: name, channel: server.channel });
    // The enterprise document's own fallbacks stay in force (an unreadable enterprise rule keeps
    // its kind asking even if a team replaced the list it was in: never looser than the file).
    const loaded = Object.freeze({
        ...reloaded,
        restricted: server.restricted || reloaded.restricted,
        fallbacks: Object.freeze([...server.fallbacks, ...reloaded.fallbacks]),
        askAll: Object.freeze([...new Set([...server.askAll, ...reloaded.askAll])]),
        denyAllMcpServers: server.denyAllMcpServers || reloaded.denyAllMcpServers,
        diagnostics: Object.freeze([...server.diagnostics, ...reloaded.diagnostics]),
        valid: server.valid && reloaded.valid,
    });
    const resolved = Object.freeze({
        name,
        channel: server.channel,
        settings: deepFreeze(structuredClone(reloaded.settings)),
        restricted: loaded.restricted,
        denyAllMcpServers: loaded.denyAllMcpServers,
        decidedBy: Object.freeze(decidedBy),
    });
    return Object.freeze({ loaded, resolved, applied: Object.freeze(applied), diagnostics: Object.freeze(diagnostics) });
}
//# sourceMappingURL=teams.js.map