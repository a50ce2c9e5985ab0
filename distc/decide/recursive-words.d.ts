import type { PathRef } from '../shell/file-touches.js';
import type { CommandSubject } from '../shell/subject.js';
/**
 * The words each command of a line acts below, by the command's text: the analysis's argument
 * paths read or edited with everything below them (file-arguments.ts `below`), as written.
 */
export declare function treePathsByCommand(paths: readonly PathRef[]): ReadonlyMap<string, ReadonlySet<string>> | undefined;
/** The indexes of the command's words it acts below (`/etc` of `rm -rf /etc`), or undefined for none. */
export declare function recursiveWords(c: CommandSubject, trees: ReadonlySet<string> | undefined): ReadonlySet<number> | undefined;
/**
 * The subject with its absolute words of `trees` read as their trees (`absoluteTree` gives a
 * word's tree pattern, or undefined for a word that is not absolute), and the trees' fixed parts
 * (before a wildcard); undefined when no word is absolute.
 */
export declare function absoluteTrees(c: CommandSubject, trees: ReadonlySet<number>, absoluteTree: (text: string, dynamic: boolean) => string | undefined): {
    subject: CommandSubject;
    fixed: string[];
} | undefined;
