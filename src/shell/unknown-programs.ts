// A program no reader here knows may be a runner no table lists (`foo rm -rf x`; every red team
// found more: env loaders, version managers, profilers, job launchers), and a script the analysis
// does not read may run its arguments (`bash deploy.sh rm -rf x`, `python3 x.py rm -rf x`: `"$@"`). Such a command's
// subject says from which word on its words may be a command (CommandSubject.mayRun): a deny
// or ask rule naming one of them, and matching the words from there, asks
// (decide/possible-runs.ts). Allow rules are not changed: the command's own allow rule covers it.

import { BASH_BUILTINS } from './bash-builtins.js';
import { readByTable } from './file-arguments.js';
import { runtimeRunsNoWords } from './js-runtimes.js';
import { unmodelled } from './possible-paths.js';
import type { Dialect } from './runs.js';
import type { MayRun } from './subject.js';

/**
 * Programs that name commands without running them (manuals, lookups): `man rm` beside
 * `Shell(rm *)` stays what it is. (locate and plocate print the names in their database that
 * match; apt-file searches the packages' lists of files: `locate curl`, `apt-file search sudo`.)
 */
const NAMES_COMMANDS: ReadonlySet<string> = new Set(['man', 'info', 'whatis', 'apropos', 'tldr', 'cheat', 'help', 'whence', 'where', 'command-not-found',
  'pinfo', 'manpath', 'Get-Help', 'Get-Command', 'Get-Alias', 'locate', 'plocate', 'apt-file', 'apt-cache', 'dpkg-query']);

/**
 * Interpreters that run a script file with the words after it as its arguments, which the script
 * may run (`python3 tools/run.py rm -rf x`, `node x.js git push`): the script is not read. From
 * the first word on: an option's value that names a rule's program (`-m rm`) may be run as well.
 * Whole words only: code given on the line (`-c 'import pip'`) is read by its own reader.
 */
const SCRIPT_INTERPRETERS: ReadonlySet<string> = new Set(['python', 'python2', 'python3', 'pypy', 'pypy3', 'node', 'nodejs', 'perl', 'ruby', 'php',
  'deno', 'bun', 'tsx', 'ts-node', 'lua', 'luajit', 'Rscript', 'julia', 'tclsh', 'groovy', 'kotlin', 'scala', 'elixir', 'escript', 'java', 'osascript']);

const UNKNOWN_PROGRAM: MayRun = Object.freeze({ from: 1, split: true });
const INLINE_CODE: MayRun = Object.freeze({ from: 1, split: false });

/** Which of a command's words may be a command it runs, unseen (CommandSubject.mayRun). */
export function mayRunWords(name: string, dialect: Dialect, words: readonly string[], dynamic: readonly boolean[]): MayRun | undefined {
  // (`deno fmt sudo`, `bun build x.ts`: a subcommand that runs no script.)
  // (A script may hand a word to a shell, `python3 x.py 'rm -rf x'`: by its tokens, as an unknown program's.)
  if (SCRIPT_INTERPRETERS.has(name)) return runtimeRunsNoWords(name, words, dynamic) ? undefined : name !== 'java' && givesInlineCode(words) ? INLINE_CODE : UNKNOWN_PROGRAM;
  return isUnknownProgram(name, dialect) ? UNKNOWN_PROGRAM : undefined;
}

/**
 * Whether an interpreter's options before its script give code on the line (`-c CODE`, `-e`,
 * `-le`, `-r`, `--eval`, `--print`): that code has its own reader, and its words are read whole.
 * (An option word with c, e, E or r in it counts: at worst the words are read whole, as before.
 * java has none, and its long options have one dash: `-jar`, `-cp`.)
 */
function givesInlineCode(words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w.charCodeAt(0) !== 45 /* - */) return false;
    if (w.charCodeAt(1) === 45) {
      if (/^--(?:eval|print)(?:=|$)/.test(w)) return true;
      continue;
    }
    if (/[ceEr]/.test(w)) return true;
    // (python's -W and -X take a value.)
    if (w === '-W' || w === '-X') i++;
  }
  return false;
}

/** A shell script's arguments, from word `from` (`"$@"`, `eval "$1"`: by their tokens too). */
export function scriptArguments(from: number): MayRun {
  return { from, split: true };
}

/** Whether the analysis knows nothing of what program `name` does with its words. */
export function isUnknownProgram(name: string, dialect: Dialect): boolean {
  // (The table memo first: most commands are known there.)
  return name !== '' && !readByTable(name, dialect) && unmodelled(name, dialect) && !NAMES_COMMANDS.has(name) && !(dialect === 'bash' && BASH_BUILTINS.has(name));
}

/** Characters a word may join a command line with: blanks, shell operators and quotes, `=` and `,` of an option. */
const JOINS = /[\s;&|()<>`'"$={},]+/;

/**
 * The words from `from` on as the program may run them (CommandSubject.mayRun): each literal
 * word split where it may join a command line (`'rm -rf x'` run by a shell, `--cmd=rm`,
 * `a;rm x`), an expansion kept as one unknown word. Undefined when no word splits (the words
 * from `from` are the tokens).
 */
export function possibleRunTokens(words: readonly string[], dynamic: readonly boolean[], from: number): { words: string[]; dynamic: boolean[] } | undefined {
  let splits = false;
  for (let i = from; i < words.length && !splits; i++) splits = !dynamic[i] && JOINS.test(words[i]!);
  if (!splits) return undefined;
  const out: string[] = [];
  const unknown: boolean[] = [];
  for (let i = from; i < words.length; i++) {
    if (dynamic[i]) {
      out.push(words[i]!);
      unknown.push(true);
      continue;
    }
    for (const t of words[i]!.split(JOINS)) {
      if (t === '') continue;
      out.push(t);
      unknown.push(false);
    }
  }
  return { words: out, dynamic: unknown };
}

/**
 * The literal program name an expansion's word ends with (`"$D/rm"`, `${HOME}/bin/rm`, `$D\rm.exe`: rm), which
 * the program may run whatever the directory is; undefined when its last segment is not literal.
 */
export function literalProgramTail(word: string): string | undefined {
  const slash = Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\'));
  if (slash < 0) return undefined;
  const tail = word.slice(slash + 1);
  return /^[\w.+-]+$/.test(tail) ? tail : undefined;
}
