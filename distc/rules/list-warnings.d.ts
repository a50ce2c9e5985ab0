import type { ParsedRule, SpecIssue } from './types.js';
/** The list's warnings for a parsed rule (none for most rules). */
export declare function listWarnings(list: 'deny' | 'ask' | 'allow', rule: ParsedRule): SpecIssue[];
