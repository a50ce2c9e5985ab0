import type { Diagnostic } from '../diagnostics.js';
import { type RuleKind } from '../rules/grammar.js';
import { type FallbackRow } from './fallbacks.js';
import { type ReplacedValue } from './json-parse.js';
export interface LostRules {
    /** The repeated member. */
    pointer: string;
    /** The deny/ask rule strings only the replaced value held. */
    texts: string[];
    kinds: readonly RuleKind[];
}
/** For each replaced value that held deny/ask rules the document no longer has, what was lost. */
export declare function lostRules(replaced: readonly ReplacedValue[], doc: unknown): LostRules[];
export interface LostKey {
    /** The repeated member (a `permissions` object). */
    pointer: string;
    /** The key below it only the replaced value held. */
    key: string;
    /** Its value until the document is fixed, and that in words. */
    value: unknown;
    says: string;
}
/** For each replaced `permissions` object, the narrowing keys it held that the document no longer has. */
export declare function lostPermissionKeys(replaced: readonly ReplacedValue[], doc: unknown): LostKey[];
/**
 * Repeated members outside `permissions` whose two values differ, where the key's fallback row
 * narrows (the sandbox, MCP server lists, marketplaces, telemetry, remote control): which value the
 * administrator meant is unknown, and the last one may drop what the first forced on or held back
 * (`"sandbox":{"enabled":true}` then `"sandbox":{…}` without it). The row's restrictive reading
 * applies, as for an unreadable value. Rows that only ignore a key (`model`) keep the last value.
 */
export declare function lostNarrowingValues(replaced: readonly ReplacedValue[], doc: unknown): {
    pointer: string;
    row: FallbackRow;
}[];
/**
 * Makes the json-duplicate-key warning at `pointer` an error saying what the repeat lost. An error
 * already made keeps its hint and gains the text (a member that lost rules and an allow list).
 */
export declare function asDuplicateError(diagnostics: Diagnostic[], pointer: string, lostText: string, hint: string): void;
