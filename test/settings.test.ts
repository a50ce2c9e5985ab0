// model, telemetry, remote control and bypass (semantics 2 and 7), and the effective policy
// composed from the table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectivePolicy } from '../src/compose/effective.js';
import { resolveSource, type ResolvedSource } from '../src/compose/resolved.js';
import type { Channel } from '../src/load/load.js';
import { loadSettingsValue } from '../src/load/load.js';
import { BYPASS_FLAGS, bypassPolicy, checkBypass } from '../src/settings/bypass.js';
import { effectiveModel } from '../src/settings/model.js';
import { decideRemoteControl } from '../src/settings/remote-control.js';
import { effectiveTelemetry } from '../src/settings/telemetry.js';
import { compileMarketplacePolicy, requiredPluginState } from '../src/marketplaces/index.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);
const RANK: Record<Channel, number> = { mdm: 0, server: 1, file: 2 };

function src(doc: Record<string, unknown>, channel: Channel = 'file', file = `${channel}.json`): ResolvedSource {
  const loaded = loadSettingsValue(doc, { file, channel });
  expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return resolveSource(loaded);
}
/** Sources in precedence order, highest first, as the engines expect them. */
const ordered = (...s: ResolvedSource[]) => [...s].sort((a, b) => RANK[a.channel] - RANK[b.channel]);

describe('model', () => {
  it('the highest-precedence source that sets model decides', () => {
    expect(effectiveModel(ordered(src({ model: 'file-model' }), src({ model: 'mdm-model' }, 'mdm')))).toMatchObject({ model: 'mdm-model', from: { channel: 'mdm' } });
    expect(effectiveModel(ordered(src({ model: 'file-model' }), src({}, 'mdm')))).toMatchObject({ model: 'file-model', from: { channel: 'file' } });
  });
  it('legacy permissions.model only when no source sets model', () => {
    expect(effectiveModel(ordered(src({ permissions: { model: 'legacy' } }, 'mdm'), src({ model: 'top' })))).toMatchObject({ model: 'top' });
    expect(effectiveModel(ordered(src({ permissions: { model: 'legacy' } }, 'server')))).toEqual({ model: 'legacy', from: { source: 'server.json', channel: 'server' }, legacy: true });
    expect(effectiveModel([])).toEqual({});
  });
  it('an overridable model stands for its enterprise default', () => {
    expect(effectiveModel([src({ model: { overridable: 'auto' } }, 'server')])).toMatchObject({ model: 'auto' });
  });
});

describe('telemetry', () => {
  const locked = { telemetry: { enabled: true, endpoint: 'https://otel.example/', captureContent: false, lockCaptureContent: true } };
  it('the highest-precedence object is used whole (no merging of fields)', () => {
    const t = effectiveTelemetry(ordered(src({ telemetry: { enabled: true, endpoint: 'https://a/' } }, 'mdm'), src({ telemetry: { serviceName: 'x', captureContent: true } })));
    expect(t.config).toEqual({ enabled: true, endpoint: 'https://a/' });
    expect(t.from).toMatchObject({ channel: 'mdm' });
    expect(t.captureContent).toEqual({ value: false, decidedBy: 'default' });
  });
  it('lockCaptureContent: the user preference is ignored', () => {
    const t = effectiveTelemetry([src(locked)], { captureContent: true });
    expect(t.captureContent).toEqual({ value: false, decidedBy: 'managed' });
    expect(t.userPreferenceIgnored).toBe(true);
    expect(effectiveTelemetry([src({ telemetry: { lockCaptureContent: true } })], { captureContent: true }).captureContent).toEqual({ value: false, decidedBy: 'default' });
  });
  it('without the lock the user preference wins over the managed default', () => {
    expect(effectiveTelemetry([src({ telemetry: { captureContent: false } })], { captureContent: true }).captureContent).toEqual({ value: true, decidedBy: 'user' });
    expect(effectiveTelemetry([src({ telemetry: { captureContent: true } })]).captureContent).toEqual({ value: true, decidedBy: 'managed' });
  });
});

