import { type Reader } from './host-options.js';
/** Readers of the servers these clients reach, by the name they run as. */
export declare const CLIENT_HOST_READERS: readonly [string, Reader][];
