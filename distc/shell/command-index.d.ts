import type { CanonicalOf, CompiledCommandRule } from './command-pattern.js';
interface Bucket {
    /** Keyed by the lower-cased first positional word of the rule's canonical form. */
    readonly byFirst: Map<string, CompiledCommandRule[]>;
    /** Rules with no literal first positional (or none at all): tried for every command of the name. */
    readonly loose: CompiledCommandRule[];
}
export interface CommandIndex {
    /** Case-sensitive rules by exact name. */
    readonly exact: Map<string, Bucket>;
    /** Case-insensitive (PowerShell) rules by folded name. */
    readonly folded: Map<string, Bucket>;
    /** Every rule by folded name: PowerShell command names are case-insensitive. */
    readonly anyCase: Map<string, Bucket>;
    /** Every rule by folded name, keyed for bash: a bash command on a case-insensitive platform. */
    readonly anyCaseBash: Map<string, Bucket>;
    /** Rules whose name is not literal, and rules that match everything. */
    readonly unnamed: readonly CompiledCommandRule[];
    readonly size: number;
    /** 1 at each ASCII code that starts a key of anyCase (mayStartAnyCaseName). */
    readonly anyCaseFirsts: Uint8Array;
}
export declare function buildCommandIndex(rules: readonly CompiledCommandRule[]): CommandIndex;
/**
 * False when no key of the index's anyCase map can start with ASCII code `c` as written (an
 * upper-case letter as its lower case), so that no key or prefix of a key starting with it is
 * one (a first-letter test before folding and looking up a word: most words name no rule's
 * program). True for any other code, which the caller then looks up.
 */
export declare function mayStartAnyCaseName(index: CommandIndex, c: number): boolean;
/**
 * Every rule that could match a command known by `name` (the rules are verified afterwards).
 * Duplicates are possible when several names are probed; callers dedupe. A name no rule has
 * costs one or two Map misses: its canonical form is never made.
 */
export declare function commandCandidates(index: CommandIndex, name: string, canonicalOf: CanonicalOf, dialect: 'bash' | 'powershell', out: CompiledCommandRule[], foldNames?: boolean): void;
export {};
