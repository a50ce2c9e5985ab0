import type { ShellPattern } from '../rules/types.js';
import type { CompiledCommandRule } from './command-pattern.js';
import type { WorkingDirectory } from './directory-change.js';
import type { CommandSubject } from './subject.js';
import { type DirectoryReading } from './directory-readings.js';
/** A deny/ask rule with absolute path words (not its name), and their fixed parts. */
export interface AbsoluteWordRule {
    readonly rule: CompiledCommandRule;
    readonly fixed: readonly string[];
    /** Per fixed part: the whole word (no wildcard follows: `/w/repo`). */
    readonly exact: readonly boolean[];
    /** Its other words that are plain literals (`destroy` of `terraform destroy /w/*`): a reading may keep them as written. */
    readonly literals: ReadonlySet<string>;
}
/** The rules of `compiled` (by index, `patterns` theirs) with an absolute path word. */
export declare function absoluteWordRules(compiled: readonly CompiledCommandRule[], patterns: readonly (ShellPattern | undefined)[], isAbsolute?: (text: string) => boolean): AbsoluteWordRule[];
/**
 * A directory a command may run in: absolute (`segments` from the root), or below a directory the
 * analysis cannot tell (`cd "$x"`, a CDPATH entry) by `segments` (none: wholly unknown).
 */
export interface CommandDirectory {
    readonly known: boolean;
    readonly segments: readonly string[];
}
/**
 * The directories a command in `w` may run in (directory-change.ts's texts: relative to `cwd`,
 * the context's POSIX cwd, or absolute, or below `home`). `home` undefined: `~` is unknown.
 */
export declare function commandDirectories(w: WorkingDirectory | undefined, cwd: string | undefined, home: string | undefined): CommandDirectory[];
/** An absolute word's path with `.`, `..` and `//` folded (`/usr/../etc/` is `/etc`). */
export declare function absolutePath(text: string): string;
/** The shape of every path below `path` (recursive-words.ts): `path/…`. */
export declare function treePattern(path: string): string;
/** A word the reading applies to: after the name, not absolute, home or an option, and not any words at all. */
export declare function hasRelativeWord(c: CommandSubject): boolean;
/** The readings of a command a rule meets in a directory (directoryReadings), each made once. */
export type DirectoryReadings = (rule: AbsoluteWordRule, dir: CommandDirectory) => DirectoryReading[];
/**
 * The readings of the command in `dir` a rule meets: every relative word as a path, and (when the
 * rule has plain words such a word equals: `terraform destroy /w/*` and `cd /w; terraform destroy
 * repo/p`) with those words kept as written; a recursive command's also with its words of `trees`
 * as everything below them (`cd /; rm -rf etc` is `rm -rf /etc/…`: recursive-words.ts). Each word
 * is read once per directory and each reading made once (directory-readings.ts), for every rule;
 * `spell`: a reading as the rules spell paths.
 */
export declare function directoryReadings(c: CommandSubject, trees?: ReadonlySet<number>, folded?: boolean, spell?: (s: CommandSubject) => CommandSubject | undefined): DirectoryReadings;
/** Whether some path below a tree (its fixed part `t`) may be one a rule word names: `/` and `/etc/`, `/etc/ssl/` and `/etc/*`. */
export declare function treeMayMeet(rule: AbsoluteWordRule, t: string): boolean;
/** The fixed part of `path`'s tree (treePattern): its text before the first wildcard or marker. */
export declare function treeFixed(path: string): string;
