import { type BashNameFacts } from './name-facts.js';
import { type NameTables } from './file-arguments.js';
import { type WindowsReaders } from './command-effects.js';
export interface BashNameRecord {
    /** name-facts.ts bashNameFacts. */
    readonly facts: BashNameFacts;
    /** loop-values.ts VARIABLE_CHANGERS: may change what a variable holds. */
    readonly variableChanger: boolean;
    /** words.ts mayEvaluateArithmetic: evaluatesArithmetic reads its words. */
    readonly arithmetic: boolean;
    /** glob-options.ts takesShellOptions: `set` or a shell, whose options may change globbing. */
    readonly shellOptions: boolean;
    /** A directory builtin (directory-change.ts MOVES), or alias and enable, which may redefine one: DirectoryFlow.command reads it. */
    readonly directory: boolean;
    /** runner-scan.ts mayBeRunner: runnerScan may find a runner. */
    readonly runner: boolean;
    /** file-arguments.ts's tables (derivedPaths). */
    readonly tables: NameTables;
    /** command-effects.ts windowsReadersOf. */
    readonly windows: WindowsReaders;
    /** written-code-kinds.ts readsMoreOf (WrittenCode.runs). */
    readonly readsMore: boolean;
}
/**
 * The record of a bash command name. (Every name is kept, NO_RECORD's among the unknown ones:
 * runnerFamily's `ld-linux…` is a test no table lists, so no set of names rules a name out first.)
 */
export declare const bashNameRecord: (name: string) => BashNameRecord;
