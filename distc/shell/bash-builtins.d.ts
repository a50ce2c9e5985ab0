import type { FileTouches } from './file-touches.js';
/** The builtins builtinProblem reads (a Set: most commands are none of them). */
export declare const BUILTINS_WITH_CODE: ReadonlySet<string>;
/** Every bash builtin (5.2): `enable NAME` for another name loads NAME as a shared object. */
export declare const BASH_BUILTINS: ReadonlySet<string>;
/** A subscript bash does not evaluate: a number, `@` or `*`. */
export declare const EVALUATED_SUBSCRIPT: RegExp;
/** Why a builtin's operands may run a command or change what one runs; undefined when they cannot. */
export declare function builtinProblem(name: string, words: readonly string[], dynamic: readonly boolean[]): string | undefined;
export declare function namerefNames(name: string, words: readonly string[], dynamic: readonly boolean[]): readonly string[];
/** `history -r FILE` reads the file into the history (printed by `history`); `-w`/`-a FILE` write it. */
export declare function historyTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void;
