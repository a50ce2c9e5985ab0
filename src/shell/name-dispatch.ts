// Which readers a bash command name concerns, made once per name (name-memo.ts): Analyzer.subjects
// reads this record at one lookup of the name, where each reader would otherwise look the name up
// in a table of its own (a hash probe each, ~7 ns, and the first of a fresh name's ~20: measured).
// Each field is exactly a table's lookup, or a reader's own test of the name alone: where it is
// false the reader would read nothing, and is not called.

import { bashNameFacts, type BashNameFacts } from './name-facts.js';
import { nameMemo } from './name-memo.js';
import { VARIABLE_CHANGERS } from './loop-values.js';
import { mayEvaluateArithmetic } from './words.js';
import { takesShellOptions } from './glob-options.js';
import { MOVES } from './directory-change.js';
import { mayBeRunner } from './runner-scan.js';
import { bashNameTables, type NameTables } from './file-arguments.js';
import { windowsReadersOf, type WindowsReaders } from './command-effects.js';
import { readsMoreOf } from './written-code-kinds.js';

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

function recordOf(name: string): BashNameRecord {
  const facts = bashNameFacts(name);
  const variableChanger = VARIABLE_CHANGERS.has(name);
  const arithmetic = mayEvaluateArithmetic(name);
  const shellOptions = takesShellOptions(name);
  const directory = MOVES.has(name) || name === 'alias' || name === 'enable';
  const runner = mayBeRunner(name);
  return { facts, variableChanger, arithmetic, shellOptions, directory, runner, tables: bashNameTables(name), windows: windowsReadersOf(name), readsMore: readsMoreOf(name) };
}

const NO_RECORD: BashNameRecord = Object.freeze(recordOf(''));

/**
 * The record of a bash command name. (Every name is kept, NO_RECORD's among the unknown ones:
 * runnerFamily's `ld-linux…` is a test no table lists, so no set of names rules a name out first.)
 */
export const bashNameRecord: (name: string) => BashNameRecord = nameMemo((name) => {
  const r = recordOf(name);
  const none = r.facts === NO_RECORD.facts && !r.variableChanger && !r.arithmetic && !r.shellOptions && !r.directory && !r.runner;
  return none && r.tables === NO_RECORD.tables && r.windows === NO_RECORD.windows && !r.readsMore ? NO_RECORD : r;
}, NO_RECORD);
