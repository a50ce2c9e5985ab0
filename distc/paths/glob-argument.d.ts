import type { PathSegment } from '../rules/types.js';
import { type NormalizedPath, type ResolvedPathContext } from './normalize.js';
/**
 * The segments, from the filesystem root, of the paths a glob argument may name (its pattern from
 * words.ts, relative to the working directory unless absolute or `~/`), or undefined when they
 * cannot be told: no such root in the context, a Windows context (a shell's glob there may match
 * 8.3 short names; not so the names a program lists itself, `listed`: its pattern is then the
 * normalized directory's), `..` after a wildcard, a wildcard that may match `.` or `..`, or a
 * pattern the rule grammar does not read. `expanded`: the pattern is a glob bash expands with its
 * default options (PathRef.shellExpanded), whose wildcard never takes a name's leading `.`; its
 * segments say so (namesHidden), all but the last with `tree` (the reader's own `/**` below it).
 */
export declare function globPathSegments(pattern: string, ctx: ResolvedPathContext, listed?: boolean, expanded?: {
    readonly tree: boolean;
}): PathSegment[] | undefined;
/** A context root's segments, as literal segments (cached on the root). */
export declare function rootSegments(root: NormalizedPath): readonly PathSegment[];
/**
 * A listed pattern's `**` (PathRef.listed): the program walks no directory whose name starts with
 * `.` (go skips `.` and `_` directories for `./...`), so `Read(.env)` or `Read(.git)` cannot match
 * through it. Told apart by identity (glob-overlap.ts).
 */
export declare const VISIBLE_GLOBSTAR_SEGMENT: PathSegment;
/** Whether no name of the glob segment starts with `.` (a bash wildcard first: SHOWN_ONLY). */
export declare function namesShownOnly(seg: PathSegment): boolean;
