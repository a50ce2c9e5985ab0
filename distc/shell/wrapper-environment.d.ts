export interface Environment {
    readonly assign: ReadonlySet<string>;
    readonly pair: ReadonlySet<string>;
    readonly files: ReadonlySet<string>;
    readonly property: ReadonlySet<string>;
    readonly always: string | undefined;
    readonly operandDirectory: boolean;
}
/** Wrappers whose options set variables for their command, by wrapper name. */
export declare const WRAPPER_ENVIRONMENT: ReadonlyMap<string, Environment>;
/** What one option sets: variables, files of variables, or something the analysis cannot follow. */
export type EnvironmentEffect = {
    readonly kind: 'variable';
    readonly name: string;
    readonly value: string;
    readonly dynamic: boolean;
} | {
    readonly kind: 'file';
    readonly word: string;
    readonly dynamic: boolean;
} | {
    readonly kind: 'problem';
    readonly text: string;
};
/** Why a variable set for a command makes the line unknown, or undefined (a command variable's value is a line; another, a prefix). */
export declare function variableProblem(tool: string, name: string): string | undefined;
/** A file of variables: its variables are unknown. */
export declare function variablesFileProblem(tool: string, word: string, dynamic: boolean): string;
/** What option `name` of wrapper `tool` sets, its value `attached` or the words after `at` (none for an option not in the table). */
export declare function optionEnvironment(tool: string, name: string, attached: string | undefined, at: number, words: readonly string[], dynamic: readonly boolean[]): readonly EnvironmentEffect[];
