import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/** The package managers python runs as a module (`python -m pip install …`), read as their own line is. */
export declare function packageModuleHosts(module: string, args: readonly string[], dynamic: readonly boolean[], t: FileTouches): boolean;
/** The package managers and container tools, by the name they run as. */
export declare const PACKAGE_HOST_READERS: readonly [string, Reader][];
export {};
