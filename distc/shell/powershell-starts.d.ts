import type { PathRef } from './arguments.js';
import type { PosixReading } from './file-touches.js';
import type { WorkBudget } from './budget.js';
import type { Reader, Simple } from './runs.js';
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
export declare function powershellStarts(a: NativeRunReader, c: Simple, name: string, base: string, raw: string, source: string, offWindows: boolean): boolean;
/** A Windows runner or launcher in a bash line (Start-Process's program, `cmd /c`'s line; bash on Windows runs them too). */
export declare function windowsStarts(a: NativeRunReader, c: Simple, base: string, source: string): void;
