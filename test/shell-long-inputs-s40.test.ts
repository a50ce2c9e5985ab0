// Session 40's slow 10,000-character lines (bench/scan-inputs.mjs and the known adversarial ones:
// 0.8-1.5 ms warm on a loaded host). Hang guards, not benchmarks (the fastest of fifteen fresh
// decisions under 25 ms, helpers/long-lines.ts), and their decisions, which the cuts kept: each
// row's decision and reason codes are the session's starting build's.
import { describe, expect, it } from 'vitest';
import { decide } from '../src/decide/decide.js';
import type { DecisionKind } from '../src/index.js';
import { fastestFreshMs, FRESH_BOUND_MS, LONG_LINE_POLICY, LONG_LINE_RULES, repeated } from './helpers/long-lines.js';
import { REPO_LINUX, REPO_WINDOWS } from './helpers/policy.js';

/** [what, shell, context, line, decision, reason codes] */
const ROWS: readonly (readonly [string, 'bash' | 'powershell', 'linux' | 'win32', string, DecisionKind, string])[] = [
  // (A reader given no file read the line's 3,300 redirects for the files it might read back: 0.8 ms.)
  ['PowerShell cat of 3,300 redirects', 'powershell', 'win32', repeated('cat', '>a '), 'ask', 'incomplete-analysis'],
  // (A reader given a file: the line's 3,300 redirect targets read by a regex tried at every character, each named by three copies.)
  ['PowerShell gc of a file and 3,300 redirects', 'powershell', 'win32', repeated('gc f', '>a '), 'ask', 'incomplete-analysis'],
  // (echo -e's 3,000 escapes, read twice by a regex replace with a callback per escape.)
  ['a substitution of echo -e with 3,000 escapes', 'bash', 'linux', repeated('mytool', '"$(echo -e a\\n'), 'ask', 'incomplete-analysis'],
  // (The path's normalized text scanned again by each check of it.)
  ['bash on win32: zip of one word of 2,500 home paths', 'bash', 'win32', repeated('zip', '~/a ', "'"), 'ask', 'incomplete-analysis,incomplete-analysis,incomplete-analysis,incomplete-analysis,incomplete-analysis,incomplete-analysis'],
  // (A native program's quoted wildcards were cut into 10,000 glob parts, then dropped: only a cmdlet's are read.)
  ['PowerShell: a native program given 10,000 quoted wildcards', 'powershell', 'win32', repeated('mytool', '?', "'"), 'ask', 'incomplete-analysis'],
  ['PowerShell: a cmdlet given 10,000 quoted wildcards', 'powershell', 'win32', repeated('Remove-Item', '*', "'"), 'deny', 'deny-rule'],
];

describe('long lines session 40 found slow: decided as before', () => {
  it.each(ROWS)('%s', (_, shell, platform, line, expected, codes) => {
    expect(line.length).toBeGreaterThan(9_900);
    const ctx = platform === 'win32' ? REPO_WINDOWS : REPO_LINUX;
    const d = decide(LONG_LINE_POLICY, { op: 'shell', command: line, shell }, ctx);
    const { ms } = fastestFreshMs(shell, line, LONG_LINE_RULES, ctx);
    expect(d.decision).toBe(expected);
    expect(d.reasons.map((r) => r.code).join(',')).toBe(codes);
    expect(ms).toBeLessThan(FRESH_BOUND_MS);
  });
});
