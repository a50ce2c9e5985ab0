import { type Reader } from './host-options.js';
export declare const WINDOWS_HOST_READERS: readonly [string, Reader][];
