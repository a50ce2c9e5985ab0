import { type FileTouches } from './file-touches.js';
/** Whether deno's or bun's subcommand, its first word, runs no words of the line (RUN_NO_WORDS). */
export declare function runtimeRunsNoWords(name: string, words: readonly string[], dynamic: readonly boolean[]): boolean;
export declare function denoTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function bunTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
