import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
export declare const CREDENTIAL_PRINTERS: ReadonlyMap<string, Reader>;
export {};
