import type { Command, SimpleCommand } from './ast.js';
import type { LineValues } from './line-values.js';
import type { PipedText } from './piped-text.js';
/** The index of a pipeline's last member that makes words of its input, or -1. */
export declare function lastWordMakerOf(commands: readonly Command[]): number;
/** How many texts the line had written to each file (before a member's walk). */
export declare function writtenCounts(values: LineValues | undefined): Map<string, number>;
/**
 * After the walk of a simple command given a text the line shows on its input: a file its walk
 * wrote (a line it runs, `bash -c 'cat > g'`, `xargs sh -c …`) may hold that text, which the
 * inner walk did not give its commands: a command reading it asks (overflowing).
 */
export declare function unreadInnerWrites(values: LineValues | undefined, before: ReadonlyMap<string, number>): void;
/**
 * What a member that runs a line (`bash -c LINE`, `sudo sh -c LINE`, `eval WORDS`) prints and
 * the files it writes, given `piped` on its input: the line's, read as a group's (compound-texts.ts).
 * A line that is not literal or does not parse, or another runner's (`xargs sh -c`): its output
 * is computed where the line wrote a file it may read or gives it a text.
 */
export declare function lineRunnerTexts(node: Command, piped: PipedText | undefined, values: LineValues | undefined): {
    printed?: PipedText;
    written: {
        file: string;
        text: PipedText;
    }[];
};
declare const UNREAD = "unread";
/** The parsed line a command runs, UNREAD where it is not read, undefined where it runs none. */
export declare function lineRun(node: SimpleCommand): Command | typeof UNREAD | undefined;
export {};
