import { type CmdletParameters } from './cmdlet-parameters.js';
/** A position a rule leaves unbound before one it binds: any words (the value may come from the pipeline). */
export declare const ORDER_GAP = -1;
/**
 * The indexes of words[1..] in binding order, ORDER_GAP where a rule leaves a position unbound
 * before a bound one, or undefined when no parameter binds a position by name, or the words cannot
 * be read (a parameter the table does not know or an ambiguous abbreviation, whose arity is not
 * known; a position named with `-Name:VALUE`: a line's is read apart first, attachedPositionName).
 * A `--` stays before the positional words. `texts[k]` is null for a word that is no parameter
 * name whatever it holds (an expansion; a rule's glob that does not start with `-`).
 * `keepNames`: a name that binds a position stays, as an option word (a command line's, which a
 * rule naming the parameter without its value, `Shell(Remove-Item -Path *)`, still meets).
 */
export declare function cmdletWordOrder(name: string, texts: readonly (string | null)[], keepNames: boolean): number[] | undefined;
/**
 * The parameter name a line's `-Name:VALUE` (or `-Name:` before its value) gives a value to when
 * that parameter binds a position (`Copy-Item -Destination:D:\x C:\a`: `-Destination`), else
 * undefined: the word is then read apart, `-Name VALUE`, for the binding order.
 */
export declare function attachedPositionName(spec: CmdletParameters, word: string): string | undefined;
/** The parameter table of a file cmdlet by any of its names, or undefined. */
export declare function fileCmdletParameters(name: string): CmdletParameters | undefined;
