// Session 45's wrong allows in PowerShell lines and win32 contexts (red team r33). Each ask/deny
// row was allowed on the session's starting build (85459c08; checked by script); rows that asked
// there and deny now say so. The allow rows keep precision.
import { describe, it } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { expectDecision, REPO_WINDOWS, type Rules } from './helpers/policy.js';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(//c/Windows/System32/config/**)', 'Edit(//c/Windows/**)', 'Edit(~/.ssh/**)', 'Read(~/.ssh/**)', 'Shell(rm *)', 'Shell(Remove-Item *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(//**)', 'Edit(//**)', 'Domain(*)'],
};

const pwsh = (rows: [string, DecisionKind][], context: DecisionContext = REPO_WINDOWS): void => lineTable(RULES, rows, 'pwsh', context);

// (1) A context root given by its 8.3 short name (a home `C:\Users\U~1`, from `$env:HOME` or a
// client that shortened it). The engine cannot know which long name it stands for, so a deny or
// ask rule rooted there (`~/.ssh/**`) never saw `C:\Users\dev\.ssh\id_rsa`, the same file by its
// long name: allowed under `Read(//**)`. Now a path below the root's part before the short
// segment (`C:\Users\…`) may be in the root: that rule's root is unknown for it, and it asks.
// Paths elsewhere (`C:\w\…`, another drive) are decided as before.
describe('a context root by its 8.3 short name (was allowed)', () => {
  const SHORT_HOME: DecisionContext = Object.freeze({ cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\DEV~1', platform: 'win32' as const });
  const SHORT_CWD: DecisionContext = Object.freeze({ cwd: 'C:\\PROJEC~1\\app', workspace: ['C:\\PROJEC~1\\app'], home: 'C:\\Users\\dev', platform: 'win32' as const });
  const rows = (ctx: DecisionContext, list: [kind: 'read' | 'edit', path: string, expected: DecisionKind][]): void => {
    it.each(list)('%s %s -> %s', (kind, path, expected) => void expectDecision(RULES_ROOTED, kind, path, expected, ctx));
  };
  const RULES_ROOTED: Rules = { ...RULES, deny: [...RULES.deny, 'Read(./secret/**)', 'Read(/private/**)'] };
  rows(SHORT_HOME, [
    ['read', 'C:\\Users\\dev\\.ssh\\id_rsa', 'ask'],
    ['edit', 'C:\\Users\\dev\\.ssh\\authorized_keys', 'ask'],
    ['read', 'C:\\Users\\other\\x', 'ask'],
    // (By the home's own spelling the rule still denies; elsewhere nothing changes.)
    ['read', '~\\.ssh\\id_rsa', 'deny'],
    ['read', 'C:\\w\\repo\\src\\a.ts', 'allow'],
    ['edit', 'D:\\x\\y', 'allow'],
  ]);
  // (A cwd or workspace root by a short name: `./secret/**` and `/private/**` may be the long name's.)
  rows(SHORT_CWD, [
    ['read', 'C:\\Projects\\app\\secret\\k', 'ask'],
    ['read', 'C:\\Projects\\app\\private\\k', 'ask'],
    ['read', 'D:\\x\\y', 'allow'],
  ]);
  pwsh([
    ['Get-Content C:\\Users\\dev\\.ssh\\id_rsa', 'ask'],
    ['Set-Content C:\\Users\\dev\\.ssh\\authorized_keys x', 'ask'],
    ['Get-Content src\\a.ts', 'allow'],
    ['git status', 'allow'],
  ], SHORT_HOME);
});
