import { type RuleParse, type Selector } from './types.js';
export type { CharRange, DomainPattern, DomainScheme, ParsedRule, PathPart, PathPattern, PathRoot, PathSegment, RuleError, RuleKind, RuleParse, Selector, ShellPattern, ShellWord, ShellWordPart, } from './types.js';
export { formatPathPattern, MAX_PATH_SPECIFIER, MAX_BRACE_ALTERNATIVES, MAX_BRACE_DEPTH } from './path-pattern.js';
export { canonicalizeHost, DOMAIN_SCHEMES, DEFAULT_PORTS, MAX_DOMAIN_SPECIFIER } from './domain-pattern.js';
export { MAX_SHELL_SPECIFIER } from './shell-pattern.js';
/** Every selector, in the order messages list them. */
export declare const SELECTORS: readonly Selector[];
/** Parses one permission rule. Never throws, whatever the input. */
export declare function parseRule(text: string): RuleParse;
