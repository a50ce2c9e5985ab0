import { type PathRef, type UrlRef } from './arguments.js';
import type { WorkBudget } from './budget.js';
import type { LineLinks } from './line-links.js';
import type { Runner } from './runner-scan.js';
import type { BashNameRecord } from './name-dispatch.js';
import { type Reader, type Simple } from './runs.js';
import { type AssignmentReader } from './variable-assignments.js';
import type { WrittenCode } from './written-code.js';
import type { ProgramSpelling } from './program-name.js';
/** The analyzer, as a command's effects reach it. */
export interface EffectsReader extends Reader, AssignmentReader {
    readonly paths: PathRef[];
    readonly budget: WorkBudget;
    readonly writtenCode: WrittenCode;
    readonly links: LineLinks;
    addPath(ref: PathRef): void;
    /** How the platform spells programs (analyze.ts); not `windows`: PowerShell's paths read `\` as `/`. */
    readonly spelling: ProgramSpelling;
    addUrl(ref: UrlRef): void;
    budgetSpent(at: string): void;
    storedLine(line: string, depth: number): void;
    /** Inside commands whose standard input the line gives (line-input.ts). */
    readonly lineInput: number;
}
/** Which of the Windows readers below may read a command: each field is the reader's own test of the name, so a false one reads nothing. */
export interface WindowsReaders {
    /** windowsCodeLoad (of the name as written: the record stands for it when that is the name). */
    readonly loader: boolean;
    /** readRegistryWrite, and storedProxyHosts, which also reads Set-Item's TrustedHosts. */
    readonly registry: boolean;
}
/**
 * The Windows readers of command `name`, made once per name (name-memo.ts): every command comes
 * here, and most are none of those programs, which their tests (calls, lookups, a lower-case copy
 * of the name) find again at each command.
 */
export declare const windowsReadersOf: (name: string) => WindowsReaders;
/** The files, lines, URLs and hosts of command `name` (its own words: what it runs is runs.ts's). */
export declare function commandEffects(a: EffectsReader, c: Simple, name: string, raw: string, source: string, record: BashNameRecord | undefined): void;
/** What runner `runner` does itself, before its command runs. */
export declare function runnerEffects(a: EffectsReader, c: Simple, runner: Extract<Runner, {
    kind: 'wrapper';
}>, source: string): void;
