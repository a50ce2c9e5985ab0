// The load-time check of administrator regexes (semantics 7): every hostPattern / pathPattern of
// strictKnownMarketplaces is compiled when the document loads, so that a pattern that cannot be
// run safely is an error at its position (its entry then takes the fallback: dropped, so it
// matches nothing and the list only narrows). The patterns of a document share one build budget
// (ADMIN_REGEX_LIMITS.maxDocumentWork), so many expensive patterns cannot stall the load.
import type { DiagnosticCode } from '../diagnostics.js';
import { adminRegexCompiler } from '../regex/admin-regex.js';

export interface RegexIssue {
  /** The pattern string: /strictKnownMarketplaces/N/hostPattern (or pathPattern). */
  readonly pointer: string;
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly hint: string;
  /** Index in the pattern text of the problem, for the column. */
  readonly ruleOffset: number;
}

/**
 * Problems of the patterns in `doc`, skipping entries the schema already found invalid
 * (`invalid` holds the pointers of schema issues).
 */
export function administratorRegexIssues(doc: unknown, invalid: ReadonlySet<string>): RegexIssue[] {
  const list = doc !== null && typeof doc === 'object' ? (doc as { strictKnownMarketplaces?: unknown }).strictKnownMarketplaces : undefined;
  if (!Array.isArray(list)) return [];
  const issues: RegexIssue[] = [];
  const compile = adminRegexCompiler();
  list.forEach((entry: unknown, index) => {
    if (entry === null || typeof entry !== 'object') return;
    const type = (entry as { source?: unknown }).source;
    if (type !== 'hostPattern' && type !== 'pathPattern') return;
    const text = (entry as Record<string, unknown>)[type];
    const at = `/strictKnownMarketplaces/${index}`;
    if (typeof text !== 'string' || [...invalid].some((p) => p === at || p.startsWith(`${at}/`))) return;
    const compiled = compile(text);
    if (compiled.ok) return;
    const { problem } = compiled;
    const what = problem.kind === 'syntax' ? 'is not a valid pattern' : problem.kind === 'unsupported' ? 'cannot be matched in linear time' : 'is too complex to match in linear time';
    issues.push({
      pointer: `${at}/${type}`,
      code: 'invalid-regex',
      message: `${type} ${JSON.stringify(text)} ${what}: ${problem.message}`,
      hint: problem.hint,
      ruleOffset: problem.offset,
    });
  });
  return issues;
}
