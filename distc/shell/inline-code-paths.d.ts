import { type FileTouches } from './file-touches.js';
import type { Language } from './inline-code-names.js';
/**
 * Whether a string in code looks like a path: it starts with `/`, `.` or `~`, holds a `/`, is a
 * drive or UNC path, a name with an extension, or a well-known name without one. Cheap tests
 * first: most strings are none.
 */
export declare function looksLikeCodePath(text: string): boolean;
/**
 * The possible paths strings in one piece of code name: each once; more than the line's part
 * budget has left are one unknown path (it asks where Read or Edit rules exist).
 */
export declare function possibleCodePaths(strings: readonly string[], t: FileTouches): void;
/** The file a copy in the code writes below its destination, if that is a directory. */
export declare function copyInto(t: FileTouches, path: string): void;
/** `./.env`, read, when the code loads it unnamed. */
export declare function implicitEnvReads(lang: Language, code: string, t: FileTouches): void;
/**
 * Code that changes its directory: the relative paths it names after that are not where the line
 * runs (`os.chdir("src"); open("../.env")` read ./.env, allowed beside Read(./.env)): a problem.
 */
export declare function directoryChange(code: string, t: FileTouches): void;
/** Whether the name at `at` is perl's `q`/`qq`/`qw` or ruby's `%q`/`%Q`/`%w`/`%W` (the delimiter is checked by quotedStrings). */
export declare function quoteWords(lang: Language, name: string, code: string, at: number): boolean;
/** The strings a quote-like operator at `open` holds that look like paths (`qq` and `%Q` with interpolation: none). */
export declare function quotedStrings(code: string, open: number, name: string, strings: string[]): void;
/** The index of the delimiter closing the one at `i` (`{` by `}`, `/` by `/`) before `limit`, or the code's length. */
export declare function closingDelimiter(code: string, i: number, limit?: number): number;
/** Code that runs a command after writing its environment: a problem. */
export declare function environmentWrites(lang: Language, code: string, t: FileTouches): void;
