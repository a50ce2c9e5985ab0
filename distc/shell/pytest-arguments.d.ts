import type { FileTouches } from './file-touches.js';
import type { Word } from './long-options.js';
/** A word that may name a file: it has a `/`, or starts with `~` or `.`, or is a drive path. */
export declare function looksLikePath(word: string): boolean;
export declare function pytestTouches(args: readonly Word[], t: FileTouches): void;
