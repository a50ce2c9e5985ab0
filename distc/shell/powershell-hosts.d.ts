import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/** The hosts a PowerShell command (a cmdlet by its canonical name) reaches. */
export declare function cmdletHosts(name: string): Reader;
export {};
