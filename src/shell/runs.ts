// What a simple command runs: the lines it hands to a shell (`bash -c`, `eval`, `trap`, `su -c`,
// here-documents fed to a shell), the commands it wraps (semantics 4.1: `sudo rm x`, read with each
// wrapper's option grammar), and find's actions; per command, what else runs and how allow rules see it.

import type { Simple } from './simple.js';
import type { DirectoryFlow } from './directory-flow.js';
import { findExpression } from './find-arguments.js';
import { gitBashOptionProblem } from './posix-shell-arguments.js';
import { noteHostScan, scanPowerShellHost } from './powershell-host.js';
import { expressionCode, LEGACY_QUOTES, legacyArguments } from './powershell-native.js';
import type { SuScan } from './su-arguments.js';
import type { CommandSubject, SubjectScope } from './subject.js';
import { plainWord } from './words.js';
import { subjectOf } from './subject-of.js';
import { possibleReading } from './possible-readings.js';
import { packageSpecSubjects, type UnnamedPrograms } from './package-spec-names.js';
import { launchedPython, moduleCommands, moduleProgram, moduleSubjects, runsTableReadModule } from './python-module-command.js';
import { dashedGitCommand } from './dashed-git.js';
import { POWERSHELLS, scanPosixShell, type WrapperScan } from './wrappers.js';
import type { Runner } from './runner-scan.js';
import type { BashNameFacts } from './name-facts.js';
import { searcher } from './search-runners.js';
import { isInertBashBuiltin, isInertCmdlet } from './inert-builtins.js';
import type { OptionSpec } from './wrapper-specs.js';
import { lineShellOf, otherShellProblem, unknownShellProblem, type LineShell } from './shell-dialects.js';
import { descriptorPath } from './line-input.js';
import { mayRunWords, respelledWords, scriptArguments } from './unknown-programs.js';
// (A cycle: crontab-input.ts calls shellLine only, after both load.)
import { crontabRun } from './crontab-input.js';
import { appendedWords, type AppendedWords } from './xargs-items.js';

/** The analyzer, as what a command runs reaches it. */
export interface Reader {
  readonly commands: CommandSubject[];
  readonly flow: DirectoryFlow;
  note(reason: string, text: string): void;
  line(text: string, dialect: Dialect, depth: number): void; // (a nested line: a `-c` string, an eval's words, a here-document)
  /** The text piped to the pipeline member being walked (piped-scripts.ts), and how a stored line is read (for deny and ask rules only). */
  pipedScript?: { readonly text: string } | undefined;
  storedLine?(line: string, depth: number): void;
  readonly writtenCode: UnnamedPrograms;
  /** The subjects of a simple command (a wrapped one, here). */
  subjects(c: Simple): void;
}

export type Dialect = 'bash' | 'powershell';

export type { Simple } from './simple.js';

/** Runs the commands `run` adds with scope `restrict`: a project runner's allow rule covers them. */
export function covered(a: Reader, run: () => void): void {
  const from = a.commands.length;
  run();
  // (A nested runner's commands are restrict already: each is copied once, so nesting stays linear.)
  for (let k = from; k < a.commands.length; k++) if (a.commands[k]!.scope !== 'restrict') a.commands[k] = { ...a.commands[k]!, scope: 'restrict' };
}

