import { type NormalizedPath, type ResolvedPathContext } from './normalize.js';
/** `..` segments resolved through the hook at most; past this the path cannot be checked. */
export declare const MAX_PHYSICAL_STEPS = 64;
/**
 * The resolver as the engine calls it: the target of a normalized path, `undefined` when it is no
 * link, or `'failed'` when the hook failed or its answer cannot be used (already reported).
 */
export type LinkResolver = (path: NormalizedPath) => NormalizedPath | undefined | 'failed';
/** Whether a POSIX path text has a `..` segment. */
export declare function hasDotDot(text: string): boolean;
/**
 * The path the kernel opens for `text`, resolving each prefix that a `..` follows through
 * `resolve`; `undefined` when it is the lexical path (no `..`, a Windows path, or no prefix is a
 * link), `'failed'` when it cannot be told (already reported by `resolve`), or a reason.
 * Segments are kept as a list and the path is normalized only where the hook is asked and at the
 * end (at most MAX_PHYSICAL_STEPS + 2 times): linear in the path.
 */
export declare function physicalPath(text: string, ctx: ResolvedPathContext, resolve: LinkResolver): NormalizedPath | undefined | 'failed' | {
    readonly unknown: string;
};
