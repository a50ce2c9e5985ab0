// Session 34 (r2): PowerShell values computed by operators, and rule shapes that cannot do what
// they say, pinned with the rows that failed before the fix and rows that show ordinary lines
// keep their decision. Rows are also checked against the reference evaluator (line-table.ts).
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

// `mytool ('xm -rf x' -replace 'x','r')` gives mytool `rm -rf x`; the constant reader reads only
// literals, `+` and `,`, so the group was an unknown word and mytool's allow rule allowed it.
// A string computed from literals by another operator is unknown: the line asks.
describe('PowerShell: a string computed by an operator, given to a program that may run it, asks (was allowed)', () => {
  const rules: Rules = {
    deny: ['Shell(rm *)'],
    allow: ['Shell(mytool *)', 'Shell(Write-Output *)', 'Read(/**)', 'Edit(/**)'],
  };
  lineTable(rules, [
    ["mytool ('xm -rf x' -replace 'x','r')", 'ask'],
    ["mytool ('xm -rf x' -creplace 'x','r')", 'ask'],
    ["mytool ('{0}m -rf x' -f 'r')", 'ask'],
    ["mytool $('{0}m -rf x' -f 'r')", 'ask'],
    ["mytool @('{0}m -rf x' -f 'r')", 'ask'],
    ['mytool ("r" * 1 + "m -rf x")', 'ask'],
    ["mytool ('r','m -rf x' -join '')", 'ask'],
    ["mytool \"$('xm -rf x' -replace 'x','r')\"", 'ask'],
    ["mytool -x ('{0}m -rf x' -f 'r')", 'ask'],
    ["mytool.exe ('{0}m -rf x' -f 'r')", 'ask'],
    // (Already asked: methods, static calls, a computed name.)
    ["mytool ('xm -rf x'.Replace('x','r'))", 'ask'],
    ["mytool ([string]::Concat('r','m -rf x'))", 'ask'],
    ["mytool (-join ('r','m -rf x'))", 'ask'],
    ["& ('r'+'m') -rf x", 'ask'],
    ["& ('{0}m' -f 'r') -rf x", 'ask'],
    ["iex ('{0}m -rf x' -f 'r')", 'ask'],
    // Precision kept: a printer's value, literals alone, an expression without a string.
    ["Write-Output ('{0} items' -f 'a')", 'allow'],
    ["mytool ('a' + 'b')", 'allow'],
    ['mytool ($a + 1)', 'allow'],
    ['mytool abc', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
