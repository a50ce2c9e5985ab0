import type { FileTouches } from './file-touches.js';
/**
 * Interpreters whose Windows builds take their arguments through the ANSI code page (main, not
 * wmain): perl (perlmain.c's main hands argv to RunPerl) and python 2; php before 7.1 (later
 * ones read the wide line again, after their first options): their words, script and files
 * included, are also read in best-fit form, as an unknown program's are (`perl a.ｐem` runs
 * a.pem). Not python 3, node or ruby (wmain or GetCommandLineW).
 */
export declare function isAnsiInterpreter(name: string, written: string): boolean;
/** Words one reading makes at most (a work bound: a longer reading is one unknown word). */
export declare const MAX_BEST_FIT_PIECES = 8;
/** Whether the word holds a character past ASCII (best-fit may change it). */
export declare function hasNonAscii(word: string): boolean;
/** The word best-fit gives an ANSI program, one unmapped character a `?` (per code point; `astral`: per UTF-16 unit). */
export declare function bestFitReading(word: string, astral?: boolean): string;
/**
 * The words an ANSI program may see for `word` (empty when it is ASCII): its best-fit reading,
 * and where that has a blank or a `"`, the reading without its quotes and each piece the blanks
 * and quotes split it into. undefined: more than MAX_BEST_FIT_PIECES, unknown.
 */
export declare function bestFitWords(word: string): string[] | undefined;
/**
 * The best-fit readings of an unknown program's literal word (`pathsIn`: the paths a word may
 * name, possible-paths.ts) as possible paths checked on win32 only: a deny or ask rule meeting one
 * asks. A reading's `?` is a wildcard (checked by its shape, `\\` read as `/`); too many pieces: an
 * unknown path.
 */
export declare function bestFitTouches(word: string, t: FileTouches, pathsIn: (word: string) => readonly string[]): void;
