import type { FileTouches } from './file-touches.js';
import type { Operand } from './file-options.js';
/** The files gpg writes beside its operands (no `-o`): `f.gpg`, `f.asc`, `f.sig`, or `f` from `f.gpg`. */
export declare function gpgOutputs(words: readonly string[], dynamic: readonly boolean[], operands: readonly Operand[], t: FileTouches): void;
