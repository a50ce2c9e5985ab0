// `managed-policy sandbox`, called directly (main.ts registers it): the worked example of
// docs/sandbox.md in text and JSON, and the usage errors.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxCommand } from '../src/cli/sandbox.js';
import { resolveSource } from '../src/compose/resolved.js';
import { loadSettingsFile } from '../src/load/file.js';
import { answerSandboxRequest } from '../src/sandbox/answer.js';
import { effectiveSandbox } from '../src/sandbox/effective.js';
import { readUserSandboxFile } from '../src/sandbox/user.js';

const F = 'fixtures/sandbox';
const EXAMPLE = ['--file', `${F}/managed-settings.json`, '--server', `${F}/server-settings.json`, '--user', `${F}/user-settings.json`, '--home', '/home/alice'];

function run(argv: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = sandboxCommand(argv, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s) });
  return { code, stdout, stderr };
}

describe('the worked example (docs/sandbox.md)', () => {
  it('text: every value with who decided it, the dropped grants with reasons and hints', () => {
    const r = run(EXAMPLE);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const line = (start: string) => r.stdout.split('\n').find((l) => l.trimStart().startsWith(start));
    expect(line('enabled ')).toMatch(/true\s+managed: fixtures\/sandbox\/managed-settings\.json \(file\)  \[force-on\]  \(yours: false\)$/);
    expect(line('failIfUnavailable')).toMatch(/true\s+managed: fixtures\/sandbox\/server-settings\.json \(server\)/);
    expect(line('seatbelt.keychainAccess')).toMatch(/false\s+managed: .*server-settings\.json \(server\)/);
    expect(line('gitAuth')).toMatch(/true\s+default/);
    expect(line('network.proxy.url')).toContain('http://proxy.corp.example:3128');
    expect(line('read-write')).toMatch(/\/home\/alice\/work\s+user; in every managed list/);
    expect(r.stdout).toContain('Dropped user grants (3)');
    expect(r.stdout).toContain('readwritePaths "/home/alice/src/"');
    expect(r.stdout).toContain('hint: fixtures/sandbox/managed-settings.json (file) lists "/home/alice/src", which differs only by a trailing slash');
    expect(r.stdout).toContain('[managed-list-empty] fixtures/sandbox/server-settings.json (server) sets readonlyPaths to []');
    expect(r.stdout).toContain('still write-protected (dropped read-only grants never become writable): "/home/alice/work/release"');
    expect(r.stdout).toMatch(/gist\.github\.com\s+managed: fixtures\/sandbox\/managed-settings\.json \(file\)/);
  });

  it('json: the same, as data', () => {
    const r = run([...EXAMPLE, '--format', 'json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.sources).toEqual([
      { source: `${F}/server-settings.json`, channel: 'server' },
      { source: `${F}/managed-settings.json`, channel: 'file' },
    ]);
    expect(out.user).toEqual({ file: `${F}/user-settings.json`, form: 'settings', hasSandboxSettings: true });
    expect(out.effective.enabled).toEqual({ value: true, decidedBy: [{ by: 'managed', source: `${F}/managed-settings.json`, channel: 'file' }], userValue: false });
    expect(out.effective.filesystem.readwritePaths).toEqual([{
      path: '/home/alice/work', decidedBy: [{ by: 'user' }],
      permittedBy: [{ by: 'managed', source: `${F}/server-settings.json`, channel: 'server' }, { by: 'managed', source: `${F}/managed-settings.json`, channel: 'file' }],
    }]);
    const src = out.effective.filesystem.droppedGrants.find((g: { path: string }) => g.path === '/home/alice/src/');
    expect(src.reasons).toHaveLength(2);
    expect(src.reasons[0]).toMatchObject({ code: 'not-in-managed-list', near: { entry: '/home/alice/src', differsBy: ['trailing-slash'] } });
    expect(out.effective.network.proxyUrl).toEqual({ value: 'http://proxy.corp.example:3128', decidedBy: [{ by: 'managed', source: `${F}/server-settings.json`, channel: 'server' }], userValue: 'http://localhost:3128' });
  });

  it('the decide answers the document quotes', () => {
    const user = readUserSandboxFile(`${F}/user-settings.json`);
    if (!user.ok) throw new Error('fixture must be valid');
    const sources = [loadSettingsFile(`${F}/server-settings.json`, { channel: 'server' }), loadSettingsFile(`${F}/managed-settings.json`, { channel: 'file' })].map(resolveSource);
    const e = effectiveSandbox(sources, user.user.sandbox, { home: '/home/alice' });
    const defaults = { cwd: '/home/alice/work', home: '/home/alice', platform: 'linux' as const };
    expect(answerSandboxRequest(e, { op: 'sandbox-path', path: '/home/alice/work/release/notes.md' }, defaults)).toMatchObject({ access: 'read-only', code: 'write-protected', entry: '/home/alice/work/release' });
    expect(answerSandboxRequest(e, { op: 'sandbox-host', host: 'pypi.org' }, defaults)).toMatchObject({ allowed: false, code: 'not-in-allowed-hosts', decidedBy: [{ by: 'user' }] });
    expect(answerSandboxRequest(e, { op: 'sandbox-host', host: 'gist.github.com' }, defaults)).toMatchObject({ allowed: false, code: 'blocked-host' });
    expect(answerSandboxRequest(e, { op: 'sandbox-path', path: '~/.aws/config' }, defaults)).toMatchObject({ access: 'denied', entry: '~/.aws/' });
    expect(answerSandboxRequest(e, { op: 'sandbox-path', path: '/home/alice/src/x' }, { ...defaults, cwd: '/elsewhere' })).toMatchObject({ access: 'none' });
  });

  it('a sandbox-only user file, and no user file at all', () => {
    const bare = JSON.parse(run(['--file', `${F}/managed-settings.json`, '--user', `${F}/user-sandbox-only.json`, '--format', 'json']).stdout);
    expect(bare.user.form).toBe('sandbox');
    expect(bare.effective.filesystem.readwritePaths.map((g: { path: string }) => g.path)).toEqual(['/home/alice/work']);
    const none = run(['--file', `${F}/managed-settings.json`]);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('user settings: (none given)');
  });

  it('a managed source in restricted mode is said on stderr and in the header', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-sandbox-'));
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ "sandbox": ');
    const r = run(['--file', broken]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('restricted mode');
    expect(r.stdout).toContain('[restricted mode]');
    expect(r.stdout).toMatch(/enabled\s+true\s+managed: .*broken\.json \(file\)/);
  });
});

