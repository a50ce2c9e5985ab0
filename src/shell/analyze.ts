// Shell analysis (semantics 4.1): every simple command a line can run, its redirect targets as
// Read/Edit operations, URL arguments of network tools as Domain operations, and every reason
// the analysis is incomplete (which can never allow). Pure; needs no context but how the platform
// spells program names (program-name.ts), so a client may cache it per command string and spelling.

import type { Command, SimpleCommand, Word } from './ast.js';
import { parseBash } from './bash-parse.js';
import { parsePowerShell } from './powershell-parse.js';
import { WINDOWS_EXTENSION } from './powershell-native.js';
import { powershellStarts, windowsStarts, type NativeRunReader } from './powershell-starts.js';
import { colonArguments } from './powershell-colon-arguments.js';
import { readsOtherwise } from './powershell-readings.js';
import { isKnownCmdletName, isLocationFunction, resolvedCmdletName } from './powershell-aliases.js';
import type { PathRef, UrlRef } from './arguments.js';
import { widerReading, type PosixReading } from './file-touches.js';
import { assignsVariable, elsewhereOf } from './directory-change.js';
import { bashNameRecord } from './name-dispatch.js';
import { DirectoryFlow } from './directory-flow.js';
import { hereDocument, powershellPath, readRedirects } from './redirects.js';
import { redirectsInput, writtenToBody } from './line-input.js';
import { BUDGET_SPENT, WorkBudget } from './budget.js';
import { builtinProblem, namerefNames } from './bash-builtins.js';
import { expressionSubject, withInertRestricted } from './inert-builtins.js';
import { commandAssignments, defaultAssignments, lineExportedHosts, prefixAssignments, type AssignmentReader } from './variable-assignments.js';
import { baseName, type CommandSubject } from './subject.js';
import { analysisName, programName, type ProgramSpelling } from './program-name.js';
import { WrittenCode } from './written-code.js';
import { LineLinks } from './line-links.js';
import { arithmeticExpansion, evaluatesArithmetic, hasControl, declarationAssignment, splitTail, tildeWord, wordValue, wordBodies } from './words.js';
import type { Incomplete, ShellAnalysis } from './analysis.js';
import { runs, shellLine, type Reader, type Dialect, type Simple } from './runs.js';
import { runnerScan } from './runner-scan.js';
import { commandEffects, runnerEffects, startWritesApart } from './command-effects.js';
import { markBashWord } from './word-shapes.js';
import { VARIABLE_CHANGERS } from './loop-values.js';
import { bashLineSettings, changesGlobbing } from './line-settings.js';
import { defineFunction, fileTexts, namesScriptWriter, walkAndOr, walkCompound, walkPipeline, walkSequence } from './compound-walk.js';
import type { PipedText } from './piped-text.js';

export type { PathRef, UrlRef } from './arguments.js';
export const MAX_COMMAND_LENGTH = 10_000;
export const MAX_NESTING = 32;
export type { Incomplete, ShellAnalysis } from './analysis.js';

export class Analyzer implements Reader, AssignmentReader, NativeRunReader {
  // (Fields are `declare`d and set in the constructor: ES2022 class fields are defined by a separate initializer function, measured at ~2% of a short line's decision.)
  declare readonly commands: CommandSubject[];
  declare readonly paths: PathRef[];
  declare readonly urls: UrlRef[];
  declare readonly incomplete: Incomplete[];
  /** Inside a stored line (storedLine): its commands, paths and URLs are for deny and ask rules only. */
  declare stored: number;
  /** Inside commands whose standard input the line gives (line-input.ts): a program read from it may be the line's text. */
  declare lineInput: number;
  /** The text piped to the pipeline member being walked (piped-scripts.ts): a shell there runs it. */
  declare pipedScript: PipedText | undefined;
  declare homeChanged: boolean;
  declare cdpathChanged: boolean;
  /** The line may change how bash expands globs (glob-options.ts): no glob is read as bash's default one. */
  declare globbingMayChange: boolean;
  /** Where the line may be when each command runs. */
  declare readonly flow: DirectoryFlow;
  declare readonly budget: WorkBudget;
  declare private budgetNoted: boolean;
  /** Files the line writes and files it runs (a script it wrote is not analyzed). */
  declare readonly writtenCode: WrittenCode;
  /** Symbolic links the line makes: paths through them are unknown. */
  declare readonly links: LineLinks;

