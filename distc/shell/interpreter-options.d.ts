import type { FileTouches } from './file-touches.js';
import type { Word } from './long-options.js';
import type { Language } from './inline-code.js';
/** What an option's value means to the analysis. */
export type Meaning = 
/** Code in the interpreter's language (`-c`, `-e`, `-r`, `--run`). */
'code'
/** python -m: the module, which takes the rest of the line. */
 | 'module'
/** A script file it runs (php -f, -F). */
 | 'script'
/** A file or directory it reads (perl -I, node --env-file). */
 | 'read'
/** A file or directory it reads, and writes files its content names (node --experimental-sea-config). */
 | 'config'
/** A file it writes (node --redirect-warnings). */
 | 'edit'
/** A directory it writes files in (node --cpu-prof-dir). */
 | 'editTree'
/** A module it loads: a path is read, a `data:` URL is code, a package name is looked up as `require` would. */
 | 'library'
/** perl and ruby -i: the rest of the cluster is the backup's suffix. */
 | 'inPlace'
/** ruby -C/-X: the script and the files are found in this directory. */
 | 'chdir'
/** perl -M/-m: `use MODULE ARGS`. */
 | 'perlModule'
/** perl -d[t]: the debugger, or with `:MOD` the module Devel::MOD (`use Devel::MOD ARGS`). */
 | 'perlDebugger'
/** perl -F: a pattern in `/…/`, `'…'` or `"…"` is pasted into the program as `split(PATTERN)`. */
 | 'perlSplit'
/** php -d KEY=VALUE. */
 | 'phpIni'
/** The code comes on standard input as well (python -i, node -i, php -a). */
 | 'stdin'
/** php -S: serves the document root (-t, or the working directory) to the network. */
 | 'server' | 'docroot'
/** node -p/--print: code when a word that is not an option follows. */
 | 'print'
/** node --run: a script of package.json run by a shell. */
 | 'packageScript' | 'problem' | 'none';
export interface ShortOption {
    /**
     * How it takes its value: a flag (the cluster goes on), the rest of the word (`rest`, maybe
     * empty), the rest of the word or else the next word (`word`), or the characters a pattern
     * matches, after which the cluster goes on (perl -l0e is -l0 -e).
     */
    readonly take: 'flag' | 'rest' | 'word' | RegExp;
    readonly means: Meaning;
}
export interface LongOption {
    /** A flag, a value given as `--name=VALUE` or the next word, or a value given only with `=`. */
    readonly take: 'flag' | 'word' | 'attached';
    readonly means: Meaning;
}
export interface OptionTable {
    readonly interpreter: string;
    readonly language: Language;
    /** Letters, by the letter; node's short options are whole words, found among `long` (`-pe`). */
    readonly short: ReadonlyMap<string, ShortOption> | undefined;
    /** By the word before any `=` (`--eval`, `-e` for node). */
    readonly long: ReadonlyMap<string, LongOption>;
    /** The option a long name the table lacks stands for (node: `--inspect_port`, `--no-warnings`). */
    readonly alias?: (name: string) => LongOption | undefined;
    /** Code given by an option ends the options (python -c and -m). */
    readonly codeEnds: boolean;
    /** `--`: the next word is the script, or the code is on standard input (php). */
    readonly doubleDash: 'script' | 'stdin';
    /** php's getopt drops a `=` between a short option and its attached value (`-f=FILE`). */
    readonly attachedEquals?: boolean;
}
/** CPython (and python2's -Q, -3, -U): `-c` and `-m` end the options; long options are exact. */
export declare const PYTHON_OPTIONS: OptionTable;
/** perl: `-0[octal|xHEX]`, `-l[octal]`, `-d[t][:MOD]` go on with the cluster; `-x`, `-F`, `-i`, `-C`, `-D`, `-V`, `-m`, `-M` end it. */
export declare const PERL_OPTIONS: OptionTable;
/** ruby: long options exact; `--enable-FEATURE` and `--disable-FEATURE` too. */
export declare const RUBY_OPTIONS: OptionTable;
/** php (sapi/cli/php_cli.c): its long names are exact, with `=VALUE` or the next word. */
export declare const PHP_OPTIONS: OptionTable;
export interface OptionRead {
    /** The option as written (`-c`, `--eval`), and its value. */
    readonly name: string;
    readonly means: Meaning;
    readonly value: Word | undefined;
}
export interface OptionsRead {
    readonly options: OptionRead[];
    /** The words after the options: the script and its arguments, or, with code, the arguments. */
    readonly operands: Word[];
    /** `-` (php: `--`): the program is read from standard input. */
    readonly stdinProgram: boolean;
    /** The scan stopped at an expansion where an option may be (the first operand). */
    readonly expansionStop?: boolean;
}
/**
 * Reads an interpreter's options as it does, up to the first operand (or `-c`/`-m` for python).
 * An option the table does not know is a problem, and the scan goes on past it.
 */
export declare function readOptions(table: OptionTable, words: readonly string[], dynamic: readonly boolean[], t: FileTouches): OptionsRead;
/** php -d KEY=VALUE: a setting that names a file is a part; one that runs a command (`sendmail_path`) a problem. */
export declare function phpIniTouches(value: Word, t: FileTouches): void;
