// Team overrides on the server channel (semantics section 3): the server source's document with
// the applicable team files applied beneath it. Pure: the team files come in already read
// (load/teams.ts reads and validates the layout). How each key combines across several teams is
// the `teams` column of the composition table.
import { diagnostic, type Diagnostic } from '../diagnostics.js';
import type { ManagedSettings } from '../generated/types.js';
import { OVERRIDABLE_POINTERS } from '../load/fallbacks.js';
import { decodePointer } from '../load/json-pointer.js';
import { locate } from '../load/json-parse.js';
import { loadSettingsValue, type LoadedSettings } from '../load/load.js';
import { wrappedKeys, type TeamDocument, type TeamsReport } from '../load/teams.js';
import { teamCompositionOf, type TeamOperator } from './composition.js';
import { entryKey } from './entry-key.js';
import { deepFreeze, unwrapOverridable, type ResolvedSource } from './resolved.js';

export interface AppliedTeam {
  /** The team file name in teams/ ("devs.json"). */
  readonly name: string;
  readonly doc: TeamDocument;
}

export interface TeamComposition {
  /** The server source with the team values applied (rules parsed again), for the compiler. */
  readonly loaded: LoadedSettings;
  /** The same, for the subject engines, with the team file that decided each overridden key. */
  readonly resolved: ResolvedSource;
  /** The applicable team files, by name. */
  readonly applied: readonly string[];
  /** Ignored team values and conflicts between teams (warnings). */
  readonly diagnostics: readonly Diagnostic[];
}

export const UNMANAGED = 'unmanaged';

/** The team files mapped to any of the user's slugs, sorted by name; unmapped slugs warn. */
export function applicableTeams(report: TeamsReport, slugs: readonly string[]): { teams: AppliedTeam[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const names = new Set<string>();
  for (const slug of new Set(slugs)) {
    const files = Object.keys(report.mappings).filter((name) => report.mappings[name]?.includes(slug));
    if (files.length === 0) {
      diagnostics.push(diagnostic('team-slug-unmapped', `team ${JSON.stringify(slug)} is not mapped to any team file in team-mappings.json; it adds no overrides`));
    }
    for (const f of files) names.add(f);
  }
  const teams: AppliedTeam[] = [];
  for (const name of [...names].sort()) {
    const doc = report.teams[name];
    // A mapped file that could not be read was reported by validateTeamsDir; it overrides nothing.
    if (doc) teams.push({ name, doc });
  }
  return { teams, diagnostics };
}

function getAt(doc: unknown, pointer: string): unknown {
  let v: unknown = doc;
  for (const s of decodePointer(pointer)) {
    if (v === null || typeof v !== 'object' || Array.isArray(v) || !Object.prototype.hasOwnProperty.call(v, s)) return undefined;
    v = (v as Record<string, unknown>)[s];
  }
  return v;
}

function setAt(doc: Record<string, unknown>, pointer: string, value: unknown): void {
  const segments = decodePointer(pointer);
  let parent = doc;
  for (const s of segments.slice(0, -1)) {
    const next = parent[s];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) parent[s] = {};
    parent = parent[s] as Record<string, unknown>;
  }
  const last = segments[segments.length - 1] as string;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}

/**
 * Several teams' values for one key, combined to the least restrictive value. `undefined`
 * means the key is unmanaged (the server source does not constrain it).
 */
