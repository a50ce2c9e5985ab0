/** Is `word`, the first after `name`, the version a RubyGems stub runs (`bundle _2.3.7_ exec CMD`), so no word of the command? */
export declare function isGemVersionSelector(name: string, word: string): boolean;
/** Is `word`, the first after `name`, the toolchain rustup's proxy runs (`cargo +nightly publish`), so no word of the command? */
export declare function isToolchainSelector(name: string, word: string): boolean;
/**
 * The other names a deny or ask rule may know a program by (a rule naming pip fires on pip3):
 * a versioned name's shorter versions and bare name (`pip3.12`: pip3, pip; `python3.12.1`:
 * python3.12, python3, python), and a renamed program's name (`nodejs`: node). Undefined when
 * there are none.
 */
export declare function programAliases(base: string): string[] | undefined;
export declare function analysisName(written: string): string;
/** `exact` (linux), `anyCase` (darwin, caseInsensitive), `windows` (any case, without `.exe`…). */
export type ProgramSpelling = 'exact' | 'anyCase' | 'windows';
export declare function programSpelling(platform: string, foldCase: boolean): ProgramSpelling;
/**
 * A Windows program's name without its extension and trailing dots or blanks (`bash.exe.`), as
 * `name.replace(/(?:\.(?:exe|com|bat|cmd))?[. ]*$/i, '')` by a scan (the regex retried from each
 * dot of a long run): the extension can only end where the run of dots and blanks starts.
 */
export declare function withoutWindowsSuffix(name: string): string;
/**
 * The name a table knows the program named `base` (a basename) by, where the platform finds
 * it: folded (see above); as written on linux. (Cheap first test: most names are lower case.)
 */
export declare function programName(base: string, spelling: ProgramSpelling): string;
/** Is `base` a name WSL may run as a Windows program (`rm.exe`, `CMD.EXE`)? (Cheap first test: the dot.) */
export declare function isWindowsProgramName(base: string): boolean;
/** The program a `.exe` or `.com` name runs, folded as Windows finds it (`RM.EXE`: rm). */
export declare function windowsProgramBase(base: string): string;
