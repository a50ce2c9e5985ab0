import type { Part } from '../policy/types.js';
import type { Outcome } from './outcome.js';
/**
 * A file argument of a command that reads or writes everything below it (`grep -r`, `rm -r`,
 * `mv`), or that it touches only in some case (`possible`, `cp f dir` writes `dir/f` if dir is a
 * directory; `possible` says when): the path itself as a restrict part (a possible path's deny or
 * ask rules ask), then whether some deny or ask rule may match a path below it
 * (src/paths/path-below.ts), which asks.
 */
export declare function checkTreePath(o: Outcome, kind: 'read' | 'edit', text: string, p: Part, below: 'none' | 'tree' | 'links', possible: string | undefined): void;
