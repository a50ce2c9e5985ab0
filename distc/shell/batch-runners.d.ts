import type { WrapperScan } from './wrappers.js';
export declare function scanHyperfine(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
/** `concurrently 'CMD1' 'CMD2' …`: each word a line run by a shell (`--teardown CMD` too). */
export declare function scanConcurrently(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
/** parallel, or sem (`parallel --semaphore`: runs its command once, with no arguments to read). */
export declare function scanParallel(words: readonly string[], dynamic: readonly boolean[], sem: boolean): WrapperScan;
