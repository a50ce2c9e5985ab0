// The Windows PowerShell tables' context, rules and row runner (shell-powershell-windows and
// shell-powershell-functions): a win32 context in C:\w\repo, deny rules for a secret directory,
// the Windows directory, Remove-Item/rm and evil.com, and allow Shell(*).
import { it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../../src/policy/types.js';
import { expectDecision } from './policy.js';

export const WIN: DecisionContext = Object.freeze({ cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' as const });
export const WINDOWS_RULES = {
  deny: ['Read(//c/Secrets/**)', 'Edit(//c/Windows/**)', 'Shell(Remove-Item *)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)'],
};

/** One test per row: the PowerShell line decides as expected under WINDOWS_RULES in WIN. */
export const windowsTable = (rows: [string, DecisionKind][]): void => it.each(rows)('%s: %s', (line, expected) => {
  expectDecision(WINDOWS_RULES, 'pwsh', line, expected, WIN);
});
