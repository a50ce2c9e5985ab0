// The decision context as callers hand it over: the symlink hook is the caller's code (it may
// itself decide, or answer as readlink does), and a context object may be changed in place.
import { describe, expect, it } from 'vitest';
import { compilePolicy, decide, loadSettingsValue, type DecisionContext } from '../src/index.js';

const p = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Read(//etc/**)'], allow: ['Read(//**)', 'Shell(*)'] } }, { file: 'm.json', channel: 'file' }) }]);
const CTX: DecisionContext = { cwd: '/w/repo', workspace: ['/w/repo'], home: '/home/dev', platform: 'linux' };
/** `/w/repo/s` is a link to /etc/ssl; every other path is itself (realpath's answer). */
const realpath = (x: string): string => (x === '/w/repo/s' ? '/etc/ssl' : x.startsWith('/w/repo/s/') ? `/etc/ssl/${x.slice(10)}` : x);

describe('the symlink hook', () => {
  it('a hook that itself decides does not change the decision it is called for (link/.. is the parent of the target)', () => {
    const plain = { ...CTX, resolveSymlink: realpath };
    const reentrant = { ...CTX, resolveSymlink: (x: string) => { decide(p, { op: 'read', path: '/tmp/audit' }, CTX); return realpath(x); } };
    for (const ctx of [plain, reentrant]) {
      expect(decide(p, { op: 'read', path: 's/../hostname' }, ctx).decision).toBe('deny');
      expect(decide(p, { op: 'shell', command: 'cat s/../hostname' }, ctx).decision).toBe('deny');
    }
  });

  it('a relative answer (readlink\'s) is unknown, never placed against the working directory', () => {
    const readlink = { ...CTX, cwd: '/w/repo/deep/er', resolveSymlink: (x: string) => (x === '/w/repo/rl' ? '../../etc/hostname' : x) };
    for (const op of [{ op: 'read', path: '/w/repo/rl' }, { op: 'shell', command: 'cat /w/repo/rl' }] as const) {
      const d = decide(p, op, readlink);
      expect(d.decision).toBe('ask');
      expect(d.reasons.map((r) => r.message).join(' ')).toContain('not an absolute path');
    }
    // Absolute answers, POSIX and Windows, are placed as before.
    expect(decide(p, { op: 'read', path: '/w/repo/rl' }, { ...CTX, resolveSymlink: (x) => (x === '/w/repo/rl' ? '/etc/hostname' : x) }).decision).toBe('deny');
    const win: DecisionContext = { cwd: 'C:\\w', workspace: ['C:\\w'], platform: 'win32', resolveSymlink: (x) => (x === '/c/w/l' ? 'C:\\Windows\\x' : x) };
    const pw = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Read(//c/Windows/**)'], allow: ['Read(//**)'] } }, { file: 'm.json', channel: 'file' }) }]);
    expect(decide(pw, { op: 'read', path: 'C:\\w\\l' }, win).decision).toBe('deny');
  });
});

describe('a context changed in place', () => {
  it('is resolved again: the new cwd, home and workspace are the ones checked', () => {
    const ctx = { ...CTX, workspace: [...CTX.workspace!] } as { cwd: string; home: string; workspace: string[]; platform: 'linux' };
    expect(decide(p, { op: 'read', path: 'shadow' }, ctx).decision).toBe('allow');
    ctx.cwd = '/etc';
    expect(decide(p, { op: 'read', path: 'shadow' }, ctx).decision).toBe('deny');
    ctx.cwd = '/w/repo';
    ctx.home = '/etc';
    expect(decide(p, { op: 'read', path: '~/shadow' }, ctx).decision).toBe('deny');
    const ws = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Read(/secrets/**)'], allow: ['Read(//**)'] } }, { file: 'm.json', channel: 'file' }) }]);
    expect(decide(ws, { op: 'read', path: '/etc/secrets/x' }, ctx).decision).toBe('allow');
    ctx.workspace[0] = '/etc';
    expect(decide(ws, { op: 'read', path: '/etc/secrets/x' }, ctx).decision).toBe('deny');
  });
});

describe('a UNC working directory on win32', () => {
  // `\x\y` is on the current root, which is the share (path.win32.resolve, .NET GetFullPath).
  // (A share is allowed by a rule naming its server: `//**` names none.)
  const unc = compilePolicy([{ loaded: loadSettingsValue({ permissions: { deny: ['Read(/secrets/**)', 'Read(//srv/share/w/**)'], allow: ['Read(//**)', 'Read(//srv/**)', 'Shell(*)'] } }, { file: 'm.json', channel: 'file' }) }]);
  const ctx: DecisionContext = { cwd: '\\\\srv\\share\\w\\repo', workspace: ['\\\\srv\\share\\w\\repo'], home: '\\\\srv\\share\\dev', platform: 'win32' };
  it.each([
    [{ op: 'read', path: '\\w\\repo\\secrets\\a' }],
    [{ op: 'read', path: '/w/repo/secrets/a' }],
    [{ op: 'shell', shell: 'powershell', command: 'Get-Content \\w\\repo\\secrets\\a' }],
  ] as const)('%j is read on the share root too', (op) => {
    expect(decide(unc, op, ctx).decision).toBe('deny');
  });
  it('a path on another drive is not', () => {
    expect(decide(unc, { op: 'read', path: 'C:\\x\\y' }, ctx).decision).toBe('allow');
    expect(decide(unc, { op: 'read', path: '\\x\\y' }, ctx).decision).toBe('allow');
  });
});
