// `managed-policy effective`, and the team flags shared by the decision commands.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './helpers/cli.js';

const fx = (p: string) => new URL(`../fixtures/${p}`, import.meta.url).pathname;
const teamsDir = fx('team-example');
const server = fx('team-example/managed-settings.json');
const dir = mkdtempSync(join(tmpdir(), 'mp-effective-'));
const fileA = join(dir, 'a.json');
writeFileSync(fileA, JSON.stringify({ model: 'a-model', telemetry: { endpoint: 'https://otel.example/', headers: { Authorization: 'Bearer secret-token' } }, deniedMcpServers: [{ serverName: 'x' }] }));
const fileB = join(dir, 'b.json');
writeFileSync(fileB, JSON.stringify({ model: 'b-model', deniedMcpServers: [{ serverName: 'y' }] }));

describe('effective', () => {
  it('prints every key with the source, channel or team file that decided it', async () => {
    const r = await run(['effective', '--server', server, '--teams-dir', teamsDir, '--team', 'developers-all']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.teams).toEqual(['devs.json']);
    expect(out.settings['allowedMcpServers']).toEqual({ operator: 'conjunction', lists: [{
      from: { source: `${server} + teams/devs.json`, channel: 'server', team: 'teams/devs.json' },
      entries: [{ serverUrl: 'https://team-specific-mcp.company.com/*' }],
    }] });
    expect(out.settings['model']).toEqual({ operator: 'highest-precedence', shadowed: [] });
    expect(Object.keys(out.settings)).toContain('strictKnownMarketplaces');
  });

  it('a user in no team gets the enterprise defaults, with a warning for the unknown slug', async () => {
    const r = await run(['effective', '--server', server, '--teams-dir', teamsDir, '--team', 'nobody']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).settings.model).toMatchObject({ value: 'auto', from: { channel: 'server' } });
    expect(r.stderr).toContain('team-slug-unmapped');
  });

  it('does not depend on the order the sources are given in', async () => {
    const a = await run(['effective', '--file', fileA, '--file', fileB]);
    const b = await run(['effective', '--file', fileB, '--file', fileA]);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).settings.model).toMatchObject({ value: 'a-model' });
  });

  it('redacts telemetry header values', async () => {
    const r = await run(['effective', '--file', fileA]);
    expect(r.stdout).not.toContain('secret-token');
    expect(JSON.parse(r.stdout).settings.telemetry.value.headers).toEqual({ Authorization: '<redacted>' });
  });

  it.each([
    [['--team', 'x', '--file', fileA], /--team needs --teams-dir/],
    [['--teams-dir', teamsDir, '--file', fileA], /exactly one --server/],
    [['--teams-dir', join(dir, 'nope'), '--server', server], /does not exist/],
    [[], /give at least one source/],
  ])('usage error: %j', async (flags, message) => {
    const r = await run(['effective', ...flags]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

describe('team flags on the decision commands', () => {
  it('check uses the team values', async () => {
    const base = ['check', '--server', server, '--teams-dir', teamsDir];
    expect((await run([...base, '--team', 'developers-all', 'shell', 'npm run build'])).stdout).toMatch(/^ALLOW/);
    expect((await run([...base, '--team', 'finops', 'shell', 'npm run build'])).stdout).toMatch(/^ASK/);
    expect((await run([...base, 'shell', 'npm test x'])).stdout).toMatch(/^ALLOW/);
  });
});

describe('decide: remote-control, bypass and plugin requests', () => {
  const lines = [
    '{"op":"bypass","argv":["copilot","--yolo"],"id":1}',
    '{"op":"bypass","slash":"/allow-all"}',
    '{"op":"bypass","argv":["x"],"slash":"/yolo"}',
    '{"op":"plugin","key":"my-plugin@agent-skills"}',
    '{"op":"plugin","key":"other@x"}',
    '{"op":"remote-control","ssoOrganizations":["acme"]}',
    '{"op":"plugin"}',
  ];
  it('answers each line in order', async () => {
    const r = await run(['decide', '--server', server], lines);
    expect(r.code).toBe(0);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out[0]).toMatchObject({ id: 1, decision: 'deny', blocked: ['--yolo'] });
    expect(out[1]).toMatchObject({ decision: 'deny', blocked: ['/allow-all'] });
    expect(out[2]).toMatchObject({ error: { code: 'invalid-request' } });
    expect(out[3]).toMatchObject({ required: true, reasons: [{ code: 'required-enabled' }] });
    expect(out[4]).toMatchObject({ required: null });
    expect(out[5]).toMatchObject({ decision: 'allow', reasons: [{ code: 'unrestricted' }] });
    expect(out[6]).toMatchObject({ error: { code: 'invalid-request', message: expect.stringContaining('"key"') } });
  });
  it('a team that lifts bypass control lets the flags through', async () => {
    const r = await run(['decide', '--server', server, '--teams-dir', teamsDir, '--team', 'developers-all'], [lines[0] as string]);
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: 'allow' });
  });
});

