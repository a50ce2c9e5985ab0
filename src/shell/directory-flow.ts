// The working directory as the analysis walks a line (analyze.ts calls these at each junction of
// the syntax tree; the states and what moves them are directory-change.ts). `cwd` is where the
// next command starts; `ok` and `fail` where the line is after the last command succeeded or
// failed, since `&&` and `||` continue from one of them.

import type { CompoundKind } from './ast.js';
import {
  changedTo, directoryChangeOf, MOVES, powershellLocationOf, otherHomeFrom, rootedFrom, sameDirectory, START, union, unknownFrom, type Elsewhere, type WorkingDirectory,
} from './directory-change.js';
import { pathRefIn, type PathRef } from './file-touches.js';
import { isLocationFunction } from './powershell-aliases.js';
import type { CommandSubject } from './subject.js';

/** PowerShell's location cmdlets (canonical names): not followed, so they make relative paths unknown. */
const POWERSHELL_MOVES = new Set(['Set-Location', 'Push-Location', 'Pop-Location']);

/** Where the analysis was when a compound or function started: its paths and commands from there on. */
export interface FlowMark {
  readonly paths: number;
  readonly commands: number;
}

export class DirectoryFlow {
  // (Fields are `declare`d and set in the constructor, as in analyze.ts's Analyzer: ES2022 class
  // fields are defined by a separate initializer function, a cost on every line analyzed.)
  /** Where the next command starts (`cwd`); commands[stamped..] were found there and not yet stamped. */
  declare private here: WorkingDirectory;
  declare private stamped: number;
  declare private ok: WorkingDirectory;
  declare private fail: WorkingDirectory;
  /** Where a `cd` that is the current simple command leads when it succeeds. */
  declare private movedTo: WorkingDirectory | undefined;
  /** Some command changed directory. */
  declare private moved: boolean;
  /** A change the flow cannot place (in a function or trap, a PowerShell location): relative paths are unknown. */
  declare private unplaced: boolean;
  /** A PowerShell location change: relative paths (not commands) are unknown. */
  declare private unplacedPaths: boolean;
  /** Code that runs at a time the flow does not know (function bodies, traps): its paths and commands from there on, up to the second mark. */
  declare private deferred: [FlowMark, FlowMark][] | undefined;
  /** Inside a command run as another user (sudo, su): nested lines expand `~` to that user's home. */
  declare private otherUser: number;
  /** Inside code that runs at a time the flow does not know (deferredCode's depth). */
  declare private deferredDepth: number;
  /** Reads of deferred code to make again at the end (readAtEnd); null once finishing. */
  declare private later: (() => void)[] | undefined | null;

  /** The analysis's paths and commands, which finish() and loops mark. */
  declare private readonly paths: PathRef[];
  declare private readonly commands: CommandSubject[];

  constructor(paths: PathRef[], commands: CommandSubject[]) {
    this.paths = paths;
    this.commands = commands;
    this.here = START;
    this.stamped = 0;
    this.ok = START;
    this.fail = START;
    this.movedTo = undefined;
    this.moved = false;
    this.unplaced = false;
    this.unplacedPaths = false;
    this.deferred = undefined;
    this.otherUser = 0;
    this.deferredDepth = 0;
    this.later = undefined;
  }

  /** Inside a function body or trap: where it runs is not known while it is walked. */
  get deferring(): boolean {
    return this.deferredDepth > 0;
  }

  /** Reads to make again, as deferred code, once the line is walked (not while finishing: each is read once more). */
  readAtEnd(read: () => void): void {
    if (this.later !== null) (this.later ??= []).push(read);
  }

  get cwd(): WorkingDirectory {
    return this.here;
  }

  /** Moving on: the commands found since the last move ran where the line was (CommandSubject.cwd). */
  set cwd(to: WorkingDirectory) {
    if (to !== this.here) this.stamp();
    this.here = to;
  }

