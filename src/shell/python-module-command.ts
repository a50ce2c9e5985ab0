// `python -m MODULE ARGS` runs the module as the program of that name would run (`python3 -m pip
// install x` is `pip install x`): a reading for deny and ask rules naming the program. Python's
// options are read as CPython reads them (interpreter-options.ts PYTHON_OPTIONS): -c ends them
// with code, -W, -X, -Q and --check-hash-based-pycs take a value, -m the module. A word from an
// expansion before `-m` may be options (and the word after it their value): the reading is then
// only possible, so a rule it meets asks. The Python launcher (`py -3.12 ARGS`, Windows' and the
// Unix python-launcher) runs `python ARGS`: launchedPython.

import { readByTable } from './file-arguments.js';
import { unmodelled } from './possible-paths.js';
import { analysisName } from './program-name.js';
import type { Simple } from './runs.js';
export { moduleProgram, moduleSubjects } from './python-module-programs.js';

/** The interpreters whose `-m` is read (by their analysis name). */
const MODULE_RUNNERS: ReadonlySet<string> = new Set(['python', 'pypy', 'pypy3', 'python2', 'python3']);
/** Option letters that take a value (attached, or the next word). */
const VALUE_LETTERS = 'cmWXQ';
/** A module name that may also be a program's (`pip`, `http.server` is none, but harmless). */
const MODULE_NAME = /^[\w.-]+$/;
/** A package's `__main__` module is what `-m PACKAGE` runs (`pip.__main__` is pip). */
const MAIN_MODULE = '.__main__';

export interface ModuleCommand {
  readonly command: Simple;
  /** Set when the reading holds only if a word from an expansion is options (CommandSubject.possible). */
  readonly possible?: string;
}

/**
 * Whether the line runs one module for certain (no expansion may be options) and a table reads
 * the program of its name (`python3 -m pytest ARGS`, `-m pip`): its words are that program's, as
 * `pytest ARGS`'s are, and no unread script's (unknown-programs.ts).
 */
export function runsTableReadModule(modules: readonly ModuleCommand[]): boolean {
  if (modules.length !== 1 || modules[0]!.possible !== undefined) return false;
  const module = modules[0]!.command.words[0]!;
  return readByTable(module, 'bash') && unmodelled(module, 'bash');
}

/** A PowerShell line's native program by its name in lower case (`PYTHON3.12` is python). */
function foldedName(name: string): string {
  return analysisName(name.toLowerCase());
}

/**
 * The commands `python -m MODULE ARGS` reads as (`MODULE ARGS`): none, the one `-m` names, and
 * each word right after an expansion that may be `-m` (`python "$X" pip install x`), possible.
 */
export function moduleCommands(name: string, c: Simple): ModuleCommand[] {
  if (!MODULE_RUNNERS.has(name) && !(c.dialect === 'powershell' && MODULE_RUNNERS.has(foldedName(name)))) return NONE;
  const { words, dynamic } = c;
  let found: ModuleCommand[] = NONE;
  /** The index of the last word from an expansion read as possible options. */
  let expansion = -1;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      expansion = i;
      continue;
    }
    // (`--`, `-` or the script: no module; analysis reads those. After an expansion, a word may be
    // its option's value, or the module when the expansion ends with -m.)
    if (w.length < 2 || w.charCodeAt(0) !== 45 || w === '--') {
      if (expansion !== i - 1) return found;
      if (MODULE_NAME.test(w)) found = [...found, { command: moduleRead(c, i, w), possible: `runs the module ${w} if ${words[expansion]} is -m` }];
      continue;
    }
    if (w.charCodeAt(1) === 45) {
      if (w === '--check-hash-based-pycs') i++;
      continue;
    }
    for (let k = 1; k < w.length; k++) {
      const letter = w[k]!;
      if (!VALUE_LETTERS.includes(letter)) continue;
      if (letter === 'c') return found;
      const attached = k + 1 < w.length;
      const at = attached ? i : i + 1;
      if (letter !== 'm') {
        if (!attached) i++;
        break;
      }
      const written = attached ? w.slice(k + 1) : words[at];
      if (written === undefined || dynamic[at] || !MODULE_NAME.test(written)) return found;
      const module = written.endsWith(MAIN_MODULE) && written.length > MAIN_MODULE.length ? written.slice(0, -MAIN_MODULE.length) : written;
      const command = moduleRead(c, at, module);
      return [...found, expansion < 0 ? { command } : { command, possible: `runs the module ${module} if ${words[expansion]} is options of ${name}` }];
    }
  }
  return found;
}

const NONE: ModuleCommand[] = [];

/** `MODULE ARGS`: the words after index `at` (the module's word), with the module's name first. */
function moduleRead(c: Simple, at: number, module: string): Simple {
  const { words, dynamic, spans } = c;
  return {
    ...c, words: [module, ...words.slice(at + 1)], dynamic: [false, ...dynamic.slice(at + 1)], spans: [spans[at]!, ...spans.slice(at + 1)],
    tildeWords: c.tildeWords && [module, ...c.tildeWords.slice(at + 1)],
  };
}

/**
 * The launcher's version selectors (`-3`, `-3.12`, `-3.12-32`, `-3-64`, `-3.12-arm64`,
 * `-V:3.12`, `-V:Company/Tag`): only its first word is one, the rest go to python.
 */
const LAUNCHER_SELECTOR = /^-(?:\d+(?:\.\d+)?(?:-(?:32|64|arm64))?|[Vv]:.+)$/;
/** The launcher's own commands, which run no python: `-0`, `-0p`, `--list`, `--list-paths`. */
const LAUNCHER_LISTS: ReadonlySet<string> = new Set(['-0', '-0p', '--list', '--list-paths']);

/**
 * `py [SELECTOR] ARGS` as the command `python ARGS`: the indices of its words and their texts
 * (`python` for the name), or undefined when the launcher runs no python.
 */
export function launchedPython(name: string, c: Simple): { indices: number[]; texts: string[] } | undefined {
  if (name !== 'py' && !(c.dialect === 'powershell' && foldedName(name) === 'py')) return undefined;
  const { words, dynamic } = c;
  const first = words[1];
  if (first !== undefined && !dynamic[1] && LAUNCHER_LISTS.has(first)) return undefined;
  const from = first !== undefined && !dynamic[1] && LAUNCHER_SELECTOR.test(first) ? 2 : 1;
  const indices = [0];
  const texts = ['python'];
  for (let i = from; i < words.length; i++) {
    indices.push(i);
    texts.push(words[i]!);
  }
  return { indices, texts };
}
