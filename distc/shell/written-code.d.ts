import { type PathRef } from './file-touches.js';
/** Whether a path is relative and below a subdirectory that is not a .git (`dist/package.json`, not `./x`, `.git/config`, `/w/x`). */
export declare function inSubdirectory(path: string): boolean;
export declare class WrittenCode {
    /** Last segments of the files the line writes, and whether one was written in a directory (`~/bin/ls`). */
    private written;
    /** Last segments of directories a copier writes below. */
    private trees;
    /** The line writes a file it cannot name (an expansion, a glob). */
    private writtenUnknown;
    /** Files the line runs, by last segment, with the text that runs them. */
    private ran;
    /** Segments of the directories files are run from (`./b/rm`: `b`). */
    private ranBelow;
    /** Commands run by name (a PATH lookup), with the text that runs them: [name, text] pairs. */
    private ranByName;
    /** Last segments of the files written by other programs than those that read them implicitly (ranImplicitly). */
    private writtenByOthers;
    /** As writtenByOthers, the files written below a relative subdirectory other than a .git. */
    private writtenBelow;
    /** The line changes directory (cd, pushd, a runner's `--prefix DIR`): writtenBelow counts too. */
    private moved;
    /** Programs that read files as code implicitly (implicit-code-files.ts), with their words and the text that runs them. */
    private implicitRuns;
    /** A file run named by an expansion. */
    private ranUnknown;
    /** Last segments of directories whose whole tree is compiled and run (`aspnet_compiler -p DIR`), with the text that runs them. */
    private ranTrees;
    /** The paths of the files written, for `ranTrees`. */
    private writtenPaths;
    constructor();
    /** The parts of one command named `name`: its edit parts are files it writes. */
    wrote(name: string, paths: readonly PathRef[], words: readonly string[], dynamic: readonly boolean[], stdinGiven: boolean): void;
    /** The parts of one PowerShell command named `name` (a resolved cmdlet name, or a program's). */
    wrotePowerShell(name: string, paths: readonly PathRef[]): void;
    /** What one PowerShell command runs: a script by its path (`./x.ps1`, `& .\\x.ps1`, `. ./x.ps1`), the code a cmdlet loads, pwsh's -File. */
    runsPowerShell(name: string, raw: string, paths: readonly PathRef[], words: readonly string[], dynamic: readonly boolean[], source: string): void;
    /** A redirect's or runner's file. */
    wroteOne(p: PathRef, copier?: boolean, ownSettings?: boolean): void;
    /** What one command runs: its own path, or the files a code reader reads. */
    runs(name: string, raw: string, paths: readonly PathRef[], words: readonly string[], dynamic: readonly boolean[], source: string, readsMore?: boolean): void;
    /** The job plists `launchctl load|bootstrap` loads (a directory: every plist below it). */
    private ranJobs;
    /** The files a Windows code loader runs (windows-code-loaders.ts: msbuild's project, regsvr32's `/i:` scriptlet, setres's choice.cmd). */
    loads(files: readonly string[], unknown: string | undefined, source: string): void;
    /** Why the line is incomplete: it runs a file it writes; undefined when it runs none. */
    problem(): string | undefined;
    /** Why a program that reads files as code implicitly runs one the line writes (by another program), or undefined. */
    private ranImplicitly;
    /** The files a code reader (a script's interpreter, make) reads: the code it runs. */
    private ranCode;
    /**
     * What a Windows program runs as code (windows-code-hosts.ts): the files it is given (cscript's
     * script, cmstp's INF, `diskshadow /s`'s script, control's `.cpl`, InstallUtil's assembly), files of a
     * fixed name it finds (`fsutil trace decode` runs ./netsh.exe), and trees it compiles.
     */
    /** `msysSwitches`: a bash line's words, whose `//x` switches MSYS passes as `/x` (windows-launchers.ts). */
    private ranWindowsCode;
    private ranPath;
    /** A compiler reads a file the line wrote (earlier in the walk), or an unknown one. */
    private compilesWritten;
}
