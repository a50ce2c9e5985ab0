import type { FileTouches } from './file-touches.js';
/** Where the image of `docker run [OPTIONS] IMAGE [COMMAND]` is, and the options before it. */
export interface RunLayout {
    /** `run` or `create` (words[1]). */
    readonly sub: string;
    /** The index of each option before the image that takes the next word as its value. */
    readonly values: readonly number[];
    /** The image's index: the first word after the subcommand that is neither an option nor a value. */
    readonly image: number;
}
/** The layout of `words` (a container tool's, words[0] its name), read once for the readers of one command (`t`). */
export declare function runLayout(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): RunLayout | undefined;
