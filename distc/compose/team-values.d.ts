import type { TeamOperator } from './composition.js';
export declare const UNMANAGED = "unmanaged";
/** The canonical key of a list entry: a permission rule by its parsed meaning, an MCP matcher by value. */
export declare function teamEntryKey(entry: unknown): string;
/**
 * Several teams' values for one key, combined to the least restrictive value. `undefined`
 * means the key is unmanaged (the server source does not constrain it).
 */
export declare function combineTeamValues(operator: TeamOperator, values: readonly unknown[]): unknown;
/** The entries of `list` that the combination left out (for intersection keys), for warnings. */
export declare function droppedEntries(list: unknown, combined: unknown): unknown[];
