import type { Redirect, Word } from './ast.js';
/** Redirects that give standard input something the line chooses (`< /dev/null` gives nothing). */
export declare function redirectsInput(redirects: readonly Redirect[]): boolean;
/** A word with `>(…)`: its body reads what the command writes there. */
export declare function writtenToBody(word: Word): boolean;
/**
 * A script path that is standard input (`/dev/stdin`, `/dev/fd/0`, `/proc/self/fd/0`), another
 * open descriptor (`/dev/fd/3`, `/dev/stdout`: the line may point it at its input), or neither;
 * also spelled `//dev/stdin`, `/dev/./stdin`, `/dev/stdin/`, or reached through `..` or a directory
 * the line may link (`../../dev/stdin`, `x/dev/stdin`): a path ending so is taken as one.
 */
export declare function descriptorPath(path: string): 'stdin' | 'other' | undefined;
