// A repeated member outside `permissions` whose values differ, where the key's fallback narrows
// (sandbox, MCP server lists, marketplaces, remote control, telemetry): an error, and the key's
// restrictive reading applies (lost-rules.ts lostNarrowingValues). Semantics 1 says a warning and the
// last value wins; that reading let `"sandbox":{"enabled":true}` then `"sandbox":{…}` turn the
// enforced sandbox off with only a warning (found by the session-33 red team).
import { describe, expect, it } from 'vitest';
import { loadSettingsText } from '../src/index.js';

const load = (text: string) => loadSettingsText(text, { file: 'm.json' });
const duplicate = (r: ReturnType<typeof load>) => r.diagnostics.find((d) => d.code === 'json-duplicate-key')!;

describe('repeated narrowing keys with differing values', () => {
  it.each([
    ['the sandbox loses enabled', '{"sandbox":{"enabled":true,"filesystem":{"readwritePaths":[]}},"sandbox":{"enabled":false}}', { enabled: true, allowBypass: false }],
    ['enabled repeated inside the sandbox', '{"sandbox":{"enabled":true,"enabled":false}}', { enabled: true }],
    ['an empty MCP allow list, then a wider one', '{"allowedMcpServers":[],"allowedMcpServers":[{"serverName":"x"}]}', undefined],
    ['marketplaces locked down, then opened', '{"strictKnownMarketplaces":[],"strictKnownMarketplaces":[{"source":"github","repo":"a/b"}]}', undefined],
    ['remote control disabled, then enabled', '{"remoteControl":{"mode":"disabled"},"remoteControl":{"mode":"enabled"}}', undefined],
  ])('%s: an error, and the restrictive reading', (_, text, sandbox) => {
    const r = load(text);
    const d = duplicate(r);
    expect(d.severity).toBe('error');
    expect(d.message).toContain('the two values differ');
    expect(d.hint).toMatch(/^Keep one of the two entries\. Until it is fixed: /);
    expect(r.valid).toBe(false);
    const s = r.settings as Record<string, unknown>;
    if (sandbox !== undefined) expect(s.sandbox).toMatchObject(sandbox);
    if (text.includes('allowedMcpServers')) expect(s.allowedMcpServers).toEqual([]);
    if (text.includes('strictKnownMarketplaces')) expect(s.strictKnownMarketplaces).toEqual([]);
    if (text.includes('remoteControl')) expect(s.remoteControl).toEqual({ mode: 'disabled' });
  });

  it('a denied MCP server list emptied by its repeat blocks every server that is not built in', () => {
    const r = load('{"deniedMcpServers":[{"serverName":"evil"}],"deniedMcpServers":[]}');
    expect(duplicate(r).severity).toBe('error');
    expect(r.denyAllMcpServers).toBe(true);
  });

  it.each([
    ['the same sandbox twice', '{"sandbox":{"enabled":true},"sandbox":{"enabled":true}}'],
    ['the same value, keys in another order', '{"sandbox":{"enabled":true,"gitAuth":false},"sandbox":{"gitAuth":false,"enabled":true}}'],
    ['a key whose fallback only ignores it', '{"model":"a","model":"b"}'],
    ['plugin entries (ignored when unreadable)', '{"enabledPlugins":{"a@b":true,"a@b":false}}'],
  ])('%s: stays a warning, the last value wins', (_, text) => {
    const r = load(text);
    expect(r.diagnostics.map((d) => [d.code, d.severity])).toEqual([['json-duplicate-key', 'warning']]);
    expect(r.settings).toEqual(JSON.parse(text));
  });
});
