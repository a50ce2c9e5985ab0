import type { FileTouches } from './file-touches.js';
export declare const ESCAPE_OPTION_COMMANDS: ReadonlySet<string>;
/** A problem when the command's options (before `--`, clusters read as getopt reads them) include its escape. */
export declare function escapeOptionProblems(name: string, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