  /** Names the line makes references (`declare -n r='a[@]'`: `"$r"` may be many words), seeded by a first reading. */
  declare namerefs: ReadonlySet<string>;
  /** How the programs reading the current command's paths read them, when not as the line's dialect (file-touches.ts). */
  declare private posixReading: PosixReading | undefined;

  /** Loops' first commands with the loop's word for its variable (loop-values.ts); whether the line may change what a variable holds (an attribute, a DEBUG trap). */
  declare loopCommands: Map<SimpleCommand, SimpleCommand> | undefined;
  declare variablesMayChange: boolean;
  declare readonly spelling: ProgramSpelling;
  declare private readonly topDialect: Dialect;
  declare readonly loopValues: boolean;
  declare values: AssignmentReader['values'];

  constructor(spelling: ProgramSpelling, namerefs: ReadonlySet<string>, topDialect: Dialect, loopValues: boolean) {
    this.spelling = spelling;
    this.topDialect = topDialect;
    this.loopValues = loopValues;
    this.commands = [];
    this.paths = [];
    this.urls = [];
    this.incomplete = [];
    this.stored = this.lineInput = 0;
    this.pipedScript = undefined;
    this.homeChanged = this.cdpathChanged = this.globbingMayChange = false;
    this.flow = new DirectoryFlow(this.paths, this.commands);
    this.budget = new WorkBudget();
    this.budgetNoted = false;
    this.writtenCode = new WrittenCode();
    this.links = new LineLinks();
    // (Copied when the line makes one: most lines make none, and a Set costs.)
    this.namerefs = namerefs;
    this.posixReading = undefined;
    this.loopCommands = this.values = undefined;
    this.variablesMayChange = false;
  }

  note(reason: string, text: string): void {
    this.incomplete.push({ reason, text: text.length > 200 ? `${text.slice(0, 200)}…` : text });
  }

  /** The work budget ran out (noted once): what was read is still checked, the rest never allows. */
  budgetSpent(at: string): void {
    if (!this.budgetNoted) this.note(`the analysis stopped at its work budget (${this.budget.exhausted ?? 'spent'}): the rest of the command was not analyzed`, at);
    this.budgetNoted = true;
  }

  addPath(ref: PathRef): void {
    if (ref.tail === undefined /* uncharged: possible-paths.ts bounds them */ && !this.budget.part()) return this.budgetSpent(ref.text);
    const read = this.posixReading === undefined ? ref : { ...ref, posixReading: this.posixReading };
    this.paths.push(this.flow.at(this.stored > 0 && read.scope !== 'restrict' ? { ...read, scope: 'restrict' } : read));
  }

  addUrl(ref: UrlRef): void {
    if (ref.namedOnly === true /* uncharged: FileTouches.possibleHost */ || this.budget.part()) this.urls.push(this.stored > 0 ? { ...ref, scope: 'restrict' } : ref);
    else this.budgetSpent(ref.text);
  }

  /**
   * Runs `read` with the paths it adds read as `reading` too: in a PowerShell line, a bash-dialect
   * command's by MSYS programs (`sh -c`, `grep.exe`) and `bash`'s also by WSL's; a wsl line's, from
   * either dialect, by the distribution's. Readings add up (widerReading).
   */
  readAs(reading: PosixReading, read: () => void): void {
    const before = this.posixReading;
    if (reading !== 'wsl' && this.topDialect !== 'powershell') return read();
    this.posixReading = widerReading(before, reading);
    try {
      read();
    } finally {
      this.posixReading = before;
    }
  }

