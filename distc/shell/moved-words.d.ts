import type { DirectoryFlow } from './directory-flow.js';
import type { PathRef } from './arguments.js';
import type { Simple } from './runs.js';
/**
 * Whether the line may run a command outside the directory it started in: after a cd, or in code
 * run later (a function body, a trap). Not under another root (a container, another host): its
 * paths are unknown there already.
 */
export declare function mayBeElsewhere(flow: DirectoryFlow): boolean;
/**
 * The plain words of a program's words (from 1 on) as possible paths, and the plain value of a
 * `--opt=VALUE`: the words possible-paths.ts leaves (those with a `/`, a leading `.` or `~`, or an
 * extension it reads itself).
 */
export declare function plainWordPaths(words: readonly string[], dynamic: readonly boolean[], source: string, limit: number): {
    readonly paths: readonly PathRef[];
    readonly truncated: boolean;
};
/** The analyzer, as moved words reach it. */
export interface MovedReader {
    readonly flow: DirectoryFlow;
    readonly budget: {
        readonly parts: number;
        spendParts(): void;
    };
    addPath(ref: PathRef): void;
    budgetSpent(at: string): void;
}
/** A program whose words may be run or opened unseen (unknown-programs.ts mayRunWords), or read by the safety net: its plain words, where the line may be elsewhere. */
export declare function movedWords(a: MovedReader, c: Simple, name: string, source: string): void;
