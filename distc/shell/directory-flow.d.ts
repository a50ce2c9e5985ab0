import type { CompoundKind } from './ast.js';
import { type Elsewhere, type WorkingDirectory } from './directory-change.js';
import { type PathRef } from './file-touches.js';
import type { CommandSubject } from './subject.js';
/** Where the analysis was when a compound or function started: its paths and commands from there on. */
export interface FlowMark {
    readonly paths: number;
    readonly commands: number;
}
export declare class DirectoryFlow {
    /** Where the next command starts (`cwd`); commands[stamped..] were found there and not yet stamped. */
    private here;
    private stamped;
    private ok;
    private fail;
    /** Where a `cd` that is the current simple command leads when it succeeds. */
    private movedTo;
    /** Some command changed directory. */
    private moved;
    /** A change the flow cannot place (in a function or trap, a PowerShell location): relative paths are unknown. */
    private unplaced;
    /** A PowerShell location change: relative paths (not commands) are unknown. */
    private unplacedPaths;
    /** Code that runs at a time the flow does not know (function bodies, traps): its paths and commands from there on, up to the second mark. */
    private deferred;
    /** Inside a command run as another user (sudo, su): nested lines expand `~` to that user's home. */
    private otherUser;
    /** Inside code that runs at a time the flow does not know (deferredCode's depth). */
    private deferredDepth;
    /** Reads of deferred code to make again at the end (readAtEnd); null once finishing. */
    private later;
    /** The analysis's paths and commands, which finish() and loops mark. */
    private readonly paths;
    private readonly commands;
    constructor(paths: PathRef[], commands: CommandSubject[]);
    /** Inside a function body or trap: where it runs is not known while it is walked. */
    get deferring(): boolean;
    /** Reads to make again, as deferred code, once the line is walked (not while finishing: each is read once more). */
    readAtEnd(read: () => void): void;
    get cwd(): WorkingDirectory;
    /** Moving on: the commands found since the last move ran where the line was (CommandSubject.cwd). */
    set cwd(to: WorkingDirectory);
    private stamp;
    /** Where the paths and commands found from now on start. */
    mark(): FlowMark;
    /** A path found now, with where the line may be. */
    at(ref: PathRef): PathRef;
    /** Where the line is after the last command, as either outcome (`;`). */
    private settle;
    /** Runs `walk` in a child process or subshell: the line's directory does not change. */
    isolated(walk: () => void): void;
    /** Starts the next pipeline member where the pipeline started (the one before ran in a subshell). */
    restart(input: WorkingDirectory): void;
    /** Runs `walk` from `state`, then puts the flow back where it was (a construct's words and redirects). */
    from(state: WorkingDirectory, walk: () => void): void;
    /** Code that runs when the flow cannot say (a function body, a trap): its changes are unplaced. */
    deferredCode(walk: () => void): void;
    /** A nested line starts (depth > 0: a `-c` string, eval, a here-document fed to a shell). */
    enterLine(depth: number): void;
    /** After a simple command that started in `before`. */
    afterSimple(before: WorkingDirectory): void;
    /** Before the command after `&&` / `||`: returns what afterNext needs. */
    beforeNext(op: '&&' | '||'): WorkingDirectory;
    /** After it: `a && b` fails where a or b failed; `a || b` succeeds where a or b succeeded. */
    afterNext(op: '&&' | '||', kept: WorkingDirectory): void;
    /** After a pipeline of several commands that started in `input` (members in subshells, the last maybe not: lastpipe). */
    afterPipeline(input: WorkingDirectory): void;
    /** After `! cmd`: success and failure swap. */
    negated(): void;
    /** After a compound command's bodies, which started in `input`; `from` is where its paths start. */
    afterCompound(kind: CompoundKind, input: WorkingDirectory, from: FlowMark): void;
    /**
     * A function definition: one named like a directory builtin (`cd() { :; }`) makes `cd` in the
     * line something else, which may not move it, or move it elsewhere.
     */
    defines(name: string): void;
    /** A command as the analysis reads it (`wrapped`: run by a wrapper, `command cd x`). */
    command(name: string, words: readonly string[], dynamic: readonly boolean[], wrapped: boolean, dialect: 'bash' | 'powershell'): void;
    /** Runs what a command runs (`run`), where it runs it: another directory, root or user. */
    elsewhere(how: Elsewhere, run: () => void): void;
    /** Relative paths, and the relative words of commands, found between the marks resolve in directories the analysis cannot tell. */
    private unknownFrom;
    /** After the walk: paths and commands the flow could not place. */
    finish(): void;
}