  private stamp(): void {
    const commands = this.commands;
    if (this.here !== START) for (let k = this.stamped; k < commands.length; k++) commands[k] = { ...commands[k]!, cwd: this.here };
    this.stamped = commands.length;
  }

  /** Where the paths and commands found from now on start. */
  mark(): FlowMark {
    return { paths: this.paths.length, commands: this.commands.length };
  }

  /** A path found now, with where the line may be. */
  at(ref: PathRef): PathRef {
    return this.cwd === START ? ref : pathRefIn(ref, this.cwd);
  }

  /** Where the line is after the last command, as either outcome (`;`). */
  private settle(state: WorkingDirectory): void {
    this.cwd = state;
    this.ok = state;
    this.fail = state;
  }

  /** Runs `walk` in a child process or subshell: the line's directory does not change. */
  isolated(walk: () => void): void {
    const { cwd, ok, fail } = this;
    walk();
    this.cwd = cwd;
    this.ok = ok;
    this.fail = fail;
  }

  /** Starts the next pipeline member where the pipeline started (the one before ran in a subshell). */
  restart(input: WorkingDirectory): void {
    this.settle(input);
  }

  /** Runs `walk` from `state`, then puts the flow back where it was (a construct's words and redirects). */
  from(state: WorkingDirectory, walk: () => void): void {
    this.isolated(() => {
      this.cwd = state;
      walk();
    });
  }

  /** Code that runs when the flow cannot say (a function body, a trap): its changes are unplaced. */
  deferredCode(walk: () => void): void {
    const from = this.mark();
    const before = this.cwd;
    this.deferredDepth++;
    this.isolated(() => {
      walk();
      if (!sameDirectory(this.cwd, before) || !sameDirectory(this.ok, before)) this.unplaced = true;
    });
    this.deferredDepth--;
    (this.deferred ??= []).push([from, this.mark()]);
  }

  /** A nested line starts (depth > 0: a `-c` string, eval, a here-document fed to a shell). */
  enterLine(depth: number): void {
    if (depth > 0 && this.otherUser > 0) this.settle(otherHomeFrom(this.cwd));
  }

  /** After a simple command that started in `before`. */
  afterSimple(before: WorkingDirectory): void {
    const to = this.movedTo;
    if (to === undefined) {
      this.settle(this.cwd);
      return;
    }
    // `cd x` may fail: where it was then.
    this.movedTo = undefined;
    this.ok = to;
    this.fail = before;
    this.cwd = union(before, to);
  }

  /** Before the command after `&&` / `||`: returns what afterNext needs. */
  beforeNext(op: '&&' | '||'): WorkingDirectory {
    const { ok, fail } = this;
    this.cwd = op === '&&' ? ok : fail;
    return op === '&&' ? fail : ok;
  }

  /** After it: `a && b` fails where a or b failed; `a || b` succeeds where a or b succeeded. */
  afterNext(op: '&&' | '||', kept: WorkingDirectory): void {
    if (op === '&&') this.fail = union(kept, this.fail);
    else this.ok = union(kept, this.ok);
    this.cwd = union(this.ok, this.fail);
  }

  /** After a pipeline of several commands that started in `input` (members in subshells, the last maybe not: lastpipe). */
  afterPipeline(input: WorkingDirectory): void {
    this.settle(union(input, this.cwd));
  }

  /** After `! cmd`: success and failure swap. */
  negated(): void {
    this.settle(this.cwd);
  }

  /** After a compound command's bodies, which started in `input`; `from` is where its paths start. */
  afterCompound(kind: CompoundKind, input: WorkingDirectory, from: FlowMark): void {
    switch (kind) {
      case 'subshell':
      case 'coproc':
        this.settle(input);
        return;
      case 'group':
      case 'script-block':
        return;
      case 'while':
      case 'until':
      case 'for':
      case 'select':
        // A loop that changes directory may run its body in any of the directories it reaches.
        if (sameDirectory(this.cwd, input)) this.settle(input);
        else {
          this.unknownFrom(from, this.mark());
          this.settle(unknownFrom(this.cwd));
        }
        return;
      default:
        // if, case (and the bodyless arith, cond): any branch, or none, ran.
        this.settle(union(input, this.cwd));
    }
  }