/** The commands a simple command runs: wrapped commands, nested lines, find's actions. */
export function runs(a: Reader, c: Simple, name: string, base: string, raw: string, source: string, runner: Runner | undefined, facts: BashNameFacts | undefined): void {
  const { words, dynamic, dialect, depth } = c;
  // Nested shells: their command strings are lines of their own.
  if (facts?.posixShell === true) {
    const scan = scanPosixShell(words, dynamic);
    // (A script's arguments may be run by it: `"$@"`.)
    a.commands.push(subjectOf(c, source, c.scope, false, false, scan.script === undefined ? undefined : scriptArguments(scan.script + 1)));
    const script = scan.script === undefined ? undefined : descriptorPath(words[scan.script]!);
    if (scan.problem) a.note(scan.problem, source);
    const gitBash = name === 'git-bash' ? gitBashOptionProblem(words, dynamic) : undefined;
    if (gitBash !== undefined) a.note(gitBash, source);
    // (Read as bash for deny rules; a line sh, ksh or zsh reads otherwise asks: shell-dialects.ts. zsh's own `-o globsubst` too.)
    const shell = lineShellOf(name);
    const own = shell === 'zsh' ? otherShellProblem(words.slice(1, scan.commandString ?? words.length).join(' '), shell) : undefined;
    if (own !== undefined) a.note(own, source);
    if (scan.commandString !== undefined) a.flow.isolated(() => nestedLine(a, words, dynamic, scan.commandString!, 'bash', depth, source, false, shell));
    else if (scan.stdin || script === 'stdin') a.flow.isolated(() => stdinLine(a, c.stdinScript, 'bash', depth, source, shell));
    else if (script === 'other') a.note(`${name} runs a script from an open file descriptor, whose text is not known`, source);
    return;
  }
  if (dialect === 'bash' && (name === 'source' || name === '.')) {
    // The file is read (file-arguments.ts); its code is covered by the allow rule, as a script
    // file's is, unless the line gives it: standard input, a descriptor, a process substitution.
    a.commands.push(subjectOf(c, source, c.scope, false));
    const at = words[1] === '--' ? 2 : 1;
    const file = descriptorPath(words[at] ?? '');
    if (dynamic[at]) a.note(`${name} runs a file named by an expansion (a process substitution runs what a command prints)`, source);
    else if (file === 'stdin') a.flow.isolated(() => stdinLine(a, c.stdinScript, 'bash', depth, source));
    else if (file === 'other') a.note(`${name} runs a file from an open file descriptor, whose text is not known`, source);
    return;
  }
  if (facts?.otherShell === true) {
    // A shell of another language (fish, csh, nu, …): never allowed; its -c string is read as
    // bash too, so that deny rules see what plainly names a command (`fish -c 'rm x'`).
    a.commands.push(subjectOf(c, source, c.scope, false));
    a.note(`${name} runs commands in a language of its own, which is not analyzed`, source);
    const scan = scanPosixShell(words, dynamic);
    if (scan.commandString !== undefined) a.flow.isolated(() => nestedLine(a, words, dynamic, scan.commandString!, 'bash', depth, source));
    return;
  }
  if (facts?.scheduler === true) {
    a.commands.push(subjectOf(c, source, c.scope, false));
    scheduled(a, c, name, source);
    return;
  }
  // (Every PowerShell host's name starts with p: the first letter rules most names out without a copy.)
  if (((base.charCodeAt(0) | 32) === 112 || (name.charCodeAt(0) | 32) === 112) && (POWERSHELLS.has(base.toLowerCase()) || POWERSHELLS.has(name.toLowerCase()))) {
    a.commands.push(subjectOf(c, source, c.scope, false));
    const scan = scanPowerShellHost(words, dynamic);
    noteHostScan(a, scan, words, depth, source);
    // (With a problem, `-wd DIR -c CMD`, CMD is still read for deny rules.)
    if (scan.commandString !== undefined) {
      const rest = words.slice(scan.commandString);
      if (dynamic.slice(scan.commandString).some(Boolean)) a.note('the PowerShell command comes from an expansion', source);
      else a.flow.isolated(() => a.line(rest.join(' '), 'powershell', depth + 1));
      // (From PowerShell, Windows PowerShell 5.1 passes a word's `"` unescaped: the host, which splits
      // its line as Windows does, may read this command instead; both are read.)
      const legacy = c.dialect === 'powershell' && !dynamic.includes(true) ? legacyArguments(words) : undefined;
      if (legacy !== undefined) {
        const read = [words[0]!, ...legacy];
        const at = scanPowerShellHost(read, read.map(() => false)).commandString;
        if (at === undefined) a.note(LEGACY_QUOTES, source);
        else a.flow.isolated(() => a.line(read.slice(at).join(' '), 'powershell', depth + 1));
      }
    } else if (scan.script !== undefined) {
      // `-File SCRIPT`: run as PowerShell runs a script by its path, so the file is read (`& 'X'`);
      // the host's allow rule covers the run, as a runner's covers its command.
      const script = scan.script;
      const file = dynamic[script] ? undefined : descriptorPath(words[script]!);
      if (dynamic[script]) a.note('the PowerShell script file comes from an expansion', source);
      else if (file === 'stdin') a.flow.isolated(() => stdinLine(a, c.stdinScript, 'powershell', depth, source));
      else if (file === 'other') a.note('PowerShell runs a script from an open file descriptor, whose text is not known', source);
      else covered(a, () => a.flow.isolated(() => a.line(`& '${words[script]!.replaceAll("'", "''")}'`, 'powershell', depth + 1)));
    } else if (scan.stdin && !scan.problem) a.flow.isolated(() => stdinLine(a, c.stdinScript, 'powershell', depth, source));
    return;
  }
  if (name === 'Invoke-Expression' && dialect === 'powershell') {
    a.commands.push(subjectOf(c, source, c.scope, false));
    const code = expressionCode(words, dynamic);
    if (code.problem !== undefined) a.note(code.problem, source);
    for (const line of code.lines) a.flow.isolated(() => a.line(line, 'powershell', depth + 1));
    return;
  }
  if (name === 'eval' || name === 'Invoke-Expression') {
    a.commands.push(subjectOf(c, source, c.scope, false));
    // bash's eval takes one `--` before its words; any other first word starting `-` is an option error.
    const from = name === 'eval' && words[1] === '--' && dynamic[1] !== true ? 2 : 1;
    if (from === 1 && name === 'eval' && dynamic[1] !== true && /^-./.test(words[1] ?? '')) a.note(`eval is given an option (${words[1]})`, source);
    else nestedLine(a, words, dynamic, from, dialect, depth, source, true);
    return;
  }
  if (name === 'trap' && dialect === 'bash') {
    // `trap 'cmd' EXIT` runs cmd later, in this shell.
    a.commands.push(subjectOf(c, source, c.scope, false));
    const at = words.findIndex((w, i) => i > 0 && !w.startsWith('-'));
    // (It may run before any later command: DEBUG traps run before each.)
    if (at > 0 && !(words[at] === '' || /^\d+$/.test(words[at] ?? ''))) a.flow.deferredCode(() => nestedLine(a, words, dynamic, at, 'bash', depth, source));
    return;
  }
  if (name === 'find' && dialect === 'bash') {
    find(a, c, source);
    return;
  }
  if ((name === 'fd' || name === 'fdfind' || name === 'rg') && dialect === 'bash') {
    searcher(a, c, name, source);
    return;
  }
  if (runner?.kind === 'user-shell') {
    a.commands.push(subjectOf(c, source, c.scope, false));
    userShell(a, c, runner.scan, source);
    return;
  }
  if (runner?.kind === 'wrapper') {
    const { scan } = runner;
    // Transparent only when written plainly (`./timeout` is some other program, and so may be
    // `TIMEOUT`, read as timeout on darwin), when the wrapped command was found, and (env) without options.
    const transparent = facts?.transparentForAllow === true && c.plainName && name === raw
      && scan.inner !== undefined && !scan.problem && (name !== 'env' || scan.options.length === 0);
    a.commands.push(subjectOf(c, source, transparent ? 'restrict' : c.scope, false), ...packageSpecSubjects(c, runner.spec, scan, source, a.writtenCode));
    if (scan.problem) a.note(scan.problem, source);
    // `sudo -s CMD`, `sudo -i CMD`: the words, joined, are run by the user's shell (`$SHELL -c`).
    const shellOption = runner.spec.shell;
    if (scan.inner !== undefined && shellOption instanceof Set && scan.options.some((o) => shellOption.has(o))) {
      const problem = otherShellProblem(words.slice(scan.inner).join(' '), 'unknown');
      if (problem !== undefined) a.note(problem, source);
    }
    // A command found at a word's split tail (`nice -n $N rm x`, analyze.ts) is also read from
    // the word after, where it is when the word stays one (the line asks anyway).
    const tail = scan.inner !== undefined && c.spans[scan.inner]?.splitTail === true;
    const wrapped = () => {
      // (A line, and a command too when a runner reads both ways: `script FILE CMD` on BSD.)
      if (scan.line !== undefined) {
        if (!scan.line.exact) a.note(`${name} splits its command string its own way; it was read as a shell line`, source);
        a.flow.isolated(() => shellLine(a, scan.line!.text, 'unknown', depth, source));
      }
      if (scan.line !== undefined && scan.inner === undefined) return;
      if (scan.startsShell) {
        a.flow.isolated(() => stdinLine(a, c.stdinScript, 'bash', depth, source, 'unknown'));
      } else if (scan.command !== undefined) {
        picked(a, c, scan.command, scan.commandWords);
      } else if (scan.inner !== undefined && runsJoined(runner.spec, scan)) {
        // `watch CMD ARGS`, `yarn exec CMD ARGS`: the words joined, run by a shell.
        a.flow.isolated(() => nestedLine(a, words, dynamic, scan.inner!, 'bash', depth, source, true, 'unknown'));
        if (tail) a.flow.isolated(() => nestedLine(a, words, dynamic, scan.inner! + 1, 'bash', depth, source, true, 'unknown'));
      } else if (scan.inner !== undefined && name === 'xargs') xargsInner(a, c, scan);
      else if (scan.inner !== undefined) {
        inner(a, c, scan.inner, scan.assignments, words.length);
        if (tail) inner(a, c, scan.inner + 1, scan.assignments, words.length);
      } else if (name === 'xargs') inner(a, c, words.length, [], words.length);
    };
    if (runner.spec.coversWhatItRuns) covered(a, wrapped);
    else wrapped();
    return;
  }
  // (By its plain name only: `./true` is a program of its own, and `TRUE` no builtin.)
  const inert = c.plainName && base === raw && (dialect === 'bash' ? name === raw && facts?.inertCandidate === true && isInertBashBuiltin(name, words, dynamic, c.spans) : isInertCmdlet(name, dynamic));
  // (`python3 -m pytest -k sudo` runs pytest, whose table reads its words: no script's.)
  const modules = moduleCommands(name, c);
  const mayRun = inert || runsTableReadModule(modules) ? undefined : mayRunWords(name, dialect, words, dynamic);
  a.commands.push(subjectOf(c, source, c.scope, false, inert, mayRun));
  // (It may run the text the line gives it on standard input, `mytool <<< 'rm -rf x'`: read as its words are.)
  if (mayRun?.split === true && c.stdinScript !== undefined && dialect === 'bash') a.commands.push(stdinRun(c, source));
  // (Its words as their quoting shows them, `-c'rm'`, `"r"$X"m"`, `'r{m,} -rf x'`: each may be run.)
  const quoted = mayRun?.split === true && dialect === 'bash' ? respelledWords(words, dynamic, c.spans, mayRun.from) : undefined;
  if (quoted !== undefined) a.commands.push({ ...subjectOf({ ...c, words: quoted }, source, 'restrict', false, false, mayRun), possible: 'the program may run its words as their quoting shows them' });
  // (Either dialect: PowerShell runs git and terraform as bash does.)
  const possible = possibleReading(name, c);
  if (possible !== undefined) a.commands.push({ ...subjectOf({ ...c, words: possible.words, dynamic: possible.dynamic }, source, 'restrict', false), possible: possible.when });
  // (`py -3.12 ARGS` runs `python ARGS`, `/usr/lib/git-core/git-push x` is `git push x`: read so; the
  // outer command's own allow rule covers it.)
  const respelled = launchedPython(name, c) ?? dashedGitCommand(c);
  if (respelled !== undefined) covered(a, () => picked(a, c, respelled.indices, respelled.texts));
  // (`python3 -m pip install x` is also read as `pip install x`, for deny and ask rules.)
  if (modules.length > 0) a.commands.push(...moduleSubjects(modules, source));
  // (And `python3 -m copier copy SRC ~` as `copier copy SRC ~`, its writes and hosts too: python-module-programs.ts.)
  const program = modules.length === 0 ? undefined : moduleProgram(modules, words, dynamic);
  if (program !== undefined) covered(a, () => picked(a, c, program.indices, program.texts));
  if (dialect !== 'bash') return;
  const unknownShell = unknownShellProblem(name, words, dynamic);
  if (unknownShell !== undefined) a.note(unknownShell, source);
  // (chsh changes the login shell that `su -c`, ssh and $SHELL-run strings of later lines run with.)
  if (name === 'chsh') a.note('chsh changes the login shell later command strings are run with', source);
}

