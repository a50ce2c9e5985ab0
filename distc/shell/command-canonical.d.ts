import { type WordShape } from './word-shapes.js';
export interface Canonical {
    readonly name: string;
    readonly options: readonly string[];
    /** The option words as written (`--force` where options has `-f`), for a rule's option globs. */
    readonly optionWords: readonly string[];
    readonly positionals: readonly string[];
    /** Index into `positionals` of the first unknown word (Infinity if none). */
    readonly firstUnknown: number;
    /**
     * Per positional, the shape of an unknown word read by it (word-shapes.ts) rather than as
     * anything from there on; absent when there is none. `firstShaped`: the first such index.
     */
    readonly shapes?: readonly (WordShape | undefined)[];
    readonly firstShaped: number;
    /** Some unknown word may be options of any kind (unknown words also are when firstUnknown is finite). */
    readonly optionsOpen: boolean;
    /**
     * When the last word is one unknown word that may be an option: this form reads it as a
     * positional of its shape, and `asOption` as options (any) instead. Either may match.
     */
    readonly asOption?: Canonical;
    /** The reading with the subcommand under its canonical name (`npm pu` as `npm publish`: subcommand-synonyms.ts). */
    readonly also?: Canonical;
    /**
     * How many leading positional words each directly follow an option (not `--`, not
     * `--x=y`, not a known flag): each may be that option's value, so for deny/ask the rule's
     * positional words may also start after them (`kubectl --as admin delete` is a delete).
     */
    readonly skippable: number;
    /**
     * Indices (ascending) of later positional words that also directly follow such an option
     * (`aws s3 --region x rm`): for deny/ask each may be skipped too. Absent when there is none.
     */
    readonly laterValues?: readonly number[];
    /** Another reading of the same words a deny/ask rule may also match (git push's refspec destinations). */
    readonly alternative?: Canonical;
}
/** Name, option set and positional words of a command (see the file comment). */
export declare function canonicalize(words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', shapes?: readonly (WordShape | undefined)[]): Canonical;
/**
 * canonicalize with the name given apart: words[0] is not read. A `--` right after an option
 * that may take a value (`git clean -e -- -fdx`, `git push -o -- *`: getopt takes it as the
 * value) may not end the options: such a line has another reading (`alternative`) where it is
 * that value and options go on (`dashValues`: every such `--` is read so there).
 */
export declare function canonicalNamed(name: string, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell', shapes?: readonly (WordShape | undefined)[], dashValues?: boolean, optionValues?: boolean): Canonical;
interface BoundWords {
    readonly words: readonly string[];
    readonly dynamic: readonly boolean[];
    readonly shapes?: readonly (WordShape | undefined)[];
}
/**
 * A command line's words in cmdletWordOrder, or undefined when no parameter binds a position by
 * name. A `-Name:VALUE` whose parameter binds a position is read as `-Name VALUE` first
 * (`Copy-Item -Destination:D:\x C:\a` is `Copy-Item C:\a D:\x`). An expansion names no
 * parameter, unless `-Name:$x`.
 */
export declare function lineBoundWords(name: string, words: readonly string[], dynamic: readonly boolean[], shapes?: readonly (WordShape | undefined)[]): BoundWords | undefined;
/**
 * Where the value of an option word given its value in the word starts, or -1: PowerShell's
 * `-Name:VALUE` (any value: a cmdlet binds it as it binds `-Name VALUE`), bash's `--name=/x` (an
 * absolute path: a rule's path word, `Shell(tar --file /etc/*)`, meets it as a word of its own).
 * The alternative reading has the value as a positional word, for deny/ask rules.
 */
export declare function optionValueStart(w: string, dialect: 'bash' | 'powershell'): number;
export {};
