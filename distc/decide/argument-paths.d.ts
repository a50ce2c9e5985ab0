import { type NormalizeResult } from '../paths/normalize.js';
import type { Part } from '../policy/types.js';
import type { Outcome } from './outcome.js';
/**
 * A path relative to a repository's top directory (`git show HEAD:.env`; PathRef.inRepository):
 * the top is `base` (the working directory when '') or a directory above it, up to the root.
 * Under `base` the path is checked as written; under each directory above, as a possible path
 * (its deny and ask rules ask). The walk ends at the first directory that gives a reason: one
 * is enough to keep the command from being allowed.
 */
export declare function checkRepositoryPath(o: Outcome, kind: 'read' | 'edit', base: string, path: string, p: Part, below: 'none' | 'tree' | 'links'): void;
/**
 * The directories above a repository path's base, as far as one decision has needed them: a line's
 * paths in one repository (`npm install` writes package.json, package-lock.json and
 * npm-shrinkwrap.json) walk the same directories, each normalized once (measured ~0.3 of such a line's
 * decision was these walks).
 */
export interface RepositoryTops {
    readonly base: string;
    /** The base, normalized ('' is the working directory). */
    readonly start: NormalizeResult;
    /** The directories above it found so far, nearest first, and each as a reason names it. */
    readonly above: string[];
    readonly shown: string[];
    /** The normalized directory the next one is above; undefined once there is none (the root, or a failure). */
    last: NormalizeResult | undefined;
}
/**
 * A file argument that is a glob as written (`cat src/*.ts`): the names it expands to are unknown,
 * but their shape is not. When no deny or ask rule may match a path of that shape (or an ancestor
 * of one), it gives no reason (src/paths/glob-overlap.ts); otherwise, or when its paths cannot be
 * told (a symlink resolver is given: the names it expands to may be links), it is unknown. Its
 * paths through the links every system has are met in their other spelling too, and are unknown
 * through a link that may lead anywhere (glob-links.ts: `cat /proc/*\/root/etc/pass*`).
 * `expanded`: bash expands it with its default options (PathRef.shellExpanded): a wildcard first
 * in a name takes no leading `.` (`dist/*` is never `dist/.env`); `tree`: the last `/**` is the
 * reader's, which takes every name.
 */
export declare function checkGlobPath(o: Outcome, kind: 'read' | 'edit', word: string, pattern: string, p: Part, listed?: boolean, expanded?: {
    readonly tree: boolean;
}): void;
/**
 * The files of shape `names` in the directory `path` that a program lists itself (PathRef.listed:
 * `go build DIR` reads `DIR/*.go`): a glob of that shape. No shell expands it, so on win32 too
 * (a shell's glob there may match 8.3 short names) it is met with the rules: from the directory
 * as read, which is unknown when it has a short name itself.
 */
export declare function checkListedFiles(o: Outcome, kind: 'read' | 'edit', path: string, names: string, p: Part): void;
/**
 * A file argument whose value is unknown (an expansion, or a glob whose paths cannot be told:
 * `rm $F`, `cat .?rc`; reference E.11). It may name any path, so where its kind has deny or ask
 * rules none of them can be ruled out: the command is never allowed (incomplete analysis: it
 * asks). It is never denied: no rule is known to match.
 */
export declare function checkUnknownPath(o: Outcome, kind: 'read' | 'edit', word: string, p: Part, why?: string): void;
/**
 * A file a command reads or writes unnamed where it runs (`make`'s Makefile, `npm install`'s
 * package.json; PathRef.implicit) when the context gives no cwd: where it is cannot be told, and
 * rules rooted somewhere are not asked about it (a client that wants them passes its cwd). But a
 * deny or ask rule that matches the name in every directory (`Read(Makefile)`, `Edit(package.json)`,
 * the bare selector) meets it wherever the command runs, and an unreadable rule of its kind asks:
 * `make` was allowed beside a deny `Read(Makefile)` only because no cwd was given.
 */
export declare function checkUnplacedFile(o: Outcome, kind: 'read' | 'edit', name: string, p: Part): void;
/**
 * The literal tail of an unknown program's word after an expansion (`"$X/.env"`: `/.env`;
 * PathRef.tail): wherever the expansion leads, a deny or ask rule that matches at any depth
 * (unrooted, `Read(**\/.env)`, or `//**\/…`, or a bare selector) matches the word's file, and it
 * asks. Rooted rules are not met: the expansion's value is not followed, so `"$D/x"` stays
 * allowed beside `Read(//etc/**)`.
 */
export declare function checkUnrootedTail(o: Outcome, kind: 'read' | 'edit', tail: string, p: Part): void;
