import type { Word } from './ast.js';
import { type CommandSubject, type SubjectScope } from './subject.js';
/** The builtins isInertBashBuiltin reads (every case of its switch). */
export declare const INERT_NAMES: ReadonlySet<string>;
/** Whether a bash builtin, as written, runs nothing and opens nothing (the file comment). */
export declare function isInertBashBuiltin(name: string, words: readonly string[], dynamic: readonly boolean[], spans: readonly (Word | undefined)[]): boolean;
export declare function isInertCmdlet(name: string, dynamic: readonly boolean[]): boolean;
/**
 * Builtins that run nothing need no allow rule when the line runs another
 * command one must cover (`cd app && npm test` under `Shell(npm *)`); alone (`cd app`, `true`)
 * they are the line's only command, which an allow rule still has to cover.
 */
export declare function withInertRestricted(commands: CommandSubject[]): CommandSubject[];
/**
 * A PowerShell statement that is only an expression runs nothing: an inert subject (named by its
 * text), which deny and ask rules see and an allow needs to cover only when it is the whole line.
 */
export declare function expressionSubject(source: string, dialect: 'bash' | 'powershell', scope: SubjectScope): CommandSubject;
