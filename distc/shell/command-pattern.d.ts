import type { ShellPattern } from '../rules/types.js';
import { type CommandSubject } from './subject.js';
import { type CanonicalOf } from './canonical-memo.js';
import { type RuleCanonical } from './command-rule-canonical.js';
export { globsIntersect } from './globs-intersect.js';
export { canonicalize, type Canonical } from './command-canonical.js';
export { canonicalMemo, type CanonicalOf } from './canonical-memo.js';
export { piecesMatch } from './command-rule-canonical.js';
export interface CompiledCommandRule {
    readonly id: number;
    /** PowerShell(...) rules compare case-insensitively. */
    readonly caseInsensitive: boolean;
    /** Bare selector or `Shell(*)`: every command. */
    readonly everything: boolean;
    /** The first word when it is wholly literal (folded when caseInsensitive): the index key. */
    readonly name: string | undefined;
    /**
     * Deny/ask only: the names of `name` without its directory, per dialect (`Shell(/bin/rm *)`
     * also fires on `rm`, `/usr/bin/rm`); undefined when the name has no directory. Also index keys.
     */
    readonly baseNames: readonly string[] | undefined;
    /** Raw form: literal pieces between `*`s, for the exact and the prefix reading. */
    readonly exact: readonly string[];
    readonly prefixed: readonly string[] | undefined;
    /** Joined patterns with ANY markers, for intersecting with a command that has unknown words. */
    readonly exactJoined: string;
    readonly prefixedJoined: string | undefined;
    /** True when the rule has no `*` at all (and no trailing ` *`). */
    readonly literalOnly: boolean;
    readonly prefix: boolean;
    /**
     * The words of a case-sensitive rule without any `*` inside a word (one at least): raw
     * matching compares them with the command's words one by one (no joined string).
     */
    readonly literal: readonly string[] | undefined;
    /** Canonical form, per dialect of the command; undefined when the name has a `*`. */
    readonly canonical: {
        readonly bash: RuleCanonical;
        readonly powershell: RuleCanonical;
    } | undefined;
}
export declare function compileCommandRule(id: number, pattern: ShellPattern | undefined, caseInsensitive: boolean): CompiledCommandRule;
/** The command's words joined for raw matching; unknown words become `unknown`. */
export declare function joinWords(subject: CommandSubject, unknown: string, fold: boolean, words?: readonly string[]): string;
/** Does an allow rule allow this command exactly as written? */
export declare function allowMatches(rule: CompiledCommandRule, subject: CommandSubject): boolean;
/**
 * Names a deny/ask rule may know this command by: as written, its basename, its cmdlet. A bash
 * command on Windows also without a `.exe`/`.cmd`/`.bat`/`.com` extension (Git Bash runs
 * `rm.exe` for `rm`); `foldNames` (a case-insensitive file system: win32, darwin) then compares
 * the names case-insensitively (restrictMatches, and the index lookup).
 */
export declare function restrictNames(subject: CommandSubject, canonicalCmdlet: (n: string) => string, windows?: boolean): string[];
/** restrictNames for a case-insensitive file system: also each name in lower case (`GIT` reads git's options). */
export declare function foldedRestrictNames(names: string[]): string[];
/**
 * Does a deny/ask rule fire on this command under any plausible reading? `foldNames`: the
 * command name compares case-insensitively (a bash command on win32/darwin).
 */
export declare function restrictMatches(rule: CompiledCommandRule, subject: CommandSubject, names: readonly string[], canonicalOf?: CanonicalOf, foldNames?: boolean): boolean;
/**
 * A rule's first word when it is a glob (`Shell(r* x)`; not `*` alone, not literal): its literal
 * pieces between `*`s, in lower case (a program's name is compared case aside). Matched piece by
 * piece (piecesMatch), never by a regex: `a*a*a*…b` against a long word would backtrack.
 */
export declare function firstWordGlob(rule: CompiledCommandRule): readonly string[] | undefined;
/** Whether a word matches a first-word glob's pieces (case aside), in time linear in the word. */
export declare function firstWordGlobMatches(pieces: readonly string[], word: string): boolean;
