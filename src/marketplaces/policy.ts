// The marketplace and plugin part of the composed policy (semantics 2 and 7), compiled once
// from the resolved sources: frozen, administrator regexes compiled once, exact entries indexed.
//
//   strictKnownMarketplaces  conjunction across the sources that declare it; [] is lockdown
//   enabledPlugins           per key; false beats true
//   extraKnownMarketplaces   union by name; a name in several sources: the highest-precedence entry, whole
import type { ManagedSettings } from '../generated/types.js';
import type { Channel } from '../load/load.js';
import { escapeSegment } from '../load/json-pointer.js';
import type { ResolvedSource } from '../compose/resolved.js';
import { adminRegexCompiler, type AdminRegex } from '../regex/admin-regex.js';
import { MARKETPLACE_TYPES, parseMarketplaceSource, primaryOf, type Marketplace, type MarketplaceType } from './source.js';

/** Which source decided something: its name (file path, `<mdm>`…) and channel. */
export interface SourceRef {
  readonly source: string;
  readonly channel: Channel;
}

export interface PatternEntry {
  readonly kind: 'hostPattern' | 'pathPattern';
  /**
   * The same number for the same kind and pattern text in every list of the policy: a decision
   * runs a pattern that several sources list once (see decide.ts).
   */
  readonly slot: number;
  /** Position in the source's (sanitized) strictKnownMarketplaces list. */
  readonly index: number;
  /** `hostPattern "…" of SOURCE (channel), entry N`, for reasons (built once, here). */
  readonly says: string;
  readonly entry: Readonly<{ source: 'hostPattern'; hostPattern: string } | { source: 'pathPattern'; pathPattern: string }>;
  readonly regex: AdminRegex;
}

export interface ExactEntry {
  readonly index: number;
  readonly entry: Readonly<Marketplace>;
  /** The reason an allow gives when this entry matches (built once, here). */
  readonly listed: Readonly<ListedReason>;
}

/** What decide reports for a matching entry (see decide.ts for the reason type). */
export interface ListedReason extends SourceRef {
  readonly code: 'listed';
  readonly message: string;
  readonly entry: Readonly<Record<string, unknown>>;
  readonly index: number;
  readonly match: 'exact';
}

/** One source's strictKnownMarketplaces. */
export interface StrictList {
  readonly from: SourceRef;
  /** `SOURCE (channel)`, for reasons. */
  readonly label: string;
  /** The source is in restricted mode: its list is the lockdown stand-in. */
  readonly restricted: boolean;
  /** Entries as given (after the loader's fallbacks). */
  readonly size: number;
  /** Exact entries by type, then by naming member (repo, url, package or path), in list order. */
  readonly exact: Readonly<Record<MarketplaceType, ReadonlyMap<string, readonly ExactEntry[]>>>;
  readonly hostPatterns: readonly PatternEntry[];
  readonly pathPatterns: readonly PatternEntry[];
}

export interface PluginRequirement {
  readonly value: boolean;
  readonly from: SourceRef;
}

export interface EffectiveMarketplace {
  readonly name: string;
  /** The whole entry of the highest-precedence source that names it. */
  readonly marketplace: Readonly<{ source: Readonly<Marketplace>; autoUpdate?: boolean }>;
  readonly decidedBy: SourceRef;
  /** Lower-precedence sources whose entry of the same name is not in effect. */
  readonly shadowed: readonly SourceRef[];
}

/** Content of a source that the compiler could not use (the loader reports it for loaded sources). */
export interface PolicyProblem extends SourceRef {
  readonly pointer: string;
  readonly message: string;
}