  /**
   * A function definition: one named like a directory builtin (`cd() { :; }`) makes `cd` in the
   * line something else, which may not move it, or move it elsewhere.
   */
  defines(name: string): void {
    if (MOVES.has(name)) this.moved = this.unplaced = true;
  }

  /** A command as the analysis reads it (`wrapped`: run by a wrapper, `command cd x`). */
  command(name: string, words: readonly string[], dynamic: readonly boolean[], wrapped: boolean, dialect: 'bash' | 'powershell'): void {
    if (dialect === 'powershell') {
      // (`cd\`, `cd..`, `D:` are built-in functions that run Set-Location.)
      const locationFunction = isLocationFunction(words[0] ?? '');
      if (!POWERSHELL_MOVES.has(name) && !locationFunction) return;
      // Commands are stamped where the line moved (command-directories.ts reads their relative
      // words there); paths are not followed into Windows directories: they stay unknown.
      this.moved = this.unplacedPaths = true;
      const moved = powershellLocationOf(name, words, dynamic, this.cwd, locationFunction);
      if (wrapped) this.cwd = union(this.cwd, moved);
      else this.movedTo = moved;
      return;
    }
    // An alias for a directory builtin, or the builtin disabled (`enable -n cd`): as above.
    if ((name === 'alias' || name === 'enable') && words.some((w, i) => i > 0 && (dynamic[i] || MOVES.has(w.split('=')[0]!)))) {
      this.moved = this.unplaced = true;
    }
    const to = directoryChangeOf(name, words, dynamic, this.cwd);
    if (to === undefined) return;
    this.moved = true;
    // A wrapped cd may or may not move this shell (`command cd` does, `timeout cd` cannot).
    if (wrapped) this.cwd = union(this.cwd, to);
    else this.movedTo = to;
  }

  /** Runs what a command runs (`run`), where it runs it: another directory, root or user. */
  elsewhere(how: Elsewhere, run: () => void): void {
    if (how === undefined) {
      run();
      return;
    }
    const { cwd, otherUser } = this;
    if (typeof how === 'object') this.cwd = changedTo(cwd, how.to, false);
    else if (how === 'root') this.cwd = rootedFrom(cwd);
    else if (how !== 'user') this.cwd = unknownFrom(cwd);
    if (how === 'user' || how === 'user-directory' || (typeof how === 'object' && how.user)) this.otherUser++;
    run();
    this.cwd = cwd;
    this.otherUser = otherUser;
  }

  /** Relative paths, and the relative words of commands, found between the marks resolve in directories the analysis cannot tell. */
  private unknownFrom(from: FlowMark, to: FlowMark): void {
    this.stamp();
    for (let k = from.paths; k < to.paths; k++) {
      const p = this.paths[k]!;
      this.paths[k] = pathRefIn(p, unknownFrom(p.cwd ?? START));
    }
    for (let k = from.commands; k < to.commands; k++) {
      const c = this.commands[k]!;
      this.commands[k] = { ...c, cwd: unknownFrom(c.cwd ?? START) };
    }
  }

  /** After the walk: paths and commands the flow could not place. */
  finish(): void {
    // (Deferred code read again with what the whole line did: given-values.ts laterValues.)
    const later = this.later;
    this.later = null;
    if (later !== undefined && later !== null) for (const read of later) this.deferredCode(read);
    this.stamp();
    if (this.unplaced) this.unknownFrom({ paths: 0, commands: 0 }, this.mark());
    else if (this.unplacedPaths) this.unknownFrom({ paths: 0, commands: this.commands.length }, this.mark());
    else if (this.moved && this.deferred !== undefined) for (const [from, to] of this.deferred) this.unknownFrom(from, to);
  }
}
