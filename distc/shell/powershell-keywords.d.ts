import type { Command, Compound, Word } from './ast.js';
import { WordParser } from './powershell-words.js';
export declare abstract class KeywordParser extends WordParser {
    /** The `param(...)` blocks read: the statements after one need no separator (`{ param($p) gc $p }`). */
    readonly paramBlocks: Set<Command>;
    /** A statement of `words` that starts with an expression, up to pos (powershell-parse.ts). */
    abstract expressionStatement(words: Word[], start: number): Command;
    keywordStatement(kw: string, start: number): Command | undefined;
    switchStatement(start: number): Command;
    /**
     * `param( [attribute(...)] [type] $name = value, ... )` at `(`: a group of the code it runs,
     * default values and attribute arguments (a ValidateScript block), each read as an expression
     * statement. A type or attribute not known to run nothing is a problem (powershell-param-types.ts).
     */
    paramBlock(start: number): Compound;
    /** `[CmdletBinding(...)] param(...)` at `[` (an advanced function's body), or undefined when `[` starts anything else. */
    cmdletBindingParamBlock(start: number): Command | undefined;
    /** `[Type]` or `[Attribute(arguments)]` at `[`; the arguments' statements go to `bodies`. */
    private parameterAttribute;
    /** An expression up to `,` or `)` (a default value, an attribute argument) as a statement. */
    private parameterValue;
    /** `( statements )` at pos. */
    condition(): Command;
    parenBody(): Command;
    /** `{ statements }` at pos (after blanks and newlines), as a script-block Compound. */
    block(): Compound;
}
