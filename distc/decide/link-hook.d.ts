import { type NormalizedPath } from '../paths/normalize.js';
import type { Part } from '../policy/types.js';
import type { LinkAnswer, Outcome } from './outcome.js';
/**
 * The hook's answer for one path, asked once per decision: a link an attacker swaps between two
 * calls must not give one part the kinder answer (a failure is remembered too).
 */
export declare function askHook(o: Outcome, resolveLink: (path: string) => string | undefined, linkText: string): LinkAnswer;
/**
 * The normalized target of a symlink, or undefined (not a link, or the target cannot be checked:
 * then the part is incomplete, and deny rules still see the link itself).
 */
export declare function linkTarget(o: Outcome, resolveLink: (path: string) => string | undefined, linkText: string, text: string, p: Part): NormalizedPath | undefined | 'failed';
/**
 * Where a whole path leads through the hook (realpath(3)), as linkTarget; when the hook cannot
 * resolve it (undefined: it may not exist yet, as a file an Edit creates), the nearest parent it
 * resolves, with the rest appended: with `ws/d -> /etc`, `ws/d/newfile` is `/etc/newfile`. Only
 * paths the hook answers undefined for cost more calls (a parent it answers with itself ends the
 * walk: no link on the way).
 */
export declare function pathTarget(o: Outcome, resolveLink: (path: string) => string | undefined, linkText: string, text: string, p: Part): NormalizedPath | undefined | 'failed';
export declare function targetOf(t: NormalizedPath | undefined | 'failed'): NormalizedPath | undefined;
/**
 * The path the kernel opens for a text with `..` after a link (src/paths/physical-path.ts), when
 * it differs from the lexical one; a path that cannot be told is reported (incomplete) and gives
 * undefined. Each path before a `..` is resolved through the links every system has
 * (fixedLinkTarget) and, with a resolver, through it first (never about a process's links: it
 * answers in the engine's own process).
 */
export declare function physicalOf(o: Outcome, resolveLink: ((path: string) => string | undefined) | undefined, text: string, p: Part): NormalizedPath | undefined;
