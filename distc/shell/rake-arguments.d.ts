import type { FileTouches } from './file-touches.js';
export declare function rakeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
