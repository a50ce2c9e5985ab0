import type { CmdletBinding } from './cmdlet-parameters.js';
import type { FileCommand } from './file-commands.js';
export interface Operand {
    readonly word: string;
    readonly dynamic: boolean;
}
/** What the option words of one command say. */
export interface Options {
    readonly operands: Operand[];
    /** Files named by options (`grep -f FILE`, `--file=FILE`, `cp -t DIR` is `target`). */
    readonly optionFiles: Operand[];
    /** Directories options name that the command reads below (`jq -L DIR`). */
    readonly optionTrees: Operand[];
    /** Files options name that the command writes (`iconv -o FILE`). */
    readonly optionWrites: Operand[];
    /** Files listing the files the command reads (`--files0-from=F`). */
    readonly fileLists: Operand[];
    /** Command lines options name (`rsync -e CMD`). */
    readonly runs: Operand[];
    /** Files of settings options name that may run commands (`less -k FILE`). */
    readonly settings: Operand[];
    /** Searches options type at start (`less -p PATTERN`, read as `+/PATTERN`). */
    readonly startSearches: Operand[];
    target: Operand | undefined;
    recursive: boolean;
    follows: boolean;
    givesFirst: boolean;
    /** The operands are lists of the files it reads (`sha256sum -c`). */
    lists: boolean;
    /** Every operand is written (`install -d DIR…`). */
    editsAll: boolean;
    /** What it overwrites is backed up beside it (`cp -b`). */
    backup: boolean;
    /** The sources are hard-linked (`cp -l`). */
    links: boolean;
    /** The sources' directories are kept below the destination (`cp --parents`). */
    parents: boolean;
    /** An expansion or glob before `--` may be an option word (`*` may be a file named `--strip-program=rm`). */
    expansionMayBeOption: boolean;
}
/** A command's option words read with its table entry (file-commands.ts): operands, and what the options say. */
export declare function readOptions(name: string, cmd: FileCommand, words: readonly string[], dynamic: readonly boolean[], dialect: 'bash' | 'powershell'): Options;
/** A file cmdlet's words bound as PowerShell binds them (cmdlet-parameters.ts), as options. */
export declare function boundOptions(name: string, cmd: FileCommand, b: CmdletBinding<Operand>): Options;
