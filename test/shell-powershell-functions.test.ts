// PowerShell lines on Windows that reached a denied file, command or host unseen (review hunt4):
// built-in functions, `-Param: value`, non-ASCII variable names, backtick escapes in bare words,
// cmdlets that read a file. Each denied or asking row was allowed under `Shell(*)` before its fix.
import { describe, it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { expectDecision } from './helpers/policy.js';

const WIN: DecisionContext = Object.freeze({ cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' as const });
const rules = {
  deny: ['Read(//c/Secrets/**)', 'Edit(//c/Windows/**)', 'Shell(Remove-Item *)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)'],
};
const table = (rows: [string, DecisionKind][]) => it.each(rows)('%s: %s', (line, expected) => {
  expectDecision(rules, 'pwsh', line, expected, WIN);
});

describe('the built-in functions cd.., cd\\ and A: to Z: run Set-Location: later relative paths are unknown', () => {
  table([
    ['cd\\; gc Secrets\\x', 'ask'],
    ['cd..; cd..; gc Secrets\\x', 'ask'],
    ['cd\\; Set-Content Windows\\x y', 'ask'],
    ['CD\\; cat Secrets\\x', 'ask'],
    ['cd\\ | Out-Null; gc Secrets\\x', 'ask'],
    ['& cd\\; gc Secrets\\x', 'ask'],
    ['D:; gc x', 'ask'],
    ['c:; gc Secrets\\x', 'ask'],
    ['cd..', 'allow'],
    ['D:', 'allow'],
    ['cd\\', 'allow'],
    ['cd\\; gc C:\\w\\repo\\a.txt', 'allow'],
    ['gc a.txt; cd..', 'ask'],
  ]);
});
