import type { FileTouches } from './file-touches.js';
/** A word of the command line: its value, and whether it comes from an expansion. */
export interface GitWord {
    readonly word: string;
    readonly dynamic: boolean;
}
type Word = GitWord;
/** What a repository operand is used for: read from (fetch) or written to (push). */
export type RemoteUse = 'read' | 'edit';
/** `word` relative to `dir` (the directory `-C` gave; undefined: the working directory). */
export declare function under(dir: string | undefined, word: string): string;
/**
 * A repository operand: a host (Domain part), a repository here (paths), a remote's name
 * (nothing), or a helper (a problem). `names` says whether a bare word may be a remote's name.
 */
export declare function remoteOperand(t: FileTouches, o: Word, use: RemoteUse, base: string | undefined, names: boolean): void;
/**
 * A configuration key and value (`-c KEY=VALUE`, `git config KEY VALUE`) that name a repository
 * git connects to or reads: its host or path. Returns whether the key is one of those.
 */
export declare function configRemote(t: FileTouches, key: string, keyAsWritten: string, value: Word, base: string | undefined): boolean;
/**
 * The repository operands of a subcommand (options already taken out: `before` are the operands
 * before `--`, `after` those after it).
 */
export declare function subcommandRemotes(t: FileTouches, sub: string, before: readonly Word[], after: readonly Word[], options: readonly string[], base: string | undefined): void;
/** The repositories of git's bridges to other systems (`git svn`, `git cvsimport`), from the words after the subcommand (`from`). */
export declare function bridgeRemotes(t: FileTouches, sub: string, words: readonly string[], dynamic: readonly boolean[], from: number, base: string | undefined): void;
export {};
