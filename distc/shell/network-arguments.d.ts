import type { FileTouches } from './file-touches.js';
/** The network tools, by the name they run as. */
export declare const NETWORK_READERS: readonly [string, (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void][];
