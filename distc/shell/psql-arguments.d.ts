/** A meta-command's argument as written, and its value (undefined: a substitution or an open quote makes it unknown here). */
export interface PsqlArgument {
    readonly raw: string;
    readonly value: string | undefined;
}
/**
 * A meta-command's arguments as psql's lexer reads them (`\c`'s): a word ends at a blank outside
 * quotes, and quotes may open anywhere in it (`"evil".com`, `evi""l.com`, `'evil'.com` are all
 * evil.com); `''` and `""` inside quotes are a quote. psql substitutes an unquoted `:name`
 * (`:'name'`, `:"name"`, `:{?name}`) and runs a backtick command: such a word is unknown.
 */
export declare function psqlArguments(rest: string): PsqlArgument[];
/** The shell commands of a meta-command's unquoted backticks (psql runs each, to take its output as an argument). */
export declare function psqlBacktickCommands(rest: string): string[];
