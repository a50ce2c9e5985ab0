// Session 36's slow 10,000-character lines (bench/scan-inputs.mjs, which now also decides under
// absolute-path Shell rules with a drive's Read rule, and bash on win32): hang guards, not
// benchmarks (the fastest of fifteen fresh decisions under 25 ms, helpers/long-lines.ts; 0.5-2.7 ms on a loaded
// host after this session, 1.2-4 ms before), and their decisions, which the cuts kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import type { DecisionContext, DecisionKind } from '../src/index.js';
import { expectDecidedFast, fastestFreshMs, FRESH_BOUND_MS, repeated } from './helpers/long-lines.js';
import { REPO_LINUX, REPO_WINDOWS, source, type Rules } from './helpers/policy.js';

/** The scan's second policy: Shell rules with absolute path words, a drive's Read rule. */
const ABSOLUTE_RULES: Rules = {
  deny: ['Shell(rm /etc/*)', 'Shell(chmod * /srv/secret/*)', 'Shell(Remove-Item C:/Windows/*)', 'Shell(rm -rf /c/Windows/*)', 'Read(//c/Windows/**)'],
  allow: ['Shell(*)', 'PowerShell(*)'],
};
const ABSOLUTE = compilePolicy([{ loaded: source(ABSOLUTE_RULES) }]);

const DIALECTS: Record<'bash' | 'powershell' | 'win32-bash', { shell: 'bash' | 'powershell'; ctx: DecisionContext }> = {
  bash: { shell: 'bash', ctx: REPO_LINUX },
  powershell: { shell: 'powershell', ctx: REPO_WINDOWS },
  'win32-bash': { shell: 'bash', ctx: REPO_WINDOWS },
};

const ROWS = [
  // (Bash on win32: the word, `./word`, MSYS's spelling and each file zip writes normalized in full, nine times: 3.6-4 ms.)
  ['win32-bash', 'zip: a word of home paths', repeated('zip', '~/a ', "'"), 'ask'],
  ['win32-bash', 'regsvr32: a word of home paths', repeated('regsvr32', '~/a ', "'"), 'ask'],
  // (sqlite3's three sibling files normalized in full, and their text searched for `.` segments eight times: 2-2.6 ms.)
  ['win32-bash', 'sqlite3: a path of 5,000 segments', repeated('sqlite3', 'a/', "'"), 'ask'],
  ['win32-bash', 'find: a word of backslashed segments', repeated('find . -name', 'a\\', "'"), 'allow'],
  // (The word split again for each rule with a path word, and each reading: 1.5-2 ms.)
  ['bash', 'zip: a path of 5,000 `..`', repeated('zip', '../'), 'ask'],
  ['bash', 'an unknown program: a path of 5,000 segments', repeated('mytool', 'a/'), 'ask'],
  // (5,000 array elements each walked as a path: 1.6-1.8 ms; 10,000 wildcards searched against a rule: 1.7-2 ms.)
  ['powershell', 'Remove-Item: 5,000 array elements', repeated('Remove-Item', 'a,', "'"), 'allow'],
  ['powershell', 'zip: 5,000 array elements', repeated('zip', 'a,', "'"), 'allow'],
  ['powershell', 'Remove-Item: a word of 10,000 `*`', repeated('Remove-Item', '*', "'"), 'deny'],
  ['powershell', 'Remove-Item: a word of 10,000 `?`', repeated('Remove-Item', '?', "'"), 'deny'],
  // (zip's file, `a/…/.zip`, normalized in full beside the path: 0.87 ms.)
  ['powershell', 'zip: a path of 5,000 segments', repeated('zip', 'a/', "'"), 'ask'],
  ['powershell', 'zip: a path of 5,000 backslashed segments', repeated('zip', 'a\\'), 'ask'],
  // (s2: the word normalized in the drive spelling for command matching and as written for the path check, twice in full: 1.2-1.6 ms.)
  ['powershell', 'regsvr32: a root-relative word of 5,000 `\\"` segments', repeated('regsvr32', '\\"', "'"), 'ask'],
  ['powershell', 'tar -xf: a root-relative word of 5,000 `\\"` segments', repeated('tar -xf', '\\"', "'"), 'ask'],
  // (s2: MSYS's spelling of `./word` and `./word.zip` normalized in full beside the Windows reading: 1.3-2.5 ms.)
  ['win32-bash', 'pip install: a word of home paths', repeated('pip install', '~/a ', "'"), 'ask'],
  ['win32-bash', 'python3: a word of home paths', repeated('python3 x.py', '~/a ', "'"), 'ask'],
  // (The word spelled again, lower case and `/`, for each drive rule, directory and reading: 1.8-2 ms.)
  ['powershell', 'find -name: a word of 5,000 backslashed segments', repeated('find . -name', 'a\\', "'"), 'allow'],
] as const;

describe('long lines session 36 found slowest: read in linear time, decided as before', () => {
  // (One pass over every row first: the first row decided cold ran the code paths the others share, 16 ms on a loaded host.)
  beforeAll(() => {
    for (const [dialect, , line] of ROWS) decide(ABSOLUTE, { op: 'shell', command: line, shell: DIALECTS[dialect].shell }, DIALECTS[dialect].ctx);
  });

  it.each(ROWS)('%s: %s', (dialect, _, line, expected: DecisionKind) => {
    expect(line.length).toBeLessThanOrEqual(10_000);
    const { shell, ctx } = DIALECTS[dialect];
    const d = decide(ABSOLUTE, { op: 'shell', command: line, shell }, ctx);
    const { ms } = fastestFreshMs(shell, line, ABSOLUTE_RULES, ctx);
    expect(d.decision).toBe(expected);
    expect(ms).toBeLessThan(FRESH_BOUND_MS);
    // (And under the long-line guards' policy, on linux and win32.)
    if (dialect !== 'win32-bash') expectDecidedFast(dialect, line);
  });
});
