import { describe, expect, it } from 'vitest';
import { loadSettingsMdm, splitDotPath } from '../src/load/mdm.js';

describe('MDM flat maps (dot paths to JSON strings)', () => {
  it('decodes each value as JSON and nests it under its dot path', () => {
    const r = loadSettingsMdm({
      model: '"auto"',
      'permissions.deny': '["Shell(rm -rf *)"]',
      'permissions.disableBypassPermissionsMode': '"disable"',
      'sandbox.enabled': 'true',
      'sandbox.userPolicy.network.allowedHosts': '["a.example"]',
      'enabledPlugins.my.plugin@market': 'true',
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.channel).toBe('mdm');
    expect(r.settings).toEqual({
      model: 'auto',
      permissions: { deny: ['Shell(rm -rf *)'], disableBypassPermissionsMode: 'disable' },
      sandbox: { enabled: true, userPolicy: { network: { allowedHosts: ['a.example'] } } },
      enabledPlugins: { 'my.plugin@market': true },
    });
    expect(r.rules.deny).toHaveLength(1);
  });

  it('does not coerce: "TRUE" is not a boolean, and the key takes its fallback', () => {
    const r = loadSettingsMdm({ 'sandbox.enabled': 'TRUE', 'sandbox.allowBypass': 'True' });
    expect(r.diagnostics.map((d) => d.code)).toEqual(['mdm-value-not-json', 'mdm-value-not-json']);
    expect(r.diagnostics[0]).toMatchObject({ file: '<mdm>', pointer: '/sandbox/allowBypass', line: 1, column: 1 });
    expect(r.settings.sandbox).toEqual({ enabled: true, allowBypass: false });
  });

  it('a JSON value of the wrong type is an error and takes its fallback', () => {
    const r = loadSettingsMdm({ 'sandbox.enabled': '"true"', 'permissions.deny': '"Shell(rm *)"' });
    expect(r.diagnostics.map((d) => d.code)).toEqual(['invalid-type', 'invalid-type']);
    expect(r.settings.sandbox).toEqual({ enabled: true });
    expect(r.askAll).toEqual(['shell', 'read', 'edit', 'domain']);
  });

  it('an unquoted string is not JSON: the model is ignored with an error', () => {
    const r = loadSettingsMdm({ model: 'auto' });
    expect(r.diagnostics[0]).toMatchObject({ code: 'mdm-value-not-json', pointer: '/model' });
    expect(r.diagnostics[0]!.message).toContain('model');
    expect(r.settings).toEqual({});
  });

  it('a rule error inside an MDM value points into the value string', () => {
    const r = loadSettingsMdm({ 'permissions.ask': '["Shell(ls)", "Bogus(x)"]' });
    expect(r.diagnostics[0]).toMatchObject({ code: 'invalid-rule', pointer: '/permissions/ask/1', line: 1, column: 16 });
  });

  it('a value set inside a non-object is a conflict, and a non-string value is an error', () => {
    const r = loadSettingsMdm({ sandbox: 'true', 'sandbox.enabled': 'true', model: 5 as unknown as string });
    expect(r.diagnostics.map((d) => d.code).sort()).toEqual(['invalid-type', 'mdm-path-conflict', 'mdm-value-not-json'].sort());
  });

  it('a value\'s own warnings are kept, and a duplicate that drops deny rules is an error', () => {
    const r = loadSettingsMdm({ permissions: '{"deny":["Shell(rm *)"],"allow":["Shell"],"deny":[]}', model: '\uFEFF"auto"' });
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.pointer])).toEqual([['json-bom', 'warning', '/model'], ['json-duplicate-key', 'error', '/permissions/deny']]);
    expect(r.diagnostics[1]!.message).toContain('MDM value permissions');
    expect(r.askAll).toEqual(['shell']);
    const kept = loadSettingsMdm({ model: '{"a":1,"a":2}' });
    expect(kept.diagnostics.map((d) => d.code)).toContain('json-duplicate-key');
  });

  it('splits dot paths only through object keys', () => {
    expect(splitDotPath('sandbox.userPolicy.network.proxy.url')).toEqual(['sandbox', 'userPolicy', 'network', 'proxy', 'url']);
    expect(splitDotPath('enabledPlugins.a.b@c.d')).toEqual(['enabledPlugins', 'a.b@c.d']);
    expect(splitDotPath('extraKnownMarketplaces.my.market')).toEqual(['extraKnownMarketplaces', 'my.market']);
    expect(splitDotPath('permissions.deny')).toEqual(['permissions', 'deny']);
    expect(splitDotPath('model.x')).toEqual(['model', 'x']);
  });
});
