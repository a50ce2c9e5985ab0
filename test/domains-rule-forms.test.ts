// Domain rules as administrators write them (the rule side's normalization): each spelling of a
// host in a deny rule meets every spelling of that host an operation can carry (a fetch URL, a
// curl/wget/ssh/git/ping line, PowerShell's Invoke-WebRequest), and the sandbox's blockedHosts
// read the same spellings; a form that cannot be read (a port without scheme, a CIDR range, a
// leading ".") is an error (test/rules-domain.test.ts), never a narrower match.
import { describe, expect, it } from 'vitest';
import { resolveSource } from '../src/compose/resolved.js';
import { loadSettingsValue } from '../src/load/load.js';
import { compileMcpPolicy, decideMcp } from '../src/mcp/mcp-policy.js';
import { isHostAllowed } from '../src/sandbox/checks.js';
import { effectiveSandbox } from '../src/sandbox/effective.js';
import { parseHostEntry } from '../src/sandbox/hosts.js';
import type { DecisionKind } from '../src/policy/types.js';
import { CTX, expectDecision, REPO_WINDOWS } from './helpers/policy.js';
import { managed, net } from './helpers/sandbox.js';

type Kind = 'fetch' | 'shell' | 'pwsh';
/** [rule, operation kind, subject, decision] under `deny: [rule]` beside `Shell(*)` and `Domain(*)`. */
type Row = [rule: string, kind: Kind, subject: string, expected: DecisionKind];

const ALLOW = ['Shell(*)', 'Domain(*)'];

function table(rows: Row[]): void {
  it.each(rows)('deny %s: %s %s -> %s', (rule, kind, subject, expected) => {
    expectDecision({ deny: [rule], allow: ALLOW }, kind, subject, expected, kind === 'pwsh' ? REPO_WINDOWS : CTX);
  });
}

describe('name rules meet every spelling of the name', () => {
  table([
    ['Domain(EVIL.com)', 'fetch', 'https://evil.com./x', 'deny'],
    ['Domain(EVIL.com)', 'shell', 'curl https://Evil.Com/', 'deny'],
    ['Domain(EVIL.com)', 'pwsh', 'Invoke-WebRequest https://EVIL.COM.', 'deny'],
    ['Domain(evil.com.)', 'fetch', 'https://evil.com/', 'deny'],
    ['Domain(evil.com.)', 'shell', 'ssh evil.com', 'deny'],
    ['Domain(*.evil.com)', 'fetch', 'https://evil.com/', 'deny'],
    ['Domain(*.evil.com)', 'shell', 'git clone https://A.Evil.com./r', 'deny'],
    ['Domain(bücher.de)', 'fetch', 'https://xn--bcher-kva.de/', 'deny'],
    ['Domain(bücher.de)', 'shell', 'curl https://xn--bcher-kva.de', 'deny'],
    ['Domain(xn--bcher-kva.de)', 'fetch', 'https://BÜCHER.de/', 'deny'],
    ['Domain(xn--bcher-kva.de)', 'shell', 'ssh bücher.de', 'deny'],
    ['Domain(ｅｖｉｌ.com)', 'shell', 'curl evil.com', 'deny'],
    ['Domain(evil。com)', 'fetch', 'https://evil.com/', 'deny'],
    ['Domain(evil。com)', 'shell', 'ssh evil。com', 'deny'],
    ['Domain(https://evil.com)', 'fetch', 'https://evil.com:8443/', 'deny'],
    ['Domain(https://evil.com:443)', 'fetch', 'https://EVIL.com/', 'deny'],
  ]);
});

