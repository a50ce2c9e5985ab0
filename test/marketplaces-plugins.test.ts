// enabledPlugins (per key, false beats true) and extraKnownMarketplaces (union by name, the
// highest-precedence entry whole), each value with the source that decided it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSource, type ResolvedSource } from '../src/compose/resolved.js';
import { loadSettingsValue, type Channel } from '../src/load/load.js';
import { compileMarketplacePolicy } from '../src/marketplaces/policy.js';
import { effectiveExtraMarketplaces, requiredPluginState } from '../src/marketplaces/plugins.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);

function src(doc: unknown, name: string, channel: Channel): ResolvedSource {
  return resolveSource(loadSettingsValue(doc, { file: name, channel }));
}

const mdm = (doc: unknown) => src(doc, '<mdm>', 'mdm');
const server = (doc: unknown) => src(doc, 'server.json', 'server');
const file = (doc: unknown) => src(doc, '/etc/managed.json', 'file');

describe('requiredPluginState', () => {
  it('one source: true or false, decided by it', () => {
    const policy = compileMarketplacePolicy([file({ enabledPlugins: { 'fmt@acme': true, 'telemetry@acme': false } })]);
    expect(requiredPluginState(policy, 'fmt@acme')).toEqual({ state: true, decidedBy: { source: '/etc/managed.json', channel: 'file' }, reasons: [expect.objectContaining({ code: 'required-enabled', source: '/etc/managed.json', channel: 'file' })] });
    expect(requiredPluginState(policy, 'telemetry@acme')).toMatchObject({ state: false, decidedBy: { source: '/etc/managed.json', channel: 'file' } });
  });

  it('false beats true across sources, whatever their precedence', () => {
    const policy = compileMarketplacePolicy([mdm({ enabledPlugins: { 'p@m': true } }), server({ enabledPlugins: { 'p@m': true } }), file({ enabledPlugins: { 'p@m': false } })]);
    const s = requiredPluginState(policy, 'p@m');
    expect(s.state).toBe(false);
    expect(s.decidedBy).toEqual({ source: '/etc/managed.json', channel: 'file' });
    expect(s.reasons.map((r) => [r.code, r.channel])).toEqual([['required-disabled', 'file'], ['overruled', 'mdm'], ['overruled', 'server']]);
  });

  it('several falses: the highest-precedence one decides', () => {
    const policy = compileMarketplacePolicy([mdm({ enabledPlugins: { 'p@m': false } }), file({ enabledPlugins: { 'p@m': false } })]);
    expect(requiredPluginState(policy, 'p@m').decidedBy).toEqual({ source: '<mdm>', channel: 'mdm' });
  });

  it('all true: true, decided by the highest-precedence source', () => {
    const policy = compileMarketplacePolicy([server({ enabledPlugins: { 'p@m': true } }), file({ enabledPlugins: { 'p@m': true } })]);
    expect(requiredPluginState(policy, 'p@m')).toMatchObject({ state: true, decidedBy: { source: 'server.json', channel: 'server' } });
  });

  it('a key no source names is not managed (null); keys are exact', () => {
    const policy = compileMarketplacePolicy([file({ enabledPlugins: { 'p@m': true } })]);
    expect(requiredPluginState(policy, 'q@m')).toEqual({ state: null, reasons: [expect.objectContaining({ code: 'not-managed' })] });
    expect(requiredPluginState(policy, 'P@m').state).toBeNull();
    expect(requiredPluginState(policy, 'p@M').state).toBeNull();
  });

  it('a malformed key is null with a reason, not an exception', () => {
    const policy = compileMarketplacePolicy([]);
    for (const k of ['p', 'p@', '@m', 'p@m@x', 'p @m', '', 42 as unknown as string]) {
      expect(requiredPluginState(policy, k)).toMatchObject({ state: null, reasons: [{ code: 'malformed-key' }] });
    }
  });

  it('an invalid entry is ignored by the loader and so does not count', () => {
    const policy = compileMarketplacePolicy([file({ enabledPlugins: { 'p@m': 'false', 'q@m': true } })]);
    expect(requiredPluginState(policy, 'p@m').state).toBeNull();
    expect(requiredPluginState(policy, 'q@m').state).toBe(true);
  });

  it('a key named __proto__@m is an ordinary key', () => {
    const policy = compileMarketplacePolicy([file(JSON.parse('{"enabledPlugins": {"__proto__@m": false}}'))]);
    expect(requiredPluginState(policy, '__proto__@m').state).toBe(false);
  });

  it('property: false wins, and the state does not depend on the order of the sources', () => {
    const doc = fc.dictionary(fc.constantFrom('a@m', 'b@m', 'c@n'), fc.boolean()).map((enabledPlugins) => ({ enabledPlugins }));
    fc.assert(fc.property(fc.array(doc, { maxLength: 4 }), fc.constantFrom('a@m', 'b@m', 'c@n'), (docs, key) => {
      const sources = docs.map((d, i) => src(d, `s${i}`, 'file'));
      const values = docs.map((d) => d.enabledPlugins[key]).filter((v) => v !== undefined);
      const expected = values.length === 0 ? null : values.every(Boolean);
      expect(requiredPluginState(compileMarketplacePolicy(sources), key).state).toBe(expected);
      expect(requiredPluginState(compileMarketplacePolicy([...sources].reverse()), key).state).toBe(expected);
    }), { numRuns: RUNS });
  });
});