export function combineTeamValues(operator: TeamOperator, values: readonly unknown[]): unknown {
  if (values.some((v) => v === UNMANAGED)) return undefined;
  switch (operator) {
    case 'intersection': {
      const lists = values.map((v) => (Array.isArray(v) ? v : []));
      const rest = lists.slice(1).map((l) => new Set(l.map(entryKey)));
      const seen = new Set<string>();
      return (lists[0] ?? []).filter((e) => {
        const k = entryKey(e);
        if (seen.has(k) || !rest.every((s) => s.has(k))) return false;
        seen.add(k);
        return true;
      });
    }
    case 'union': {
      const seen = new Set<string>();
      return values.flatMap((v) => (Array.isArray(v) ? v : [])).filter((e) => {
        const k = entryKey(e);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    }
    case 'every-disables':
      return values.every((v) => v === 'disable') ? 'disable' : undefined;
    case 'common-value':
      return values.every((v) => v === values[0]) ? values[0] : undefined;
    case 'additive':
    case 'enterprise-only':
      throw new Error(`combineTeamValues: ${operator} keys are not combined as whole values`);
  }
}

function position(doc: TeamDocument, pointer: string): { line?: number; column?: number } {
  const found = locate(doc.locations, pointer);
  return found ? { line: found.location.line, column: found.location.column } : {};
}

/** Adds the teams' entries of an additive key (enabledPlugins, extraKnownMarketplaces). */
function addEntries(key: string, enterprise: unknown, teams: readonly AppliedTeam[], out: Diagnostic[]): { value: Record<string, unknown> | undefined; added: Record<string, string> } {
  const base = enterprise !== null && typeof enterprise === 'object' && !Array.isArray(enterprise) ? { ...(enterprise as Record<string, unknown>) } : {};
  const offered = new Map<string, { value: unknown; team: AppliedTeam }[]>();
  for (const team of teams) {
    if (team.doc.invalid.includes(`/${key}`)) continue;
    const entries = team.doc.value[key];
    if (entries === null || typeof entries !== 'object' || Array.isArray(entries)) continue;
    for (const [name, value] of Object.entries(entries as Record<string, unknown>)) {
      const list = offered.get(name) ?? [];
      list.push({ value, team });
      offered.set(name, list);
    }
  }
  const added: Record<string, string> = {};
  for (const [name, offers] of [...offered].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const pointer = `/${key}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (Object.prototype.hasOwnProperty.call(base, name)) {
      for (const { value, team } of offers) {
        if (entryKey(value) === entryKey(base[name])) continue;
        out.push(diagnostic('team-value-ignored', `teams/${team.name} sets ${key} ${JSON.stringify(name)}, which the enterprise file already sets; the enterprise entry stays`, { file: team.doc.file, pointer, ...position(team.doc, pointer) }));
      }
      continue;
    }
    const distinct = new Set(offers.map((o) => entryKey(o.value)));
    if (distinct.size > 1) {
      const files = offers.map((o) => `teams/${o.team.name}`).join(', ');
      out.push(diagnostic('team-conflict', `${files} disagree on ${key} ${JSON.stringify(name)}; no team entry is added for it`, { file: offers[0]?.team.doc.file, pointer }));
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
export function applyTeams(server: LoadedSettings, teams: readonly AppliedTeam[]): TeamComposition {
  const applied = teams.map((t) => t.name);
  const diagnostics: Diagnostic[] = [];
  if (server.restricted || teams.length === 0) {
    const resolved: ResolvedSource = Object.freeze({
      name: server.file, channel: server.channel, settings: unwrapOverridable(server.settings),
      restricted: server.restricted, denyAllMcpServers: server.denyAllMcpServers, decidedBy: Object.freeze({}),
    });
    return Object.freeze({ loaded: server, resolved, applied: Object.freeze(applied), diagnostics: Object.freeze(diagnostics) });
  }

  const wrapped = wrappedKeys(server.settings);
  const doc = unwrapOverridable(server.settings);
  const composed = structuredClone(doc) as Record<string, unknown>;
  const decidedBy: Record<string, string> = {};

  for (const pointer of OVERRIDABLE_POINTERS) {
    if (!wrapped.has(pointer)) continue;
    const setters = teams.filter((t) => !t.doc.invalid.includes(pointer) && getAt(t.doc.value, pointer) !== undefined);
    if (setters.length === 0) continue;
    const values = setters.map((t) => getAt(t.doc.value, pointer));
    const combined = combineTeamValues(teamCompositionOf(pointer), values);
    setAt(composed, pointer, combined);
    const files = setters.map((t) => `teams/${t.name}`);
    const unmanagedBy = setters.filter((t) => getAt(t.doc.value, pointer) === UNMANAGED).map((t) => `teams/${t.name}`);
    decidedBy[pointer] = unmanagedBy.length > 0 ? `unmanaged by ${unmanagedBy.join(' + ')}`
      : combined === undefined ? `unmanaged: ${files.join(' + ')} disagree`
      : files.join(' + ');
  }
  for (const key of ['enabledPlugins', 'extraKnownMarketplaces']) {
    const { value, added } = addEntries(key, composed[key], teams, diagnostics);
    if (value !== undefined) composed[key] = value;
    Object.assign(decidedBy, added);
  }

  const name = `${server.file} + ${applied.map((n) => `teams/${n}`).join(' + ')}`;
  const reloaded = loadSettingsValue(composed, { file: name, channel: server.channel });
  // The enterprise document's own fallbacks stay in force (an unreadable enterprise rule keeps
  // its kind asking even if a team replaced the list it was in: never looser than the file).
  const loaded: LoadedSettings = Object.freeze({
    ...reloaded,
    restricted: server.restricted || reloaded.restricted,
    fallbacks: Object.freeze([...server.fallbacks, ...reloaded.fallbacks]),
    askAll: Object.freeze([...new Set([...server.askAll, ...reloaded.askAll])]),
    denyAllMcpServers: server.denyAllMcpServers || reloaded.denyAllMcpServers,
    diagnostics: Object.freeze([...server.diagnostics, ...reloaded.diagnostics]),
    valid: server.valid && reloaded.valid,
  });
  const resolved: ResolvedSource = Object.freeze({
    name,
    channel: server.channel,
    settings: deepFreeze(structuredClone(reloaded.settings)) as ManagedSettings,
    restricted: loaded.restricted,
    denyAllMcpServers: loaded.denyAllMcpServers,
    decidedBy: Object.freeze(decidedBy),
  });
  return Object.freeze({ loaded, resolved, applied: Object.freeze(applied), diagnostics: Object.freeze(diagnostics) });
}