describe('decide: mcp and sandbox requests', () => {
  it('answers MCP requests with the team-composed lists, and reports a malformed server on its line', async () => {
    const r = await run(['decide', '--server', server, '--teams-dir', teamsDir, '--team', 'developers-all'], [
      '{"op":"mcp","server":{"name":"x","transport":"http","url":"https://Team-Specific-MCP.company.com:443/api#f"},"id":"a"}',
      '{"op":"mcp","server":{"name":"x","transport":"http","url":"https://mcp.company.com/x"}}',
      '{"op":"mcp","server":{"name":"x"}}',
      '{"op":"mcp","server":{"name":"gh","transport":"stdio","command":["gh-mcp"],"builtIn":true}}',
    ]);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out[0]).toMatchObject({ id: 'a', decision: 'allow', reasons: [{ code: 'allow-entry' }] });
    expect(out[1]).toMatchObject({ decision: 'deny', reasons: [{ code: 'no-allow-entry' }] }); // the team list replaced the enterprise default
    expect(out[2]).toMatchObject({ error: { code: 'invalid-request', line: 3 } });
    expect(out[3]).toMatchObject({ decision: 'allow', reasons: [{ code: 'built-in' }] });
  });

  it('answers sandbox requests with the user settings given by --user', async () => {
    const sb = (f: string) => fx(`sandbox/${f}`);
    const r = await run(['decide', '--file', sb('managed-settings.json'), '--server', sb('server-settings.json'), '--user', sb('user-settings.json'),
      '--context', '{"home":"/home/alice","cwd":"/home/alice"}'], [
      '{"op":"sandbox-path","path":"/home/alice/work/release/notes.md"}',
      '{"op":"sandbox-path","path":"~/.aws/credentials"}',
      '{"op":"sandbox-host","host":"pypi.org"}',
      '{"op":"sandbox-host"}',
    ]);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out[0]).toMatchObject({ access: 'read-only' });
    expect(out[1]).toMatchObject({ access: 'denied' });
    expect(out[2]).toMatchObject({ allowed: false });
    expect(out[3]).toMatchObject({ error: { code: 'invalid-request', line: 4 } });
  });

  it('answers marketplace requests by strictKnownMarketplaces, and plugin requests by enabledPlugins', async () => {
    const strict = join(dir, 'strict.json');
    writeFileSync(strict, JSON.stringify({ strictKnownMarketplaces: [{ source: 'hostPattern', hostPattern: '^git\\.corp\\.example$' }], enabledPlugins: { 'a@m': true } }));
    const other = join(dir, 'strict-2.json');
    writeFileSync(other, JSON.stringify({ enabledPlugins: { 'a@m': false } }));
    const r = await run(['decide', '--file', strict, '--file', other], [
      '{"op":"marketplace","source":{"source":"git","url":"https://git.corp.example/x.git"}}',
      '{"op":"marketplace","source":{"source":"git","url":"https://git.corp.example.evil.net/x.git"}}',
      '{"op":"marketplace","source":{"source":"nope"}}',
      '{"op":"plugin","key":"a@m"}',
    ]);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(out[0]).toMatchObject({ decision: 'allow' });
    expect(out[1]).toMatchObject({ decision: 'deny' });
    expect(out[2]).toMatchObject({ error: { code: 'invalid-request', line: 3 } });
    expect(out[3]).toMatchObject({ required: false });
  });

  it('an invalid --user file is a usage error', async () => {
    const bad = join(dir, 'user.json');
    writeFileSync(bad, '{"sandbox": {"userPolicy": {"filesystem": {"deniedPath": ["/x"]}}}}');
    const r = await run(['decide', '--file', fileA, '--user', bad], []);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('deniedPath');
  });
});