describe('address rules meet every spelling of the address', () => {
  table([
    ['Domain(1.2.3.4)', 'fetch', 'http://0x01020304/', 'deny'],
    ['Domain(1.2.3.4)', 'fetch', 'http://1.2.772/', 'deny'],
    ['Domain(1.2.3.4)', 'fetch', 'http://[::ffff:1.2.3.4]/', 'deny'],
    ['Domain(1.2.3.4)', 'shell', 'ssh 01.02.03.04', 'deny'],
    ['Domain(1.2.3.4)', 'shell', 'curl 1.2.3.4.', 'deny'],
    ['Domain(1.2.3.4)', 'shell', 'nc 16909060 80', 'deny'],
    ['Domain(1.2.3.4)', 'pwsh', 'Invoke-WebRequest http://16909060', 'deny'],
    ['Domain(0x01020304)', 'shell', 'curl 1.2.3.4', 'deny'],
    ['Domain(1.2.772)', 'fetch', 'http://1.2.3.4/', 'deny'],
    ['Domain([::ffff:1.2.3.4])', 'fetch', 'http://1.2.3.4/', 'deny'],
    ['Domain([::1])', 'fetch', 'http://[0:0::1]/', 'deny'],
    ['Domain([::1])', 'fetch', 'http://[::0.0.0.1]/', 'deny'],
    ['Domain([::1])', 'shell', 'ssh 0:0::1', 'deny'],
    ['Domain([2001:DB8:0:0::1])', 'shell', 'ping -6 2001:db8::1', 'deny'],
  ]);
});

describe('a rule on one name of this machine meets the others', () => {
  table([
    ['Domain(localhost)', 'fetch', 'http://127.1/', 'deny'],
    ['Domain(localhost)', 'fetch', 'http://[::1]/', 'deny'],
    ['Domain(localhost)', 'shell', 'curl 0', 'deny'],
    ['Domain(LOCALHOST.)', 'shell', 'ssh LocalHost', 'deny'],
    ['Domain(127.0.0.1)', 'fetch', 'http://localhost./', 'deny'],
    ['Domain(127.0.0.1)', 'fetch', 'http://[::]/', 'deny'],
    ['Domain([::1])', 'pwsh', 'Test-NetConnection localhost', 'deny'],
    // a rule on another name of it (the unspecified address, 127/8) met only that spelling
    ['Domain(0.0.0.0)', 'fetch', 'https://[::]/', 'deny'],
    ['Domain(0.0.0.0)', 'fetch', 'https://localhost/', 'deny'],
    ['Domain(0)', 'shell', 'curl https://127.0.0.1/', 'deny'],
    ['Domain([::])', 'fetch', 'https://0.0.0.0/', 'deny'],
    ['Domain([::])', 'shell', 'ssh localhost', 'deny'],
    ['Domain(127.0.0.2)', 'fetch', 'https://[::1]/', 'deny'],
    ['Domain([::ffff:0.0.0.0])', 'fetch', 'https://127.1/', 'deny'],
    ['Domain(0.0.0.0)', 'fetch', 'https://example.com/', 'allow'],
    ['Domain([::])', 'shell', 'curl https://10.0.0.1/', 'allow'],
  ]);
});

/** Decides `host` under `blockedHosts: [entry]` (local network allowed: only the entry blocks). */
function blocked(entry: string, host: string): boolean {
  return !isHostAllowed(effectiveSandbox([managed(net({ blockedHosts: [entry] }))]), host).allowed;
}