function runsJoined(spec: OptionSpec, scan: WrapperScan): boolean {
  const joined = spec.joined;
  return joined === true || (joined !== undefined && scan.options.some((o) => joined.has(o)));
}

/** su, runuser, sg, newgrp: a shell as another user or group, or (`runuser -u`) a command. */
function userShell(a: Reader, c: Simple, scan: SuScan, source: string): void {
  const { words, dynamic, depth } = c;
  if (scan.problem) a.note(scan.problem, source);
  if (scan.command !== undefined) picked(a, c, scan.command);
  else if (scan.line !== undefined) a.flow.isolated(() => shellLine(a, scan.line!, 'unknown', depth, source));
  else if (scan.shellArguments !== undefined) {
    // The words after the user are the shell's own arguments (`su root -- -c 'rm x'`).
    const args = scan.shellArguments;
    const shell = scanPosixShell(['sh', ...args.map((k) => words[k]!)], [false, ...args.map((k) => dynamic[k]!)]);
    if (shell.problem) a.note(shell.problem, source);
    else if (shell.commandString !== undefined) a.flow.isolated(() => nestedLine(a, words, dynamic, args[shell.commandString! - 1]!, 'bash', depth, source, false, 'unknown'));
    else if (shell.stdin) a.flow.isolated(() => stdinLine(a, c.stdinScript, 'bash', depth, source, 'unknown'));
    else if (shell.script !== undefined) a.note(`${words[0]} runs the script ${words[args[shell.script - 1]!]}, which is not analyzed`, source);
  } else if (scan.startsShell) a.flow.isolated(() => stdinLine(a, c.stdinScript, 'bash', depth, source, 'unknown'));
}

