import type { MayRun } from './subject.js';
/** The words from which a known program hands them to a script it runs, or undefined. */
export declare function knownScriptArguments(name: string, words: readonly string[], dynamic: readonly boolean[]): MayRun | undefined;
