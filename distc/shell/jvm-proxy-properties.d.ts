import type { FileTouches } from './file-touches.js';
/** Whether a word of the command is a JVM proxy property. */
export declare function hasJvmProxyProperty(words: readonly string[]): boolean;
/** Each proxy property's host. */
export declare function jvmProxyTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
