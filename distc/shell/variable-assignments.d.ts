import type { SimpleCommand, Word } from './ast.js';
import type { PathRef } from './file-touches.js';
import { type Dialect, type Reader } from './runs.js';
import { type LineValues } from './line-values.js';
/** The analysis as assignments change it (analyze.ts). */
export interface AssignmentReader extends Pick<Reader, 'flow' | 'note' | 'line'> {
    homeChanged: boolean;
    addPath(ref: PathRef): void;
    cdpathChanged: boolean;
    /** Reads the commands a word runs (`$(...)`, `<(...)`). */
    bodiesOf(word: Word, text: string, dialect: Dialect, depth: number): void;
    /** The literal values the line assigns (given-values.ts). */
    values: LineValues | undefined;
}
/** A simple command's `NAME=value` words, before its command words or on their own. */
export declare function prefixAssignments(r: AssignmentReader, node: SimpleCommand, text: string, dialect: Dialect, depth: number): void;
/** A command variable assigned (`GIT_SSH_COMMAND=…`): its command line is a line of its own. */
export declare function commandVariable(r: AssignmentReader, name: string, value: string, dynamic: boolean, source: string, depth: number): void;
/**
 * `NAME=value` words among words[from, to) (export, declare, env, sudo) that assign a command
 * variable; with `builtin`, any other word naming a command or program variable is a problem
 * (`printf -v GIT_SSH_COMMAND …`, `export PATH=/tmp/x:$PATH`; not `unset`).
 */
export declare function commandAssignments(r: AssignmentReader, words: readonly string[], dynamic: readonly boolean[], from: number, to: number, source: string, depth: number, builtin?: string, spans?: readonly Word[]): void;
/** A variable a construct assigns by its name (a loop's, a coprocess's). */
export declare function assignedByName(r: AssignmentReader, name: string, by: string, source: string): void;
/** `${NAME:=value}` and `${NAME=value}` assign NAME wherever they are expanded (read on the line's text: quoting aside). */
export declare function defaultAssignments(r: AssignmentReader, text: string): void;
/**
 * `${NAME:=` and `${NAME=` (a subscript allowed: the expansion assigns NAME when it is unset or
 * empty) in the text, as `/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:\[[^\]]*\])?:?=/g` finds them. Scanned,
 * not matched so: for each `${a[` the regex searched the rest of the text for a `]` (quadratic,
 * 17 ms for `echo ${a[${a[…`); here the next `]` is found once for all the `[` before it.
 */
export declare function defaultAssignmentMatches(text: string): {
    readonly name: string;
    readonly text: string;
}[];
