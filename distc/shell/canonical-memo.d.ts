import { type Canonical } from './command-canonical.js';
import type { CommandSubject } from './subject.js';
import type { WordShape } from './word-shapes.js';
/**
 * The canonical forms of one command, by the name a rule may know it by, optionally case-folded;
 * made on first use and kept for the rest of the decision.
 */
export declare class CanonicalMemo {
    readonly subject: CommandSubject;
    private name0;
    private canon0;
    private name1;
    private canon1;
    private more;
    private scannedName;
    private scannedIndex;
    /** mayReadSynonym's answer for `synonymName`, asked again for the allow rules' index. */
    private synonymName;
    private synonymMayRead;
    constructor(subject: CommandSubject);
    of(name: string, fold: boolean): Canonical;
    /**
     * A PowerShell line's native program (a name no cmdlet, function or alias takes) as it reads its
     * words: as from bash, so its options take their values (`git -C x push` is a push), by its
     * lower-case name; undefined for a bash line or a cmdlet. (Deny/ask rules meet it through their
     * bash reading, beside the line's PowerShell reading: Windows programs read `-URLCACHE` as
     * `-urlcache`, which only that one compares.)
     */
    nativeReading(name: string, fold: boolean): Canonical | undefined;
    /**
     * What the command index keys on, as `of(name, false)` would give it, without making the
     * canonical form (most lookups find no rule, and then it is never needed): null when the
     * first positional word is unknown (firstUnknown 0), else the first positional word, or
     * undefined when there is none.
     */
    firstPositional(name: string): string | null | undefined;
    /** Whether some word may start another reading of a tool with subcommand synonyms (subcommand-synonyms.ts mayReadSynonym; `lower`, its lower-case name). */
    mayReadSynonym(lower: string): boolean;
    /** Whether the first positional word may be an option's value (skippable > 0), cheaply. */
    firstMayBeValue(name: string): boolean;
    /** The scan of canonicalNamed up to its first positional word: its index, -1 none, -2 unknown. */
    private firstPositionalIndex;
    private scanFirstPositional;
    private make;
}
/** Shapes in lower case, for a rule that compares folded. */
export declare function foldedShapes(shapes: readonly (WordShape | undefined)[] | undefined): (WordShape | undefined)[] | undefined;
/** The canonical forms of a command, memoized for one decision. */
export type CanonicalOf = CanonicalMemo;
export declare function canonicalMemo(subject: CommandSubject): CanonicalOf;
