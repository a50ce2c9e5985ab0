// `python -m MODULE ARGS` runs the module as the program of that name would run (`python3 -m pip
// install x` is `pip install x`): a reading for deny and ask rules naming the program. Python's
// options are read as CPython reads them (interpreter-options.ts PYTHON_OPTIONS): -c ends them
// with code, -W, -X, -Q and --check-hash-based-pycs take a value, -m the module.

import type { Simple } from './runs.js';

/** The interpreters whose `-m` is read (by their analysis name). */
const MODULE_RUNNERS: ReadonlySet<string> = new Set(['python', 'pypy', 'pypy3', 'python2', 'python3']);
/** Option letters that take a value (attached, or the next word). */
const VALUE_LETTERS = 'cmWXQ';
/** A module name that may also be a program's (`pip`, `http.server` is none, but harmless). */
const MODULE_NAME = /^[\w.-]+$/;

/** The command `python -m MODULE ARGS` reads as (`MODULE ARGS`), or undefined. */
export function moduleCommand(name: string, c: Simple): Simple | undefined {
  if (!MODULE_RUNNERS.has(name)) return undefined;
  const { words, dynamic, spans } = c;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    // (An expansion, `--`, `-` or the script: no module; analysis reads those.)
    if (dynamic[i] || w.length < 2 || w.charCodeAt(0) !== 45 || w === '--') return undefined;
    if (w.charCodeAt(1) === 45) {
      if (w === '--check-hash-based-pycs') i++;
      continue;
    }
    for (let k = 1; k < w.length; k++) {
      const letter = w[k]!;
      if (!VALUE_LETTERS.includes(letter)) continue;
      if (letter === 'c') return undefined;
      const attached = k + 1 < w.length;
      const at = attached ? i : i + 1;
      if (letter !== 'm') {
        if (!attached) i++;
        break;
      }
      const module = attached ? w.slice(k + 1) : words[at];
      if (module === undefined || dynamic[at] || !MODULE_NAME.test(module)) return undefined;
      return {
        ...c, words: [module, ...words.slice(at + 1)], dynamic: [false, ...dynamic.slice(at + 1)], spans: [spans[at]!, ...spans.slice(at + 1)],
        tildeWords: c.tildeWords && [module, ...c.tildeWords.slice(at + 1)],
      };
    }
  }
  return undefined;
}
