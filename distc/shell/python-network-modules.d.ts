import type { FileTouches } from './file-touches.js';
import { type Word } from './long-options.js';
type Reader = (args: readonly Word[], t: FileTouches) => void;
export declare const PYTHON_NETWORK_MODULES: ReadonlyMap<string, Reader>;
export {};
