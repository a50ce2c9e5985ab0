import type { CommandOptions } from './command-options.js';
/** Whether a command's first argument is such a cluster: known, ASCII letters and digits, a letter among them. */
export declare function isBundledCluster(word: string | undefined, dynamic: boolean | undefined, table: CommandOptions | undefined): boolean;
/**
 * The words of a command of `length` words whose first argument is the cluster, in the dashed
 * spelling: an option word (`-f`) as a string, a word kept (the name, a value, the rest) as its
 * index. A value-taking option takes the next word not yet taken, when there is one.
 */
export declare function unbundled(cluster: string, length: number, table: CommandOptions): (string | number)[];
