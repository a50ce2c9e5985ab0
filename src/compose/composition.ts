// How each managed key composes across sources (semantics section 2). This table is the only
// place that decides it: the compiler looks a key's operator up here and applies it, and a test
// checks that every top-level schema key has a row.

export type ComposeOperator =
  /** Every source's entries count (deny/ask rules, denied MCP servers). */
  | 'union'
  /** Allowed only if EVERY source that declares the list allows it (even `[]`). */
  | 'conjunction'
  /** `"disable"` if any source says so. */
  | 'any-disables'
  /** The highest-precedence source that sets the key decides, whole. */
  | 'highest-precedence'
  /** Per entry key: `false` beats `true`. */
  | 'false-wins'
  /** Union by entry name; a name in several sources: the highest-precedence entry, whole. */
  | 'union-by-name'
  /** Conjunction across declaring sources; an empty list anywhere is lockdown. */
  | 'conjunction-lockdown'
  /** Derived property by property (semantics section 6). */
  | 'sandbox';

/**
 * How the values of several applicable team files combine for one key (semantics section 3):
 * always to the least restrictive value.
 */
export type TeamOperator =
  /** Entries present in every team's list (deny, ask, deniedMcpServers). */
  | 'intersection'
  /** Entries in any team's list (allow, allowedMcpServers). */
  | 'union'
  /** `"disable"` only if every team says so. */
  | 'every-disables'
  /** The value all teams agree on; otherwise unmanaged. */
  | 'common-value'
  /** Team entries are added beside the enterprise ones, never over them; teams that disagree on an entry add nothing for it. */
  | 'additive'
  /** Teams cannot set the key. */
  | 'enterprise-only';

export interface CompositionRow {
  /** JSON pointer of the key in a settings document. */
  readonly pointer: string;
  readonly operator: ComposeOperator;
  /** How team files combine for the key (server channel only). */
  readonly teams: TeamOperator;
  /** Which issue's engine consumes it (for documentation). */
  readonly note: string;
}

export const COMPOSITION_TABLE: readonly CompositionRow[] = Object.freeze(([
  { pointer: '/permissions/deny', operator: 'union', teams: 'intersection', note: 'any source\'s deny rule denies' },
  { pointer: '/permissions/ask', operator: 'union', teams: 'intersection', note: 'any source\'s ask rule asks' },
  { pointer: '/permissions/allow', operator: 'conjunction', teams: 'union', note: 'every declaring source must allow each part' },
  { pointer: '/permissions/disableBypassPermissionsMode', operator: 'any-disables', teams: 'every-disables', note: 'bypass is off if any source disables it' },
  { pointer: '/model', operator: 'highest-precedence', teams: 'common-value', note: 'legacy /permissions/model only when no source sets /model' },
  { pointer: '/permissions/model', operator: 'highest-precedence', teams: 'enterprise-only', note: 'legacy; used only when no source sets /model' },
  { pointer: '/enabledPlugins', operator: 'false-wins', teams: 'additive', note: 'per plugin key' },
  { pointer: '/extraKnownMarketplaces', operator: 'union-by-name', teams: 'additive', note: 'highest-precedence entry wins a name' },
  { pointer: '/strictKnownMarketplaces', operator: 'conjunction-lockdown', teams: 'enterprise-only', note: 'any [] is lockdown' },
  { pointer: '/telemetry', operator: 'highest-precedence', teams: 'enterprise-only', note: 'whole object' },
  { pointer: '/remoteControl', operator: 'highest-precedence', teams: 'enterprise-only', note: 'whole object' },
  { pointer: '/allowedMcpServers', operator: 'conjunction', teams: 'union', note: 'a server must match every declaring source' },
  { pointer: '/deniedMcpServers', operator: 'union', teams: 'intersection', note: 'any source\'s entry blocks' },
  { pointer: '/sandbox', operator: 'sandbox', teams: 'enterprise-only', note: 'semantics section 6' },
] as CompositionRow[]).map((row) => Object.freeze(row)));

function rowOf(pointer: string): CompositionRow {
  const row = COMPOSITION_TABLE.find((r) => r.pointer === pointer);
  if (!row) throw new Error(`no composition row for ${pointer}`);
  return row;
}

export function compositionOf(pointer: string): ComposeOperator {
  return rowOf(pointer).operator;
}

export function teamCompositionOf(pointer: string): TeamOperator {
  return rowOf(pointer).teams;
}
