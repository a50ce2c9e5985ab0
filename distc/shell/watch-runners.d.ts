import type { WrapperScan } from './wrappers.js';
export declare function scanWhenChanged(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
