// A rule that restricts its own example operation alone restricts it just as much inside any set of
// other rules: a rule that denies alone still denies in the set, one that asks alone still asks
// or denies, and the decision still names the rule. The sets are all deny or all ask, with catch-all allows, so this needs no reference
// evaluator: it catches a rule the indexes (command-index, path-index, domain-index) file where a
// lookup does not find it once other rules share its buckets. From the m1 property review
// (union.mjs, bigidx.mjs). Rules: fixtures/property-rules.json; examples: helpers/rule-examples.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompiledPolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { Decision, DecisionKind, Operation } from '../src/policy/types.js';
import {
  companyRules, CONTEXTS, describeOperation, examplesOf, FIXTURE_RULES, type Platform, PLATFORMS, policyOf, type Restrict,
} from './helpers/rule-examples.js';

const RUNS = Number(process.env.FC_RUNS ?? 10_000);

/** A rule's own examples on a platform, each with the decision the rule gives it alone and whether it names the rule. */
interface Example { operation: Operation; alone: DecisionKind; named: boolean }

/** The rule texts a decision names as denying or asking. */
function restrictingRules(d: Decision): Set<string> {
  return new Set(d.reasons.flatMap((r) => (r.rule && r.rule.list !== 'allow' ? [r.rule.text] : [])));
}

const aloneCache = new Map<string, Example[]>();
function examplesAlone(rule: string, list: Restrict, platform: Platform): Example[] {
  const key = `${list}\n${platform}\n${rule}`;
  let examples = aloneCache.get(key);
  if (!examples) {
    const policy = policyOf(list, [rule]);
    examples = examplesOf(rule, platform).map((operation) => {
      const alone = decide(policy, operation, CONTEXTS[platform]);
      return { operation, alone: alone.decision, named: restrictingRules(alone).has(rule) };
    });
    aloneCache.set(key, examples);
  }
  return examples;
}

const KIND: Record<string, string> = { Shell: 'Shell', Bash: 'Shell', PowerShell: 'Shell', Read: 'Read', Edit: 'Edit', Write: 'Edit', Domain: 'Domain' };

/**
 * Where the policy of `set` loosens what one of `checked` does alone (undefined: nowhere); counts
 * the checks made. Loosening: allow, or ask for a deny, or the rule no longer named among the
 * deciding rules (the engine names every matching deny/ask rule, so an index miss shows there
 * even when another rule of the set restricts the same operation).
 */
function loosening(checked: readonly string[], set: readonly string[], list: Restrict, platform: Platform, policy: CompiledPolicy, counts: Map<string, number>): string | undefined {
  for (const rule of checked) {
    for (const { operation, alone, named } of examplesAlone(rule, list, platform)) {
      if (alone === 'allow') continue;
      const kind = `${KIND[rule.slice(0, rule.indexOf('('))]} ${list} ${platform}`;
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      const inSet = decide(policy, operation, CONTEXTS[platform]);
      const lost = named && !restrictingRules(inSet).has(rule);
      if (inSet.decision === 'allow' || (alone === 'deny' && inSet.decision !== 'deny') || lost) {
        return `${list} ${rule} on ${platform}, ${describeOperation(operation)}: alone ${alone}, in a set of ${set.length} ${inSet.decision}${lost ? ' without naming it' : ''}`;
      }
    }
  }
  return undefined;
}

/** Every rule kind, list and platform was checked at least `min` times (the property is not vacuous). */
function expectCoverage(counts: Map<string, number>, min: number): void {
  const kinds = ['Shell', 'Read', 'Edit', 'Domain'];
  const missing = kinds.flatMap((k) => (['deny', 'ask'] as const).flatMap((l) => PLATFORMS.map((p) => `${k} ${l} ${p}`)))
    .filter((kind) => (counts.get(kind) ?? 0) < min);
  expect(missing).toEqual([]);
}

const N = FIXTURE_RULES.length;
/** A member of the set: any fixture rule, or one near the target (the fixture is sorted, so neighbours share words and roots). */
const member = fc.tuple(fc.boolean(), fc.nat());
const members = fc.oneof(
  { weight: 4, arbitrary: fc.array(member, { minLength: 1, maxLength: 11 }) },
  { weight: 1, arbitrary: fc.array(member, { minLength: 12, maxLength: 119 }) },
);

describe('a rule restricts its own example as much inside a set of rules as alone', () => {
  it(`fixture rules, sets of 2-120, every platform (${RUNS} sets)`, () => {
    const counts = new Map<string, number>();
    fc.assert(fc.property(fc.nat({ max: N - 1 }), members, fc.constantFrom<Restrict>('deny', 'ask'), fc.constantFrom(...PLATFORMS), fc.nat(), (target, picks, list, platform, at) => {
      const others = picks.map(([near, n]) => FIXTURE_RULES[near ? (target + (n % 33) - 16 + N) % N : n % N]!);
      const set = [...others.slice(0, at % (others.length + 1)), FIXTURE_RULES[target]!, ...others.slice(at % (others.length + 1))];
      expect(loosening([FIXTURE_RULES[target]!], set, list, platform, policyOf(list, set), counts)).toBeUndefined();
    }), { numRuns: RUNS, seed: 20_251_126 });
    expectCoverage(counts, Math.floor(RUNS / 500));
  });

  it('company-sized generated lists of 200-1,000 rules: every rule of each, every platform', () => {
    const counts = new Map<string, number>();
    const failures: string[] = [];
    let checks = 0;
    // 6 lists (3 sizes, deny and ask), each compiled once; each rule's examples checked alone and
    // in its list on each platform: 11,174 restricted alone, so checked.
    for (const [n, seed] of [[200, 11], [500, 12], [1000, 13]] as const) {
      for (const list of ['deny', 'ask'] as const) {
        const rules = companyRules(n, seed);
        const policy = policyOf(list, rules);
        for (const platform of PLATFORMS) {
          for (const rule of rules) {
            const failure = loosening([rule], rules, list, platform, policy, counts);
            if (failure !== undefined) failures.push(`${failure} (list of ${n})`);
          }
        }
      }
    }
    for (const c of counts.values()) checks += c;
    expect(failures.slice(0, 10)).toEqual([]);
    expectCoverage(counts, 100);
    expect(checks).toBeGreaterThan(10_000);
  });
});
