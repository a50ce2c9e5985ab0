// The decision commands: `check` and `decide`, with the source flags.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'mp-cli-'));
const file = join(dir, 'managed-settings.json');
writeFileSync(file, JSON.stringify({ permissions: { deny: ['Shell(rm *)', 'Read(~/.ssh/**)'], ask: ['Domain(*.corp.example)'], allow: ['Shell(git status *)', 'Read(/src/**)', 'Domain(api.github.com)'] } }));
const server = join(dir, 'server.json');
writeFileSync(server, JSON.stringify({ permissions: { allow: ['Shell(git *)'] } }));
const mdm = join(dir, 'mdm.json');
writeFileSync(mdm, JSON.stringify({ 'permissions.deny': '["Shell(git push *)"]' }));
const broken = join(dir, 'broken.json');
writeFileSync(broken, '{ "permissions": ');

const CONTEXT = '{"cwd":"/w","workspace":["/w"],"home":"/h","platform":"linux"}';

describe('check', () => {
  it('explains a deny with the rule, the source and the part', async () => {
    const r = await run(['check', '--file', file, 'shell', 'git status && rm -rf x']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^DENY/);
    expect(r.stdout).toContain('[deny-rule]');
    expect(r.stdout).toContain('Shell(rm *)');
    expect(r.stdout).toContain(file);
  });

  it('prints JSON with --format json, and marks managed asks fresh', async () => {
    const r = await run(['check', '--file', file, '--format', 'json', 'fetch', 'https://x.corp.example/']);
    const answer = JSON.parse(r.stdout);
    expect(answer).toMatchObject({ decision: 'ask', fresh: true });
    expect(answer.reasons[0]).toMatchObject({ code: 'ask-rule', rule: { text: 'Domain(*.corp.example)', source: file, channel: 'file' }, part: { type: 'url' } });
  });

  it('takes the context from flags', async () => {
    const allowed = await run(['check', '--file', file, '--cwd', '/w', '--workspace', '/w', '--home', '/h', 'read', 'src/a.ts']);
    expect(allowed.stdout).toMatch(/^ALLOW/);
    const denied = await run(['check', '--file', file, '--context', CONTEXT, 'read', '~/.ssh/id_rsa']);
    expect(denied.stdout).toMatch(/^DENY/);
  });

  it('takes the repository top from --repository or the context', async () => {
    const git = join(dir, 'git.json');
    writeFileSync(git, JSON.stringify({ permissions: { deny: ['Read(/secrets/**)'], allow: ['Shell(git *)'] } }));
    const base = ['check', '--file', git, '--cwd', '/w/pkg', '--workspace', '/w', '--home', '/h'];
    expect((await run([...base, 'shell', 'git show HEAD:secrets/a'])).stdout).toMatch(/^ASK/);
    expect((await run([...base, '--repository', '/w', 'shell', 'git show HEAD:secrets/a'])).stdout).toMatch(/^DENY/);
    expect((await run([...base, '--repository', '/w/pkg', 'shell', 'git show HEAD:secrets/a'])).stdout).toMatch(/^ALLOW/);
    const ctx = '{"cwd":"/w/pkg","workspace":["/w"],"home":"/h","repository":"/w"}';
    expect((await run(['check', '--file', git, '--context', ctx, 'shell', 'git show HEAD:secrets/a'])).stdout).toMatch(/^DENY/);
  });

  it('takes the shell\'s CDPATH from --cdpath or the context', async () => {
    const cd = join(dir, 'cd.json');
    writeFileSync(cd, JSON.stringify({ permissions: { deny: ['Read(//etc/shadow)', 'Read(.env)'], allow: ['Shell(cd *)', 'Shell(cat *)'] } }));
    const base = ['check', '--file', cd, '--cwd', '/w', '--workspace', '/w', '--home', '/h'];
    // Unknown CDPATH: `cd etc` may be /etc.
    expect((await run([...base, 'shell', 'cd etc && cat shadow'])).stdout).toMatch(/^ASK/);
    expect((await run([...base, '--cdpath', '', 'shell', 'cd etc && cat shadow'])).stdout).toMatch(/^ALLOW/);
    expect((await run([...base, '--cdpath', '/srv:/', 'shell', 'cd etc && cat shadow'])).stdout).toMatch(/^DENY/);
    const ctx = '{"cwd":"/w","workspace":["/w"],"home":"/h","cdpath":""}';
    expect((await run(['check', '--file', cd, '--context', ctx, 'shell', 'cd etc && cat shadow'])).stdout).toMatch(/^ALLOW/);
    const bad = await run(['check', '--file', cd, '--context', '{"cdpath":["/"]}', 'shell', 'cd etc']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('context.cdpath must be a string');
  });

  it('composes sources: mdm deny wins, allow is a conjunction', async () => {
    const push = await run(['check', '--mdm', mdm, '--server', server, '--file', file, 'shell', 'git push origin']);
    expect(push.stdout).toMatch(/^DENY/);
    const log = await run(['check', '--server', server, '--file', file, 'shell', 'git log']);
    expect(log.stdout).toMatch(/^ASK/);
    expect(log.stdout).toContain('[no-allow-in-source]');
    const status = await run(['check', '--server', server, '--file', file, 'shell', 'git status']);
    expect(status.stdout).toMatch(/^ALLOW/);
  });

  it('an unreadable source is restricted mode, said on stderr', async () => {
    const r = await run(['check', '--file', broken, 'shell', 'ls']);
    expect(r.stdout).toMatch(/^ASK/);
    expect(r.stdout).toContain('[restricted-mode]');
    expect(r.stderr).toContain('restricted mode');
  });

  it('usage errors exit 2', async () => {
    expect((await run(['check', 'shell', 'ls'])).code).toBe(2);
    expect((await run(['check', '--file', file, 'run', 'ls'])).code).toBe(2);
    expect((await run(['check', '--file', file, 'shell'])).code).toBe(2);
    expect((await run(['check', '--file', file, '--context', '{"cwdd":"/"}', 'shell', 'ls'])).stderr).toContain('unknown context member');
    expect((await run(['check', '--file', file, '--platform', 'beos', 'shell', 'ls'])).code).toBe(2);
  });
});

describe('input files: strict UTF-8, regular files only', () => {
  // Latin-1 "é" (0xe9) inside a deny rule: a lenient decoder made it U+FFFD and the rule matched nothing.
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  it('an MDM export that is not UTF-8 is restricted mode, as --file is', async () => {
    const mdmBad = join(dir, 'mdm-latin1.json');
    writeFileSync(mdmBad, latin1('{"permissions.deny":"[\\"Read(//d/Donn\u00e9es/**)\\"]","permissions.allow":"[\\"Read\\"]"}'));
    const r = await run(['check', '--mdm', mdmBad, 'read', '/d/Donn\u00e9es/x']);
    expect(r.stdout).toMatch(/^ASK/);
    expect(r.stderr).toContain('restricted mode');
  });
  it('a team file that is not UTF-8 is unreadable (its keys take their fallback)', async () => {
    const tl = join(dir, 'tl-latin1');
    mkdirSync(join(tl, 'teams'), { recursive: true });
    const enterprise = join(tl, 'managed-settings.json');
    writeFileSync(enterprise, JSON.stringify({ permissions: { deny: { overridable: ['Shell(rm *)'] }, allow: ['Shell', 'Read'] } }));
    writeFileSync(join(tl, 'team-mappings.json'), JSON.stringify({ 'devs.json': ['devs'] }));
    writeFileSync(join(tl, 'teams', 'devs.json'), latin1('{"permissions":{"deny":["Read(//d/Donn\u00e9es/**)","Shell(rm *)"]}}'));
    const r = await run(['check', '--server', enterprise, '--teams-dir', tl, '--team', 'devs', 'read', '/d/Donn\u00e9es/x']);
    expect(r.stdout).not.toMatch(/^ALLOW/);
    expect(r.stderr).toContain('invalid-encoding');
  });
  it('the validate command named for a source with problems is runnable as printed, and reports them', async () => {
    const tl = join(dir, 'tl hint');
    mkdirSync(join(tl, 'teams'), { recursive: true });
    const enterprise = join(tl, 'managed-settings.json');
    writeFileSync(enterprise, JSON.stringify({ permissions: { deny: { overridable: ['Shel(rm *)'] }, allow: ['Shell'] } }));
    writeFileSync(join(tl, 'team-mappings.json'), JSON.stringify({ 'devs.json': ['devs'] }));
    writeFileSync(join(tl, 'teams', 'devs.json'), JSON.stringify({ permissions: { deny: ['Shell(rm *)'] } }));
    const mdmBad = join(dir, 'mdm-bad.json');
    writeFileSync(mdmBad, JSON.stringify({ 'permissions.ask': '["Bogus(x)"]' }));
    const r = await run(['check', '--server', enterprise, '--teams-dir', tl, '--team', 'devs', '--mdm', mdmBad, 'shell', 'ls']);
    const commands = [...r.stderr.matchAll(/\(run managed-policy (validate .*)\)$/gm)].map((m) => m[1]!);
    // [the command as printed, the words a POSIX shell reads from it]
    expect(commands).toEqual([`validate --mdm ${mdmBad}`, `validate --teams-dir '${tl}' '${enterprise}'`]);
    const words = (c: string) => [...c.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
    for (const c of commands) expect((await run(words(c))).code).toBe(1);
  });
  it.skipIf(process.platform === 'win32')('a FIFO or a device as a source is unreadable without blocking: restricted mode', async () => {
    const fifo = join(dir, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    for (const flag of ['--file', '--mdm', '--server']) {
      for (const path of [fifo, '/dev/zero', dir]) {
        const r = await run(['check', flag, path, 'shell', 'ls']);
        expect(r.stdout).toMatch(/^ASK/);
        expect(r.stderr).toContain('restricted mode');
      }
    }
    const user = await run(['decide', '--file', file, '--user', fifo], []);
    expect(user.code).toBe(2);
  });
  it('a file over 16 MiB is unreadable with a clear message', async () => {
    const big = join(dir, 'big.json');
    writeFileSync(big, `{"model":"${'x'.repeat(16 * 1024 * 1024)}"}`);
    const r = await run(['validate', big]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('larger than 16 MiB');
  });
});

describe('decide (JSON Lines)', () => {
  it('answers every line in order; a malformed line gets an error and the batch goes on', async () => {
    const r = await run(['decide', '--file', file, '--context', CONTEXT], [
      '{"op":"shell","command":"rm -rf /"}',
      'not json',
      '{"op":"read","path":"src/a.ts"}',
      '',
      '{"op":"fetch","url":"https://api.github.com/x","id":7}',
      '{"op":"shell","command":"Remove-Item x","shell":"powershell"}',
      '{"op":"nope"}',
      '{"op":"read","path":"/x","contxt":{}}',
      '{"op":"edit","path":"/w/x","context":{"cwd":"/elsewhere"}}',
    ]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    // (Remove-Item is PowerShell's rm: Shell(rm *) denies it.)
    expect(lines.map((l) => l.decision ?? l.error.code)).toEqual(['deny', 'invalid-json', 'allow', 'allow', 'deny', 'invalid-request', 'invalid-request', 'ask']);
    expect(lines[1].error.line).toBe(2);
    expect(lines[3].id).toBe(7);
    expect(lines[6].error.message).toContain('contxt');
  });

  it('a request with a repeated member is invalid-request (a client may read the other value)', async () => {
    const r = await run(['decide', '--file', file, '--context', CONTEXT], ['{"op":"shell","command":"rm x","command":"ls"}', '{"op":"shell","command":"ls"}']);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.decision ?? l.error.code)).toEqual(['invalid-request', 'ask']);
    expect(lines[0].error.message).toContain('"command"');
  });

  it('needs a source', async () => {
    expect((await run(['decide'], [])).code).toBe(2);
  });
});

describe('symbolic links on this machine', () => {
  // ws/link -> /etc/passwd, ws/d/etc_dir -> /etc: the CLI follows them as realpath(3) does.
  const ws = mkdtempSync(join(tmpdir(), 'mp-links-'));
  mkdirSync(join(ws, 'd'));
  symlinkSync('/etc/passwd', join(ws, 'link'));
  symlinkSync('/etc', join(ws, 'd', 'etc_dir'));
  const links = join(ws, 'links.json');
  writeFileSync(links, JSON.stringify({ permissions: { deny: ['Read(//etc/**)'], allow: ['Read', 'Edit', 'Shell'] } }));
  const flags = ['--file', links, '--cwd', ws, '--workspace', ws];
  const host = process.platform === 'win32' ? it.skip : it;

  host.each([['read', 'link'], ['read', 'd/etc_dir/passwd'], ['shell', 'cat link'], ['edit', 'd/etc_dir/new']])('check %s %s is checked where its links lead', async (kind, subject) => {
    const r = await run(['check', ...flags, kind, subject]);
    expect(r.stdout).toMatch(/^DENY/);
    expect((await run(['check', ...flags, '--no-resolve-symlinks', kind, subject])).stdout).toMatch(/^ALLOW/);
  });

  host('decide follows them too, unless a request names another platform or --no-resolve-symlinks', async () => {
    const context = JSON.stringify({ cwd: ws, workspace: [ws] });
    const requests = ['{"op":"read","path":"link"}', '{"op":"read","path":"plain.txt"}', '{"op":"read","path":"link","context":{"platform":"darwin"}}'];
    const r = await run(['decide', '--file', links, '--context', context], requests);
    const answers = r.stdout.trim().split('\n').map((l) => JSON.parse(l).decision);
    expect(answers.slice(0, 2)).toEqual(['deny', 'allow']);
    if (process.platform === 'linux') expect(answers[2]).toBe('allow');
    const off = await run(['decide', '--file', links, '--context', context, '--no-resolve-symlinks'], requests.slice(0, 1));
    expect(JSON.parse(off.stdout).decision).toBe('allow');
  });
});
