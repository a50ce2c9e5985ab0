import type { FileTouches } from './file-touches.js';
import { type Language } from './inline-code-names.js';
export type { Language } from './inline-code-names.js';
/**
 * Reads one code word: lines and paths into `t`; beside the calls read exactly, every string that
 * looks like a path is a possible one (inline-code-paths.ts). `modules`: those its interpreter's
 * options load (`-M`, `-r`).
 */
export declare function inlineCodeTouches(lang: Language, given: string, t: FileTouches, modules?: readonly string[], remember?: boolean): void;
/**
 * Whether a python string may start at or after this character: a quote, a string prefix letter,
 * or a blank (any other printable ASCII character cannot). Spares a slice and a regex per `/`.
 */
export declare function mayStartString(cc: number): boolean;
/**
 * The end of the dotted name starting at `start` (a name character there), as the sticky
 * `/[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\/y` reads it: scanned, as a code word
 * holds thousands of names and a regex call with its match array per name cost more than the rest.
 */
export declare function dottedNameEnd(code: string, start: number): number;
