import { type Reader } from './host-options.js';
/** Readers of the hosts a tool connects to, by the name it runs as (file-arguments.ts adds their parts to its own). */
export declare const HOST_READERS: ReadonlyMap<string, Reader>;
