import type { Word } from './ast.js';
/** Names read from one interpreter command's code and words (a work bound; past it, the code may have written any file: ANY_WRITTEN_FILE). */
export declare const MAX_CODE_NAMES = 256;
/**
 * The files a program's script writes: sed's `w`/`W` commands, its `s///w` flag and its `-i`
 * operands, awk's `print > FILE`/`>> FILE` (read as sed's and awk's own readers read them); for
 * an interpreter given code on its line (`python3 -c`, `perl -e`, `node -e`, …), broadly, every
 * name-like token of its code and words (the code may open any string it holds: `open("g","w")`,
 * perl's `open(F, ">g")`; a name it computes is a problem of inline-code.ts already).
 */
export declare function scriptWrittenFiles(name: string, given: readonly Word[]): string[];
/** Whether a command's words may run sed, awk or an interpreter on code given on the line, whose writes hold a text of their own (a cheap test before fileTexts: a word naming one). */
export declare function namesScriptWriter(words: readonly string[]): boolean;
/**
 * The files sed's or awk's script reads beside its operands (`sed 'r f'`, `awk '{getline l < "f"}'`:
 * session 41, `echo /etc/passwd > f; sed 'r f' g | mytool` was allowed): none for another program.
 */
export declare function scriptReadFiles(name: string, words: readonly Word[]): string[];
/**
 * Whether sed's or awk's script prints text of its own (a replacement, a/i/c text, an awk string
 * or assigned variable): what it prints is computed even of a file the line did not write
 * (session 41: `sed 's/a/\\/etc\\/passwd/' f | mytool`, `awk '{print "/etc/passwd"}' f | mytool` were allowed).
 */
export declare function scriptPrintsOwnText(name: string, words: readonly Word[]): boolean;
