import type { Operand } from './file-options.js';
/** The local path a copy operand names when its host is this machine; the operand itself otherwise. */
export declare function loopbackOperand(a: Operand): Operand;
