import type { WrapperScan } from './wrappers.js';
/** A word as a shell line gives it back: as it is when nothing in it is special, else single-quoted. */
export declare function quoted(word: string): string;
export declare function scanTmux(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
