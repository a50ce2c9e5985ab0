import type { UrlRef } from './arguments.js';
import type { FileTouches } from './file-touches.js';
/** Such a file, by its last segments (`/` or `\`, any case). */
export declare const TRAFFIC_FILE: RegExp;
/** Whether writing `path` may change where later commands connect. */
export declare function routesTraffic(path: string): boolean;
/** The index of the last `/` or `\\` in the path, or -1. */
export declare function lastSeparator(name: string): number;
/** The unknown host a write of `path` stands for (`text`: the part's source). */
export declare function trafficFileUrl(path: string, text: string): UrlRef;
/**
 * The tools that manage these files, whose own readers read the hosts they set (proxy-settings.ts,
 * git keys, package-hosts.ts): a write of theirs is not an unknown host (`git config user.name x`
 * writes ~/.gitconfig). Any other known program's write is (session 41: `curl -o .npmrc URL`,
 * `sort -o .npmrc`, `uniq a .npmrc`, `sponge .npmrc` were allowed: only plain writers were read).
 * git is read apart: its write of a file not its own is (foreignToGit).
 */
export declare const TRAFFIC_FILE_MANAGERS: ReadonlySet<string>;
/** Whether a file git writes is no configuration of git's own (`git config -f ~/.bashrc a.b '$(curl h)'`): git's text there is any text. */
export declare function foreignToGit(path: string): boolean;
/** A known program's written paths that route traffic: an unknown host each. */
export declare function trafficFileWrites(t: FileTouches, only?: (path: string) => boolean): void;
/**
 * Any known program's output file (`curl -o .npmrc URL`, `sort -o`, `uniq a .npmrc`, `sponge`, an
 * interpreter's code's `open('/home/u/.curlrc','w')`): not the tools that manage these files, but
 * git's write of a file not its own.
 */
export declare function programTrafficWrites(name: string, t: FileTouches, words?: readonly string[]): FileTouches;
/** Dotfile managers: what they write into the home directory is their repository's, which the line does not show. */
export declare const DOTFILE_MANAGERS: ReadonlySet<string>;
/**
 * A path's text where settings files lie below (treeTrafficWrites): `.`/`/` ends dropped, `$HOME`'s
 * spellings read as `~`, `//`, `.` and `..` segments resolved as written (`-C //home/dev`, `~/x/..`,
 * `/etc/../home/dev` were not read; session 42). A path of `..` segments alone is above the working
 * directory, which may be the home directory (`cp -r d/. ..` in ~/proj); one going on below them is
 * read as if from the root (`../../home/dev`: broadly, a sibling `../etc` too).
 */
export declare function holdsSettingsFiles(path: string, dynamic: boolean): boolean;
