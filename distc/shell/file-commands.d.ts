import { type Grammar } from './long-options.js';
export type Use = 
/** Every operand is read / edited. */
'read' | 'edit'
/** The first operand is a pattern or script unless an option gives it; the rest are read. */
 | 'search'
/** The first operand is a mode or owner unless an option gives it; the rest are edited. */
 | 'mode'
/** Sources are read, the last operand (or `-t DIR`) is written: cp, scp, rsync, install. */
 | 'copy'
/** Sources are edited with all below them, the last operand is written: mv. */
 | 'move'
/** `[INPUT [OUTPUT]]`: the first operand is read, the second written (uniq, xxd). */
 | 'filter'
/** No operand is a file, only the files options name (`date -f FILE`, `units -f FILE`). */
 | 'none';
export interface FileCommand {
    readonly use: Use;
    /** Searches directories below its operands whatever its options (`rg`, `ag`, `ack`). */
    readonly alwaysRecursive?: boolean;
    /** Short option letters that make it recursive (`r` of `grep -rn`). */
    readonly recursiveLetters?: string;
    /** Short option letters that make it follow symbolic links while recursing. */
    readonly followLetters?: string;
    /** Long options (full names) that make it recursive / follow links. */
    readonly recursiveLong?: readonly string[];
    readonly followLong?: readonly string[];
    /** Short letters and long names of the options that give the first operand (pattern, script, mode). */
    readonly givesFirstLetters?: string;
    readonly givesFirstLong?: readonly string[];
    /** Short letters and long names whose argument is a file the command reads (`grep -f FILE`). */
    readonly readsArgLetters?: string;
    readonly readsArgLong?: readonly string[];
    /** Short letters and long names whose argument is a file the command writes (`iconv -o FILE`). */
    readonly writesArgLetters?: string;
    readonly writesArgLong?: readonly string[];
    /** Short letters and long names whose argument is a file of settings that may run commands (`less -k FILE`): read, and a problem. */
    readonly settingsArgLetters?: string;
    readonly settingsArgLong?: readonly string[];
    /** Long names whose argument is a file listing the files it reads (`wc --files0-from=F`): those are unknown. */
    readonly listsFilesLong?: readonly string[];
    /** Long names whose list is optional, attached only (`xz --files[=F]`): without one, standard input is the list. */
    readonly listsFilesOptionalLong?: readonly string[];
    /** Reads options and operands from `@FILE` (binutils' response files): such a file is read, and what it says unknown. */
    readonly responseFiles?: boolean;
    /** Short letters whose argument is such a list (`file -f LIST`). */
    readonly listsFilesLetters?: string;
    /** Short letters and long names whose argument is a tag: it opens the file a tags file (`./tags`) names, unknown (`less -t TAG`). */
    readonly tagLetters?: string;
    readonly tagLong?: readonly string[];
    /** Short letters and long names that make every operand one it writes (`install -d DIR…`). */
    readonly editsAllLetters?: string;
    readonly editsAllLong?: readonly string[];
    /** Short letters and long names that make every operand such a list (`sha256sum -c SUMS`). */
    readonly listLetters?: string;
    readonly listLong?: readonly string[];
    /**
     * The tool's long options (getopt_long: a unique prefix stands for one): those that take a
     * value take the next word (`grep --include '*.ts' x`), when none of the lists above reads it.
     */
    readonly longValues?: Grammar;
    /** Options whose argument is the next word and is not a file (`grep -e PATTERN`): exact words. */
    readonly textArgWords?: readonly string[];
    /** Options followed by two words, a name and a value that is not a file (`jq --arg NAME VALUE`): exact words. */
    readonly pairTextWords?: readonly string[];
    /** Options followed by a name and a file read (`jq --rawfile NAME FILE`): exact words. */
    readonly pairReadsWords?: readonly string[];
    /** Long options that, written whole, are themselves, not an abbreviation of a listed longer one (`--exclude`, `--exclude-from`). */
    readonly wholeLong?: readonly string[];
    /**
     * Short option letters that take an argument (the rest of the cluster, or the next word): a
     * cluster's letters after one of them are its argument, not options (`-epassword`).
     */
    readonly argLetters?: string;
    /**
     * Short letters and long names whose argument is a command line it runs here (`rsync -e CMD`,
     * `scp -S PROGRAM`), and those whose argument is an ssh option that may name one (`-o ProxyCommand=CMD`).
     */
    readonly runsArgLetters?: string;
    readonly runsArgLong?: readonly string[];
    readonly sshOptionLetters?: string;
    /** Short letters and long names that make it back up what it overwrites (`cp -b`, `--suffix=.bak`): files beside the destination. */
    readonly backupLetters?: string;
    readonly backupLong?: readonly string[];
    /** Short letters and long names that link the sources (`cp -l`, `-s`): a new name for a source is an edit of it. */
    readonly linkLetters?: string;
    readonly linkLong?: readonly string[];
    /** Long names that keep the sources' directories below the destination (`cp --parents`). */
    readonly parentsLong?: readonly string[];
    /** Short letters whose argument is a directory it reads below (`jq -L DIR`). */
    readonly treeArgLetters?: string;
    /** Windows switches (`/E`, `/XD:x`) are no operands. */
    readonly slashSwitches?: boolean;
    /** An operand may be a URL it fetches (vim's netrw, xmllint): a host for deny and ask rules. */
    readonly fetchesUrls?: boolean;
    /** `+CMD` operands are commands run at start (less: `+!CMD` runs CMD by a shell). */
    readonly plusCommands?: boolean;
    /** Short letters and long names whose value is a search typed at start, as `+/VALUE` is (less `-p PATTERN`): a newline in it ends the search and starts commands. */
    readonly startSearchLetters?: string;
    readonly startSearchLong?: readonly string[];
    /**
     * An operand (or option file) may be a directory whose files it reads, without recursing:
     * `diff FILE DIR` reads DIR/FILE, `diff DIR1 DIR2` the files of both (one level; read as all below).
     */
    readonly readsDirectories?: boolean;
    /** Writes beside each operand: its compressed or decompressed copy (`gzip f` writes `f.gz`; `zcat f` opens `f.gz`). */
    readonly compressed?: boolean;
    /** Renames each operand before removing it (`shred -u`: to `0…0` in its directory). */
    readonly zeroRenames?: boolean;
}
/**
 * The options of a command that run a command or read settings that may (`install
 * --strip-program`, `rsync -e`, `less -k`, less's `+!CMD` operands), as written in a message; ''
 * when it has none. An expansion or glob that may be an option of such a command may be one of
 * them (a file named `--strip-program=rm` in the directory `install *` copies from).
 */
export declare function commandRunningOptions(cmd: FileCommand): string;
/**
 * Commands that only read or write the data of their file arguments, never run, load or follow
 * what the data says: a process substitution given to one (`diff <(sort a) <(sort b)`, `tee
 * >(gzip > x.gz)`) is a pipe, /dev/fd/N, fed by a command the analysis reads on its own. Not
 * here: interpreters, `source`, editors, m4, bc, XML/jq/yq readers (entities, imports, scripts).
 */
export declare const PIPE_READERS: ReadonlySet<string>;
export declare const FILE_COMMANDS: ReadonlyMap<string, FileCommand>;
export declare const CMDLET_FILES: ReadonlyMap<string, FileCommand>;
