// Commands that run code the analysis does not read, given on their command line or on standard
// input by the line, or that open files with programs of their own choosing (reference E.3): ed
// and dc (`!CMD`), openers (`xdg-open`, macOS `open`, `gio open`), and interpreters of languages
// whose code is not read (`lua -e`, `deno eval`, `tclsh <<< CODE`, osascript). Each is a problem:
// never allowed; a script file is read, its code covered by the allow rule as python's is.

import type { FileTouches } from './file-touches.js';
import { possiblePaths } from './possible-paths.js';
import { analysisName } from './program-name.js';
import { descriptorPath } from './line-input.js';

/**
 * ed and dc read commands from standard input (dc also from -e and script files), and `!CMD`
 * runs CMD: never known here (a here-document's text is not read as ed commands).
 */
export function commandReaderTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const name = programName(words[0] ?? '').toLowerCase();
  t.problem(`${name} runs the commands it reads (\`!\` runs a shell command), which are not analyzed`);
  if (name === 'dc') {
    for (let i = 1; i < words.length; i++) if (!words[i]!.startsWith('-') || dynamic[i]) t.read(words[i]!, dynamic[i] ?? false);
    return;
  }
  // (ed's operand is the file it edits; `ed -p PROMPT`.)
  for (let i = 1; i < words.length; i++) {
    if (words[i] === '-p' || words[i] === '--prompt') i++;
    else if (!words[i]!.startsWith('-') || dynamic[i]) t.edit(words[i]!, dynamic[i] ?? false);
  }
}

/**
 * Programs that read their own commands from standard input, where one runs a shell line (gdb's
 * `shell CMD`, ftp's and lftp's `!CMD`, tasksh's `!CMD`, tdbtool's `! CMD`, scanmem's `shell
 * CMD`, from `-c` too) or reads any file (terraform's and tofu's `console`: `file("/etc/shadow")`): whatever
 * the line feeds them (a pipe, a file, a here-document) is not read. gdb with -batch reads none,
 * lftp with -c or -f none, terraform none but in `console`.
 */
export function stdinCommandReaderTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const name = programName(words[0] ?? '').toLowerCase();
  if (name === 'gdb' && words.some((w) => w === '-batch' || w === '--batch')) return;
  // (lftp -c and -f give its commands instead: a problem of their own, remote-hosts.ts.)
  if (name === 'lftp' && words.some((w) => w === '-c' || w === '-f')) return;
  if ((name === 'terraform' || name === 'tofu') && !readsConsole(words, dynamic)) return;
  t.problem(`${name} reads its commands from standard input (one of them runs a shell command or reads a file), which are not analyzed`);
}

/**
 * Whether terraform's (tofu's) subcommand is `console`, or may be: the first word after its
 * global options (`-chdir=DIR`, `-help`, `-version`: all `-name[=value]`), or an expansion there.
 */
function readsConsole(words: readonly string[], dynamic: readonly boolean[]): boolean {
  for (let i = 1; i < words.length; i++) {
    if (dynamic[i]) return true;
    if (!words[i]!.startsWith('-')) return words[i] === 'console';
  }
  return false;
}

/**
 * Shells and REPLs whose commands come from standard input (or a terminal) and may run any command
 * or code: cpan's `!` (perl) with no module named (`-j FILE` loads a perl configuration), debugfs
 * without `-R` (`-f FILE`: a file of them; `-R '!CMD'` runs CMD, read as a line), irb, jjs, ginsh
 * (`!CMD`), `dotnet fsi` without a script. Whatever the line feeds them is not read.
 */
export function stdinShellTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const name = programName(words[0] ?? '').toLowerCase();
  const operands: number[] = [];
  for (let i = 1; i < words.length; i++) {
    if (!dynamic[i] && (name === 'cpan' ? /^-[jM]$/ : /^-[Rf]$/).test(words[i]!)) i++;
    else if (dynamic[i] || !words[i]!.startsWith('-')) operands.push(i);
  }
  const reads = `${name} reads its commands from standard input (one of them may run any command or code), which are not analyzed`;
  if (name === 'cpan') {
    if (words.some((w, i) => !dynamic[i] && w.startsWith('-j'))) t.problem('cpan -j loads a configuration file, which is perl code');
    if (operands.length === 0) t.problem(reads);
  } else if (name === 'debugfs') {
    const request = words.findIndex((w, i) => !dynamic[i] && (w === '-R' || w === '-f'));
    if (request < 0 || words[request] === '-f' || request + 1 >= words.length) t.problem(request < 0 ? reads : 'debugfs runs the requests a file or an expansion gives it, which may run a command');
    else if (dynamic[request + 1]) t.problem('debugfs -R runs a request an expansion gives, which may run a command');
    else if (words[request + 1]!.trimStart().startsWith('!')) t.run(words[request + 1]!.trimStart().slice(1), false);
  } else if (name === 'dotnet') {
    const sub = operands[0];
    if (sub !== undefined && (dynamic[sub] || words[sub] === 'fsi') && operands.length < 2) t.problem(dynamic[sub] ? 'an expansion may be dotnet fsi, which reads F# from standard input' : reads);
  } else t.problem(reads);
}