  /** Parses a line (the top level, or a nested `-c` / eval / here-document string). */
  line(text: string, dialect: Dialect, depth: number): void {
    // (A bash line a PowerShell line runs: Git Bash's and MSYS's programs read its paths.)
    if (dialect === 'bash' && this.posixReading === undefined && this.topDialect === 'powershell') return this.readAs('msys', () => this.line(text, dialect, depth));
    if (depth > MAX_NESTING) {
      this.note(`nesting deeper than ${MAX_NESTING}`, text);
      return;
    }
    if (text.includes('\u0000')) {
      this.note('the command contains a NUL byte', text);
      text = text.replaceAll('\u0000', ' ');
    }
    this.flow.enterLine(depth);
    if (dialect === 'bash') bashLineSettings(this, text);
    if (dialect === 'bash' && text.includes('${')) defaultAssignments(this, text);
    const parsed = dialect === 'powershell' ? parsePowerShell(text, this.budget) : parseBash(text, this.budget);
    if (parsed.ok) {
      const unsupported = parsed.unsupported;
      for (let k = 0; k < unsupported.length; k++) {
        const u = unsupported[k]!;
        this.note(`unsupported syntax: ${u.message}`, text.slice(u.offset, u.offset + 40));
      }
      this.walk(parsed.script, text, dialect, depth);
    } else {
      const at = text.slice(parsed.error.offset, parsed.error.offset + 40) || text.slice(-40);
      if (parsed.error.message === BUDGET_SPENT) this.budgetSpent(at);
      else this.note(`the command does not parse: ${parsed.error.message}`, at);
      if (parsed.partial) this.walk(parsed.partial, text, dialect, depth);
    }
  }

  walk(node: Command, text: string, dialect: Dialect, depth: number): void {
    if (depth > MAX_NESTING) {
      this.note(`nesting deeper than ${MAX_NESTING}`, text.slice(node.start, node.end));
      return;
    }
    switch (node.type) {
      case 'simple': {
        const before = this.flow.cwd;
        this.simple(this.loopCommands?.get(node) ?? node, text, dialect, depth);
        this.flow.afterSimple(before);
        return;
      }
      case 'sequence':
        walkSequence(this, node, text, dialect, depth);
        return;
      case 'and-or':
        walkAndOr(this, node, text, dialect, depth);
        return;
      case 'pipeline':
        walkPipeline(this, node, text, dialect, depth);
        return;
      case 'compound':
        walkCompound(this, node, text, dialect, depth);
        return;
      case 'function':
        defineFunction(this, node);
        // (Its standard input is its caller's, which may be a pipe.)
        this.flow.deferredCode(() => this.fedFromLine(() => this.walk(node.body, text, dialect, depth + 1)));
        return;
    }
  }

  /** The commands a word runs (`$(...)`, `<(...)`): in subshells. */
  bodiesOf(word: Word, text: string, dialect: Dialect, depth: number): void {
    const fed = writtenToBody(word);
    for (const b of wordBodies(word)) this.flow.isolated(() => this.fedFromLine(() => this.walk(b, text, dialect, depth + 1), fed));
  }

