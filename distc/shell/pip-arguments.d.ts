import type { FileTouches } from './file-touches.js';
export declare function pipTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** `uv pip ARGS` (after uv's own options): pip's files, as `pip ARGS` reads them. */
export declare function uvPipTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