/** Programs that open their operands with the programs the files' types are associated with (Windows' HTML Help, hh, too: LOLBAS). */
export const OPENERS: readonly string[] = ['xdg-open', 'open', 'kde-open', 'kde-open5', 'gnome-open', 'exo-open', 'wslview', 'cygstart', 'explorer', 'explorer.exe',
  'gio', 'hh', 'hh.exe'];

/**
 * An opener (`xdg-open FILE`, macOS `open FILE`, `gio open FILE`) may run what it opens (a
 * `.desktop` file's Exec, a `.command`, an app); Debian's `open` is openvt, which runs its
 * command. Never allowed.
 */
export function openerTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const name = programName(words[0] ?? '').toLowerCase();
  if (name === 'gio' && !['open', 'launch'].includes(words[1] ?? '') && !dynamic[1]) return;
  if (words.length > 1) t.problem(`${name} opens its operands with the programs their types are associated with, which may run them`);
}

/**
 * Interpreters of languages whose code the analysis does not read: code given on the command
 * line (`lua -e`, `Rscript -e`, `deno eval`, `bun -e`, `julia -e`, …) or on standard input by the
 * line (`tclsh <<< CODE`) is a problem (it may run anything); a script file's code is covered by
 * the interpreter's allow rule, as for python.
 */
interface ForeignInterpreter {
  /** Options whose value is code (`-e CODE`, `-eCODE`, `--eval=CODE`). */
  readonly code: readonly string[];
  /** Subcommands that take code (`deno eval CODE`). */
  readonly codeSubcommands?: readonly string[];
  /** Reads its code from standard input when given no script (or `-`). */
  readonly stdin: boolean;
  /**
   * Its one-letter options, read as getopt reads a cluster, up to the script (the words after it
   * are the script's): those taking a value (`osascript -l JavaScript`), and those that read
   * statements from the terminal or standard input (`osascript -i`). Other interpreters' words are
   * compared whole.
   */
  readonly letters?: { readonly values: string; readonly interactive: string };
  /** Whole-word options whose value is the next word, not the script (`jrunscript -cp PATH`). */
  readonly values?: readonly string[];
  /** Its code options are whole words only: its other options are single-dash words too (swift's `-enable-testing` is no `-e`). */
  readonly wholeCodeWords?: boolean;
  /**
   * First words that are subcommands, not scripts (SwiftPM's `swift build|test|run`): the package's
   * own code, as `cargo run` runs; their words that look like paths stay possible paths.
   */
  readonly subcommands?: readonly string[];
  /** Options after which it runs no program, reading none from standard input (`tsx --version`). */
  readonly noProgram?: readonly string[];
  /** A compiler or loader: every operand is a source it reads (`ghc A.hs B.hs`, `kotlinc a.kt b.kt`), none the script's arguments. */
  readonly compiles?: boolean;
  /** Reads more options from `@FILE` (`kotlinc @argfile`): FILE is read, and what it says unknown. */
  readonly responseFiles?: boolean;
}

const JS_NO_PROGRAM = ['-v', '--version', '-h', '--help'];

