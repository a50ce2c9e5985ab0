/** Commands whose read operands are code they run (a script, a sourced file, a makefile, a Rakefile and rakelib's `.rake` files). */
export declare const CODE_READERS: ReadonlySet<string>;
/** Shells read startup files (`bash -i`, a login shell, zsh's .zshenv always): run them too. */
export declare const SHELLS: Set<string>;
export declare const STARTUP_FILES: string[];
/** Commands that move the line to another directory, where a file written below this one may be read implicitly. */
export declare const DIRECTORY_CHANGERS: Set<string>;
/** The same in a PowerShell line (its names resolved: `cd`, `sl`, `pushd` are these). */
export declare const POWERSHELL_LOCATION_CHANGERS: Set<string>;
/** Commands that change only a file's metadata, or remove it: what they touch holds no new code. */
export declare const METADATA_WRITERS: Set<string>;
/**
 * Compilers: their output holds code of the files they read, so it is new code only when they
 * read what the line wrote, or standard input (`gcc -x c - -o a <<< CODE`).
 */
export declare const COMPILERS: Set<string>;
/** PowerShell cmdlets that change only a file's metadata, or remove it. */
export declare const POWERSHELL_METADATA_WRITERS: Set<string>;
/** PowerShell cmdlets whose read operands are code they run or load (a script, a module, a types file). */
export declare const POWERSHELL_CODE_READERS: Set<string>;
/** PowerShell itself, whose `-File` (any prefix: `-f`, `-fi`) or `.ps1` operand is a script it runs. */
export declare const POWERSHELL_HOSTS: Set<string>;
export declare const FILE_OPTION: RegExp;
/**
 * launchctl's subcommands that load job plists (launchd runs their ProgramArguments): `load
 * [-wF] [-S TYPE] [-D DOMAIN] PATH...`, `bootstrap DOMAIN PATH...`; a directory's plists all load.
 */
export declare const LAUNCHCTL_LOADS: Set<string>;
export declare const LAUNCHCTL_LOAD_VALUES: Set<string>;
/** Copiers whose destination tree may hold programs under new names (`cp -r /bin b; ./b/rm x`). */
export declare const COPIERS: Set<string>;
/** What the tables above say of a name, as bits: one lookup where wrote and runs made two each (every command comes to both). */
export declare const METADATA_WRITER = 1;
export declare const COMPILER = 2;
export declare const COPIER = 4;
export declare const CODE_READER = 8;
export declare const SHELL = 16;
export declare const LAUNCHCTL = 32;
export declare const DIRECTORY_CHANGER = 64;
export declare const NAME_KINDS: ReadonlyMap<string, number>;
/**
 * Whether WrittenCode.runs reads more of command `name` than that it runs it: a kind of NAME_KINDS,
 * a Windows program that runs code, a reader of implicit code. Made once per name (name-memo.ts).
 */
export declare const readsMoreOf: (name: string) => boolean;