describe('usage errors exit 2, with the reason', () => {
  it('an invalid user file: every problem with file, line, pointer and hint', () => {
    const r = run(['--file', `${F}/managed-settings.json`, '--user', `${F}/user-invalid.json`]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`${F}/user-invalid.json:3:16: error invalid-type: sandbox.enabled must be a boolean`);
    expect(r.stderr).toContain('at /sandbox/userPolicy/filesystem/deniedPath');
    expect(r.stderr).toContain('Did you mean "deniedPaths"?');
    expect(r.stderr).toContain('at /sandbox/userPolicy/network/blockedHosts/1');
  });

  it('a missing user file is an error when --user names it', () => {
    const r = run(['--file', `${F}/managed-settings.json`, '--user', `${F}/does-not-exist.json`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot read the user settings');
  });

  it('an ambiguous user file', () => {
    const r = run(['--file', `${F}/managed-settings.json`, '--user', `${F}/user-ambiguous.json`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot tell whether this is a settings file or a sandbox object');
  });

  it('flags', () => {
    expect(run(['--user', `${F}/user-settings.json`]).code).toBe(2); // no managed source
    expect(run(['--file', `${F}/managed-settings.json`, '--format', 'yaml']).code).toBe(2);
    expect(run(['--file', `${F}/managed-settings.json`, 'extra']).code).toBe(2);
    expect(run(['--file', `${F}/managed-settings.json`, '--user']).code).toBe(2);
    expect(run(['--file', `${F}/managed-settings.json`, '--frobnicate']).code).toBe(2);
    expect(run(['--help']).code).toBe(0);
  });
});
