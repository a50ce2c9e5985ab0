import { type SuScan } from './su-arguments.js';
import { type OptionSpec } from './wrapper-specs.js';
import { type WrapperScan } from './wrappers.js';
/** What a command that runs others runs, read with its option grammar. */
export type Runner = {
    readonly kind: 'wrapper';
    readonly scan: WrapperScan;
    readonly spec: OptionSpec;
} | {
    readonly kind: 'user-shell';
    readonly scan: SuScan;
};
/** Whether runnerScan may find a runner for command `name`: its tests of the name alone, in its order (name-facts.ts). */
export declare function mayBeRunner(name: string): boolean;
export declare function runnerScan(name: string, words: readonly string[], dynamic: readonly boolean[]): Runner | undefined;
