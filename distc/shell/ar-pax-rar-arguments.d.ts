import type { FileTouches } from './file-touches.js';
export declare function arTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function paxTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function rarTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
