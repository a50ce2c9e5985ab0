import type { FileTouches } from './file-touches.js';
export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';
/** Words that may be the subcommand: the first plain word, and each after an option that may take it as its value. */
export declare function subcommandCandidates(words: readonly string[], dynamic: readonly boolean[]): number[];
export declare function packageManagerWrites(tool: PackageManager, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
