import type { PipedText } from './piped-text.js';
interface Written {
    readonly files: ReadonlyMap<string, readonly PipedText[]>;
    readonly overflowingFiles: ReadonlySet<string>;
    readonly unreadReasons?: ReadonlyMap<string, string> | undefined;
}
/** Written files read as one name's (a work bound: `echo x > d1/f; … > d300/f; cat f | mytool` joined 300 texts at each read); past it, a read asks. */
export declare const MAX_SPELLINGS = 16;
/** The key of a text code wrote to files it names more of than are read (script-written-files.ts): any file may hold it. */
export declare const ANY_WRITTEN_FILE = "\0any file code wrote";
/** The keys of the written files a name may be: itself and those with its last segment (at most MAX_SPELLINGS + 1: one past the bound says it is passed); ANY_WRITTEN_FILE where kept. */
export declare function writtenKeys(values: Written, name: string): string[];
/** The texts the line wrote that a file of this name may hold (writtenKeys), or undefined where none. */
export declare function writtenTextsOf(values: Written, name: string): PipedText[] | undefined;
/** Whether a file of this name may be one the line wrote more often than is kept (or one it opened for output with `exec`), or may be more written files than are read. */
export declare function overflowingWritten(values: Written, name: string): boolean;
/**
 * Why a command reading a file of this name asks (overflowingWritten), or undefined where it need
 * not: the reason kept with the file it may be (LineValues.unread: a descriptor copy, `exec`'s
 * output), else that the line wrote it more than `maxTexts` times, or wrote too many files of its name.
 */
export declare function overflowReason(values: Written, name: string, maxTexts: number): string | undefined;
/** Whether the line wrote a file below this directory (as written: `d` of `d/f`), where a copy of the directory takes it (copied-files.ts). */
export declare function writtenBelow(values: Written, directory: string): boolean;
export {};
