import type { FileTouches } from './file-touches.js';
/** The host of an rmt archive name (`h:/dev/st0`, `u@h:f`), as a Domain part; a drive letter (`C:\x`) is none. */
export declare function rmtArchiveHost(t: FileTouches, word: string, dynamic: boolean): void;
/** mt, dump, restore: `-f ARCHIVE` (attached, the next word, `--file=`), and the old style `dump 0uf ARCHIVE FS`. */
export declare function tapeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
