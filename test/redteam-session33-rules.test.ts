// Session 33, red team of the rule grammar, context and composition around a decision.
import { describe, expect, it } from 'vitest';
import { parseRule } from '../src/rules/grammar.js';

const warningsOf = (text: string) => {
  const r = parseRule(text);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${r.error.message}`);
  return r.warnings;
};

// `Shell(rm:* -rf)` read ":*" as a literal colon and a wildcard in the command name ("rm:…"),
// which no command has: as a deny it never matched `rm -rf /`, and nothing said so.
describe('":*" inside a Shell/Bash rule\'s command name is warned of (only a rule ending in ":*" is the prefix form)', () => {
  it.each([
    ['Shell(rm:* -rf)', 8, '"rm * -rf"'],
    ['Bash(git:* push)', 8, '"git * push"'],
    ['Shell(rm:*:*)', 8, '"rm *:*"'],
    ['Shell(git:*x)', 9, '"git *x"'],
  ])('%s', (rule, offset, suggestion) => {
    const w = warningsOf(rule).filter((x) => /prefix form only at the end/.test(x.message));
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ offset, length: 2, kind: 'shell' });
    expect(w[0]!.hint).toContain(suggestion);
  });

  it.each([
    'Shell(git:*)', 'Shell(git push:*)', 'Shell(scp host:* /x)', 'Shell(echo \\:*)', "Shell(git':'*)", 'Shell(rm\\:*)', 'PowerShell(Get-Item Env:*)',
  ])('%s: no such warning', (rule) => {
    expect(warningsOf(rule).filter((x) => /prefix form only at the end/.test(x.message))).toEqual([]);
  });
});
