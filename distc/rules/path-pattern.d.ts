import { type PathPattern, type SpecResult } from './types.js';
export { formatPathPattern } from './path-pattern-format.js';
/** Longest specifier accepted (PATH_MAX on Linux), in UTF-16 code units. */
export declare const MAX_PATH_SPECIFIER = 4096;
export declare const MAX_BRACE_ALTERNATIVES = 32;
/** `{a,{b,c}}` is two levels; a third level is rejected. */
export declare const MAX_BRACE_DEPTH = 2;
/**
 * An environment variable as a whole segment: `$HOME`, `${HOME}`, `$env:USERPROFILE`,
 * `${env:HOME}`, `%USERPROFILE%` (`%ProgramFiles(x86)%`), in any case. Rules do not expand them.
 */
export declare const ENV_SEGMENT: RegExp;
/** Parses the text between the parentheses. `base` is the specifier's offset in the rule. */
export declare function parsePathSpecifier(spec: string, base: number): SpecResult<PathPattern>;
