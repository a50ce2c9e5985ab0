import type { Command, Span, Word } from './ast.js';
import { type PathRef } from './file-touches.js';
export interface WordValue {
    /** The value after quote removal; for an unknown word, its source text. */
    readonly value: string;
    /** Not known before run time: an expansion, substitution, glob or brace expansion. */
    readonly dynamic: boolean;
    /** Some part was quoted or escaped. */
    readonly quoted: boolean;
    /** Substitution bodies inside the word: they run. */
    readonly bodies: readonly Command[];
}
/**
 * A bash word whose value starts with a `~` bash does not expand (`'~/x'`, `\~/x`) names a
 * directory called `~`, spelled `./~/x` here; but some programs expand it themselves (emacs), so
 * a path is checked both ways (analyze.ts, redirects.ts). Undefined for any other word.
 */
export declare function literalTilde(word: Word, value: string): string | undefined;
export declare function wordValue(word: Word, forPath?: boolean): WordValue;
/**
 * The words after the first that a bash word may split into when it runs (word splitting of an
 * unquoted expansion or substitution, `"$@"`/`"${a[@]}"`, a glob or brace expansion), as one
 * unknown word (Word.splitTail); undefined for a word that stays one. A program may read them as
 * options: `tar -tzf $F` with F='a.tgz --to-command=sh' (analyze.ts gives them to the readers as
 * one more word). An integer (`$((…))`, `$#`, `$?`, `$$`, `$!`) and `$HOME` (the context's,
 * unless the line assigns it) stay one.
 */
export declare function splitTail(word: Word, homeKnown: boolean, namerefs?: ReadonlySet<string>): Word | undefined;
/** `export A=$B`: bash expands a declaration builtin's `NAME=value` as an assignment, unsplit. */
export declare function declarationAssignment(name: string, value: string): boolean;
/**
 * A command (its words as written) that prints one word which never starts with `-`: a number
 * (`nproc`, `id -u`, `date +%s`), an object id or ref name (`git rev-parse [--short] REV`, `git
 * merge-base A B`, `git describe --tags`: git refuses ref names with a blank, `*`, `?`, `[` or a
 * leading `-`), a user name (`whoami`, `id -un`: useradd refuses a leading `-`), the machine
 * (`uname -m`). Not `git rev-parse --show-toplevel`, a path.
 */
export declare function oneWordCommand(w: readonly string[]): boolean;
/**
 * An unknown word, by its value as read here (wordValue; a split tail's starts at its expansion),
 * may be an option: unless it starts with a character written as such, which no option starts
 * with (`src/*.txt`, `x$F`: every word it becomes starts so), or with a substitution whose
 * output never starts with `-` (`$(git describe --tags)`, oneWordCommand).
 */
export declare function mayBeOption(value: string): boolean;
/**
 * A word's value whose only unknowns are substitutions that print one word without a blank
 * (oneWordCommand: `-X main.version=$(git describe --tags)`), each replaced by `0`; undefined
 * for a value with any other expansion, quote or glob character.
 */
export declare function withOneWordOutputs(value: string): string | undefined;
/** A NUL or one of the two control characters the matchers use as markers. */
export declare function hasControl(s: string): boolean;
/** Every substitution body inside a word (for words whose value is not otherwise needed). */
export declare function wordBodies(word: Word): Command[];
/**
 * Bash evaluates array subscripts and substring offsets as arithmetic, and arithmetic expands
 * variable values recursively: with x='a[$(cmd)]', `${a[x]}`, `${s:x}` or `${!x}` runs cmd. So
 * an expansion whose subscript or offset is not a plain number, an indirect one and a prompt
 * expansion (`${x@P}`) make the analysis incomplete.
 */
export declare const ARITHMETIC_EXPANSION_REASON = "a subscript or offset is evaluated as arithmetic, or a value expanded again (${!x}, ${x@P}), which can run commands named in variable values";
export declare function arithmeticExpansion(word: Word): boolean;
/** `let`, and `declare`/`typeset`/`local`/`export`/`readonly` with -i, evaluate their arguments as arithmetic. */
export declare function evaluatesArithmetic(name: string, words: readonly string[]): boolean;
/** Whether evaluatesArithmetic may hold for command `name` (its test of the name alone). */
export declare function mayEvaluateArithmetic(name: string): boolean;
/** A word written without any quoting or escaping (`text` is the line, `span` the word). */
export declare function plainWord(text: string, span: Span | undefined): boolean;
/** A literal path text as a pattern in the rule grammar; a leading `~` (the home) stays `~`. */
export declare function escapePattern(text: string): string;
/**
 * A word whose only unknowns are glob characters (`src/*.ts`), as a path pattern in the rule
 * grammar's syntax (its literal text escaped), for matching against path rules
 * (src/paths/glob-overlap.ts); undefined for any other word. A leading `~` stays `~`. A word with
 * `(` is never one: with extglob on, `!(x)` matches what x does not.
 */
export declare function globPattern(word: Word): string | undefined;
/**
 * A dynamic file argument that is a pipe: every unknown word with its value is exactly one
 * process substitution (`<(sort a)`, `>(gzip > x.gz)`), which bash replaces by /dev/fd/N. A
 * word with more (`<(a)x`, `<(a)")"`) is some other path.
 */
export declare function isPipeArgument(ref: PathRef, words: readonly string[], dynamic: readonly boolean[], parsed: readonly Word[]): boolean;
/**
 * A dynamic file argument of a bash command that is a glob word as written, with the word's
 * path pattern. The argument is known by its value only: every unknown word with that value must
 * be the same glob (`cat $X* '$X'*` has two words `$X*`, one of them an expansion).
 */
export declare function withGlob(ref: PathRef, words: readonly string[], dynamic: readonly boolean[], parsed: readonly Word[]): PathRef;
/** `tilde` with word `index` added when bash leaves its `~` as it is (literalTilde): made on first use. */
export declare function tildeWord(tilde: Map<number, string> | undefined, index: number, w: Word, value: string): Map<number, string> | undefined;
