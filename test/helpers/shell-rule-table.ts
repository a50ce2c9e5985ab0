// A table of one Shell rule against commands, for the rule-spelling test files: a deny row's
// rule stands beside `Shell(*)`, an allow row's alone; both with `Domain`, since curl's, wget's
// and pip's URL operands are fetches an allow must cover too. expectDecision also checks each
// row against the reference evaluator.
import { it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../../src/policy/types.js';
import { CTX, expectDecision } from './policy.js';

export type ShellRuleRow = [rule: string, command: string, expected: DecisionKind];

/** `shell`: bash lines (linux unless `context` says); `pwsh`: PowerShell lines. */
export function shellRuleTable(list: 'deny' | 'allow', rows: ShellRuleRow[], shell: 'shell' | 'pwsh' = 'shell', context: DecisionContext = CTX): void {
  it.each(rows)(`${list} %s | %s -> %s`, (rule, command, expected) => {
    expectDecision(list === 'deny' ? { deny: [rule], allow: ['Shell(*)', 'Domain'] } : { allow: [rule, 'Domain'] }, shell, command, expected, context);
  });
}
