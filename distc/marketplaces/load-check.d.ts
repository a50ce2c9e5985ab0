import type { DiagnosticCode } from '../diagnostics.js';
export interface RegexIssue {
    /** The pattern string: /strictKnownMarketplaces/N/hostPattern (or pathPattern). */
    readonly pointer: string;
    readonly code: DiagnosticCode;
    readonly message: string;
    readonly hint: string;
    /** Index in the pattern text of the problem, for the column. */
    readonly ruleOffset: number;
}
/**
 * Problems of the patterns in `doc`, skipping entries the schema already found invalid
 * (`invalid` holds the pointers of schema issues).
 */
export declare function administratorRegexIssues(doc: unknown, invalid: ReadonlySet<string>): RegexIssue[];