describe('sandbox blockedHosts read the forms Domain rules read', () => {
  it.each([
    // no_proxy's `.evil.com` was the host ".evil.com", which no connection names: it blocked nothing
    ['.evil.com', 'evil.com'], ['.evil.com', 'a.evil.com'], ['.evil.com', 'https://A.EVIL.com./x'],
    ['.evil.com:443', 'evil.com'],
    // a blocked name of this machine blocks its other names (as deny rules do)
    ['localhost', '127.0.0.1'], ['localhost', '[::1]'], ['localhost', '0.0.0.0'],
    ['127.0.0.1', 'localhost'], ['127.0.0.1', '[::]'], ['127.0.0.1', '127.0.0.2'],
    ['[::1]', 'localhost'], ['[::1]', 'http://127.1:8080/'],
    ['0.0.0.0', 'localhost'], ['[::]', '127.0.0.1'], ['127.0.0.2', '[::1]'], ['0', 'http://[::1]:3000/'],
    // a CIDR range was its first address alone; now the entry cannot be enforced: every host blocked
    ['10.0.0.0/8', '10.1.2.3'], ['10.0.0.0/8', 'example.com'], ['[fd00::]/8', '[fd00::1]'], ['fd00::/8', 'example.com'],
    ['..evil.com', 'example.com'],
    // sound before: spellings of names and addresses
    ['evil。com', 'evil.com'], ['EVIL.com.', 'a.evil.com'], ['ｅｖｉｌ.com', 'evil.com'], ['bücher.de', 'xn--bcher-kva.de'],
    ['1.2.3.4', '0x01020304'], ['1.2.3.4', '1.2.772'], ['1.2.3.4', '[::ffff:1.2.3.4]'], ['::ffff:1.2.3.4', '1.2.3.4'],
    ['https://evil.com', 'http://evil.com:8080/'], ['evil.com:443', 'evil.com'],
  ])('blockedHosts [%s] blocks %s', (entry, host) => {
    expect(blocked(entry, host)).toBe(true);
  });

  it.each([
    ['.evil.com', 'notevil.com'], ['localhost', 'example.com'], ['127.0.0.1', '10.0.0.1'], ['[::1]', '[::2]'],
  ])('blockedHosts [%s] leaves %s', (entry, host) => {
    expect(blocked(entry, host)).toBe(false);
  });

  it('an allowedHosts ".evil.com" or CIDR stays an entry that matches no host (noted)', () => {
    for (const e of ['.evil.com', '10.0.0.0/8']) expect(parseHostEntry(e, 'allowed').pattern.kind).toBe('invalid');
    expect(parseHostEntry('10.0.0.0/8', 'blocked').pattern).toMatchObject({ kind: 'invalid', reason: expect.stringMatching(/CIDR/) });
  });
});

/** Whether `deniedMcpServers: [{serverUrl: entry}]` denies the http server at `url`. */
function mcpDenied(entry: string, url: string): boolean {
  const policy = compileMcpPolicy([resolveSource(loadSettingsValue({ deniedMcpServers: [{ serverUrl: entry }] }, { file: 'f.json', channel: 'file' }))]);
  return decideMcp(policy, { name: 'remote', transport: 'http', url }).decision === 'deny';
}

describe('MCP serverUrl deny entries read the host spellings Domain rules read', () => {
  it.each([
    // a deny entry on one name of this machine met none of its other names
    ['https://localhost/*', 'https://127.0.0.1/mcp'], ['https://localhost/*', 'https://[::1]/mcp'], ['https://localhost/*', 'https://127.1/mcp'],
    ['https://127.0.0.1/*', 'https://localhost./mcp'], ['https://127.0.0.1/*', 'https://0.0.0.0/mcp'], ['https://127.0.0.1/*', 'https://a.localhost/mcp'],
    ['https://[::1]/*', 'https://[::]/mcp'], ['https://[::ffff:127.0.0.1]/*', 'https://LOCALHOST/mcp'],
    ['https://0.0.0.0/*', 'https://localhost/mcp'], ['https://[::]/*', 'https://127.0.0.1/mcp'], ['https://127.0.0.2/*', 'https://[::1]/mcp'],
    // sound before: names and addresses in any spelling
    ['https://EVIL.com./*', 'https://evil.com/mcp'], ['https://ｅｖｉｌ.com/*', 'https://evil.com/mcp'], ['https://evil。com/*', 'https://EVIL.COM./mcp'],
    ['https://bücher.de/*', 'https://xn--bcher-kva.de/x'], ['https://xn--bcher-kva.de/*', 'https://bücher.de/x'],
    ['https://0x01020304/*', 'https://1.2.772/x'], ['https://1.2.3.4/*', 'https://[::ffff:1.2.3.4]/x'], ['https://[0:0::1]/*', 'https://[::1]/x'],
  ])('serverUrl deny %s denies %s', (entry, url) => {
    expect(mcpDenied(entry, url)).toBe(true);
  });

  it.each([
    ['https://localhost/*', 'https://example.com/mcp'], ['https://127.0.0.1/*', 'https://10.0.0.1/mcp'], ['https://evil.com/*', 'https://notevil.com/mcp'],
  ])('serverUrl deny %s leaves %s', (entry, url) => {
    expect(mcpDenied(entry, url)).toBe(false);
  });
});
