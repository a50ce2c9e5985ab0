import type { DiagnosticCode } from '../diagnostics.js';
export interface AjvError {
    instancePath: string;
    schemaPath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
    parentSchema?: Record<string, unknown>;
    data?: unknown;
}
export interface SchemaIssue {
    /** Pointer to the offending value (for an unknown key: the key's member). */
    pointer: string;
    code: DiagnosticCode;
    message: string;
    hint?: string;
    /** An unknown key is a warning and does not invalidate its parent. */
    unknownKey?: string;
    /** A position known better than the pointer's (inside an MDM value string). */
    line?: number;
    column?: number;
}
/**
 * The "source" tags of each discriminated union, by the union's title. The discriminator's
 * branches are $refs, so ajv's error cannot list them; test/schema-issues.test.ts pins these
 * (and MATCHER_KEYS) to the schema.
 */
export declare const SOURCE_TAGS: Readonly<Record<string, readonly string[]>>;
/** The branch keys of the one keyed oneOf in our schemas (pinned to the schema by a test). */
export declare const MATCHER_KEYS: readonly ["serverName", "serverUrl", "serverCommand"];
export declare function schemaIssues(all: readonly AjvError[] | null | undefined): SchemaIssue[];
export declare function describe(pointer: string): string;
export declare function foundOf(v: unknown): string;