/**
 * xargs runs its command with words read from its input: appended (as many as there are, so
 * several words stand for them: `xargs nice -n` runs `nice -n 5 rm x`; xargs-items.ts), or in place of
 * the replace string (`-I{}`, `-i`, `--replace`), where any word holding it is unknown
 * (`xargs -I{} bash -c {}`).
 */
function xargsInner(a: Reader, c: Simple, scan: WrapperScan): void {
  let replace: string | undefined;
  scan.options.forEach((o, k) => {
    if (o === '-I') replace = scan.values[k];
  });
  // (`-i[R]` and `--replace[=R]` take their string attached only; `{}` without one.)
  for (let k = 1; k < scan.inner!; k++) {
    const m = c.dynamic[k] ? null : /^(?:--replace(?:=(.*))?|-i(.*))$/s.exec(c.words[k]!);
    if (m !== null) replace = m[1] ?? (m[2] !== undefined && m[2] !== '' ? m[2] : '{}');
  }
  if (replace === undefined) return inner(a, c, scan.inner!, scan.assignments, c.words.length, appendedWords(c, scan));
  const r = replace;
  const dynamic = c.dynamic.map((d, k) => d || (k >= scan.inner! && (r === '' || c.words[k]!.includes(r))));
  inner(a, { ...c, dynamic }, scan.inner!, scan.assignments, c.words.length);
}

