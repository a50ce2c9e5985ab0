import type { Command, Compound, CompoundKind, Word } from './ast.js';
import { TokenReader, type Tok } from './bash-tokens.js';
/** Extra fields the bash parser sets on compounds and pipelines (optional, for printers). */
export interface BashCompoundExtra {
    /** for/select variable, coproc name. */
    name?: string;
    /** for/select: whether an `in` list was written. */
    hasIn?: boolean;
    /** case: the arms in order. */
    arms?: {
        patterns: Word[];
        body: Command | undefined;
        terminator: ';;' | ';&' | ';;&' | undefined;
    }[];
    /** if: number of condition/then pairs (the rest of `bodies` is the else part). */
    hasElse?: boolean;
}
export declare abstract class CompoundGrammar extends TokenReader {
    /** A list of and-or items up to a token for which isEnd is true (not consumed). */
    abstract parseList(isEnd: (t: Tok) => boolean, allowEmpty: boolean, _what: string, top?: boolean): Command;
    protected abstract parseCommand(): Command;
    protected abstract parseSimple(prefix?: Word[], startAt?: number): Command;
    /** `( list )` at t, or `((...))` when it reads as an arithmetic command. */
    protected parseSubshell(t: Tok): Command;
    /** A compound command's node, with the redirections written after it. */
    protected compound(kind: CompoundKind, start: number, end: number, bodies: Command[], words: Word[], extra?: BashCompoundExtra): Compound;
    protected parseGroup(): Command;
    protected parseIf(): Command;
    protected parseWhile(kind: 'while' | 'until'): Command;
    private parseDoBody;
    private parseGroupNoRedirects;
    protected parseFor(kind: 'for' | 'select'): Command;
    protected parseCase(): Command;
    protected parseFunctionKeyword(): Command;
    protected parseFunctionRest(name: string, start: number): Command;
    private parseFunctionBody;
    protected parseCoproc(): Command;
    private isCompoundStart;
    /** `((...))` at raw index i; the word holds the whole text, with any substitutions inside. */
    private arithWord;
    private tryArithCommand;
    protected parseCond(): Command;
    /** `||` joins `&&` lists, `&&` joins terms; only the words are kept, in order. */
    private condList;
    private condTerm;
}
