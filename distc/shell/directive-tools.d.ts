import type { FileTouches } from './file-touches.js';
export declare const TEX_ENGINES: string[];
export declare function texTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function apacheTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function debugfsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function dosboxTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