/** The command a wrapper runs: words[from..end), and the words xargs appends. */
export function inner(a: Reader, c: Simple, from: number, assignments: readonly string[], end: number, appended?: AppendedWords): void {
  if (from >= end) return;
  const { words, dynamic, spans, text } = c;
  const w = words.slice(from, end);
  const d = dynamic.slice(from, end);
  const t = c.tildeWords?.slice(from, end);
  const s = spans.slice(from, end);
  if (appended !== undefined) {
    w.push(...appended.words);
    d.push(...appended.dynamic);
    t?.push(...appended.words);
    // (Placed after the last word taken, each a span of its own.)
    const at = s.length > 0 ? s[s.length - 1]!.end : 0;
    for (const span of appended.spans) s.push({ ...span, start: at, end: at });
  }
  a.subjects({
    words: w, dynamic: d, spans: s, text, dialect: c.dialect, depth: c.depth + 1,
    assignments: assignments.length === 0 ? c.assignments : [...c.assignments, ...assignments],
    plainName: !dynamic[from] && plainWord(text, spans[from]), scope: c.scope, stdinScript: c.stdinScript, wrapped: true, tildeWords: t,
    noSplitTail: c.noSplitTail,
  });
}

/** A program's name and the text a here-document or here-string gives it, as a possible run (scope restrict: its allow rule covers it). */
function stdinRun(c: Simple, source: string): CommandSubject {
  const text = c.stdinScript!;
  const s: Simple = { ...c, words: [c.words[0]!, text.text], dynamic: [false, !text.literal], spans: [c.spans[0]!], noSplitTail: true };
  return { ...subjectOf(s, source, 'restrict', false, false, STDIN_RUN), possible: 'the program may run the text the line gives it on standard input' };
}

const STDIN_RUN = scriptArguments(1);

