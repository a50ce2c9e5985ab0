import type { FileTouches } from './file-touches.js';
/** `dir` + `word`, as tar's `-C DIR` places an operand (an absolute operand stays as it is). */
export declare function under(dir: string | undefined, word: string): string;
export declare function tarTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
