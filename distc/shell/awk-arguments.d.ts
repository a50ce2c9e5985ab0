import type { FileTouches } from './file-touches.js';
export interface AwkEffects {
    readonly reads: string[];
    readonly writes: string[];
    readonly runs: string[];
    problem?: string;
    /** A string it may print: one that names no file or command (`print "x"`, not `print > "g"`). */
    ownText?: boolean;
}
/** The effects of an awk program. */
export declare function awkProgram(src: string): AwkEffects;
/** `own`: set where the program may print text of its own: a string, the environment's or its arguments' values, a variable the line assigns (`-v`, `x=…`). */
export declare function awkTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches, own?: {
    ownText: boolean;
}): void;
