import type { UnreadableLine } from './input-lines.js';
export interface Io {
    /** Writes to standard output; false when the reader is behind (then `drain` says when to go on). */
    stdout: (s: string) => boolean | void;
    stderr: (s: string) => void;
    stderrIsTTY?: boolean;
    /** Standard input, line by line (for `decide`): a line that is not UTF-8 is an UnreadableLine. */
    lines?: () => AsyncIterable<string | UnreadableLine>;
    /** Resolves when standard output has room again (`decide` waits for it: memory stays bounded). */
    drain?: () => Promise<void>;
}
export declare const EXIT: {
    readonly ok: 0;
    readonly problems: 1;
    readonly usage: 2;
};
export declare const USAGE: string;
export declare function version(): string;
export declare function main(argv: readonly string[], io: Io): number | Promise<number>;