  private simple(node: SimpleCommand, text: string, dialect: Dialect, depth: number): void {
    const nodeAssignments = node.assignments;
    prefixAssignments(this, node, text, dialect, depth);
    const n = node.words.length;
    const words: string[] = [];
    const dynamic: boolean[] = [];
    let firstPlain = false;
    /** The parsed word of each word, when some word was read as two (a copy of node.words otherwise). */
    let spans: Word[] | undefined;
    /** Words with a `~` bash leaves as it is, by index: spelled `./~` (words.ts literalTilde). */
    let tilde: Map<number, string> | undefined;
    for (let i = 0; i < n; i++) {
      const w = node.words[i]!;
      const only = w.parts.length === 1 ? w.parts[0]! : undefined;
      if (only !== undefined && only.type === 'literal') {
        // The common word, one literal: what wordValue gives for it, without the result object
        // (no expansion, so no arithmetic and no bodies either).
        const dyn = hasControl(only.text);
        words.push(only.text);
        if (dialect === 'bash' && only.text.charCodeAt(0) === 126) tilde = tildeWord(tilde, words.length - 1, w, only.text);
        dynamic.push(dyn);
        // Written plainly: nothing was removed from the source (`''rm`, `r''m` and `\rm` lose
        // quotes that leave no part behind, and quoting a name skips bash's aliases).
        if (i === 0) firstPlain = !only.quoted && !dyn && w.text.length === only.text.length;
        spans?.push(w);
        continue;
      }
      if (dialect === 'bash' && arithmeticExpansion(w)) {
        this.note('a subscript or offset is evaluated as arithmetic, or a value expanded again (${!x}, ${x@P}), which can run commands named in variable values', w.text);
      }
      const v = wordValue(w);
      if (dialect === 'bash' && v.dynamic) markBashWord(w, this.namerefs);
      // Indexed: bodies is usually a shared frozen empty array (for...of on one is slow in V8).
      const fed = v.bodies.length > 0 && writtenToBody(w);
      for (let k = 0; k < v.bodies.length; k++) this.flow.isolated(() => this.fedFromLine(() => this.walk(v.bodies[k]!, text, dialect, depth + 1), fed));
      words.push(v.value);
      dynamic.push(v.dynamic);
      if (dialect === 'bash' && v.value.charCodeAt(0) === 126) tilde = tildeWord(tilde, words.length - 1, w, v.value);
      if (i === 0) firstPlain = !v.quoted && !v.dynamic && w.text.length === v.value.length;
      // A word that may split is read as two unknown words, so that an option which takes it as its value leaves the rest where the reader looks for options (`tar -tzf $F`).
      spans?.push(w);
      const tail = dialect === 'bash' && i > 0 && !declarationAssignment(words[0]!, v.value) ? splitTail(w, !this.homeChanged, this.namerefs) : undefined;
      if (tail !== undefined) {
        spans ??= node.words.slice(0, i + 1);
        words.push(wordValue(tail).value);
        dynamic.push(true);
        spans.push(tail);
      }
    }
    readRedirects(this, node.redirects, text, dialect, depth);
    if (n === 0) {
      if (node.expression === true) this.commands.push(expressionSubject(text.slice(node.start, node.end), dialect, this.stored > 0 ? 'restrict' : 'all'));
      return;
    }
    const stdinScript = node.redirects.length === 0 ? undefined : hereDocument(node.redirects);
    // (Most commands assign nothing: one shared empty list, no array each.)
    const assignments = nodeAssignments.length === 0 ? NO_ASSIGNMENTS : nodeAssignments.map((x) => x.name);
    const fed = node.redirects.length > 0 && redirectsInput(node.redirects);
    // (`exec < F` gives every later command its input.)
    if (fed && n === 1 && words[0] === 'exec') this.lineInput++;
    const simple: Simple = {
      words, dynamic, spans: spans ?? node.words, noSplitTail: spans === undefined || undefined, text, dialect, depth, assignments,
      plainName: firstPlain, scope: this.stored > 0 ? 'restrict' : 'all', stdinScript, wrapped: false, tildeWords: tilde && words.map((x, k) => tilde!.get(k) ?? x),
    };
    const from = this.commands.length;
    // (No closure for the usual command, whose input the line does not give.)
    if (fed) this.fedFromLine(() => this.subjects(simple)); else this.subjects(simple);
    if (dialect === 'bash' && (this.values !== undefined || node.redirects.length > 0 || namesScriptWriter(words))) fileTexts(this, node, from);
  }

  /** Runs `walk` as commands whose standard input comes from the line (when `fed`). */
  fedFromLine(walk: () => void, fed = true): void {
    if (!fed) return walk();
    this.lineInput++;
    try {
      walk();
    } finally {
      this.lineInput--;
    }
  }

  /** A line stored to be run later (`git config core.pager CMD`): deny and ask rules see it, allow rules need not. */
  storedLine(line: string, depth: number): void {
    this.stored++;
    try {
      this.flow.isolated(() => shellLine(this, line, 'unknown', depth, line));
    } finally {
      this.stored--;
    }
  }

