import { type FileTouches } from './file-touches.js';
import type { LineValues } from './line-values.js';
export declare function makeWrites(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * What make takes from the variables the line exports (`export DESTDIR=/etc; make install`, `set
 * -a; CC='rm x'; make`: were allowed, while `make DESTDIR=/etc install` and `make CC='rm x'` were
 * read): an install directory's values as `NAME=VALUE` words, read as make's own; the names of the
 * exported variables its rules run or that choose its shell, whose values are not read here.
 */
export declare function makeEnvironment(values: LineValues | undefined): {
    assignments: string[];
    runs: string[];
} | undefined;
