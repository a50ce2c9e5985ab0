// Runners whose command is not the word after their options (wrapper-specs.ts names them, wrappers.ts
// dispatches): capsh hands the words after `--` to a shell as its arguments (`capsh -- -c CMD` is
// `bash -c CMD`); start-stop-daemon runs the program of `--startas`/`--exec` with the words after
// `--` as its arguments; pee and mispipe run each word as a line; run-parts every program in a directory.

import type { FileTouches } from './file-touches.js';
import type { WrapperScan } from './wrappers.js';

/** A scan whose command is `program` (at `at`, a word it stands for) followed by the words from `from` on. */
function programScan(words: readonly string[], at: number, program: string, from: number, options: string[], values: (string | undefined)[], problem?: string): WrapperScan {
  const command = [at];
  for (let k = from; k < words.length; k++) command.push(k);
  return { inner: at, command, commandWords: [program, ...words.slice(from)], assignments: [], options, values, startsShell: false, problem };
}

/** `capsh [--opt=VALUE…] [==] -- ARGS`: the shell (`--shell=PATH`, /bin/bash) runs ARGS. */
export function scanCapsh(words: readonly string[], dynamic: readonly boolean[]): WrapperScan {
  const options: string[] = [];
  const values: (string | undefined)[] = [];
  let shell = '/bin/bash';
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) return { inner: undefined, assignments: [], options, values, startsShell: false, problem: 'an argument of capsh comes from an expansion' };
    if (w === '--') return programScan(words, i, shell, i + 1, options, values);
    // (`==` runs capsh again with the words after it.)
    if (w === '==') continue;
    const eq = w.indexOf('=');
    options.push(eq > 0 ? w.slice(0, eq) : w);
    values.push(eq > 0 ? w.slice(eq + 1) : undefined);
    if (w.startsWith('--shell=')) shell = w.slice(8);
  }
  return { inner: undefined, assignments: [], options, values, startsShell: false };
}

/** start-stop-daemon's options that take the next word. */
const SSD_VALUES = new Set(['-p', '--pidfile', '-x', '--exec', '-n', '--name', '-u', '--user', '-g', '--group', '-r', '--chroot', '-a', '--startas',
  '-N', '--nicelevel', '-P', '--procsched', '-I', '--iosched', '-k', '--umask', '-d', '--chdir', '-c', '--chuid', '-s', '--signal', '-R', '--retry',
  '--ppid', '--remove-pidfile', '--output', '-O', '--notify-timeout']);

/** `start-stop-daemon --start --exec PROG [--startas PROG] [--] ARGS`: PROG runs with ARGS (`--stop` runs nothing). */
export function scanStartStopDaemon(words: readonly string[], dynamic: readonly boolean[]): WrapperScan {
  const options: string[] = [];
  const values: (string | undefined)[] = [];
  let program: number | undefined;
  let startas: number | undefined;
  let start = false;
  let problem: string | undefined;
  let i = 1;
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      problem ??= 'an argument of start-stop-daemon comes from an expansion';
      continue;
    }
    if (w === '--') {
      i++;
      break;
    }
    const eq = w.startsWith('--') ? w.indexOf('=') : -1;
    const name = eq > 0 ? w.slice(0, eq) : w;
    if (name === '-S' || name === '--start') start = true;
    const at = eq > 0 ? i : SSD_VALUES.has(name) ? ++i : undefined;
    options.push(name);
    values.push(at === undefined ? undefined : eq > 0 ? w.slice(eq + 1) : words[at]);
    if (name === '-x' || name === '--exec') program = at;
    else if (name === '-a' || name === '--startas') startas = at;
  }
  const run = startas ?? program;
  if (!start || run === undefined) return { inner: undefined, assignments: [], options, values, startsShell: false, problem };
  if (dynamic[run]) return { inner: undefined, assignments: [], options, values, startsShell: false, problem: 'the program start-stop-daemon runs comes from an expansion' };
  const word = words[run]!;
  return programScan(words, run, optionValue(word), i, options, values, problem);
}

/** A `--exec=PROG` word's program; a plain word as it is. */
function optionValue(word: string): string {
  return word.startsWith('--') && word.includes('=') ? word.slice(word.indexOf('=') + 1) : word;
}

/** pee's flags (moreutils); mispipe takes none. */
const LINE_RUNNER_FLAGS = new Set(['--ignore-sigpipe', '--no-ignore-sigpipe', '--ignore-write-errors', '--no-ignore-write-errors']);

/** `pee CMD…`, `mispipe CMD1 CMD2` (moreutils): each word is a line run by `sh -c`. */
export function scanLineArguments(name: string, words: readonly string[], dynamic: readonly boolean[]): WrapperScan {
  const lines: string[] = [];
  const options: string[] = [];
  let problem: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) problem ??= `a command line of ${name} comes from an expansion`;
    else if (name === 'pee' && LINE_RUNNER_FLAGS.has(w)) options.push(w);
    else lines.push(w);
  }
  return { inner: undefined, assignments: [], options, values: options.map(() => undefined), line: lines.length > 0 ? { text: lines.join('\n'), exact: true } : undefined, startsShell: false, problem };
}

/** `run-parts DIR` runs every program in DIR, which the line does not show: a problem (`--test`/`--list` only print their names). */
export function runPartsTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  let runs = true;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (!dynamic[i] && (w === '--test' || w === '--list' || w === '--help' || w === '--version' || w === '-V')) runs = false;
    else if (dynamic[i] || !w.startsWith('-')) t.read(w, dynamic[i] ?? false, 'tree');
  }
  if (runs) t.problem('run-parts runs every program in its directory, which the analysis does not read');
}
