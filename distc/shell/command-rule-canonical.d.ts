import type { ShellWord } from '../rules/types.js';
import type { Canonical } from './command-canonical.js';
/** A positional item of a rule: the pieces between `*`s of one word (a glob), or null for a gap. */
export type RulePositional = readonly string[] | null;
export interface RuleCanonical {
    readonly name: string;
    /** Options the command must have (canonical: clusters split, synonyms). */
    readonly options: readonly string[];
    /** Option globs (pieces between `*`s) the command must have an option for. */
    readonly optionGlobs: readonly (readonly string[])[];
    readonly positionals: readonly RulePositional[];
    /** The first positional when it is a literal word: the command index's second-level key. */
    readonly first: string | undefined;
    /** No glob and no gap: positionals compare as plain strings. */
    readonly literal: boolean;
}
/** Glob with only `*` (pieces between them) against a string: greedy, linear. */
export declare function piecesMatch(pieces: readonly string[], s: string): boolean;
/**
 * The canonical form of a rule's words (words[0] is not read; `name` is the rule's name, or its
 * basename). `fold` is applied to every literal (PowerShell rules compare folded). `prefix`: the
 * rule ends in ` *`, which a file cmdlet's last parameter may take as its value
 * (`Shell(Copy-Item -Path C:\x -Destination *)`).
 */
export declare function canonicalRule(name: string, words: readonly ShellWord[], dialect: 'bash' | 'powershell', fold: (s: string) => string, prefix?: boolean): RuleCanonical;
/**
 * Does the command's canonical form match the rule's? `foldName`: names compare folded;
 * `abbreviations`: a command option may be an abbreviation of the rule's (PowerShell).
 */
export declare function ruleCanonicalMatches(rule: RuleCanonical, cmd: Canonical, prefix: boolean, foldName: boolean, abbreviations: boolean): boolean;
/** The shortest long-option abbreviation a command takes (CommandOptions.shortestAbbreviation). */
export declare function shortestAbbreviation(name: string): number;
