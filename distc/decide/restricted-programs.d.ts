import { type CommandIndex } from '../shell/command-index.js';
/** Whether some rule of the index is named by the word as a program (`rm`, `/bin/rm`, `RM.exe`, `python3.12`). */
export declare function namesRestrictedProgram(index: CommandIndex, word: string): boolean;
