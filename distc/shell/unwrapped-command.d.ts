import type { SimpleCommand, Word } from './ast.js';
/** A command as the program it runs: that program's name and its words (the name first). */
export interface UnwrappedCommand {
    readonly name: string;
    readonly words: readonly Word[];
}
/** A wrapper that runs a command whose input and output are not read here. */
export declare const OPAQUE = "opaque";
/**
 * The program `node` runs (UnwrappedCommand), OPAQUE for a wrapper whose command is not read,
 * or undefined where it has no literal name (`$X`, none).
 */
export declare function unwrappedCommand(node: SimpleCommand): UnwrappedCommand | typeof OPAQUE | undefined;
