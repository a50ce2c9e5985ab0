import type { FileTouches } from './file-touches.js';
export declare function jqProgramTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function yqProgramTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** The readers by command name (option-command-lines.ts adds them to whatever else reads the command). */
export declare const JQ_PROGRAM_READERS: readonly (readonly [string, typeof jqProgramTouches])[];
