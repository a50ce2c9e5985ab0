import { type OverlapBudget } from '../paths/glob-overlap.js';
import type { ResolvedPathContext } from '../paths/normalize.js';
import type { PathSegment } from '../rules/types.js';
/**
 * The other spellings of a glob's paths (segments from the filesystem root) through the links the
 * system has, each a glob to meet the rules with as well; 'unknown' when its paths may pass
 * through a link that may lead anywhere (`/proc/*\/root`, `/dev/fd/*`, `/.vol`), or through a
 * system link where a `**` may take its segments, or when the spellings are too many.
 */
export declare function globLinkSpellings(glob: readonly PathSegment[], ctx: ResolvedPathContext, budget: OverlapBudget): readonly (readonly PathSegment[])[] | 'unknown';
/**
 * A glob argument as the kernel walks it when a `..` follows a system link (`/var/run/../etc/pass*`
 * is `/etc/pass*`, `/bin/../local/x*` is `/usr/local/x*`, not their lexical shapes): the literal
 * prefix through its last `..` read physically (physical-path.ts, as a plain path's is), the rest
 * kept; 'unknown' where that prefix passes through a link that may lead anywhere. (Cheap first
 * test: most globs have no `..`; a `..` after a wildcard makes globPathSegments give up anyway.)
 */
export declare function physicalGlob(pattern: string, ctx: ResolvedPathContext): string | 'unknown';
