// Session 38's wrong allows left by its own fixes: a pipeline's text written to a file, a loop's
// words computed by a tool, a process substitution's computed text through a pipe, and two listers
// whose names a program takes as words (`ls -la | xargs`, `git clean -n | xargs`): each ask row
// was allowed before its fix; the allow rows keep the readings precise.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Read(//etc/**)', 'Read(**/*.pem)', 'Shell(rm *)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'],
};

describe('a loop\'s words computed by a tool the analysis does not compute (were allowed)', () => {
  lineTable(RULES, [
    ['for x in $(echo xetc/passwd | cut -c2-); do mytool $x; done', 'ask'],
    ['f(){ echo xetc/passwd | cut -c2-; }; for x in $(f); do mytool $x; done', 'ask'],
    ['select x in $(echo xetc/passwd | cut -c2-); do mytool $x; done', 'ask'],
    // Precision: words the line shows.
    ['for x in $(echo a b); do mytool $x; done', 'allow'],
    ['for x in a b; do mytool $x; done', 'allow'],
  ]);
});
