import type { WrapperScan } from './wrappers.js';
export declare function scanScript(words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