  /** Subjects for one simple command, seeing through wrappers and nested shells. */
  subjects(c: Simple): void {
    if (c.dialect === 'powershell') {
      // An array per element and `git.` as `git` too (powershell-readings.ts); `-Name: value` is `-Name:value` below.
      if (readsOtherwise(this, c)) return;
      const read = colonArguments(c);
      if (read.problem !== undefined) this.note(read.problem, c.words.join(' '));
      c = read.simple;
    }
    const { words, dynamic, spans, text, dialect, depth } = c;
    const source = spans.length > 0 ? text.slice(spans[0]!.start, spans[spans.length - 1]!.end) : words.join(' ');
    const raw = words[0] ?? '';
    const base = baseName(raw, dialect);
    // (PowerShell runs `npm.cmd`, `x.ps1`, `git.exe` by the name without the extension too; a name
    // with one is a program or script, never an alias or cmdlet: `sc.exe` is not Set-Content.)
    // (bash: the program the platform finds by that name, `BASH`, `bash.exe` on win32.)
    const bare = dialect === 'powershell' ? base.replace(WINDOWS_EXTENSION, '') : programName(base, this.spelling);
    // (A name no cmdlet, alias or function resolves is a native program's: `gcc-12` is gcc.)
    const name = dialect === 'powershell' && bare === base && isKnownCmdletName(base) ? resolvedCmdletName(base) : analysisName(bare);
    if (depth > MAX_NESTING) return this.note(`nesting deeper than ${MAX_NESTING}`, source);
    const pastBudget = c.wrapped && !this.budget.wrapped(words.length); // (Each level of a wrapper chain reads its words again: budget.ts.)
    // (One lookup: the tests below of the name alone are its fields, name-dispatch.ts.)
    const record = dialect === 'bash' ? bashNameRecord(name) : undefined;
    const facts = record?.facts;
    if (record !== undefined ? record.variableChanger : VARIABLE_CHANGERS.has(name)) this.variablesMayChange = true;
    // (`bash` from PowerShell is whichever PATH finds first: Git's, or System32's, which runs WSL.)
    if (name === 'bash' && dialect === 'bash' && this.topDialect === 'powershell' && widerReading(this.posixReading, 'msys-or-wsl') !== this.posixReading) {
      return this.readAs('msys-or-wsl', () => this.subjects(c));
    }
    if (dynamic[0]) this.note('the command name comes from an expansion', source);
    // A runner's command written after a `--` it does not take (`timeout 5 -- rm x`, `dotenv run
    // -- rm x`): some fail to run `--`, some take it as the end of their options. Both are read.
    if (c.wrapped && raw === '--' && !dynamic[0] && words.length > 1) {
      this.note('a command named -- follows the runner, which may take it as the end of its options', source);
      this.subjects({ ...c, words: words.slice(1), dynamic: dynamic.slice(1), spans: spans.slice(1), plainName: false, tildeWords: c.tildeWords?.slice(1) });
      return;
    }
    if (dialect === 'powershell' && !dynamic[0]) {
      // (A native runner, `sudo`, `bash -c`, is read as from bash: nothing more of it here.)
      if (powershellStarts(this, c, name, base, raw, source, this.spelling !== 'windows')) return;
    } else if (dialect === 'bash' && !dynamic[0]) windowsStarts(this, c, base, source);
    if (record?.arithmetic === true && evaluatesArithmetic(name, words)) this.note(`${name} evaluates arithmetic, which can run commands named in variable values`, source);
    const builtin = facts?.builtinWithCode === true ? builtinProblem(name, words, dynamic) : undefined;
    if (builtin !== undefined) this.note(builtin, source);
    if (facts?.builtinWithCode === true) {
      const refs = namerefNames(name, words, dynamic);
      for (let k = 0; k < refs.length; k++) if (!this.namerefs.has(refs[k]!)) this.namerefs = new Set([...this.namerefs, refs[k]!]);
    }
    if (record !== undefined && changesGlobbing(name, words, dynamic, record.facts.assigning, spans, record.shellOptions)) this.globbingMayChange = true;
    if (facts?.assigning === true) {
      if (assignsVariable(words, dynamic, 'HOME')) this.homeChanged = true;
      if (assignsVariable(words, dynamic, 'CDPATH')) this.cdpathChanged = true;
      commandAssignments(this, words, dynamic, 1, words.length, source, depth, name, spans);
    }
    if (record === undefined || record.directory) this.flow.command(name, words, dynamic, c.wrapped, dialect);

    // A program run by its path is read (`/etc/x`, `./x` after `cd /etc`), as `sh /etc/x` reads it.
    // (PowerShell's `cd\` is a built-in function, no file.)
    if (!dynamic[0] && (raw.includes('/') || (dialect === 'powershell' && raw.includes('\\') && !isLocationFunction(raw)))) {
      const run: PathRef = { op: 'read', path: raw, scope: 'restrict', text: source, partType: 'argument', dynamic: false, below: 'none', possible: false };
      this.addPath(dialect === 'bash' ? run : powershellPath(run, this.spelling !== 'windows'));
    }
    // What the command runs, where it runs it: its own arguments are read here (past the budget, a wrapper's up to its command, which is read next: budget.ts).
    const runner = record?.runner === true ? runnerScan(name, words, dynamic) : undefined;
    commandEffects(this, c, name, raw, source, record, pastBudget && depth < MAX_NESTING && runner?.kind === 'wrapper' ? runner.scan.inner : undefined);
    const values = runner?.kind === 'wrapper' ? runner.scan.values : undefined;
    if (runner?.kind === 'wrapper') runnerEffects(this, c, runner, source);
    const elsewhere = dialect === 'bash' ? elsewhereOf(name, runner?.scan.options, values, words, dynamic) : undefined;
    if (elsewhere === undefined) runs(this, c, name, base, raw, source, runner, facts);
    else this.flow.elsewhere(elsewhere, () => runs(this, c, name, base, raw, source, runner, facts));
  }
}

