import type { Simple } from './simple.js';
import type { DirectoryFlow } from './directory-flow.js';
import type { CommandSubject } from './subject.js';
import type { Runner } from './runner-scan.js';
import type { BashNameFacts } from './name-facts.js';
import { type LineShell } from './shell-dialects.js';
/** The analyzer, as what a command runs reaches it. */
export interface Reader {
    readonly commands: CommandSubject[];
    readonly flow: DirectoryFlow;
    note(reason: string, text: string): void;
    /** Reads a nested line (a `-c` string, an eval's words, a here-document). */
    line(text: string, dialect: Dialect, depth: number): void;
    /** The subjects of a simple command (a wrapped one, here). */
    subjects(c: Simple): void;
}
export type Dialect = 'bash' | 'powershell';
export type { Simple } from './simple.js';
/** Runs the commands `run` adds with scope `restrict`: a project runner's allow rule covers them. */
export declare function covered(a: Reader, run: () => void): void;
/** The commands a simple command runs: wrapped commands, nested lines, find's actions. */
export declare function runs(a: Reader, c: Simple, name: string, base: string, raw: string, source: string, runner: Runner | undefined, facts: BashNameFacts | undefined): void;
export declare function inner(a: Reader, c: Simple, from: number, assignments: readonly string[], end: number, appendUnknown: boolean): void;
/**
 * A nested line some shell runs: read as bash (or PowerShell), for deny and ask rules always; run
 * by another shell (/bin/sh, `$SHELL`, zsh), a construct that shell reads otherwise is a problem.
 */
export declare function shellLine(a: Pick<Reader, 'note' | 'line'>, text: string, shell: LineShell, depth: number, source: string, dialect?: Dialect): void;
