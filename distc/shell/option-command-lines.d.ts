import type { FileTouches } from './file-touches.js';
type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
interface Value {
    readonly name: string;
    readonly word: string;
    readonly dynamic: boolean;
}
/**
 * The values of the options `names` (`-x V`, `-xV` for one letter, `--x V`, `--x=V`; with
 * `abbreviated`, a prefix of a long name that names no other listed option). A word after
 * another option may be read as one more: a line more, never one less.
 */
export declare function valuesOf(words: readonly string[], dynamic: readonly boolean[], names: readonly string[], abbreviated?: boolean): Value[];
/**
 * What a command runs from its options or code on its command line, beside what its other
 * readers find: the readers of this file and of command-line-code.ts, by the command's name.
 */
export declare const COMMAND_LINE_READERS: ReadonlyMap<string, Reader>;
export {};
