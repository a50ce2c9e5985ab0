import type { FileTouches } from './file-touches.js';
export declare const COMPILER_DRIVERS: readonly string[];
export declare function compilerTouches(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
