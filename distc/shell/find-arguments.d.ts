import type { FileTouches } from './file-touches.js';
export interface FindExpression {
    /** The commands find runs: words[from, end) each. */
    readonly runs: readonly {
        readonly from: number;
        readonly end: number;
    }[];
    /** It acts on what it finds (an allow rule must then be exact). */
    readonly acts: boolean;
    /** An expansion stands where an action may (`find . $X`). */
    readonly unknownAction: boolean;
}
export declare function findExpression(words: readonly string[], dynamic: readonly boolean[]): FindExpression;
/**
 * The files find's expression names: `-fprint`, `-fprint0`, `-fls` and `-fprintf` write their
 * file, `-files0-from` reads a list of starting points (unknown: a problem), and `-delete`
 * removes what it finds below its starting points.
 */
export declare function findTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
