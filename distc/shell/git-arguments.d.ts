import type { FileTouches } from './file-touches.js';
/** The subcommands the switch at the end of gitTouches reads: its cases, TREE_WRITERS and TREE_READERS (pinned by test/git-option-values.test.ts). */
export declare const SWITCH_READS: ReadonlySet<string>;
export declare function gitTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
