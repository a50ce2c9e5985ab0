// Session 39's wrong allows in what a PowerShell line hands a native program the analysis does
// not know: a quoted wildcard (PowerShell strips the quotes, the program may expand it itself,
// src/shell/possible-paths.ts). Each ask row was allowed before the fix; the allow rows keep the
// readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

const pwsh = (rows: [string, 'ask' | 'allow' | 'deny'][]): void => lineTable(RULES, rows, 'pwsh', REPO_WINDOWS);

describe("a quoted wildcard given to a native program, which gets it unquoted and may expand it (were allowed)", () => {
  pwsh([
    ['mytool "*.pem"', 'ask'],
    ["mytool '*.pem'", 'ask'],
    ['mytool "*key.pem"', 'ask'],
    ['mytool "?.pem"', 'ask'],
    ['mytool -LiteralPath "*.pem"', 'ask'],
    ['mytool.exe -i "*.pem"', 'ask'],
    // A message with no blank reaches the program unquoted too: read as `mytool -m *.pem` is (session 38).
    ['mytool -m "*.pem"', 'ask'],
    // Precision: a word with a blank is re-quoted, so MSVCRT does not expand it; a known program's
    // message, a printer's text, a wildcard a rule's names cannot match.
    ['mytool -m "what now?"', 'allow'],
    ['mytool -m "no * here"', 'allow'],
    ['git commit -m "*.pem"', 'allow'],
    ['Write-Output "*.pem"', 'allow'],
    ['mytool "*"', 'allow'],
    ['mytool "hello"', 'allow'],
  ]);
});