const FOREIGN_INTERPRETERS: ReadonlyMap<string, ForeignInterpreter> = new Map<string, ForeignInterpreter>([
  ['deno', { code: ['--eval', '--eval-file'], codeSubcommands: ['eval'], stdin: false }],
  ['bun', { code: ['-e', '--eval', '-p', '--print'], stdin: false }],
  ['Rscript', { code: ['-e'], stdin: true }], ['R', { code: ['-e'], stdin: true }],
  ['lua', { code: ['-e'], stdin: true }], ['luajit', { code: ['-e'], stdin: true }], ['lua5.1', { code: ['-e'], stdin: true }],
  ['lua5.3', { code: ['-e'], stdin: true }], ['lua5.4', { code: ['-e'], stdin: true }],
  ['julia', { code: ['-e', '--eval', '-E', '--print'], stdin: true }], ['guile', { code: ['-c'], stdin: true }],
  ['racket', { code: ['-e', '--eval'], stdin: true }], ['elixir', { code: ['-e', '--eval'], stdin: false }], ['iex', { code: ['-e', '--eval'], stdin: true }],
  ['erl', { code: ['-eval'], stdin: true }], ['groovy', { code: ['-e'], stdin: false }], ['scala', { code: ['-e'], stdin: true, responseFiles: true }],
  ['ghci', { code: ['-e'], stdin: true, compiles: true, responseFiles: true }], ['ghc', { code: ['-e'], stdin: false, compiles: true, responseFiles: true }], ['sbcl', { code: ['--eval'], stdin: true }],
  ['clisp', { code: ['-x'], stdin: true }], ['swipl', { code: ['-g', '-t'], stdin: true }], ['octave', { code: ['--eval'], stdin: true }],
  ['octave-cli', { code: ['--eval'], stdin: true }],
  ['gnuplot', { code: ['-e'], stdin: true }], ['lldb', { code: ['-o', '--one-line', '-O', '--one-line-before-file'], stdin: true }],
  // (AppleScript's `do shell script` and JavaScript's doShellScript run a shell line.)
  ['osascript', { code: ['-e'], stdin: true, letters: { values: 'ls', interactive: 'i' } }],
  // (JVM languages: jrunscript's JavaScript, kotlin's and kotlinc's expressions; without a script, a REPL on standard input.)
  ['jrunscript', { code: ['-e'], stdin: true, values: ['-cp', '-classpath', '-l', '-encoding', '-J'] }],
  ['kotlin', { code: ['-e', '-expression'], stdin: true, responseFiles: true, values: ['-cp', '-classpath', '-howtorun'] }],
  ['kotlinc', { code: ['-e', '-expression'], stdin: true, compiles: true, responseFiles: true, values: ['-cp', '-classpath', '-d', '-jdk-home', '-kotlin-home', '-jvm-target', '-language-version', '-api-version', '-module-name'] }],
  // (pry, ruby's other REPL: `-e CODE` runs before its session; `echo CODE | pry` is a session.)
  ['pry', { code: ['-e', '--exec'], stdin: true }],
  // (S-Lang's `system()` runs a shell line.)
  ['slsh', { code: ['-e'], stdin: true }],
  // (Swift's Foundation `Process()` runs a program; `swift repl` and a bare `swift` are its REPL on standard input.)
  ['swift', { code: ['-e'], codeSubcommands: ['repl'], stdin: true, wholeCodeWords: true, subcommands: ['build', 'test', 'run', 'package', 'sdk'],
    values: ['-I', '-L', '-F', '-D', '-module-name', '-sdk', '-target', '-Xcc', '-Xlinker', '-Xfrontend', '-Xclang-linker', '-swift-version',
      '-resource-dir', '-working-directory', '-module-cache-path', '-toolchain', '-j'] }],
  // (TypeScript and Babel runners of node code: `-e CODE`, and without a script a REPL on standard input, `echo CODE | ts-node`.)
  ...['tsx', 'esno'].map((n): [string, ForeignInterpreter] => [n, { code: ['-e', '--eval', '-p', '--print'], stdin: true, subcommands: ['watch'], noProgram: JS_NO_PROGRAM }]),
  ...['ts-node', 'ts-node-esm', 'ts-node-script', 'ts-node-transpile-only', 'babel-node'].map((n): [string, ForeignInterpreter] => [n,
    { code: ['-e', '--eval', '-p', '--print', '-i', '--interactive'], stdin: true, noProgram: JS_NO_PROGRAM }]),
  ['tclsh', { code: [], stdin: true }], ['wish', { code: [], stdin: true }], ['jshell', { code: [], stdin: true }], ['php-cgi', { code: [], stdin: true }],
]);
export const FOREIGN_INTERPRETER_NAMES: readonly string[] = [...FOREIGN_INTERPRETERS.keys()];
const FOLDED_INTERPRETERS: ReadonlyMap<string, ForeignInterpreter> = new Map([...FOREIGN_INTERPRETERS].map(([n, spec]) => [n.toLowerCase(), spec]));

