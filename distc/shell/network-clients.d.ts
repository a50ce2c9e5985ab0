import { type Reader } from './host-options.js';
export declare const NETWORK_CLIENT_READERS: readonly [string, Reader][];
