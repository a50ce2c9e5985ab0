import type { FileTouches } from './file-touches.js';
import type { Effect } from './inline-code-names.js';
export declare function apply(effect: Effect, args: readonly string[], t: FileTouches): void;
