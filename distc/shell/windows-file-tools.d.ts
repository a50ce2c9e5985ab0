import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
export declare const WINDOWS_FILE_TOOLS: readonly [string, Reader][];
export {};
