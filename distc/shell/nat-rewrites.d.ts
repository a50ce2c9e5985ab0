import { type Reader } from './host-options.js';
export declare const NAT_REWRITE_READERS: readonly [string, Reader][];
