import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
export declare const LINE_OPTION_READERS: readonly (readonly [string, Reader])[];
export {};
