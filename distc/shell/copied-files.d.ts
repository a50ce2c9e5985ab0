import type { Command, SimpleCommand } from './ast.js';
import type { PipedText } from './piped-text.js';
import type { LineValues } from './line-values.js';
/** Names of one copier read for copies (a work bound: each name may be the source of each other). */
export declare const MAX_COPY_NAMES = 32;
/**
 * The copies a command makes of the files the line wrote: each name that may hold a written
 * file's text, with that text (dd's computed: it may convert); 'overflowing' where it copies one
 * and has more names than are read.
 */
export declare function copiedFileTexts(node: SimpleCommand, values: Pick<LineValues, 'files' | 'overflowingFiles'>): {
    file: string;
    text: PipedText;
}[] | 'overflowing';
/**
 * The files a copier writes its standard input to (session 41: `echo /etc/passwd | cp /dev/stdin
 * g; mytool < g`, `install /dev/stdin g`, `rsync /dev/stdin g` and `dd of=g` were allowed):
 * `exact`, copies of it (cp's, install's, rsync's other names, a dd with no operand that changes
 * the bytes); `changed`, dd's `of=` where one may (`conv=lcase`, `skip=1`).
 */
export declare function stdinCopyFiles(node: Command): {
    exact: string[];
    changed: string[];
};
