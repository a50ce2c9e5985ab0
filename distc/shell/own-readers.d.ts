import type { FileTouches } from './file-touches.js';
/** Commands with an option syntax of their own (archivers, version control). */
export type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/** The commands whose own reader keeps the safety net (withSafetyNet): their plain words may name files once the line is elsewhere (moved-words.ts). */
export declare const SAFETY_NET_NAMES: Set<string>;
export declare const OWN_READERS: ReadonlyMap<string, Reader>;
