import type { FileTouches } from './file-touches.js';
import type { NativeRun } from './powershell-native.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/**
 * findstr [/S] [/switches] [/C:STRING | /G:FILE | STRING] [/D:DIR;…] [/F:FILE] [FILES…]: the
 * first operand is the pattern unless /C: or /G: (a file of patterns, read) gives it; each file
 * operand is read, below its directory with /S (`findstr /S pw C:\*` searches all of C:\), in each
 * /D: directory when given; /F: reads the names of the files to search from a file (a problem).
 */
export declare const findstrTouches: Reader;
/** esentutl `/y SRC /d DEST` copies (`/vss`: through a shadow copy); `/p DB` and `/d DB` (repair, defragment) write; its other operands are read. */
export declare const esentutlTouches: Reader;
/**
 * extrac32 `/C SRC DEST` copies; otherwise `[/L DIR] CAB [FILES…]` reads CAB and extracts into DIR
 * (the working directory without /L) the named FILES, or all with /E (`CAB DEST:ADS` writes an
 * alternate stream of DEST); /D only lists.
 */
export declare const extrac32Touches: Reader;
/**
 * diantz (makecab) `[/D VAR=VALUE…] [/L DIR] SOURCE [DEST]`: reads SOURCE, writes DEST (in DIR);
 * `/F FILE` takes a directive file, which names the files to pack and where (not read).
 */
export declare const diantzTouches: Reader;
/** GfxDownloadWrapper `URL DEST`: downloads URL (the safety net's) into DEST. */
export declare const gfxDownloadTouches: Reader;
/** colorcpl FILE: copies FILE into the Windows directory's color profiles. */
export declare const colorcplTouches: Reader;
/** The reader of a Windows tool a table of its own does not model (any case, without `.exe`), or undefined. */
export declare function windowsToolReader(name: string): Reader | undefined;
/**
 * Windows' find.exe, which PowerShell finds by `find` (System32 comes before any GNU find on the
 * PATH): `find [/switches] "STRING" [FILES…]` reads each file. It runs only when its string comes
 * in double quotes: PowerShell quotes a word with white space (or none) and passes a word's own
 * `"` as it is, so `find '"pw"' C:\x` and `find /v '""' C:\x` print C:\x, while `find . -name x`
 * is a format error (and is read as GNU find's, analyze.ts, only). Undefined: no file read.
 */
export declare function windowsFind(words: readonly string[], dynamic: readonly boolean[]): NativeRun | undefined;
export {};
