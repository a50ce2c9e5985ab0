import type { FileTouches } from './file-touches.js';
import type { Word } from './long-options.js';
/** What rsync's options (by the name its grammar gives them, with their values) read, or leave unknown. */
export declare function rsyncOptionTouches(t: FileTouches, values: readonly {
    readonly name: string;
    readonly value: Word;
}[], flags: ReadonlySet<string>, operands: readonly Word[]): void;
