import type { Command, Word } from './ast.js';
import { type PipedText } from './piped-text.js';
/** Distinct values kept per variable: more make the command's reading incomplete (a work bound). */
export declare const MAX_VALUES = 16;
/** The literal values a line has assigned, by variable, and the values it exported. */
export declare class LineValues {
    readonly byName: Map<string, string[]>;
    readonly exported: string[];
    /** A variable with more than MAX_VALUES values: its words are not read. */
    readonly overflowing: Set<string>;
    /** The texts the line writes to files, by file (piped-text.ts writtenFileText). */
    readonly files: Map<string, PipedText[]>;
    /** Files written more often than their texts are kept: a command reading one asks. */
    readonly overflowingFiles: Set<string>;
    /** Why a file of overflowingFiles is not read where that is not its count (`{ … >&2; } 2> g`, `exec 3>g`): the first reason, for the ask. */
    unreadReasons: Map<string, string> | undefined;
    /** `exec < FILE`: the shell's own input is a file, which every later command without its own reads (compound-walk.ts). */
    shellInput: boolean;
    /** Variables a value of which is a glob bash expanded (`for f in /et?/passwd`): read as the glob even quoted. */
    globbed: Set<string> | undefined;
    /** Values the line shows only in part, by variable (`X=/etc/$Q`: `/etc/$Q`, partial-words.ts): read as a partly known word is. */
    partial: Map<string, string[]> | undefined;
    /** Lister globs a variable's value may hold (`X=$(git ls-files)`, listed-paths.ts). */
    listed: Map<string, string[]> | undefined;
    /** The line may assign IFS (line-settings.ts): an unquoted value may split where the analysis does not follow. */
    ifsMayChange: boolean;
    /** Functions the line defines, by name (function-values.ts): a substitution calling one prints what its body does. */
    functions: Map<string, Command[]> | undefined;
    /** Name references (`declare -n R=X`): the variable each names, `''` where the line does not show it. */
    refs: Map<string, string> | undefined;
    /** How many times a reference was set: a reference pointed elsewhere changes no size (what is kept per values, substitution-paths.ts valuesStamp, sees it). */
    referrals: number;
    /** A file whose written text the line does not read: a command reading it asks, for `why` (the first reason given). */
    unread(file: string, why: string): void;
    /** A value assigned; `X+=v` appends: each value X may have had, with v after it, and v. (`R=v` assigns what R refers to.) */
    assign(written: string, value: string, append?: boolean): void;
    /** The values of a variable, or of the one a reference names (its values are the reference's: bash reads them through it). */
    get(name: string): string[] | undefined;
    /** `declare -n NAME=TARGET`: NAME refers to TARGET's variable (`A[@]`: A); an unclear target, `''` or `$V`, is unknown. */
    refer(name: string, target: string): void;
    /** References to every element of an array (`declare -n R='A[@]'`): `"$R"` is a word per element. */
    elementRefs: Set<string> | undefined;
    /** Whether a name refers, through its references, to every element of an array. */
    everyElement(name: string): boolean;
    /** A reference whose variable the line does not show: its words are unknown. */
    unclear(name: string): boolean;
    /** The variable a name stands for through its references (a chain of more than MAX_HOPS, or a loop, is unclear: `''`). */
    private target;
    private add;
    /** `set -a` (allexport): every variable assigned later is exported. */
    exportsAll: boolean;
    /** Names exported: a value assigned later goes to every later program too (`export X; X=v`). */
    exportedNames: Set<string> | undefined;
    /** `export NAME` / `export NAME=value`: each known value goes to every later program. */
    exportName(name: string): void;
    /** More values exported than kept: every later unknown program's reading asks. */
    exportedOverflowing: boolean;
}
/** A bash `NAME=value` the line makes (on its own, or given to export, declare, local…): its values, where literal once known values are in place (each value of each variable it names). */
export declare function assignedValue(r: {
    values: LineValues | undefined;
}, name: string, value: Word | undefined, append: boolean, array?: readonly Word[]): void;
/** The values with `name` among the variables whose values are globs (LineValues.globbed). */
export declare function globbedName(values: LineValues, name: string): LineValues;
/** `${NAME:=VALUE}`'s VALUE from `at` (line text, quotes dropped) as a value of NAME, where it is literal (no expansion or nested brace). */
export declare function defaultValue(r: {
    values: LineValues | undefined;
}, name: string, text: string, at: number): void;
/**
 * The `NAME=value` words export, declare, typeset, local or readonly are given (their literal
 * values), and the names export (or `declare -x`) exports: `export X='rm -rf x'`, `X=v; export X`.
 */
export declare function builtinValues(r: {
    values: LineValues | undefined;
}, builtin: string, words: readonly string[], dynamic: readonly boolean[]): void;
/** `read X < f`, `mapfile -t A < f` of a file the line wrote (`words`: the command's): the variables its text gives. */
export declare function readFileValues(r: {
    values: LineValues | undefined;
}, words: readonly string[], given: PipedText): void;
/** `read Y <<< ${X/a/$Q}`, `echo ${X/a/$Q} | read Y`: a text whose operation is not computed (computed-output.ts) makes the variables read unknown, so their readings ask. */
export declare function unreadText(r: {
    values: LineValues | undefined;
}, words: readonly string[], name: string, text: string): boolean;
/** `read Y <<< $(echo $X)`, `echo $X | read Y` of X=/et?/passwd: the variables read a printed glob's names, read as the glob wherever they are. */
export declare function globbedRead(r: {
    values: LineValues | undefined;
}, words: readonly string[], name: string, text: string): void;
/** A pipeline's last member `read X` or `mapfile A` (run in the shell under lastpipe): the variables the text piped to it gives, known values in place. */
export declare function pipedReadValues(r: {
    values: LineValues | undefined;
}, node: Command, piped: PipedText): void;
/**
 * What a coprocess prints where the line shows it (`coproc C { echo /etc/passwd; }`), kept as a
 * text a read from a descriptor may read (`read X <&${C[0]}`, `read -u …`: compound-walk.ts).
 */
export declare function coprocessOutput(r: {
    values: LineValues | undefined;
}, body: Command): void;
/** A `for NAME in WORDS` or `select`: each word's literal value (an unquoted one split at blanks) is a value of NAME. */
export declare function loopWordValues(r: {
    values: LineValues | undefined;
}, name: string, words: readonly Word[]): void;
