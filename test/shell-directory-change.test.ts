// A command line that changes directory (src/shell/directory-change.ts; reference E.1,
// claude-code#28784): its relative paths may resolve anywhere, so they are unknown; chroot makes
// every path unknown. One that may assign HOME: its `~` paths are unknown. Decisions are checked
// against the reference evaluator too.
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../src/shell/analyze.js';
import { independentOfCwd } from '../src/shell/directory-change.js';
import { expectDecision } from './helpers/policy.js';

describe('which lines change directory', () => {
  it.each([
    ['cat a', 'bash', 'none'],
    ['cd /etc && cat shadow', 'bash', 'relative'],
    ['builtin cd /etc; cat shadow', 'bash', 'relative'],
    ['pushd /etc; cat shadow; popd', 'bash', 'relative'],
    ['(cd /etc; cat shadow)', 'bash', 'relative'],
    ['echo $(cd /etc; pwd)', 'bash', 'relative'],
    ['env -C /etc cat shadow', 'bash', 'relative'],
    ['env --chdir=/etc cat shadow', 'bash', 'relative'],
    ['sudo -D /etc cat shadow', 'bash', 'relative'],
    ['env -i cat shadow', 'bash', 'none'],
    ['sudo -i cat .ssh/id_rsa', 'bash', 'relative'],
    ['sudo -u bob cat notes', 'bash', 'none'],
    ["su - bob -c 'cat .ssh/id_rsa'", 'bash', 'relative'],
    ["su bob -c 'cat notes'", 'bash', 'none'],
    ['find . -name x -execdir cat shadow ;', 'bash', 'relative'],
    ['find . -name x -exec cat {} ;', 'bash', 'none'],
    ['chroot /x cat /etc/shadow', 'bash', 'all'],
    ['Set-Location C:\\Windows; Get-Content win.ini', 'powershell', 'relative'],
    ['sl ..; gc x', 'powershell', 'relative'],
    ['Get-Content x', 'powershell', 'none'],
  ] as const)('%s (%s): %s', (line, dialect, expected) => {
    expect(analyzeShell(line, dialect).directoryChange).toBe(expected);
  });

  it.each([
    ['/etc/shadow', true], ['~/x', true], ['~', true], ['C:\\x', true], ['c:/x', true], ['\\\\server\\share', true],
    ['shadow', false], ['./x', false], ['../x', false], ['~user/x', false], ['', false],
  ] as const)('%s is independent of the working directory: %s', (path, expected) => {
    expect(independentOfCwd(path)).toBe(expected);
  });
});

describe('which lines may assign HOME (what ~ expands to)', () => {
  it.each([
    ['cat ~/x', false],
    ['HOME=/etc; cat ~/x', true],
    ['HOME=/etc bash -c "cat ~/x"', true],
    ['export HOME=/etc; cat ~/x', true],
    ['declare -x HOME=/etc', true],
    ['read HOME', true],
    ['printf -v HOME %s /etc', true],
    ['unset HOME', true],
    ['export $V', true],
    ['export PATH=/x HOMEDIR=/y', false],
    ['echo HOME=/etc', false],
  ] as const)('%s: %s', (line, expected) => {
    expect(analyzeShell(line).homeChanged).toBe(expected);
  });
});

describe('decisions (engine and reference evaluator)', () => {
  const rules = { deny: ['Read(//etc/shadow)', 'Edit(//etc/passwd)', 'Read(./secret/**)', 'Read(~/.ssh/**)'], allow: ['Shell(cd *)', 'Shell(cat *)', 'Shell(echo *)', 'Shell(pushd *)', 'Shell(git *)', 'Shell(export *)'] };
  const ctx = { cwd: '/w', workspace: ['/w'], home: '/h', platform: 'linux' as const };
  it.each([
    ['cat shadow', 'allow'],
    ['cd /etc && cat shadow', 'ask'],
    ['cd /etc; echo x > passwd', 'ask'],
    ['cd secret && cat k', 'ask'],
    ['pushd /etc; cat shadow', 'ask'],
    ['cd /tmp && cat /etc/shadow', 'deny'],
    ['cd /tmp && echo x > /etc/passwd', 'deny'],
    ['cd /tmp && cat ~/notes', 'allow'],
    // A line without a relative path is as before.
    ['cd /tmp && cat /w/README', 'allow'],
    ['cd /etc && git show HEAD:shadow', 'ask'],
    ['HOME=/etc; cat ~/shadow', 'ask'],
    ['export HOME=/etc; cat ~/shadow', 'ask'],
    ['cat ~/notes', 'allow'],
  ] as const)('%s: %s', (line, expected) => {
    expectDecision(rules, 'shell', line, expected, ctx);
  });

  it('says why', () => {
    const d = expectDecision(rules, 'shell', 'cd /etc && cat shadow', 'ask', ctx);
    expect(d.reasons.map((r) => r.message).join('\n')).toContain('"shadow" is relative, and the line changes directory (cd)');
  });
});
