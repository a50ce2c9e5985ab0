import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/** security has no files of its own beside its keychains (file-arguments.ts's own readers). */
export declare const keychainTouches: Reader;
export {};
