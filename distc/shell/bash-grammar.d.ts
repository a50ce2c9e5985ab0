import type { Command, ParseProblem, SimpleCommand, Word } from './ast.js';
import { Scanner } from './bash-lexer.js';
import { type WorkBudget } from './budget.js';
import { CompoundGrammar } from './bash-compound.js';
import { type Tok } from './bash-tokens.js';
export type { BashCompoundExtra } from './bash-compound.js';
/**
 * A reserved word of bash (RESERVED in ./bash-compound.ts): on the first code, then comparisons
 * (a command name is compared with at most three words, not the dozen of parseCommand's checks).
 */
export declare function isReservedWord(v: string): boolean;
export interface Shared {
    unsupported: ParseProblem[];
    /** The analysis work budget, shared by every parse of one decision (absent: unlimited). */
    budget: WorkBudget | undefined;
    /**
     * Every simple command completed (for `partial`: those from index simplesFrom on, completed
     * since the last complete top-level item). Indexes, not a new array per top-level item: an
     * array's first push allocates room for 17 elements.
     */
    simples: SimpleCommand[];
    simplesFrom: number;
    /**
     * The items of the top-level list (for `partial`: the first topCount, which are complete); an
     * empty array while it has one item, which is topFirst (its list is made at the second item).
     */
    topItems: {
        command: Command;
        background: boolean;
    }[];
    topFirst: Command | undefined;
    topFirstBackground: boolean;
    topCount: number;
    /** The lexer makes literal words itself (false: the general path, for a differential test). */
    literalWords: boolean;
}
export declare class Grammar extends CompoundGrammar {
    readonly shared: Shared;
    /** `parent`: a grammar on the same scanner whose DirectWords this one uses. */
    constructor(sc: Scanner, shared: Shared, parent: Grammar | undefined);
    parseUntilParen(sc: Scanner): Command;
    parseText(text: string, map: Int32Array, depth: number): Command;
    unsupported(message: string, offset: number): void;
    scanLimit(): number;
    scanned(chars: number, offset: number): void;
    /** A substitution body costs what a word does (an input of 5,000 empty `` would be 5,000 parses). */
    private spendWord;
    /** A list of and-or items up to a token for which isEnd is true (not consumed). */
    parseList(isEnd: (t: Tok) => boolean, allowEmpty: boolean, _what: string, top?: boolean): Command;
    /** The first `count` top-level items are complete: `partial` holds them, then the simple commands read after. */
    private topItemDone;
    private parseAndOr;
    private parsePipeline;
    protected parseCommand(): Command;
    protected parseSimple(prefix?: Word[], startAt?: number): Command;
    private simpleNode;
}