describe('effective extraKnownMarketplaces', () => {
  const acme = { source: { source: 'github', repo: 'acme/tools' } };
  const acmePinned = { source: { source: 'github', repo: 'acme/tools', ref: 'v2' }, autoUpdate: false };
  const internal = { source: { source: 'git', url: 'git@git.example.com:mk.git' }, autoUpdate: true };
  const local = { source: { source: 'directory', path: '/opt/mk' } };

  it('union by name; a name in several sources: the highest-precedence entry, whole, with its source', () => {
    const policy = compileMarketplacePolicy([
      mdm({ extraKnownMarketplaces: { acme: acmePinned } }),
      server({ extraKnownMarketplaces: { acme, internal } }),
      file({ extraKnownMarketplaces: { local, internal: { source: { source: 'directory', path: '/x' } } } }),
    ]);
    expect(effectiveExtraMarketplaces(policy)).toEqual([
      { name: 'acme', marketplace: acmePinned, decidedBy: { source: '<mdm>', channel: 'mdm' }, shadowed: [{ source: 'server.json', channel: 'server' }] },
      { name: 'internal', marketplace: internal, decidedBy: { source: 'server.json', channel: 'server' }, shadowed: [{ source: '/etc/managed.json', channel: 'file' }] },
      { name: 'local', marketplace: local, decidedBy: { source: '/etc/managed.json', channel: 'file' }, shadowed: [] },
    ]);
  });

  it('whole entry: a field set only by the lower source does not leak into the winner', () => {
    const policy = compileMarketplacePolicy([mdm({ extraKnownMarketplaces: { acme } }), file({ extraKnownMarketplaces: { acme: acmePinned } })]);
    expect(effectiveExtraMarketplaces(policy)[0]!.marketplace).toEqual(acme);
  });

  it('entries the loader could not read are ignored (the name then comes from the next source)', () => {
    const policy = compileMarketplacePolicy([
      mdm({ extraKnownMarketplaces: { acme: { source: { source: 'npm', package: 'x' } } } }),
      file({ extraKnownMarketplaces: { acme } }),
    ]);
    expect(effectiveExtraMarketplaces(policy)).toEqual([expect.objectContaining({ name: 'acme', marketplace: acme, decidedBy: { source: '/etc/managed.json', channel: 'file' } })]);
  });

  it('frozen, sorted by name', () => {
    const policy = compileMarketplacePolicy([file({ extraKnownMarketplaces: { zeta: acme, alpha: local } })]);
    const list = effectiveExtraMarketplaces(policy);
    expect(list.map((e) => e.name)).toEqual(['alpha', 'zeta']);
    expect(Object.isFrozen(list) && Object.isFrozen(list[0]) && Object.isFrozen(list[0]!.marketplace)).toBe(true);
  });
});
