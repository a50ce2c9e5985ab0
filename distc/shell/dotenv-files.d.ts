import type { FileTouches } from './file-touches.js';
export declare function dotenvxTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
