import type { FileTouches } from './file-touches.js';
import { type Word } from './long-options.js';
/**
 * `python -m MODULE ARGS`. The URLs among the words are Domain parts (`python -m pip install
 * URL`); a module from an expansion may be any of the above.
 */
export declare function pythonModuleTouches(module: Word, args: readonly Word[], t: FileTouches, stdinCode: () => void): void;
