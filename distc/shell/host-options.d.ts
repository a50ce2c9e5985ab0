import type { FileTouches } from './file-touches.js';
import { type letterGrammar, type Word } from './long-options.js';
export type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;
/** A host (with user and port) as a URL Domain rules can read. */
export declare function hostUrl(scheme: string, host: string): string;
/** A tool's options read with its letter grammar (long-options.ts): values by name (`-o`, `--proxy`), flags, operands. */
export declare function options(words: readonly string[], dynamic: readonly boolean[], g: ReturnType<typeof letterGrammar>, t: FileTouches, tool: string, maxOperands?: number): {
    readonly values: {
        readonly name: string;
        readonly value: Word;
    }[];
    readonly flags: Set<string>;
    readonly operands: readonly Word[];
};
