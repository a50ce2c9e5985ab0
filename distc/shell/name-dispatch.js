// Which readers a bash command name concerns, made once per name (name-memo.ts): Analyzer.subjects
// reads this record at one lookup of the name, where each reader would otherwise look the name up
// in a table of its own (a hash probe each, ~7 ns, and the first of a fresh name's ~20: measured).
// Each field is exactly a table's lookup, or a reader's own test of the name alone: where it is
// false the reader would read nothing, and is not called.
import { bashNameFacts } from './name-facts.js';
import { nameMemo } from './name-memo.js';
import { VARIABLE_CHANGERS } from './loop-values.js';
import { mayEvaluateArithmetic } from './words.js';
import { takesShellOptions } from './glob-options.js';
import { MOVES } from './directory-change.js';
import { mayBeRunner } from './runner-scan.js';
import { bashNameTables } from './file-arguments.js';
import { windowsReadersOf } from './command-effects.js';
import { readsMoreOf } from './written-code-kinds.js';
function recordOf(name) {
    const facts = bashNameFacts(name);
    const variableChanger = VARIABLE_CHANGERS.has(name);
    const arithmetic = mayEvaluateArithmetic(name);
    const shellOptions = takesShellOptions(name);
    const directory = MOVES.has(name) || name === 'alias' || name === 'enable';
    const runner = mayBeRunner(name);
    return { facts, variableChanger, arithmetic, shellOptions, directory, runner, tables: bashNameTables(name), windows: windowsReadersOf(name), readsMore: readsMoreOf(name) };
}
const NO_RECORD = Object.freeze(recordOf(''));
/**
 * The record of a bash command name. (Every name is kept, NO_RECORD's among the unknown ones:
 * runnerFamily's `ld-linux…` is a test no table lists, so no set of names rules a name out first.)
 */
export const bashNameRecord = nameMemo((name) => {
    const r = recordOf(name);
    const none = r.facts === NO_RECORD.facts && !r.variableChanger && !r.arithmetic && !r.shellOptions && !r.directory && !r.runner;
    return none && r.tables === NO_RECORD.tables && r.windows === NO_RECORD.windows && !r.readsMore ? NO_RECORD : r;
}, NO_RECORD);
//# sourceMappingURL=name-dispatch.js.map