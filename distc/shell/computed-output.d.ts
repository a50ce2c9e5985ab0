import type { Command } from './ast.js';
import type { LineValues } from './line-values.js';
export declare const COMPUTED = "a substitution given to a program prints a text computed from text the line shows by a tool the analysis does not follow (tr, sed, cut, base64 -d, \u2026)";
/** Why a substitution's output is not read, computed or past the bound, or undefined. */
export declare function unreadOutput(body: Command, values: LineValues | undefined): string | undefined;
/** The commands whose output is a command's: itself, or each of its lists' and groups' (loops' and conditions' bodies too). */
export declare function printingCommands(c: Command): Command[];
/**
 * Why a call of a function the line defines prints an unread text, or undefined: a body (or a
 * function it calls) prints a computed text, as the same text written inline would
 * (`f(){ echo xetc/passwd | cut -c2-; }; mytool $(f)`), or a reading prints more than the bound.
 */
export declare function calledUnread(call: Command, values: LineValues | undefined): string | undefined;
/**
 * Why a text's parameter operations are not computed or its substitutions print an unread text (a here-string's, `mytool <<< "$(f)"`,
 * `<<< "$(echo xetc/passwd | cut -c2-)"`), or undefined: read as the same substitution in a word is.
 */
export declare function unreadTextSubstitution(text: string, values: LineValues | undefined): string | undefined;
