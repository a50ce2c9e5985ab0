import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
export declare const CODE_ON_COMMAND_LINE: readonly (readonly [string, Reader])[];
export {};