export function analyzeShell(command: string, dialect: Dialect = 'bash', spelling: ProgramSpelling = 'exact'): ShellAnalysis {
  const first = analyzed(command, dialect, spelling, NO_NAMEREFS, true);
  // Read again knowing its references (`f(){ rm "$r"; }; declare -n r='a[@]'; f`), or without loop values where a variable may change (`declare -l f`): rare.
  const loopValues = first.loopCommands === undefined || !first.variablesMayChange;
  const a = first.namerefs.size === 0 && loopValues ? first : analyzed(command, dialect, spelling, first.namerefs, loopValues);
  // (A line that may change how bash globs: its globs are read with every option, as a program's.)
  const paths = a.globbingMayChange ? a.paths.map((p) => (p.shellExpanded === true ? { ...p, shellExpanded: false } : p)) : a.paths;
  return { commands: withInertRestricted(a.commands), paths, ...startWritesApart(a.urls), incomplete: a.incomplete, storedCode: a.writtenCode.storedCode(a.paths), metadataOnly: a.writtenCode.metadataOnly, homeChanged: a.homeChanged, cdpathChanged: a.cdpathChanged };
}

const NO_NAMEREFS: ReadonlySet<string> = new Set();
const NO_ASSIGNMENTS: readonly string[] = Object.freeze([]);

function analyzed(command: string, dialect: Dialect, spelling: ProgramSpelling, namerefs: ReadonlySet<string>, loopValues: boolean): Analyzer {
  const a = new Analyzer(spelling, namerefs, dialect, loopValues);
  if (command.length > MAX_COMMAND_LENGTH) a.note(`the command is longer than ${MAX_COMMAND_LENGTH} characters`, command.slice(0, 40));
  a.line(command, dialect, 0);
  lineExportedHosts(a, command);
  a.flow.finish();
  a.links.finish(a.paths);
  const runsWritten = a.writtenCode.problem();
  if (runsWritten !== undefined) a.note(runsWritten, command);
  return a;
}
