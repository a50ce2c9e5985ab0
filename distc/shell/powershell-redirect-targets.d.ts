/**
 * Each redirect's target, in order, as the regex's first defined group gave it. `values`: where
 * given, also each target as PowerShell reads its token where that differs (session 41: its
 * quotes joined to the text around them, `list'.txt'`, `"list".txt`; the typographic quotes
 * PowerShell takes as quotes, `‘list.txt’`, `“list.txt”`; a backtick's escape, ``l`ist.txt``:
 * each was read as another name, so `gc list.txt` was not known to read what the line wrote),
 * or UNKNOWN_TARGET where an expansion may name any file.
 */
export declare function redirectTargets(line: string, out: string[], values?: string[]): void;
/** A redirect target an expansion or an escape the analysis does not read may make any file. */
export declare const UNKNOWN_TARGET = "\0unknown redirect target";
