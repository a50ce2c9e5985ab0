// A table of one Shell rule against commands, for the rule-spelling test files: a deny row's
// rule stands beside `Shell(*)`, an allow row's alone; both with `Domain`, since curl's, wget's
// and pip's URL operands are fetches an allow must cover too. expectDecision also checks each
// row against the reference evaluator.
import { it } from 'vitest';
import type { DecisionKind } from '../../src/policy/types.js';
import { expectDecision, REPO_WINDOWS } from './policy.js';

export type ShellRuleRow = [rule: string, command: string, expected: DecisionKind];

/** `powershell`: the commands are PowerShell lines, decided on win32 (REPO_WINDOWS). */
export function shellRuleTable(list: 'deny' | 'allow', rows: ShellRuleRow[], shell: 'bash' | 'powershell' = 'bash'): void {
  it.each(rows)(`${list} %s | %s -> %s`, (rule, command, expected) => {
    const rules = list === 'deny' ? { deny: [rule], allow: ['Shell(*)', 'Domain'] } : { allow: [rule, 'Domain'] };
    if (shell === 'bash') expectDecision(rules, 'shell', command, expected);
    else expectDecision(rules, 'pwsh', command, expected, REPO_WINDOWS);
  });
}
