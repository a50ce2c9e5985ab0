// A called function's printer reads each value of the variables its words name, and each text of
// a file the line wrote, as a printer in the substitution itself does (src/shell/function-values.ts
// printerReadings, session 38): its readings counted one, so only the first value was read. Each
// ask row was allowed before the fix; the allow rows keep the readings precise. Also the kept
// readings (function-values.ts keptArguments, kept-readings.ts) follow the line's values as they grow.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a called function prints each value its body names (were allowed)', () => {
  lineTable(RULES, [
    ['f(){ echo $X; }; X=/tmp/a; mytool "$(f)"; X=/etc/passwd; mytool "$(f)"', 'ask'],
    ['f(){ echo $X; }; X=/tmp/a; mytool $(f a); X=/etc/passwd; mytool $(f a)', 'ask'],
    ['f(){ cat a; }; echo /tmp/x > a; mytool "$(f)"; echo /etc/passwd > a; mytool "$(f)"', 'ask'],
    ['f(){ echo $X; }; if c; then X=/tmp/a; else X=/etc/passwd; fi; f | mytool', 'ask'],
    ['f(){ echo $X; }; X=/tmp/a; Y=$(f); X=/etc/passwd; Y=$(f); mytool $Y', 'ask'],
    ['f(){ echo $X; }; g(){ f; }; X=/tmp/a; mytool "$(g)"; X=/etc/passwd; mytool "$(g)"', 'ask'],
    ['f(){ echo $X; }; X=/tmp/a; X=/etc/passwd; mytool <(f)', 'ask'],
    ['f(){ echo $X; }; X=/tmp/a; X=/etc/passwd; mytool <<< "$(f)"', 'ask'],
    // Precision: values naming no path a rule names.
    ['f(){ echo $X; }; X=/tmp/a; mytool "$(f)"; X=/tmp/b; mytool "$(f)"', 'allow'],
    ['f(){ echo $X; }; g(){ f; }; X=/tmp/a; mytool "$(g)"; X=/tmp/b; mytool "$(g)"', 'allow'],
    ['f(){ echo $X; }; X=/tmp/a; X=/tmp/b; mytool <<< "$(f)"', 'allow'],
  ]);
});

describe('kept readings follow the line\'s values (asked before, as now)', () => {
  lineTable(RULES, [
    ['f(){ echo $1; }; mytool "$(f /tmp/a)"; mytool "$(f /etc/passwd)"', 'ask'],
    ['mytool "$(g)"; g(){ echo /etc/passwd; }; mytool "$(g)"', 'ask'],
    ['mytool "$(cat a)"; echo /etc/passwd > a; mytool "$(cat a)"', 'ask'],
    ['f(){ echo $1; }; g(){ f $X; }; X=/tmp/a; mytool "$(g)"; X=/etc/passwd; mytool "$(g)"', 'ask'],
    ['X=/tmp/a; mytool "$(echo $X)"; X=/etc/passwd; mytool "$(echo $X)"', 'ask'],
    ['f(){ echo $1 $1; }; mytool $(f "/tmp/a /etc/passwd")', 'ask'],
    ['f(){ echo $1; }; mytool "$(f /tmp/a)"; mytool "$(f /tmp/b)"', 'allow'],
  ]);
});
