import type { Compound, SimpleCommand } from './ast.js';
/**
 * Builtins that may change what the variable holds when the word is expanded: an attribute that
 * changes its value (case, integer, reference), a DEBUG trap (run before each command: `trap
 * 'f=/etc/shadow' DEBUG`), code the analysis does not see (`source`, a loaded builtin).
 */
export declare const VARIABLE_CHANGERS: ReadonlySet<string>;
/**
 * The first command of a bash `for` loop's body with its words that are only the loop's
 * variable replaced by the loop's word (its own place in the line kept), or undefined when
 * nothing is replaced or the loop is not one this reads.
 */
export declare function loopValueCommand(node: Compound, namerefs: ReadonlySet<string>): {
    from: SimpleCommand;
    to: SimpleCommand;
} | undefined;
