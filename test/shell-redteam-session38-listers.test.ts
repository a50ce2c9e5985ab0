// Session 38's wrong allows in listers' output, the cases the first reading (src/shell/listed-paths.ts)
// left open: a declaration builtin's value, and listers not on its list (git's changed and tracked
// names past its global options, locate, archive listings, `ls -a`). Each ask row was allowed
// before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

/** The same without a rule on a file's name (`*.pem`): only /etc is denied. */
const NO_NAME_RULE: Rules = {
  deny: ['Read(//etc/**)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a lister\'s names in a value a declaration builtin assigns, as in `X=$(find …)` (were allowed)', () => {
  lineTable(RULES, [
    ['declare X=$(find . -name "*.pem"); mytool "$X"', 'ask'],
    ['export X=$(find . -name "*.pem"); mytool "$X"', 'ask'],
    ['local X=$(find . -name "*.pem"); mytool "$X"', 'ask'],
    ['readonly X=$(find . -name "*.pem"); mytool "$X"', 'ask'],
    ['typeset X=$(find . -name "*.pem"); mytool "$X"', 'ask'],
    ['declare -r X=$(ls *.pem) Y=1; mytool "$X"', 'ask'],
    ['f(){ local X=$(find . -name "*.pem"); mytool "$X"; }; f', 'ask'],
    ['export X=$(git ls-files); mytool $X', 'ask'],
    // Precision: a filter no rule's file meets; another variable.
    ['declare X=$(find src -maxdepth 1 -name "*.ts"); mytool "$X"', 'allow'],
    ['declare X=$(find . -name "*.pem") Y=a.ts; mytool "$Y"', 'allow'],
  ]);
});
