import type { FileTouches } from './file-touches.js';
export declare function zipTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function unzipTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function sevenZipTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function cpioTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
