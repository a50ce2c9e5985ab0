import { type FileTouches } from './file-touches.js';
import { type OptionTable } from './interpreter-options.js';
/** How an interpreter's options are read: a shell's (its code is read by runs.ts), or a table (interpreter-options.ts). */
type Interpreter = 'shell' | OptionTable;
export declare const INTERPRETERS: ReadonlyMap<string, Interpreter>;
/**
 * The script an interpreter runs (its first operand), read; none when code comes another way.
 * Code it reads from a here-document or here-string (`python3 - <<'EOF'`, no script, or
 * `/dev/stdin`) is on the line: read as `-c` code is.
 */
export declare function interpreterTouches(spec: Interpreter, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export declare function ddTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/**
 * openssl SUBCOMMAND: the values of the options above, and every other word that is not an
 * option (`openssl dgst -sha256 FILE`; an option's non-file value read too is harmless). An
 * option above followed by another option is taken as a flag (`req -verify -in x`).
 */
export declare function opensslTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
/** sort: its operands are read; `-o FILE` is written; `--compress-program` runs a program. */
export declare function sortTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
export {};
