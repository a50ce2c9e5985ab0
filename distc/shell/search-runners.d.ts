import { type Reader, type Simple } from './runs.js';
/** fd's `-x`/`-X` commands and rg's `--pre` program, run on the paths they find (search-runners.ts). */
export declare function searcher(a: Reader, c: Simple, name: string, source: string): void;