/** The command a runner runs, made of the words at `indices` (runuser -u reads its options among them). */
function picked(a: Reader, c: Simple, indices: readonly number[], texts?: readonly string[]): void {
  const at = <T>(list: readonly T[]) => indices.map((k) => list[k]!);
  const from = indices[0]!;
  a.subjects({
    words: texts ?? at(c.words), dynamic: at(c.dynamic), spans: at(c.spans), text: c.text, dialect: c.dialect, depth: c.depth + 1,
    assignments: c.assignments, plainName: !c.dynamic[from] && plainWord(c.text, c.spans[from]), scope: c.scope, stdinScript: c.stdinScript, wrapped: true,
    tildeWords: texts === undefined && c.tildeWords !== undefined ? at(c.tildeWords) : undefined, noSplitTail: c.noSplitTail,
  });
}

function find(a: Reader, c: Simple, source: string): void {
  const e = findExpression(c.words, c.dynamic);
  // (As find runs them: in order, before its own subject.)
  for (const r of e.runs) inner(a, c, r.from, [], r.end);
  if (e.unknownAction) a.note('an expansion may be a find action (-exec, -delete)', source);
  a.commands.push(subjectOf(c, source, c.scope, e.acts));
}

function nestedLine(a: Reader, words: readonly string[], dynamic: readonly boolean[], from: number, dialect: Dialect, depth: number, source: string, joinRest = false, shell: LineShell = 'bash'): void {
  const end = joinRest ? words.length : from + 1;
  if (from >= words.length) return;
  if (dynamic.slice(from, end).some(Boolean)) {
    a.note('a nested command string comes from an expansion', source);
    return;
  }
  shellLine(a, words.slice(from, end).join(' '), shell, depth, source, dialect);
}

/**
 * A nested line some shell runs: read as bash (or PowerShell), for deny and ask rules always; run
 * by another shell (/bin/sh, `$SHELL`, zsh), a construct that shell reads otherwise is a problem.
 */
export function shellLine(a: Pick<Reader, 'note' | 'line'>, text: string, shell: LineShell, depth: number, source: string, dialect: Dialect = 'bash'): void {
  const problem = dialect === 'bash' ? otherShellProblem(text, shell) : undefined;
  if (problem !== undefined) a.note(problem, source);
  a.line(text, dialect, depth + 1);
}

/**
 * `at TIME` and `batch` run the lines they read from standard input (a here-document is read as
 * one), `-f FILE` the file's; `crontab FILE` (or `-`) installs a table of lines. Listing,
 * removing and editing (`at -l`, `crontab -e`) schedule nothing. A table or a file is not read:
 * a problem (a crontab's shown commands are read too: crontab-input.ts).
 */
function scheduled(a: Reader, c: Simple, name: string, source: string): void {
  const { words, dynamic } = c;
  const options = words.slice(1).filter((w, k) => !dynamic[k + 1] && w.startsWith('-') && w !== '-');
  if (dynamic.slice(1).some(Boolean)) {
    a.note(`an argument of ${name} comes from an expansion`, source);
    return;
  }
  // The option letters, read as getopt does: a letter that takes an argument ends its cluster.
  const letters = new Set<string>();
  const takesArgument = name === 'crontab' ? 'u' : 'qft';
  for (const o of options) {
    for (let k = 1; k < o.length; k++) {
      letters.add(o[k]!);
      if (takesArgument.includes(o[k]!)) break;
    }
  }
  if (name === 'crontab') return crontabRun(a, c, letters, source);
  if (['l', 'd', 'r', 'c', 'V'].some((l) => letters.has(l)) || options.includes('--version')) return;
  if (letters.has('f')) a.note(`${name} -f runs the command lines in a file, which are not analyzed`, source);
  else a.flow.isolated(() => stdinLine(a, c.stdinScript, 'bash', c.depth, source, 'sh'));
}

function stdinLine(a: Reader, input: { text: string; literal: boolean } | undefined, dialect: Dialect, depth: number, source: string, shell: LineShell = 'bash'): void {
  if (!input) {
    a.note('a shell reads its commands from standard input', source);
    // (`echo 'rm -rf ~' | bash`: the piped text, for deny and ask rules; not again inside it.)
    const piped = dialect === 'bash' ? a.pipedScript : undefined;
    if (piped !== undefined && a.storedLine !== undefined) {
      a.pipedScript = undefined;
      try { a.storedLine(piped.text, depth + 1); } finally { a.pipedScript = piped; }
    }
    return;
  }
  if (!input.literal) a.note('a here-document fed to a shell has expansions', source);
  shellLine(a, input.text, shell, depth, source, dialect);
}
