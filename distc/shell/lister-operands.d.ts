/** Lister shapes kept per command (a work bound: more read as any path, `/**`). */
export declare const MAX_SHAPES = 16;
/** Any path: a lister whose operand the analysis does not know may print it. */
export declare const ANY_PATH = "/**";
/** Shapes once each; past the bound, any path. */
export declare function bounded(shapes: readonly string[]): string[];
export interface Text {
    readonly value: string;
    readonly dynamic: boolean;
}
export declare const NO_VALUES: ReadonlySet<string>;
export declare const GREP_VALUES: ReadonlySet<string>;
/** The words that are no option or an option's value (`--` ends options); a dynamic word, as written. */
export declare function operands(words: readonly Text[], withValues: ReadonlySet<string>): Text[];
/** grep's files: its operands after the pattern (none given by `-e` or `-f`). */
export declare function grepOperands(words: readonly Text[]): Text[];
/** Each operand's names below it (`tail`: a last segment's glob, '' for any), the working directory's where none. */
export declare function below(ops: readonly Text[], tail: string): string[];
/** A directory's names below it as a rule-grammar glob (`/etc` → `/etc/**`); any path for one not known. */
export declare function belowShape(dir: Text, tail: string): string;