export interface MarketplacePolicy {
  /** Only the sources that declare strictKnownMarketplaces, in precedence order. */
  readonly strict: readonly StrictList[];
  /** Per plugin key, each source's required state, in precedence order. */
  readonly plugins: ReadonlyMap<string, readonly PluginRequirement[]>;
  /** Sorted by name. */
  readonly extraKnownMarketplaces: readonly EffectiveMarketplace[];
  readonly extraByName: ReadonlyMap<string, EffectiveMarketplace>;
  readonly problems: readonly PolicyProblem[];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** `sources` in precedence order, highest first (mdm > server > file). */
export function compileMarketplacePolicy(sources: readonly ResolvedSource[]): MarketplacePolicy {
  const problems: PolicyProblem[] = [];
  const strict: StrictList[] = [];
  const slots = new Map<string, number>();
  const plugins = new Map<string, PluginRequirement[]>();
  const extras = new Map<string, { name: string; marketplace: EffectiveMarketplace['marketplace']; decidedBy: SourceRef; shadowed: SourceRef[] }>();

  for (const s of sources) {
    const from: SourceRef = Object.freeze({ source: s.name, channel: s.channel });
    const settings = s.settings as ManagedSettings;
    const list = compileStrictList(settings.strictKnownMarketplaces, from, s.restricted, problems, slots);
    if (list) strict.push(list);
    collectPlugins(settings.enabledPlugins, from, plugins, problems);
    collectExtras(settings.extraKnownMarketplaces, from, extras, problems);
  }

  const extraList = [...extras.values()]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((e) => Object.freeze({ ...e, shadowed: Object.freeze(e.shadowed) }));
  return Object.freeze({
    strict: Object.freeze(strict),
    plugins: new Map([...plugins].map(([k, v]) => [k, Object.freeze(v)] as const)),
    extraKnownMarketplaces: Object.freeze(extraList),
    extraByName: new Map(extraList.map((e) => [e.name, e] as const)),
    problems: Object.freeze(problems),
  });
}

function compileStrictList(value: unknown, from: SourceRef, restricted: boolean, problems: PolicyProblem[], slots: Map<string, number>): StrictList | undefined {
  if (value === undefined) return undefined; // not declared: this source does not restrict
  const exact = Object.fromEntries(MARKETPLACE_TYPES.map((t) => [t, new Map<string, ExactEntry[]>()])) as Record<MarketplaceType, Map<string, ExactEntry[]>>;
  const hostPatterns: PatternEntry[] = [];
  const pathPatterns: PatternEntry[] = [];
  const problem = (pointer: string, message: string) => problems.push(Object.freeze({ ...from, pointer, message }));
  const label = `${from.source} (${from.channel})`;
  // The loader's budget, per list: a loaded document's kept patterns fit it, so only lists built
  // or extended otherwise (team overrides, hand-built sources) can be cut short here.
  const compile = adminRegexCompiler();
  // Not a list (a hand-built source; the loader never lets one through): lockdown, as the fallback table says.
  const entries = Array.isArray(value) ? value : [];
  if (!Array.isArray(value)) problem('/strictKnownMarketplaces', 'strictKnownMarketplaces is not an array: marketplaces are locked down ([])');
  entries.forEach((raw: unknown, index) => {
    const pointer = `/strictKnownMarketplaces/${index}`;
    const type = isRecord(raw) ? raw.source : undefined;
    if (type === 'hostPattern' || type === 'pathPattern') {
      const text = (raw as Record<string, unknown>)[type];
      const compiled = typeof text === 'string' ? compile(text) : undefined;
      if (!compiled?.ok) {
        // An unusable pattern matches nothing (it can only narrow).
        problem(`${pointer}/${type}`, `${type} ${JSON.stringify(text)} is not usable and matches nothing${compiled && !compiled.ok ? `: ${compiled.problem.message}` : ''}`);
        return;
      }
      const entry = Object.freeze(type === 'hostPattern' ? { source: type, hostPattern: text as string } : { source: type, pathPattern: text as string });
      const says = `${type} ${JSON.stringify(text)} of ${label}, entry ${index}`;
      const key = `${type}:${text as string}`;
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
    const listed: ListedReason = Object.freeze({ code: 'listed', message: `listed in strictKnownMarketplaces of ${label}, entry ${index}`, source: from.source, channel: from.channel, entry: parsed.source, index, match: 'exact' });
    const e: ExactEntry = Object.freeze({ index, entry: parsed.source, listed });
    const byPrimary = exact[parsed.source.source];
    const primary = primaryOf(parsed.source);
    const same = byPrimary.get(primary);
    if (same) same.push(e);
    else byPrimary.set(primary, [e]);
  });
  for (const byPrimary of Object.values(exact)) for (const list of byPrimary.values()) Object.freeze(list);
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

function collectPlugins(value: unknown, from: SourceRef, plugins: Map<string, PluginRequirement[]>, problems: PolicyProblem[]): void {
  if (value === undefined) return;
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

function collectExtras(
  value: unknown,
  from: SourceRef,
  extras: Map<string, { name: string; marketplace: EffectiveMarketplace['marketplace']; decidedBy: SourceRef; shadowed: SourceRef[] }>,
  problems: PolicyProblem[],
): void {
  if (value === undefined) return;
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
