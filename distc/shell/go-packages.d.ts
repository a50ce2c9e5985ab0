import type { FileTouches } from './file-touches.js';
/** The index of go's subcommand: after `-C DIR` given before it (`go -C DIR build`). */
export declare function goSubcommandIndex(words: readonly string[]): number;
export declare function goPackagesTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
