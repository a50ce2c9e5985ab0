import type { ResolvedPathContext } from '../paths/normalize.js';
import { type BelowBudget } from '../paths/path-below.js';
import { type PathIndex } from '../paths/path-index.js';
import { PathView } from '../paths/path-view.js';
import type { Part } from '../policy/types.js';
import type { Outcome } from './outcome.js';
/**
 * The drive spelling of a normalized linux path `/mnt/X/…` (`/x/…`, X a letter, lower case), or
 * undefined (any other path, any other platform). `mnt` in any case: wider for deny and ask.
 * (Second and fifth characters first: most paths stop there.)
 */
export declare function mountedDriveSpelling(text: string, ctx: ResolvedPathContext): string | undefined;
/** Deny and ask rules of `index` on the drive spellings of the view `v` (`/mnt/c/x`); nothing for other paths. */
export declare function checkMountedDrive(o: Outcome, index: PathIndex, v: PathView, p: Part): void;
/** A rule of `index` that may match below the drive spellings of the view `v` (`rm -rf /mnt/c/Windows`), or -1. */
export declare function mountedDriveRuleBelow(index: PathIndex, v: PathView, ctx: ResolvedPathContext, budget: BelowBudget): number;