describe('remote control', () => {
  const sso = { remoteControl: { mode: 'requireSSO', serviceDotComOrganizations: ['Acme'], githubDotComOrganizations: ['other-org'] } };
  it.each([
    [{ remoteControl: { mode: 'disabled' } }, ['acme'], 'deny', 'remote-control-disabled'],
    [{ remoteControl: { mode: 'enabled' } }, [], 'allow', 'remote-control-enabled'],
    [sso, ['acme'], 'allow', 'sso-organization'],
    [sso, ['other-org'], 'allow', 'sso-organization'],
    [sso, ['evil'], 'deny', 'no-sso-organization'],
    [sso, [], 'deny', 'no-sso-organization'],
    [{}, [], 'allow', 'unrestricted'],
  ] as const)('%j with %j: %s', (doc, orgs, decision, code) => {
    expect(decideRemoteControl([src(doc as Record<string, unknown>)], orgs)).toMatchObject({ decision, code });
  });
  it('the highest-precedence source decides, whole', () => {
    const d = decideRemoteControl(ordered(src({ remoteControl: { mode: 'enabled' } }), src({ remoteControl: { mode: 'disabled' } }, 'mdm')), ['x']);
    expect(d).toMatchObject({ decision: 'deny', from: { channel: 'mdm' } });
  });
  it('a malformed organization list is denied', () => {
    expect(decideRemoteControl([src({ remoteControl: { mode: 'enabled' } })], 'acme')).toMatchObject({ decision: 'deny', code: 'invalid-request' });
  });
});

describe('bypass', () => {
  const off = bypassPolicy(ordered(src({ permissions: { disableBypassPermissionsMode: 'disable' } }, 'server'), src({})));
  it('any source that disables it disables it, and the client suppresses every flag and slash command', () => {
    expect(off.disabled).toBe(true);
    expect(off.disabledBy).toEqual([{ source: 'server.json', channel: 'server' }]);
    expect(off.suppressedFlags).toEqual(['--yolo', '--allow-all', '--allow-all-tools', '--allow-all-paths', '--allow-all-urls']);
    expect(off.blockedSlashCommands).toEqual(['/yolo', '/allow-all']);
  });
  it.each([
    [['copilot', '-p', 'hi', '--yolo'], 'deny', ['--yolo']],
    [['copilot', '--allow-all-tools', '--allow-all-urls'], 'deny', ['--allow-all-tools', '--allow-all-urls']],
    [['copilot', '--allow-all=true'], 'deny', ['--allow-all']],
    [['copilot', '--', '--yolo'], 'deny', ['--yolo']],
    [['copilot', '--allow-tool', 'shell(git)'], 'allow', []],
    [['copilot', '--yolox'], 'allow', []],
  ] as const)('argv %j: %s', (argv, decision, blocked) => {
    expect(checkBypass(off, { argv })).toMatchObject({ decision, blocked });
  });
  it.each([['/yolo', 'deny'], ['  /YOLO on', 'deny'], ['/allow-all', 'deny'], ['/allow-all-tools', 'allow'], ['/help', 'allow']] as const)('slash %j: %s', (slash, decision) => {
    expect(checkBypass(off, { slash }).decision).toBe(decision);
  });
  it('not disabled: nothing is suppressed', () => {
    const on = bypassPolicy([src({ permissions: { disableBypassPermissionsMode: { overridable: 'disable' } } }, 'server'), src({})].slice(1));
    expect(on.disabled).toBe(false);
    expect(checkBypass(on, { argv: ['--yolo'] }).decision).toBe('allow');
    expect(checkBypass(on, { argv: 'x' }).decision).toBe('deny');
  });
  it('a restricted source disables bypass', () => {
    expect(bypassPolicy([resolveSource(loadSettingsValue(7, { file: 'x', channel: 'file' }))]).disabled).toBe(true);
  });
  it('property: with bypass disabled, any argv holding a bypass flag is denied', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...BYPASS_FLAGS))), fc.constantFrom(...BYPASS_FLAGS), fc.nat(), (argv, flag, at) => {
      const withFlag = [...argv];
      withFlag.splice(at % (argv.length + 1), 0, flag);
      expect(checkBypass(off, { argv: withFlag }).decision).toBe('deny');
    }), { numRuns: RUNS });
  });
});

