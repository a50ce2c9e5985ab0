import type { Simple } from './runs.js';
import type { Producer } from './powershell-output-producers.js';
/** Literal words of a line kept as what it writes, at most (more: what a reader prints is unknown). */
export declare const MAX_WRITTEN_WORDS = 64;
/** How a command touches files whose text the line may hand on: it writes them, it prints them, or neither. */
export type FileWork = {
    readonly writes: boolean;
    readonly files: readonly string[];
} | undefined;
/** The files a writer cmdlet may write or a reader cmdlet may print: its literal words and `-Name:value` values (any of them: a wider reading). */
export declare function fileWork(c: Simple): FileWork;
/**
 * The files the line's redirects write (a file once where its targets repeat), read from its text (a `>` in a string too: a wider
 * reading, which only makes a read-back file more often known as written).
 */
export declare function redirectedFiles(line: string): string[];
/**
 * A file's name as the line's words may spell it alike: its last segment, without a drive, a
 * stream (`:s`) or the dots and blanks Windows drops at a name's end, in lower case (Windows
 * ignores case): `.\list.txt`, `C:\w\List.txt` and `list.txt.` are one file. Files of one name
 * in two directories are one too: a wider reading (the analysis does not know the working
 * directory), which only makes a read-back file more often known as written.
 */
export declare function sameFile(path: string): string;
/**
 * What a reader of a file the line writes prints: the line's literal words; an unknown word past
 * MAX_WRITTEN_WORDS, or where the line computes a string its words do not show (`"C:/x/a" + ".pem"`).
 */
export declare function readBackProducer(c: Simple, source: string): Producer;
/**
 * A text's string literals (each line of one, as a file keeps them) and bare words, into `out`;
 * false when there are more than `max`.
 */
export declare function literalWords(text: string, out: string[], max: number): boolean;
