/** A variable that chooses where later commands connect (a proxy, an index, an endpoint: HOST_VARIABLE). */
export declare function isHostVariable(name: string): boolean;
export declare function isProgramVariable(name: string): boolean;
/**
 * The variables a builtin assigns by name (`export NAME`, `declare -n r=NAME`, `printf -v NAME`,
 * `read NAME`, `getopts OPTS NAME`, `mapfile NAME`, `wait -p NAME`, `unset PATH`), other than
 * `CMDVAR=value` (read as a line).
 */
export declare function assignedNames(builtin: string, words: readonly string[]): string[];
/** The names assignedNames finds, as written: a subscript (`a[i]`) kept. */
export declare function assignedWords(builtin: string, words: readonly string[]): string[];
/**
 * The words read, mapfile and wait take as variable names, read as getopt reads a cluster: at
 * the first letter that takes a value, the value is the rest of the word or else the next word
 * (`read -du PS4`: `-d` takes `u`, PS4 is the name; `wait -np NAME`, `wait -pNAME`). After the
 * options every operand is a name (a `-x` there too: bash refuses it, naming nothing). `at` is
 * the index of the word the name is in. Undefined for other builtins.
 */
export declare function builtinNameWords(builtin: string, words: readonly string[]): {
    readonly name: string;
    readonly at: number;
}[] | undefined;
/** Whether a variable changes what a later command runs (a command or program variable). */
export declare function isRiskyVariable(name: string): boolean;
export declare function isCommandVariable(name: string): boolean;
/** The command line in a command variable's value (undefined when it names none: empty). */
export declare function variableCommandLine(name: string, value: string): string | undefined;
/** The variable a `NAME=value` word assigns, when it is a command variable. */
export declare function commandAssignment(word: string): {
    readonly name: string;
    readonly value: string;
} | undefined;
