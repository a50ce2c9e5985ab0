// Shared by the path index tests: the rules that parse, as the index's references (id and pattern).
import type { PathRuleRef } from '../../src/paths/path-index.js';
import { parseRule } from '../../src/rules/grammar.js';
import type { PathPattern } from '../../src/rules/types.js';

/** Each rule that parses as a reference, its id `idOf(i)` (by default its index in `rules`). */
export function parsedRefs(rules: readonly string[], idOf: (i: number) => number = (i) => i): PathRuleRef[] {
  const parsed: PathRuleRef[] = [];
  rules.forEach((text, i) => {
    const r = parseRule(text);
    if (r.ok) parsed.push({ id: idOf(i), pattern: r.rule.pattern as PathPattern | undefined });
  });
  return parsed;
}
