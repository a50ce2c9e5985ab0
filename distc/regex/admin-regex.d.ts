import { type RegexProblem } from './parse.js';
export type { RegexProblem, RegexProblemKind } from './parse.js';
export declare const ADMIN_REGEX_LIMITS: Readonly<{
    /** Characters of pattern text (the research's proposed 1 KiB cap). */
    maxPatternLength: 1024;
    /** NFA states after expanding counted repetitions. */
    maxNfaStates: 10000;
    /** DFA states; realistic host and path patterns need tens to a few hundred. */
    maxDfaStates: 4096;
    /** DFA table entries (states × character classes): at most 1 MiB of Int32 per pattern. */
    maxTableEntries: 262144;
    /**
     * Steps spent building one pattern (expansion, character classes, closures, acceptance, table
     * rows), so a refused pattern is refused quickly.
     */
    maxWork: 1000000;
    /**
     * Steps spent building all the distinct patterns of one document, refused ones included:
     * 20–120 ns a step here, so about a second of load at most.
     */
    maxDocumentWork: 8000000;
    /** Bytes of automaton tables (plus pattern text) the module-wide cache keeps. */
    maxCacheBytes: number;
}>;
export interface AdminRegex {
    /** The pattern as the administrator wrote it. */
    readonly source: string;
    /** True when the pattern matches the whole subject (as if written `^(?:source)$`). */
    readonly matches: (subject: string) => boolean;
    /** Size of the compiled automaton (states), the steps it took to build, its tables' bytes, for reports. */
    readonly states: number;
    readonly buildSteps: number;
    readonly tableBytes: number;
}
export type AdminRegexResult = {
    readonly ok: true;
    readonly regex: AdminRegex;
} | {
    readonly ok: false;
    readonly problem: RegexProblem;
    /** Steps spent before refusing (0 when refused before building), charged to the document. */
    readonly buildSteps: number;
};
export declare function compileAdminRegex(pattern: string): AdminRegexResult;
/** What the module-wide cache holds now (for tests and reports). */
export declare function adminRegexCacheStats(): {
    readonly entries: number;
    readonly bytes: number;
};
/**
 * A compiler for the patterns of one document (or one source's list): together they may take at
 * most `budget` build steps, so a document of many expensive patterns loads in about a second,
 * not minutes. Each distinct pattern is charged what it costs to build, whether or not it was
 * cached (the outcome never depends on what the process compiled before); a repeated pattern is
 * charged once. The pattern that crosses the budget and every pattern after it (in the order
 * asked) are refused as too complex, without being built.
 */
export declare function adminRegexCompiler(budget?: number): (pattern: string) => AdminRegexResult;
