import type { FileTouches } from './file-touches.js';
export declare function forgeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
