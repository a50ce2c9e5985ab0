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
import { buildDfa, dfaMatches, DfaTooLarge } from './dfa.js';
import { buildNfa, NfaTooLarge } from './nfa.js';
import { parsePattern, type RegexProblem } from './parse.js';

export type { RegexProblem, RegexProblemKind } from './parse.js';

export const ADMIN_REGEX_LIMITS = Object.freeze({
  /** Characters of pattern text (the research's proposed 1 KiB cap). */
  maxPatternLength: 1024,
  /** NFA states after expanding counted repetitions. */
  maxNfaStates: 10_000,
  /** DFA states; realistic host and path patterns need tens to a few hundred. */
  maxDfaStates: 4_096,
  /** DFA table entries (states × character classes): at most 1 MiB of Int32 per pattern. */
  maxTableEntries: 262_144,
  /** Steps spent building, so a refused pattern is refused quickly. */
  maxWork: 1_000_000,
});

export interface AdminRegex {
  /** The pattern as the administrator wrote it. */
  readonly source: string;
  /** True when the pattern matches the whole subject (as if written `^(?:source)$`). */
  readonly matches: (subject: string) => boolean;
  /** Size of the compiled automaton (states) and the steps it took to build, for reports. */
  readonly states: number;
  readonly buildSteps: number;
}

export type AdminRegexResult =
  | { readonly ok: true; readonly regex: AdminRegex }
  | { readonly ok: false; readonly problem: RegexProblem };

const TOO_COMPLEX_HINT = 'Simplify the pattern: fewer or smaller counted repetitions ({n,m}) and fewer overlapping alternatives under a repetition. Patterns this large are refused rather than matched slowly.';

// The loader checks each pattern and the policy compiler compiles it again: remember results.
const cache = new Map<string, AdminRegexResult>();
const CACHE_SIZE = 512;

export function compileAdminRegex(pattern: string): AdminRegexResult {
  const known = cache.get(pattern);
  if (known) return known;
  const result = compileUncached(pattern);
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(pattern, result);
  return result;
}

function compileUncached(pattern: string): AdminRegexResult {
  if (typeof pattern !== 'string') return problem('syntax', 'the pattern is not a string', 0, 'Write the pattern as a JSON string.');
  const limits = ADMIN_REGEX_LIMITS;
  if (pattern.length > limits.maxPatternLength) {
    return problem('too-complex', `the pattern is ${pattern.length} characters long; at most ${limits.maxPatternLength} are allowed`, limits.maxPatternLength, TOO_COMPLEX_HINT);
  }
  try {
    const parsed = parsePattern(pattern);
    if (!parsed.ok) return parsed;
    const nfa = buildNfa(parsed.node, limits.maxNfaStates);
    const dfa = buildDfa(nfa, { maxStates: limits.maxDfaStates, maxTableEntries: limits.maxTableEntries, maxWork: limits.maxWork });
    const regex: AdminRegex = Object.freeze({
      source: pattern,
      matches: (subject: string) => dfaMatches(dfa, subject),
      states: dfa.accept.length,
      buildSteps: dfa.buildSteps,
    });
    return Object.freeze({ ok: true, regex });
  } catch (error) {
    if (error instanceof NfaTooLarge || error instanceof DfaTooLarge) {
      return problem('too-complex', `the pattern is too complex to check: ${error.message}`, 0, TOO_COMPLEX_HINT);
    }
    // Fail closed: an unexpected failure refuses the pattern (its entry then matches nothing).
    return problem('too-complex', `the pattern could not be checked (internal error, please report it): ${(error as Error)?.message ?? String(error)}`, 0, TOO_COMPLEX_HINT);
  }
}

function problem(kind: RegexProblem['kind'], message: string, offset: number, hint: string): AdminRegexResult {
  return Object.freeze({ ok: false, problem: Object.freeze({ kind, message, offset, hint }) });
}
