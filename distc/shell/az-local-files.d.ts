import type { FileTouches } from './file-touches.js';
/** `unsure`: a reading of the operands already found the command may be any (an expansion among them). */
export declare function azLocalFiles(words: readonly string[], dynamic: readonly boolean[], operandCommand: string, unsure: boolean, t: FileTouches): void;
