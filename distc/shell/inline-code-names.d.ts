export type Language = 'python' | 'node' | 'perl' | 'ruby' | 'php';
/**
 * `copy`: the first argument read, the second written, or the file of that name below it (a
 * directory); `copyTree`: the same, everything below both; `unpack`: an archive read, extracted
 * below the second argument (or the working directory); `editEach`: every string argument written
 * (ruby's `File.chmod(0o644, "a", "b")`, `FileUtils.chmod("u+x", "a")`, `FileUtils.rm_f(["a", "b"])`).
 */
export type Effect = 'line' | 'argv' | 'read' | 'edit' | 'editEach' | 'move' | 'open' | 'copy' | 'copyTree' | 'unpack';
/** Calls by their full name (python: module.function, after its imports; node: the last name). */
export declare const CALLS: Readonly<Record<Language, ReadonlyMap<string, Effect>>>;
/**
 * Calls whose first argument is their one path and whose others are data or options
 * (`writeFileSync(path, JSON.stringify(x))`, ruby's `File.write(path, s)`): a literal path is read
 * though the rest is not literal. (Not python's `Path(a, b)`, which joins its arguments, `dir_fd=`,
 * perl's `unlink LIST`, or php's `FILE_USE_INCLUDE_PATH`, which change what the path names.)
 */
export declare const PATH_THEN_DATA: Readonly<Partial<Record<Language, ReadonlySet<string>>>>;
/** The effects that run a command. */
export declare function runsCommand(effect: Effect | undefined): boolean;
/**
 * Why a name in the code (python: after its imports; none of CALLS) may reach code or commands,
 * or undefined. `followedBy`: the character after the name.
 */
export declare function indirection(lang: Language, name: string, followedBy: string): string | undefined;
/** Whether `from MODULE import *` binds functions that run commands under bare names. */
export declare function starImportRuns(module: string): boolean;
/** Values of a python call's keyword arguments that are no code (`stdout=subprocess.PIPE`). */
export declare const PYTHON_CONSTANTS: ReadonlySet<string>;
/** Node modules that run code given as a string or file: `require("vm")` is a problem. */
export declare const NODE_CODE_MODULES: ReadonlySet<string>;
/**
 * A python program's imports: each name bound to what it stands for (`import os as o`: o is os;
 * `from os import system as s`: s is os.system), and the modules imported whole (`from os import *`).
 */
export declare function pythonImports(code: string): {
    readonly names: ReadonlyMap<string, string>;
    readonly star: readonly string[];
} | undefined;
/** A dotted name with its first segment read through the imports. */
export declare function canonicalName(name: string, imports: ReturnType<typeof pythonImports>): string;
