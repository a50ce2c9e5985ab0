// How a deny/ask Shell rule reads commands beyond its literal text (semantics 4.1): rule names
// written as paths, option sets with globs in the rule, platforms with case-insensitive names,
// value-taking options and option spellings. Each row is also checked against the reference.
import { describe, it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { CTX, expectDecision } from './helpers/policy.js';

type Row = [rule: string, command: string, expected: DecisionKind];

function table(list: 'deny' | 'allow', rows: Row[], context: DecisionContext = CTX): void {
  it.each(rows)(`${list} %s | %s -> %s`, (rule, command, expected) => {
    expectDecision({ [list]: [rule], ...(list === 'deny' ? { allow: ['Shell(*)'] } : {}) }, 'shell', command, expected, context);
  });
}

describe('a deny rule whose command name is a path also matches the basename', () => {
  table('deny', [
    ['Shell(/bin/rm *)', 'rm -rf x', 'deny'],
    ['Shell(/bin/rm *)', '/usr/bin/rm -rf x', 'deny'],
    ['Shell(/bin/rm *)', '/bin/rm x', 'deny'],
    ['Shell(/bin/rm -rf *)', 'rm -fr x', 'deny'],
    ['Shell(./deploy.sh *)', '././deploy.sh x', 'deny'],
    ['Shell(./deploy.sh *)', '/w/deploy.sh x', 'deny'],
    ['Shell(./deploy.sh *)', './/deploy.sh', 'deny'],
    ['Shell(/usr/local/bin/terraform destroy *)', 'terraform destroy', 'deny'],
    ['Shell(/usr/local/bin/terraform destroy *)', 'terraform plan', 'allow'],
    ['Shell(/bin/rm *)', 'rmdir x', 'allow'],
  ]);
  table('allow', [
    ['Shell(/bin/rm *)', 'rm x', 'ask'],
    ['Shell(/bin/rm *)', '/bin/rm x', 'allow'],
  ]);
});
