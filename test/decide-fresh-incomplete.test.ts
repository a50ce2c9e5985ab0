// `fresh` on asks from incomplete analysis (the safer reading of semantics 4's table, which marks
// only ask-rule, unreadable-rule and restricted-mode asks fresh): where deny or ask rules exist,
// what the analysis could not read may be what they name, so bypass mode, a hook, an auto-approval
// or a saved grant must not answer it (`eval "$X"` beside Shell(rm *) would run rm in bypass mode).
// Where no deny or ask rule exists, such an ask is the client's ordinary flow, as a default ask is.
import { describe, expect, it } from 'vitest';
import { expectDecision, type Rules } from './helpers/policy.js';

const DENY: Rules = { deny: ['Shell(rm *)'], allow: ['Shell(mytool *)', 'Shell(eval *)', 'Read(**)'] };
const ONLY_ALLOW: Rules = { allow: ['Shell(mytool *)', 'Shell(eval *)', 'Read(**)'] };

describe('fresh on incomplete-analysis asks', () => {
  it.each([
    ['eval "$X"', 'shell'],
    ['$CMD -rf /', 'shell'],
    ['mytool $(cat x) | sh', 'shell'],
  ] as const)('%s beside deny Shell(rm *): ask, fresh', (line, kind) => {
    const d = expectDecision(DENY, kind, line, 'ask');
    expect(d.reasons.map((r) => r.code)).toContain('incomplete-analysis');
    expect(d.fresh).toBe(true);
  });

  it('a read deny rule alone makes a shell line\'s incomplete ask fresh too (the line may read the file)', () => {
    const d = expectDecision({ deny: ['Read(~/.ssh/**)'], allow: ['Shell(eval *)'] }, 'shell', 'eval "$X"', 'ask');
    expect(d.fresh).toBe(true);
  });

  it.each(['eval "$X"', '$CMD -rf /'])('%s with allow rules only: ask, not fresh', (line) => {
    const d = expectDecision(ONLY_ALLOW, 'shell', line, 'ask');
    expect(d.reasons.map((r) => r.code)).toContain('incomplete-analysis');
    expect(d.fresh).toBeUndefined();
  });

  it('a default ask (nothing decided) stays not fresh beside deny rules', () => {
    const d = expectDecision(DENY, 'shell', 'make build', 'ask');
    expect(d.reasons.map((r) => r.code)).not.toContain('incomplete-analysis');
    expect(d.fresh).toBeUndefined();
  });

  it('an allow stays an allow, with no fresh mark', () => {
    expect(expectDecision(DENY, 'shell', 'mytool build', 'allow').fresh).toBeUndefined();
  });
});
