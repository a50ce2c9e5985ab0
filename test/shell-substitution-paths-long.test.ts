// The paths a substitution may print (substitution-paths.ts, session 36) on long lines: a long
// word's ancestors are as many reads of up to 10,000 characters, and each substitution of a
// command was read again for every word at every reading. Hang guards (test/helpers/long-lines.ts:
// 1.5-6.5 ms on a loaded host before the cuts, 0.3-2.5 after) and the work bound's decision.
import { describe, expect, it } from 'vitest';
import { decide } from '../src/decide/decide.js';
import { LONG_LINE_POLICY, expectDecidedFast } from './helpers/long-lines.js';
import { REPO_LINUX } from './helpers/policy.js';

const LONG_PATH = '/a'.repeat(4_990);
const SHORT_PATH = '/a'.repeat(80);

describe('substitution paths on long lines', () => {
  it.each([
    ['dirname of a path of 4,990 segments', `mytool $(dirname ${LONG_PATH})`],
    ['realpath of a relative path of 4,990 segments', `mytool $(realpath ${'a/'.repeat(4_990)})`],
    ['cd to a long path and pwd', `mytool "$(cd ${'/a'.repeat(4_900)} && pwd)"`],
    ['55 substitutions of 80-segment paths', `mytool ${`$(dirname ${SHORT_PATH}) `.repeat(55)}`],
    ['100 substitutions of 40-segment paths', `mytool ${`$(dirname ${'/a'.repeat(40)}) `.repeat(100)}`],
    ['55 quoted realpath substitutions', `mytool ${`"$(realpath ${'a/'.repeat(80)})" `.repeat(55)}`],
  ])('%s', (_, line) => expectDecidedFast('bash', line));

  it('a substitution whose paths pass 8,192 characters is incomplete: the line asks', () => {
    const d = decide(LONG_LINE_POLICY, { op: 'shell', command: `mytool $(dirname ${LONG_PATH})` }, REPO_LINUX);
    expect(d.decision).toBe('ask');
    expect(d.reasons.map((r) => `${r.code}: ${r.message}`).join('\n')).toContain('incomplete-analysis: a substitution given to a program names more paths it may print than the analysis reads (48 paths, 8192 characters)');
  });

  it('a short one is read in full: a rule on an ancestor of its path still meets it', () => {
    const d = decide(LONG_LINE_POLICY, { op: 'shell', command: 'mytool $(dirname /w/repo/.env/x)' }, REPO_LINUX);
    expect(d.decision).toBe('ask');
    expect(d.reasons.some((r) => r.message.includes('"Read(**/.env)"') && r.message.includes('/w/repo/.env'))).toBe(true);
  });
});
