import type { FileTouches } from './file-touches.js';
import { type Reader } from './host-options.js';
import { type Word } from './long-options.js';
export { host, operandHosts, optionHosts } from './name-lookups.js';
/** A CVSROOT `:method:[user@]host[:port]:/root` or `[user@]host:/root` (reached over rsh or ssh): its host. */
export declare function cvsRoot(t: FileTouches, root: Word): void;
/** Readers of the hosts lookups and the long tail of host tools reach, by the name they run as. */
export declare const LOOKUP_HOST_READERS: readonly [string, Reader][];
