// Administrator regular expressions (strictKnownMarketplaces hostPattern / pathPattern,
// semantics 7): checked once, matched in linear time, always against the WHOLE subject.
//
//   pattern text → parse (JavaScript syntax, no flags, no Annex B; lookaround, backreferences and
//   \b refused) → Thompson NFA (counted repetitions expanded, capped) → DFA (capped) → match with
//   one table lookup per code unit.
//
// Nothing here backtracks, so `(a+)+$` or `(.*a){20}` cost the same per character as `abc`. A
// pattern that cannot be checked or is too large is a problem with an offset and a hint, never
// an exception: the caller reports it and drops the entry (it then matches nothing).
//
// Building is bounded in steps, not time, so the same document always loads the same way: per
// pattern (maxWork) and per document (maxDocumentWork, see adminRegexCompiler).
import { buildDfa, dfaMatches, DfaTooLarge } from './dfa.js';
import { buildNfa, NfaTooLarge } from './nfa.js';
import { parsePattern } from './parse.js';
export const ADMIN_REGEX_LIMITS = Object.freeze({
    /** Characters of pattern text (the research's proposed 1 KiB cap). */
    maxPatternLength: 1024,
    /** NFA states after expanding counted repetitions. */
    maxNfaStates: 10_000,
    /** DFA states; realistic host and path patterns need tens to a few hundred. */
    maxDfaStates: 4_096,
    /** DFA table entries (states × character classes): at most 1 MiB of Int32 per pattern. */
    maxTableEntries: 262_144,
    /**
     * Steps spent building one pattern (expansion, character classes, closures, acceptance, table
     * rows), so a refused pattern is refused quickly.
     */
    maxWork: 1_000_000,
    /**
     * Steps spent building all the distinct patterns of one document, refused ones included:
     * 20–120 ns a step here, so about a second of load at most.
     */
    maxDocumentWork: 8_000_000,
    /** Bytes of automaton tables (plus pattern text) the module-wide cache keeps. */
    maxCacheBytes: 16 * 1024 * 1024,
});
const TOO_COMPLEX_HINT = 'Simplify the pattern: fewer or smaller counted repetitions ({n,m}) and fewer overlapping alternatives under a repetition. Patterns this large are refused rather than matched slowly.';
const DOCUMENT_HINT = 'Simplify or remove the largest patterns of this document (the ones with counted repetitions or overlapping alternatives under a repetition); the patterns before this one are in force.';
// The loader checks each pattern and the policy compiler compiles it again: remember results,
// the most recently used last, within a number of entries and a number of bytes (a table may be
// 1 MiB: 512 of them would be half a gigabyte held for the life of the process).
const cache = new Map();
const CACHE_ENTRIES = 512;
let cachedBytes = 0;
export function compileAdminRegex(pattern) {
    const known = cache.get(pattern);
    if (known) {
        cache.delete(pattern);
        cache.set(pattern, known);
        return known.result;
    }
    const result = compileUncached(pattern);
    if (typeof pattern === 'string')
        remember(pattern, result);
    return result;
}
function remember(pattern, result) {
    const bytes = (result.ok ? result.regex.tableBytes : 0) + 2 * pattern.length;
    const limit = ADMIN_REGEX_LIMITS.maxCacheBytes;
    if (bytes > limit)
        return;
    for (const [oldest, entry] of cache) {
        if (cache.size < CACHE_ENTRIES && cachedBytes + bytes <= limit)
            break;
        cache.delete(oldest);
        cachedBytes -= entry.bytes;
    }
    cache.set(pattern, { result, bytes });
    cachedBytes += bytes;
}
/** What the module-wide cache holds now (for tests and reports). */
export function adminRegexCacheStats() {
    return Object.freeze({ entries: cache.size, bytes: cachedBytes });
}
/**
 * A compiler for the patterns of one document (or one source's list): together they may take at
 * most `budget` build steps, so a document of many expensive patterns loads in about a second,
 * not minutes. Each distinct pattern is charged what it costs to build, whether or not it was
 * cached (the outcome never depends on what the process compiled before); a repeated pattern is
 * charged once. The pattern that crosses the budget and every pattern after it (in the order
 * asked) are refused as too complex, without being built.
 */
export function adminRegexCompiler(budget = ADMIN_REGEX_LIMITS.maxDocumentWork) {
    let spent = 0;
    const seen = new Map();
    return (pattern) => {
        const known = seen.get(pattern);
        if (known)
            return known;
        const built = spent > budget ? undefined : compileAdminRegex(pattern);
        if (built)
            spent += built.ok ? built.regex.buildSteps : built.buildSteps;
        const result = built && spent <= budget ? built : problem('too-complex', `the patterns of this document together take more than ${budget} steps to build; this one and the ones after it are refused`, 0, DOCUMENT_HINT, 0);
        seen.set(pattern, result);
        return result;
    };
}
function compileUncached(pattern) {
    if (typeof pattern !== 'string')
        return problem('syntax', 'the pattern is not a string', 0, 'Write the pattern as a JSON string.');
    const limits = ADMIN_REGEX_LIMITS;
    if (pattern.length > limits.maxPatternLength) {
        return problem('too-complex', `the pattern is ${pattern.length} characters long; at most ${limits.maxPatternLength} are allowed`, limits.maxPatternLength, TOO_COMPLEX_HINT);
    }
    // Parsing (regexpp, then V8 as a check) costs about 0.1 ms whatever the pattern: charged as
    // a fixed 5,000 steps plus one per character, so many small patterns count too.
    const parseSteps = 5_000 + pattern.length;
    try {
        const parsed = parsePattern(pattern);
        if (!parsed.ok)
            return Object.freeze({ ...parsed, buildSteps: parseSteps });
        const nfa = buildNfa(parsed.node, { maxStates: limits.maxNfaStates, maxWork: limits.maxWork });
        const dfa = buildDfa(nfa, { maxStates: limits.maxDfaStates, maxTableEntries: limits.maxTableEntries, maxWork: limits.maxWork });
        const regex = Object.freeze({
            source: pattern,
            matches: (subject) => dfaMatches(dfa, subject),
            states: dfa.accept.length,
            buildSteps: parseSteps + dfa.buildSteps,
            tableBytes: dfa.tableBytes,
        });
        return Object.freeze({ ok: true, regex });
    }
    catch (error) {
        if (error instanceof NfaTooLarge || error instanceof DfaTooLarge) {
            return problem('too-complex', `the pattern is too complex to check: ${error.message}`, 0, TOO_COMPLEX_HINT, parseSteps + error.steps);
        }
        // Fail closed: an unexpected failure refuses the pattern (its entry then matches nothing);
        // charged the whole per-pattern budget, as its cost is unknown.
        return problem('too-complex', `the pattern could not be checked (internal error, please report it): ${error?.message ?? String(error)}`, 0, TOO_COMPLEX_HINT, limits.maxWork);
    }
}
function problem(kind, message, offset, hint, buildSteps = 0) {
    return Object.freeze({ ok: false, problem: Object.freeze({ kind, message, offset, hint }), buildSteps });
}
//# sourceMappingURL=admin-regex.js.map