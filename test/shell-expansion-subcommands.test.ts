// Readers of tools that find a subcommand or mode by position (src/shell/*): an expansion before,
// as or after the subcommand, as an option's value, or twice, may be zero, one or several words,
// or an option itself; such a line meets the deny or ask rules its literal spelling would meet,
// or asks, never allows. Also pwsh's own switch prefixes (`/c`, an en dash) for Shell(pwsh -c *).
// Ordinary lines with no expansion keep their decision.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

describe('pwsh and powershell read `/c` and an en dash as `-c` (Shell(pwsh -c *))', () => {
  const rules = { deny: ['Shell(pwsh -c *)', 'Shell(powershell -c *)'], allow: ['Shell(*)'] };
  lineTable(rules, [
    ['pwsh /c x', 'deny'], ['powershell /c x', 'deny'], ['pwsh /Command x', 'deny'], ['pwsh /nop /c x', 'deny'],
    ['pwsh \u2013c x', 'deny'], ['pwsh -c x', 'deny'], ['pwsh -Command x', 'deny'],
    ['pwsh -File x.ps1', 'allow'], ['pwsh -nop -File x.ps1', 'allow'], ['pwsh /tmp/x.ps1', 'ask'],
  ]);
  lineTable(rules, [
    ['pwsh /c x', 'deny'], ['powershell.exe /C x', 'deny'], ['pwsh -File x.ps1', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
