// Session 39's slow 10,000-character lines of the broad scan: python code of names and `/`s, and
// a long word many deny rules with a final `*` meet (`make -E a,a,…` in PowerShell). Hang guards,
// not benchmarks (the fastest of fifteen fresh decisions under 25 ms, helpers/long-lines.ts, where
// plain node took 0.5-1 ms warm), and their decisions, which the cuts kept (inline-code-names.ts's python name
// without a dot, globs-intersect.ts's trailing `*`, outcome.ts's reasons by part text).
import { beforeAll, describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { DecisionKind } from '../src/index.js';
import { expectDecidedFast, fastestFreshMs, FRESH_BOUND_MS, LONG_LINE_POLICY, repeated } from './helpers/long-lines.js';
import { REPO_LINUX, REPO_WINDOWS, source, type Rules } from './helpers/policy.js';

/** Ten deny rules of make's with a final `*`, as the bench's policy has, beside allowing every command. */
const MAKE_RULES: Rules = {
  deny: [...Array.from({ length: 10 }, (_, i) => `Shell(make install-${i} *)`), 'Shell(rm *)', 'Read(//etc/**)'],
  allow: ['Shell(*)', 'PowerShell(*)', 'Read(**)', 'Edit(**)'],
};
const MAKE = compilePolicy([{ loaded: source(MAKE_RULES) }]);

const ROWS: readonly (readonly [string, 'bash' | 'powershell', string, DecisionKind, number])[] = [
  // (Each name split on its dots, and a regex run after each `/`: 0.9 ms.)
  ['python code of 5,000 names and slashes', 'bash', repeated('python3 -c', 'a/'), 'allow', 0],
  ['python code of 5,000 names and slashes, in PowerShell', 'powershell', repeated('python3 -c', 'a/'), 'allow', 0],
  ['python code of 2,000 names', 'bash', repeated('python3 -c', 'a b ', "'"), 'allow', 0],
  // (Ten rules' keys joined with the 10,000-character text, and a 10,000-cell row per rule's `*`: 1.2 ms.)
  ['a long word ten make rules meet, in PowerShell', 'powershell', repeated('make -E', 'a,'), 'deny', 10],
  ['a long word ten make rules meet', 'bash', repeated('make -E', 'a,'), 'deny', 10],
];

describe('long lines session 39 found slowest in the scan: decided as before', () => {
  // (Ten passes over every row under both policies first: cold, PowerShell's make -E line ran for 10 ms and more on a loaded host.)
  beforeAll(() => {
    for (let k = 0; k < 10; k++) {
      for (const [, shell, line] of ROWS) for (const policy of [MAKE, LONG_LINE_POLICY]) decide(policy, { op: 'shell', command: line, shell }, shell === 'powershell' ? REPO_WINDOWS : REPO_LINUX);
    }
  });

  it.each(ROWS)('%s', (_, shell, line, expected, denyReasons) => {
    expect(line.length).toBeGreaterThan(9_900);
    const ctx = shell === 'powershell' ? REPO_WINDOWS : REPO_LINUX;
    const d = decide(MAKE, { op: 'shell', command: line, shell }, ctx);
    const { ms } = fastestFreshMs(shell, line, MAKE_RULES, ctx);
    expect(d.decision).toBe(expected);
    // (Each rule's reason once, however many readings of the command it met.)
    expect(d.reasons.filter((r) => r.code === 'deny-rule').length).toBe(denyReasons);
    expect(ms).toBeLessThan(FRESH_BOUND_MS);
    expectDecidedFast(shell, line);
  });
});
