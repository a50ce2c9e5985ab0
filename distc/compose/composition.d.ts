export type ComposeOperator = 
/** Every source's entries count (deny/ask rules, denied MCP servers). */
'union'
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
'intersection'
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
export declare const COMPOSITION_TABLE: readonly CompositionRow[];
export declare function compositionOf(pointer: string): ComposeOperator;
export declare function teamCompositionOf(pointer: string): TeamOperator;