describe('effective policy: every key by its table row, with provenance', () => {
  const mdm = src({ model: 'm-mdm', enabledPlugins: { 'p@m': true, 'q@m': true }, deniedMcpServers: [{ serverName: 'x' }], strictKnownMarketplaces: [{ source: 'npm', package: 'a' }] }, 'mdm');
  const file = src({
    model: 'm-file', permissions: { deny: ['Shell(rm *)'], allow: [] }, enabledPlugins: { 'p@m': false, 'q@m': true },
    extraKnownMarketplaces: { m: { source: { source: 'github', repo: 'a/b' } } }, deniedMcpServers: [{ serverName: 'x' }, { serverName: 'y' }], strictKnownMarketplaces: [],
  });
  const e = effectivePolicy(ordered(file, mdm)).keys;

  it('highest precedence, with the shadowed sources listed', () => {
    expect(e['/model']).toEqual({ operator: 'highest-precedence', value: 'm-mdm', from: { source: 'mdm.json', channel: 'mdm' }, shadowed: [{ source: 'file.json', channel: 'file' }] });
  });
  it('false wins per plugin key', () => {
    expect(e['/enabledPlugins']).toEqual({ operator: 'false-wins', entries: {
      'p@m': { value: false, from: [{ source: 'file.json', channel: 'file' }] },
      'q@m': { value: true, from: [{ source: 'mdm.json', channel: 'mdm' }, { source: 'file.json', channel: 'file' }] },
    } });
  });
  it('unions list each entry once with every source that has it', () => {
    expect(e['/deniedMcpServers']).toEqual({ operator: 'union', entries: [
      { value: { serverName: 'x' }, from: [{ source: 'mdm.json', channel: 'mdm' }, { source: 'file.json', channel: 'file' }] },
      { value: { serverName: 'y' }, from: [{ source: 'file.json', channel: 'file' }] },
    ] });
  });
  it('conjunctions list each declaring source, even an empty list', () => {
    expect(e['/permissions/allow']).toEqual({ operator: 'conjunction', lists: [{ from: { source: 'file.json', channel: 'file' }, entries: [] }] });
    expect(e['/strictKnownMarketplaces']).toMatchObject({ operator: 'conjunction-lockdown', lockdown: true });
  });
});

describe('the effective policy agrees with the subject engines', () => {
  const plugins = fc.dictionary(fc.constantFrom('p@m', 'q@m', 'r@n'), fc.boolean(), { maxKeys: 3 });
  it('enabledPlugins: the table composer and requiredPluginState give the same required state', () => {
    fc.assert(fc.property(fc.array(fc.tuple(plugins, fc.constantFrom<Channel>('mdm', 'server', 'file')), { maxLength: 4 }), (docs) => {
      const sources = ordered(...docs.map(([enabledPlugins, channel], i) => src({ enabledPlugins }, channel, `s${i}.json`)));
      const composed = effectivePolicy(sources).keys['/enabledPlugins'];
      const policy = compileMarketplacePolicy(sources);
      for (const key of ['p@m', 'q@m', 'r@n']) {
        const entry = composed?.operator === 'false-wins' ? composed.entries[key] : undefined;
        expect(requiredPluginState(policy, key).state).toBe(entry === undefined ? null : entry.value);
      }
    }), { numRuns: RUNS });
  });
});

describe('a restricted source (unreadable document) is never looser than one bad key', () => {
  const restricted = resolveSource(loadSettingsValue('garbage', { file: 'mdm', channel: 'mdm' }));
  it('remote control is disabled, whatever a lower source says', () => {
    expect(decideRemoteControl([restricted, src({ remoteControl: { mode: 'enabled' } })], ['acme'])).toMatchObject({ decision: 'deny', code: 'remote-control-disabled' });
  });
  it('content capture is locked off', () => {
    expect(effectiveTelemetry([restricted, src({ telemetry: { captureContent: true } })], { captureContent: true }).captureContent).toEqual({ value: false, decidedBy: 'default' });
  });
  it('bypass is disabled', () => {
    expect(bypassPolicy([restricted]).disabled).toBe(true);
  });
});