/** A program's name as a table knows it: its last path segment (`/` or `\\`), without a Windows extension. */
function programName(word: string): string {
  return word.slice(Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\')) + 1).replace(/\.(?:exe|cmd|bat|com|ps1)$/i, '');
}

export function foreignCodeTouches(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  const name = analysisName(programName(words[0] ?? ''));
  // (Looked up by the name as written, or folded: PowerShell runs `LUA`, `lua.exe` as lua.)
  const spec = FOREIGN_INTERPRETERS.get(name) ?? FOLDED_INTERPRETERS.get(name.toLowerCase());
  if (spec === undefined) {
    t.problem(`${name} is an interpreter the analysis does not read`);
    return;
  }
  const givesCode = (w: string) => spec.code.some((o) => w === o || (spec.wholeCodeWords !== true && (o.startsWith('--') ? w.startsWith(`${o}=`) : o.length === 2 && w.startsWith(o))));
  let script = false;
  let stdinNamed = false;
  let scriptAt = -1;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (dynamic[i]) {
      t.problem(`an argument of ${name} comes from an expansion: it may be code`);
      return;
    }
    if (spec.responseFiles === true && (!script || spec.compiles === true) && w.length > 1 && w[0] === '@') {
      t.read(w.slice(1));
      t.problem(`${name} reads more options from ${w}`);
      continue;
    }
    if (givesCode(w) || (i === 1 && spec.codeSubcommands?.includes(w) === true)) {
      t.problem(`${name} runs code given on its command line, in a language the analysis does not read`);
      return;
    }
    if (i === 1 && spec.subcommands?.includes(w) === true) {
      possiblePaths(words, dynamic, 'bash', t);
      return;
    }
    if (spec.letters !== undefined && !script && w.length > 1 && w[0] === '-') {
      const read = clusterOf(w, spec.code, spec.letters);
      if (read === 'code') t.problem(`${name} runs code given on its command line, in a language the analysis does not read`);
      if (read === 'interactive') t.problem(`${name} reads statements from the terminal or standard input, which are not analyzed`);
      if (typeof read !== 'number') return;
      i += read;
    } else if (spec.values?.includes(w) === true) i++;
    else if (w === '-') stdinNamed = true;
    else if (!w.startsWith('-') && !script) {
      // (The first operand: the script, for those that read code from standard input without one.)
      script = true;
      // (`lua /dev/fd/0`, `elixir //dev/stdin`: standard input, or another descriptor, is no script file.)
      if (descriptorPath(w) !== undefined) {
        t.problem(`${name} runs the code standard input or another descriptor gives it (${w}), which is not analyzed`);
        return;
      }
      scriptAt = i;
      t.read(w);
    }
  }
  // (Its options' values, `kotlinc -d /etc/x`, `ghc -o/etc/x`: the words before the script (read
  // above, as the code run) are possible paths; a compiler's later operands are sources too, not a
  // script's arguments.)
  if (scriptAt < 0) possiblePaths(words, dynamic, 'bash', t);
  else {
    const end = spec.compiles === true ? words.length : scriptAt;
    possiblePaths([...words.slice(0, scriptAt), ...words.slice(scriptAt + 1, end)], [...dynamic.slice(0, scriptAt), ...dynamic.slice(scriptAt + 1, end)], 'bash', t);
  }
  // (Without a here-document, its code comes from a pipe or a file: `echo CODE | lua`, as for python.)
  // (`tsx --version` runs none.)
  const runsNone = !stdinNamed && spec.noProgram !== undefined && words.some((w) => spec.noProgram!.includes(w));
  if (spec.stdin && (!script || stdinNamed) && !runsNone) {
    t.problem(t.stdin !== undefined ? `${name} runs the code the line gives it on standard input, in a language the analysis does not read`
      : `${name} reads its code from standard input (a pipe or a file), which is not analyzed`);
  }
}

/**
 * One option cluster as getopt reads it (`-il JavaScript`, `-sh`): 'code' or 'interactive' when a
 * letter is such an option, else how many words after it its value takes (0 or 1).
 */
function clusterOf(w: string, code: readonly string[], letters: { readonly values: string; readonly interactive: string }): 'code' | 'interactive' | number {
  for (let j = 1; j < w.length; j++) {
    const letter = w[j]!;
    if (code.includes(`-${letter}`)) return 'code';
    if (letters.interactive.includes(letter)) return 'interactive';
    if (letters.values.includes(letter)) return j + 1 < w.length ? 0 : 1;
  }
  return 0;
}
