import { type FileTouches } from './file-touches.js';
export declare function cmakeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** Variables make's built-in rules (and most makefiles) run as commands: one from an expansion is unknown. */
export declare const MAKE_RUN_VARIABLES: Set<string>;
/** Variables that choose the program make runs its recipes with, or more makefiles to read. */
export declare const MAKE_PROGRAM_VARIABLES: Set<string>;
export declare function makeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function goRunsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function npmScriptsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
