// Long words given to a program the analysis does not know are read in linear time (hang guard;
// timings live in bench/). A word of 10,000 characters with 1,600 commas took 11 ms: for each `,`,
// possible-paths.ts isPlainFileName searched the rest of the word for a `.` and sliced it for a
// set lookup; now 0.4 ms. (A line is read up to 10,000 characters: the bound is 3 ms, the fastest
// of five calls, far above the linear cost and far below the quadratic one.)
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { decide } from '../src/decide/decide.js';
import { source, REPO_LINUX, type Rules } from './helpers/policy.js';
import { fastestFreshMs } from './helpers/long-lines.js';

const POLICY_RULES: Rules = { deny: ['Shell(rm *)', 'Read(**/.env)', 'Domain(evil.com)'], allow: ['Shell(mytool *)', 'Read(**)'] };
const policy = compilePolicy([{ loaded: source(POLICY_RULES) }]);

describe('an unknown program\'s long words', () => {
  it.each([
    ['a quoted brace, repeated', `mytool '${'r{m,x}'.repeat(1_660)}'`],
    ['commas', `mytool ${'a,'.repeat(4_990)}`],
    ['equals signs', `mytool ${'a='.repeat(4_990)}`],
    ['colons', `mytool ${'a:'.repeat(4_990)}`],
    ['at signs', `mytool ${'a@'.repeat(4_990)}`],
    ['commas and a dot at the end', `mytool ${'a,'.repeat(4_990)}b.c`],
  ])('%s (10,000 characters): read in linear time', (_, line) => {
    expect(line.length).toBeLessThanOrEqual(10_000);
    const d = decide(policy, { op: 'shell', command: line }, REPO_LINUX);
    const { ms } = fastestFreshMs('bash', line, POLICY_RULES, REPO_LINUX);
    expect(['ask', 'deny', 'allow']).toContain(d.decision);
    expect(ms).toBeLessThan(3);
  });

  it('the names found are the same as before: a plain file name after a comma, the well-known ones', () => {
    const shown = (line: string) => decide(policy, { op: 'shell', command: line }, REPO_LINUX).decision;
    expect(shown('mytool a,.env')).toBe('ask');
    expect(shown('mytool x,b.env,c')).toBe('allow');
    expect(shown('mytool --out=.env')).toBe('ask');
  });
});
