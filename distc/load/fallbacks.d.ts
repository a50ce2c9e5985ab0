import type { RuleKind } from '../rules/grammar.js';
export type FallbackEffect = 
/** The entry or value is removed (narrower, or merely informational). */
{
    kind: 'drop';
}
/** The value is replaced by a restrictive one. */
 | {
    kind: 'replace';
    value: unknown;
}
/** Several values are set at once (a whole object that could not be read). */
 | {
    kind: 'replace-many';
    values: Readonly<Record<string, unknown>>;
    drop: boolean;
}
/** Every operation of these kinds asks (an unreadable deny/ask rule). */
 | {
    kind: 'ask-all';
    kinds: readonly RuleKind[];
    drop: boolean;
    also?: Readonly<Record<string, unknown>>;
}
/** Every MCP server that is not built in is blocked. */
 | {
    kind: 'deny-all-mcp';
    drop: boolean;
};
export interface FallbackRow {
    /** Logical pointer pattern ("*" = any one segment), with any {"overridable"} wrapper removed. */
    at: string;
    effect: FallbackEffect;
    /** Said in the diagnostic hint, so the administrator knows what is in force meanwhile. */
    says: string;
}
export declare const ALL_KINDS: readonly RuleKind[];
export declare const RESTRICTIVE_SANDBOX: Readonly<Record<string, unknown>>;
export declare const FALLBACK_TABLE: readonly FallbackRow[];
/** The seven keys that accept {"overridable": V} (semantics section 3). */
export declare const OVERRIDABLE_POINTERS: readonly ["/model", "/permissions/disableBypassPermissionsMode", "/permissions/deny", "/permissions/ask", "/permissions/allow", "/allowedMcpServers", "/deniedMcpServers"];
/** Removes an "/overridable" segment right after one of the seven keys. */
export declare function logicalPointer(pointer: string): string;
/** Which operation kinds fail closed for an unreadable rule of a list. */
export declare function kindsFor(list: string, kind: RuleKind | undefined): readonly RuleKind[] | undefined;
/** The most specific row that covers a logical pointer (the pointer itself or an ancestor). */
export declare function fallbackFor(pointer: string): FallbackRow | undefined;
