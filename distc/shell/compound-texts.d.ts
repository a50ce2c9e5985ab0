import type { Command, Compound } from './ast.js';
import { type PipedText } from './piped-text.js';
import { type LineValues } from './line-values.js';
/**
 * The text a bash command prints given `before` on its standard input: a simple command's
 * (pipedText); a list's, group's, subshell's or loop's, every text its commands print that the
 * line shows (any of them may read the input). Undefined when none is shown.
 */
export declare function printedBy(node: Command, before: PipedText | undefined, values: LineValues | undefined): PipedText | undefined;
/**
 * The files a compound command's commands write of what they print given `before` on the input
 * (`{ cut -c2- > list; }`, `{ cat; } > list`), each with its text; a simple command's own are
 * read where it is walked (compound-walk.ts fileTexts, pipedFileText).
 */
export declare function writtenTexts(node: Command, before: PipedText | undefined, values: LineValues | undefined, out?: {
    file: string;
    text: PipedText;
}[]): {
    file: string;
    text: PipedText;
}[];
/**
 * The file a compound command's own redirect writes its output to (`{ …; } > f`), with what its
 * commands print given `before`, and what the functions it calls and its listers print
 * (listed-paths.ts unshownPipedText: `f(){ echo /etc/passwd; }; { f; } > list` as `f > list`).
 */
export declare function ownWrittenText(node: Compound, before: PipedText | undefined, values: LineValues | undefined): {
    file: string;
    text: PipedText;
} | undefined;
/**
 * The variables the reads among a group's, subshell's or loop's commands take from the text piped
 * to it (`echo /etc/passwd | while read x; do echo $x > list; done`: x is `/etc/passwd`), as a
 * pipe's last `read` does (line-values.ts pipedReadValues). Not a read, or a construct, with its
 * own input (`read x < f`, `while …; done <<< T`), nor a later member of a pipe (it reads the one before).
 */
export declare function pipedCompoundReads(r: {
    values: LineValues | undefined;
}, node: Command, piped: PipedText): void;
/** Texts printed one after another, as one (literal only where each is; computed, globbed or with shapes where one is); undefined when none. */
export declare function joined(texts: readonly (PipedText | undefined)[]): PipedText | undefined;
