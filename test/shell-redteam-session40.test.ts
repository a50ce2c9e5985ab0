// Session 40's wrong allows (bash): printf conversions read as whole words, files the line wrote
// read back by a filter, a copy or a tool that prints them changed, and tac's separators. Each ask
// row was allowed before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('printf\'s precision, %c, `*`, `--` and conversions it does not read exactly (were allowed)', () => {
  lineTable(RULES, [
    ["printf '%.4s/passwd' /etcX | mytool", 'ask'],
    ["printf -- '%.4s/passwd' /etcX | mytool", 'ask'],
    ["printf '/%.3s/passwd' etcetera | mytool", 'ask'],
    ["printf '/%.*s/passwd' 3 etcetera | mytool", 'ask'],
    ["printf '%c%c%c%c/passwd' /1 e2 t3 c4 | mytool", 'ask'],
    ["printf 'key.%.3s' pemX | mytool", 'ask'],
    ["printf '%.4s/passwd' /etcX > f; mytool @f", 'ask'],
    // (A time's format prints its text: `%(/etc)T` is `/etc`.)
    ["printf '%(/etc)T/passwd' | mytool", 'ask'],
    // (A number's other spellings are not computed: unknown, which asks.)
    ["printf '%x' 42 | mytool", 'ask'],
    ["printf -v Y '%x' 42; mytool $Y", 'ask'],
    ["printf '%05d' 42 | mytool", 'ask'],
    // (Asked before too.)
    ["mytool \"$(printf '%.4s/passwd' /etcX)\"", 'ask'],
    ["printf -v Y '%.4s/passwd' /etcX; mytool \"$Y\"", 'ask'],
    // Precision: conversions read exactly.
    ["printf '%s\\n' hello | mytool", 'allow'],
    ["printf '%5s|%-3s|%.2s' ab c xyz | mytool", 'allow'],
    ["printf '%d\\n' 42 | mytool", 'allow'],
    ["printf '%c' x | mytool", 'allow'],
    ["printf -v Y '%.3s' abcd; mytool $Y", 'allow'],
  ]);
});
