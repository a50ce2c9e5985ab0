// What a PowerShell command starts besides itself (Start-Process, cmd, wsl, a .NET member, a
// Windows runner; powershell-native.ts reads them): its bash line, files and problems, read into the analysis.

import type { PathRef } from './arguments.js';
import type { PosixReading } from './file-touches.js';
import type { WorkBudget } from './budget.js';
import { FileTouches } from './file-touches.js';
import { foreachMember, newObject } from './powershell-members.js';
import {
  arrayElements, cmd, invokeItem, LEGACY_QUOTES, legacyLine, nativeRunner, redefines, runsElsewhere, startProcess, WINDOWS_EXTENSION, wsl, type NativeRun,
} from './powershell-native.js';
import { NATIVE_OFF_WINDOWS } from './powershell-aliases.js';
import { powershellPaths } from './redirects.js';
import type { Reader, Simple } from './runs.js';
import { mayBeWindowsRunner, startsWindowsCode, windowsRunner } from './windows-runners.js';
import { diagnosticRunner } from './windows-code-loaders.js';
import { windowsFind } from './windows-copy-tools.js';
import { BASH_LAUNCHERS, bashLauncher, windowsSwitches } from './windows-launchers.js';
import { nameMemo } from './name-memo.js';
import { HIVE_COPY, pipelineObjectHiveReads } from './registry-hive-files.js';
import type { ProgramSpelling } from './program-name.js';

/** The analysis as what PowerShell starts adds to it (analyze.ts). */
export interface NativeRunReader extends Pick<Reader, 'flow' | 'note' | 'line'> {
  readonly budget: WorkBudget;
  addPath(ref: PathRef): void;
  /** How the platform spells programs (analyze.ts); not `windows`: PowerShell's paths read `\` as `/`. */
  readonly spelling: ProgramSpelling;
  /** Runs `read` with the paths it adds read by another system's programs too (analyze.ts). */
  readAs(reading: PosixReading, read: () => void): void;
  /** Reads a simple command's subjects (analyze.ts). */
  subjects(c: Simple): void;
}

/**
 * What the PowerShell command `name` (written `raw`, run as `base`) starts, read. A native runner
 * (`sudo`, `bash -c`; powershell-native.ts) is read as from bash, and true says the command is
 * read so and needs nothing more. `offWindows`: the platform is not win32, where PowerShell 7
 * leaves some names to native programs (NATIVE_OFF_WINDOWS).
 */
export function powershellStarts(a: NativeRunReader, c: Simple, name: string, base: string, raw: string, source: string, offWindows: boolean): boolean {
  const native = nativeRunner(base);
  if (native === undefined) {
    nativeStarts(a, c, name, base, source);
    const program = base.toLowerCase();
    // (The cmdlet's reading is read on by analyze.ts: on Windows the alias runs.)
    if (offWindows && NATIVE_OFF_WINDOWS.has(program)) readAsNative(a, c, program, raw);
    return false;
  }
  const { words, dynamic, depth } = c;
  readAsNative(a, c, native, raw);
  // (Windows PowerShell 5.1 passes a word's `"` unescaped: the words the runner may get instead.)
  const legacy = dynamic.includes(true) ? undefined : legacyLine(native, words);
  if (legacy !== undefined) {
    a.note(LEGACY_QUOTES, source);
    a.flow.isolated(() => a.line(legacy, 'bash', depth + 1));
  }
  // (`find` is also Windows' find.exe, which reads its files.)
  if (native === 'find') nativeStarts(a, c, name, base, source);
  return true;
}

/** The command read as the native program `program` run from bash with the same words. */
function readAsNative(a: NativeRunReader, c: Simple, program: string, raw: string): void {
  a.readAs('msys', () => a.subjects({ ...c, dialect: 'bash', words: [program, ...c.words.slice(1)], plainName: c.plainName && raw.replace(WINDOWS_EXTENSION, '').toLowerCase() === program, tildeWords: undefined }));
}

