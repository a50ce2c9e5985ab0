import type { Part } from '../policy/types.js';
import type { Outcome } from './outcome.js';
/** Texts kept per kind and context, at most (implicit files are a few dozen names; a bound all the same). */
export declare const MAX_QUIET_PATHS = 64;
/**
 * checkPath of an implicit file, for the deny and ask rules only: skipped where the same policy,
 * context, kind and text found nothing before. Only without a symlink resolver (whose answers
 * may change) and outside a possible path's check (whose rules ask, naming it).
 */
export declare function checkImplicitPath(o: Outcome, kind: 'read' | 'edit', text: string, p: Part): void;
/**
 * checkRepositoryPath of an implicit file with nothing below it (the walk checks each directory's
 * path for the deny and ask rules only), skipped likewise; not where the context names the repository.
 */
export declare function checkImplicitRepositoryPath(o: Outcome, kind: 'read' | 'edit', base: string, text: string, p: Part): void;
