import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
export declare const TREE_PACKERS: readonly [string, Reader][];
/** `composer archive` with no package named: the working directory's package (or `-d DIR`'s), every file below. */
export declare function composerArchiveTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export {};
