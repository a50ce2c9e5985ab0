import type { FileTouches } from './file-touches.js';
/** What a sed script does besides editing its input. */
export interface SedEffects {
    readonly reads: string[];
    readonly writes: string[];
    readonly runs: string[];
    problem?: string;
    /** It prints text of its own: a/i/c's, y's, a replacement holding more than `&` and `\N` (what it prints is computed, piped-text.ts). */
    ownText?: true;
}
/** The effects of one script (GNU sed's grammar, read as its parser does: addresses, commands, their arguments). */
export declare function sedScript(script: string): SedEffects;
/** `own`: set where the script prints text of its own (SedEffects.ownText). */
export declare function sedTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches, own?: {
    ownText: boolean;
}): void;
