// Shared by the rule-grammar tests: parse a rule that must parse, or check the error of one that must not.
import { expect } from 'vitest';
import { parseRule, type ParsedRule, type RuleError, type RuleKind } from '../../src/rules/grammar.js';

export function parsedPattern<P extends ParsedRule['pattern']>(text: string): { pattern: P; warnings: RuleError[] } {
  const r = parseRule(text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to parse, got error at ${r.error.offset}: ${r.error.message}`);
  return { pattern: r.rule.pattern as P, warnings: r.warnings };
}

export function expectRuleError(text: string, kind: RuleKind, offset: number, length: number, message?: RegExp, hint?: RegExp): RuleError {
  const r = parseRule(text);
  if (r.ok) throw new Error(`expected ${JSON.stringify(text)} to be invalid, got ${JSON.stringify(r.rule.pattern)}`);
  expect({ text, offset: r.error.offset, length: r.error.length, kind: r.error.kind }).toEqual({ text, offset, length, kind });
  if (message) expect(r.error.message).toMatch(message);
  if (hint) expect(r.error.hint ?? '').toMatch(hint);
  return r.error;
}
