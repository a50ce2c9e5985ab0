import type { PathPart } from '../rules/types.js';
import type { GlobSegment } from './glob-overlap.js';
import type { PathIndex } from './path-trie.js';
/** The keys of one restrict index's rules (built on the first glob argument checked against it). */
export interface GlobKeys {
    /** Per rule (index into PathIndex.rules), its literal segments case-folded. */
    readonly literals: readonly (readonly string[])[];
    readonly byLiteral: ReadonlyMap<string, readonly number[]>;
    /** The literal keys by their last and by their first UTF-16 unit. */
    readonly literalsByLast: ReadonlyMap<number, readonly string[]>;
    readonly literalsByFirst: ReadonlyMap<number, readonly string[]>;
    readonly literalKeys: readonly string[];
    readonly byExtension: ReadonlyMap<string, readonly number[]>;
    readonly extensionRules: readonly number[];
    /** The extension-keyed rules by the last UTF-16 unit of their extension. */
    readonly extensionRulesByLast: ReadonlyMap<number, readonly number[]>;
    readonly unkeyed: readonly number[];
    /** The rules with a literal a name on disk may spell otherwise (isRespelled): met by any wildcard segment. */
    readonly respelled: readonly number[];
    /** Whether the rules are in ascending id order (as compile makes them): a list is then tried up to its first meeting rule. */
    readonly ascending: boolean;
    /** Every rule's index. */
    readonly all: readonly number[];
    /** Stamps for the rules tried for one glob (scratch: checking a glob never re-enters). */
    stamp: Uint32Array;
    gen: number;
}
export declare function globKeysOf(index: PathIndex): GlobKeys;
/** A segment that is one literal: its text case-folded; else null. */
export declare function foldedLiteral(parts: readonly PathPart[]): string | null;
/**
 * Whether text has a character a name on disk may spell otherwise, canonically equivalent (a
 * precomposed `é`, a combining mark): the rule (and a named path) is read in NFC, the shell's glob
 * matches the name as stored, where `é` may be `e` and U+0301 (macOS's HFS+ stores every name so).
 */
export declare function isRespelled(text: string): boolean;
/**
 * The rules that may meet a glob, as lists of indexes into PathIndex.rules, each list in index
 * order (a rule may be in more than one), or undefined when the lists hold more than `limit` (or
 * there are more keys to test than a decision should spend): then any rule may.
 */
export declare function globCandidates(keys: GlobKeys, glob: readonly GlobSegment[], limit: number): (readonly number[])[] | undefined;
/** A fresh stamp for marking the rules tried for one glob. */
export declare function newStamp(keys: GlobKeys): number;
