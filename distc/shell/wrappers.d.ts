import { type OptionSpec } from './wrapper-specs.js';
import { type EnvironmentEffect } from './wrapper-environment.js';
export { OTHER_SHELLS, POSIX_SHELLS, POWERSHELLS, TRANSPARENT_FOR_ALLOW, WRAPPER_SPECS } from './wrapper-specs.js';
export { scanPosixShell } from './posix-shell-arguments.js';
export interface WrapperScan {
    /** Index of the wrapped command's name, or undefined when the wrapper runs nothing. */
    readonly inner: number | undefined;
    /** Or the indices of the command's words, picked from among the runner's options (npm reads them anywhere). */
    readonly command?: readonly number[];
    /** Their texts, when one is a piece of its word (npm reads `--yes=rm` as `--yes` and `rm`). */
    readonly commandWords?: readonly string[];
    /** Files the wrapper itself reads or writes (`strace -o FILE`, `flock FILE`). */
    readonly files?: readonly WrapperFile[];
    /** `NAME=value` words the wrapper takes before the command (env, sudo), and variables its options set (`systemd-run -E`). */
    readonly assignments: readonly string[];
    /** Variables its options set (`bwrap --setenv NAME VALUE`): a command variable's value is a line (wrapper-environment.ts). */
    readonly environment?: readonly {
        readonly name: string;
        readonly value: string;
        readonly dynamic: boolean;
    }[];
    /** The options given, by the name the grammar knows them (`-C`, `--chdir`), in order. */
    readonly options: readonly string[];
    /** Per option, its one-word value when it has one that is known (`-C /etc`, `--chdir=/etc`). */
    readonly values: readonly (string | undefined)[];
    /** A command line the wrapper runs instead (`flock F -c 'cmd'`; `env -S`, approximately). */
    readonly line?: {
        readonly text: string;
        readonly exact: boolean;
    };
    /** A command line an option runs on this machine, even when the command runs elsewhere (`ssh -o ProxyCommand=CMD`). */
    readonly localLine?: string;
    /** It runs no command but starts a shell, which reads its commands from standard input (`sudo -s`). */
    readonly startsShell: boolean;
    /** Something the scan could not read (an unknown option, a missing operand). */
    readonly problem?: string;
}
export interface WrapperFile {
    readonly op: 'read' | 'edit';
    readonly word: string;
    /** The word comes from an expansion (any path). */
    readonly dynamic: boolean;
}
export declare class Scan {
    readonly assignments: string[];
    readonly options: string[];
    readonly values: (string | undefined)[];
    readonly files: WrapperFile[];
    readonly environment: {
        name: string;
        value: string;
        dynamic: boolean;
    }[];
    /** An option was given after which its operands are files it edits (`sudo -e FILE`). */
    editing: boolean;
    line: {
        text: string;
        exact: boolean;
    } | undefined;
    localLine: string | undefined;
    /** An option the grammar does not know (read as a flag: the scan goes on, the line never allows). */
    unknown: string | undefined;
    unknowns: number;
    /** Variables it loads from a source of its own (dotenv's `.env`): a problem, though any shell it starts is still read. */
    loads: string | undefined;
    readonly name: string;
    readonly s: OptionSpec;
    readonly words: readonly string[];
    readonly dynamic: readonly boolean[];
    constructor(name: string, s: OptionSpec, words: readonly string[], dynamic: readonly boolean[]);
    result(inner: number | undefined, problem?: string | undefined): WrapperScan;
    /** An option that sets variables for the command (wrapper-environment.ts): `attached`, or the words after `at`. */
    setsVariables(name: string, attached: string | undefined, at: number): void;
    applyEnvironment(e: EnvironmentEffect): void;
    /** An option given, with its value (a one-word argument, attached or the word after `at`). */
    given(name: string, attached: string | undefined, at: number, count: number): void;
    /** An option whose value (attached, or the next word after `at`) is a shell line. */
    commandLine(value: string | undefined, at: number): WrapperScan;
    /** `env -S STRING`: the string, then the words after it, as one line. */
    splitString(value: string, next: number): WrapperScan;
}
/** Finds the wrapped command in `words` (values; `dynamic` per word) after the wrapper name. */
export declare function scanWrapper(name: string, words: readonly string[], dynamic: readonly boolean[]): WrapperScan;
/**
 * One option word at `i`: the index of its last word (values taken from the words after it), or
 * the scan's end (no command after it, or a word the grammar does not know).
 */
export declare function option(scan: Scan, w: string, i: number): number | WrapperScan;
