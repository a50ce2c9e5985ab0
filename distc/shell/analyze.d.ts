import type { Command, SimpleCommand, Word } from './ast.js';
import { type NativeRunReader } from './powershell-starts.js';
import type { PathRef, UrlRef } from './arguments.js';
import { type PosixReading } from './file-touches.js';
import { DirectoryFlow } from './directory-flow.js';
import { WorkBudget } from './budget.js';
import { type AssignmentReader } from './variable-assignments.js';
import { type CommandSubject } from './subject.js';
import { type ProgramSpelling } from './program-name.js';
import { WrittenCode } from './written-code.js';
import { LineLinks } from './line-links.js';
import type { Incomplete, ShellAnalysis } from './analysis.js';
import { type Reader, type Dialect, type Simple } from './runs.js';
export type { PathRef, UrlRef } from './arguments.js';
export declare const MAX_COMMAND_LENGTH = 10000;
export declare const MAX_NESTING = 32;
export type { Incomplete, ShellAnalysis } from './analysis.js';
export declare class Analyzer implements Reader, AssignmentReader, NativeRunReader {
    readonly commands: CommandSubject[];
    readonly paths: PathRef[];
    readonly urls: UrlRef[];
    readonly incomplete: Incomplete[];
    /** Inside a stored line (storedLine): its commands, paths and URLs are for deny and ask rules only. */
    private stored;
    /** Inside commands whose standard input the line gives (line-input.ts): a program read from it may be the line's text. */
    lineInput: number;
    homeChanged: boolean;
    cdpathChanged: boolean;
    /** The line may change how bash expands globs (glob-options.ts): no glob is read as bash's default one. */
    globbingMayChange: boolean;
    /** Where the line may be when each command runs. */
    readonly flow: DirectoryFlow;
    readonly budget: WorkBudget;
    private budgetNoted;
    /** Files the line writes and files it runs (a script it wrote is not analyzed). */
    readonly writtenCode: WrittenCode;
    /** Symbolic links the line makes: paths through them are unknown. */
    readonly links: LineLinks;
    /** Names the line makes references (`declare -n r='a[@]'`: `"$r"` may be many words), seeded by a first reading. */
    namerefs: ReadonlySet<string>;
    /** How the programs reading the current command's paths read them, when not as the line's dialect (file-touches.ts). */
    private posixReading;
    /** Loops' first commands with the loop's word for its variable (loop-values.ts); whether the line may change what a variable holds (an attribute, a DEBUG trap). */
    loopCommands: Map<SimpleCommand, SimpleCommand> | undefined;
    variablesMayChange: boolean;
    readonly spelling: ProgramSpelling;
    private readonly topDialect;
    readonly loopValues: boolean;
    values: AssignmentReader['values'];
    constructor(spelling: ProgramSpelling, namerefs: ReadonlySet<string>, topDialect: Dialect, loopValues: boolean);
    note(reason: string, text: string): void;
    /** The work budget ran out (noted once): what was read is still checked, the rest never allows. */
    budgetSpent(at: string): void;
    addPath(ref: PathRef): void;
    addUrl(ref: UrlRef): void;
    /**
     * Runs `read` with the paths it adds read as `reading` too: in a PowerShell line, a bash-dialect
     * command's by MSYS programs (`sh -c`, `grep.exe`) and `bash`'s also by WSL's; a wsl line's, from
     * either dialect, by the distribution's. Readings add up (widerReading).
     */
    readAs(reading: PosixReading, read: () => void): void;
    /** Parses a line (the top level, or a nested `-c` / eval / here-document string). */
    line(text: string, dialect: Dialect, depth: number): void;
    walk(node: Command, text: string, dialect: Dialect, depth: number): void;
    /** The commands a word runs (`$(...)`, `<(...)`): in subshells. */
    bodiesOf(word: Word, text: string, dialect: Dialect, depth: number): void;
    private simple;
    /** Runs `walk` as commands whose standard input comes from the line (when `fed`). */
    fedFromLine(walk: () => void, fed?: boolean): void;
    /** A line stored to be run later (`git config core.pager CMD`): deny and ask rules see it, allow rules need not. */
    storedLine(line: string, depth: number): void;
    /** Subjects for one simple command, seeing through wrappers and nested shells. */
    subjects(c: Simple): void;
}
export declare function analyzeShell(command: string, dialect?: Dialect, spelling?: ProgramSpelling): ShellAnalysis;