/** What the PowerShell command `name` (run as `base`) starts, if anything, read. */
function nativeStarts(a: NativeRunReader, c: Simple, name: string, base: string, source: string): void {
  const { words, dynamic, spans, text, depth } = c;
  const program = base.replace(WINDOWS_EXTENSION, '').toLowerCase();
  const started = name === 'Start-Process' ? startProcess(words, dynamic, arrayElements(text, spans)) : name === 'Invoke-Item' ? invokeItem()
    : name === 'ForEach-Object' ? foreachMember(words, dynamic, spans) : name === 'New-Object' ? newObject(words, dynamic)
    : program === 'cmd' ? cmd(words) : program === 'wsl' ? wsl(words, dynamic) : program === 'find' ? windowsFind(words, dynamic)
    : runsElsewhere(name, words, dynamic) ?? windowsRunner(name, program, base, words, dynamic) ?? diagnosticRunner(program, words, dynamic) ?? redefines(name, program, words, dynamic);
  if (started !== undefined) nativeRun(a, started, source, depth);
  // (A key the pipeline gives a registry reader as `$_`: `'HKLM:\\SAM' | % { gci $_ }`; as its input: powershell-piped-keys.ts.)
  const piped = pipelineObjectHiveReads(name, words, dynamic, text);
  if (piped.length > 0) hiveFileReads(a, piped, source, depth);
}

/** Reads the registry hives' files `paths` as possible reads of the command (`source`). */
export function hiveFileReads(a: NativeRunReader, paths: readonly string[], source: string, depth: number): void {
  nativeRun(a, { possibleReads: { paths, why: HIVE_COPY } }, source, depth);
}

/** What Start-Process, cmd or wsl runs: a bash line, files, or a problem. */
function nativeRun(a: NativeRunReader, run: NativeRun, source: string, depth: number): void {
  if (run.problem !== undefined) a.note(run.problem, source);
  if (run.reads !== undefined || run.writes !== undefined || run.possibleReads !== undefined) {
    const t = new FileTouches(source, a.budget.parts);
    for (const f of run.reads ?? []) t.read(f);
    for (const f of run.writes ?? []) t.edit(f);
    for (const f of run.possibleReads?.paths ?? []) t.possible(f, false, run.possibleReads!.why);
    // (Start-Process's -RedirectStandardOutput: read as -Path reads a backtick too.)
    for (const p of t.paths) for (const r of powershellPaths(p, a.spelling !== 'windows', true)) a.addPath(r);
  }
  const line = run.line;
  // (wsl's line runs in a Linux distribution: its paths are read as the distribution's too.)
  if (line !== undefined && line !== '') a.flow.isolated(() => (run.distribution === true ? a.readAs('wsl', () => a.line(line, 'bash', depth + 1)) : a.line(line, 'bash', depth + 1)));
  const powershell = run.powershellLine;
  if (powershell !== undefined) a.flow.isolated(() => a.line(powershell, 'powershell', depth + 1));
}

/** What the tables say of a bash command's name for windowsStarts: the program it is read as (lower case, without its extension), and whether a launcher. */
interface WindowsStart {
  readonly program: string;
  readonly launcher: boolean;
}
const NO_START: WindowsStart = Object.freeze({ program: '', launcher: false });

function windowsStartOf(base: string): WindowsStart {
  const program = (base.includes('.') ? base.replace(WINDOWS_EXTENSION, '') : base).toLowerCase();
  const launcher = BASH_LAUNCHERS.has(program);
  return launcher || startsWindowsCode(program, base) ? { program, launcher } : NO_START;
}

/** (Every command comes here: its name's answer is made once, name-memo.ts, not a copy and four lookups each time.) */
const windowsStartByName = nameMemo(windowsStartOf, NO_START);

/** A Windows runner or launcher in a bash line (Start-Process's program, `cmd /c`'s line; bash on Windows runs them too). */
export function windowsStarts(a: NativeRunReader, c: Simple, base: string, source: string): void {
  // (Most names are none: the first letter rules them out without a copy.)
  if (!mayBeWindowsRunner(base)) return;
  const start = windowsStartByName(base);
  if (start === NO_START) return;
  const { program, launcher } = start;
  const started = launcher ? bashLauncher(program, c.words, c.dynamic) : windowsRunner(base, program, base, windowsSwitches(program, c.words), c.dynamic);
  if (started !== undefined) nativeRun(a, started, source, c.depth);
}
