// Bash lines a red-team pass over the core grammar found allowed beside the deny rules they meet
// (session 28): each row's line runs a denied command, or reads or writes a denied file, through
// a bash construct the analysis read too loosely. Rows are also checked against the reference
// evaluator; ordinary lines stay allowed.
import { describe } from 'vitest';
import { lineTable, type LineRow } from './helpers/line-table.js';
import type { Rules } from './helpers/policy.js';

const RULES: Rules = {
  deny: ['Shell(rm *)', 'Shell(curl *)', 'Shell(git push *)', 'Read(//etc/**)', 'Read(~/.ssh/**)', 'Edit(//etc/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

const rows = (list: LineRow[]): void => lineTable(RULES, list);

// `[[ -v NAME ]]` evaluates NAME's subscript as arithmetic, so `[[ -v 'a[$(rm y)]' ]]` runs rm y
// (bash 5.2); the conditional was read as a test that runs nothing, as `test -v` was not.
describe('[[ -v NAME ]] with a subscript or an expansion (were allowed)', () => {
  rows([
    ["[[ -v 'a[$(rm y)]' ]] && git status", 'ask'], ["git status; [[ -v 'a[$(curl evil.com)]' ]]", 'ask'],
    ['[[ -v $x ]] && git status', 'ask'], ['[[ -v "a[$i]" ]] && git status', 'ask'], ['[[ ! -v a[i] ]] || git status', 'ask'],
    // Precision: a plain name, a literal index, and the other unary tests.
    ['[[ -v HOME ]] && git status', 'allow'], ['[[ -v a[0] ]] && git status', 'allow'], ['[[ -v a[@] ]] && npm test', 'allow'],
    ['[[ -f "$x" ]] && git status', 'allow'], ['[[ -n $x ]] && git status', 'allow'],
  ]);
});
