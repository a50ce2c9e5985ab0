import type { CommandDirectory } from '../shell/rule-directories.js';
import type { CommandSubject } from '../shell/subject.js';
/** A word read where the command runs: its path, the directory depth its walk keeps, whether it writes a segment below that. */
export interface WindowsRead {
    readonly path: string;
    readonly low: number;
    readonly below: boolean;
}
/**
 * The segment without its trailing dots and blanks, as `s.replace(/[. ]+$/, '')` made it: that
 * regex tried again from each character of a run of them not at the end (`a. . . … x`: 330 ms).
 */
export declare function withoutTrailingDotsAndBlanks(s: string): string;
/**
 * The text's pieces between `\` and `/`, as `text.split(/[\\/]/)` gives them: a regex split of
 * a 10,000-character word cost more than the rest of its reading.
 */
export declare function separatedPieces(text: string): string[];
/**
 * `lower`'s pieces between `\\` and `/` joined by `/` when a walk of them only pushes each (every
 * reading here walks so): no empty piece but a first or last one, none ending in `.` or a blank
 * (`.`, `..`, `x.`: walked or cleaned), none holding `~`; else undefined (walked piece by piece).
 * (`a\\a\\…`, 5,000 pieces: their array, each piece's cleaning and the join were ~0.1 ms a reading.)
 */
export declare function plainPieces(lower: string): string | undefined;
/**
 * The directory a `cd` text (directory-change.ts: as written, or relative to the line's start)
 * names, from `start` (the context's cwd as a drive's segments, undefined when unknown): `/c/x`,
 * `C:/x` and relative ones; `~`, a share and MSYS's own tree (`/tmp`) are unknown.
 */
export declare function msysDirectory(d: string, start: readonly string[] | undefined): CommandDirectory;
/** The context's POSIX cwd as a drive's segments (`/c/w` is `c:/w`), undefined elsewhere (`/`, `/tmp`, a share). */
export declare function msysCwd(text: string): readonly string[] | undefined;
/** A word the MSYS reading applies to: relative (`x`, `..\x`) or root-relative (`\x`); not absolute (`/x`, `C:/x`), a share's, home or an option. */
export declare function relativeMsysText(c: CommandSubject, i: number): string | undefined;
/** The word as a path where the command runs (in `dir`, a drive's segments): a climb above the drive's root reaches MSYS's. */
export declare function readMsys(dir: CommandDirectory, text: string): WindowsRead;
/** A directory below one the analysis cannot tell, by its segments (a CDPATH entry's `x`, `cd x`). */
export declare function searchedDirectory(text: string): CommandDirectory;
