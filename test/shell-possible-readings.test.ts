// Possible readings (src/shell/possible-readings.ts): a command that may do what a deny or ask
// rule names asks for it, in a bash line and in a PowerShell line alike (PowerShell runs git and
// terraform as bash does); git's refspec readings (git-canonical.ts) hold in PowerShell too.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue } from '../src/index.js';
import type { DecisionContext } from '../src/policy/types.js';

const RULES = { deny: ['Shell(git push origin main)', 'Shell(git push --force *)', 'Shell(terraform destroy *)'], allow: ['Shell(*)'] };
const POLICY = compilePolicy([{ loaded: loadSettingsValue({ permissions: RULES }, { file: 'b.json', channel: 'file' }) }]);
const LINUX: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' };
const WIN: DecisionContext = { cwd: 'C:\\w\\repo', workspace: ['C:\\w\\repo'], home: 'C:\\Users\\dev', platform: 'win32' };

describe.each([['bash', LINUX], ['powershell', WIN]] as const)('%s', (shell, context) => {
  it.each([
    // (Each allowed in a PowerShell line before: the readings were bash's only.)
    ['git push origin', 'ask'], ['git push', 'ask'], ['terraform apply p.plan', 'ask'],
    ['git push origin HEAD', 'deny'], ['git push origin +main', 'deny'], ['git push origin HEAD:main', 'deny'],
    ['git push origin feature', 'allow'], ['git status', 'allow'], ['terraform plan', 'allow'],
  ])('%s → %s', (command, expected) => {
    expect(decide(POLICY, { op: 'shell', command, shell }, context).decision).toBe(expected);
  });
});

it('PowerShell: git in any case is git', () => {
  expect(decide(POLICY, { op: 'shell', command: 'Git push origin HEAD', shell: 'powershell' }, WIN).decision).toBe('deny');
});
