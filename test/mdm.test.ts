import { describe, expect, it } from 'vitest';
import { loadMdmExportText, loadSettingsMdm, splitDotPath } from '../src/load/mdm.js';

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
    expect(r.diagnostics[0]).toMatchObject({ file: '<mdm>', pointer: '/sandbox/allowBypass' });
    // A map is not a file: a line and column inside a decoded value would point at the wrong place.
    expect(r.diagnostics[0]).not.toHaveProperty('line');
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

  it('a rule error inside a map value has its pointer and no line or column', () => {
    const r = loadSettingsMdm({ 'permissions.ask': '["Shell(ls)", "Bogus(x)"]' });
    expect(r.diagnostics[0]).toMatchObject({ code: 'invalid-rule', pointer: '/permissions/ask/1' });
    expect(r.diagnostics[0]).not.toHaveProperty('column');
  });

  it('a problem inside a value of an export file is placed in the file, through both levels of escapes', () => {
    // [export text, code, pointer, the text at the reported column]
    const rows: [string, string, string, string][] = [
      ['{"permissions.deny":"[\\"Shel(rm *)\\"]"}', 'invalid-rule', '/permissions/deny/0', 'Shel('],
      ['{"model":"\\"auto\\"",\n "permissions.ask": "[\\"Shell(ls)\\", \\"\\\\u0053hell(rm)x\\"]"}', 'invalid-rule', '/permissions/ask/1', 'x\\"'],
      ['{"sandbox.enabled": "TRUE"}', 'mdm-value-not-json', '/sandbox/enabled', 'TRUE'],
      ['{"permissions": "{\\"deny\\": [], \\"Deny\\": [\\"Shell(rm *)\\"]}"}', 'misnamed-rule-list', '/permissions/Deny', '\\"Deny'],
      ['{"permissions.bogus": "true"}', 'unknown-key', '/permissions/bogus', '"permissions.bogus"'],
      ['{"sandbox": "true", "sandbox.enabled": "true"}', 'mdm-path-conflict', '/sandbox/enabled', '"sandbox.enabled"'],
      ['{"model": "{\\"a\\":1,\\"a\\":2}"}', 'json-duplicate-key', '/model/a', '\\"a\\":2'],
    ];
    for (const [text, code, pointer, at] of rows) {
      const d = loadMdmExportText(text, { file: 'export.json' }).diagnostics.find((x) => x.code === code);
      const line = text.split('\n')[(d?.line ?? 1) - 1] ?? '';
      expect({ text, code: d?.code, pointer: d?.pointer, file: d?.file, at: line.slice((d?.column ?? 0) - 1, (d?.column ?? 0) - 1 + at.length) }).toEqual({ text, code, pointer, file: 'export.json', at });
    }
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

  it('a repeated key of the export that drops deny/ask rules is an error at the setting, and their kinds ask', () => {
    const text = '{"permissions.deny":"[\\"Shell(rm *)\\",\\"Read(//etc/**)\\"]",\n"permissions.allow":"[\\"Shell(*)\\"]",\n"permissions.deny":"[]"}';
    const r = loadMdmExportText(text, { file: 'export.json' });
    const d = r.diagnostics.find((x) => x.code === 'json-duplicate-key')!;
    expect([d.severity, d.pointer, d.line]).toEqual(['error', '/permissions/deny', 3]);
    expect(d.message).toContain('"Shell(rm *)"');
    expect(r.askAll).toEqual(['shell', 'read', 'edit']);
    expect(r.valid).toBe(false);
    // A replaced deny value that is not JSON held rules nobody can read: every kind asks.
    const unreadable = loadMdmExportText('{"permissions.deny":"[\\"Shell(rm *)\\"","permissions.deny":"[]"}', { file: 'export.json' });
    expect(unreadable.askAll).toEqual(['shell', 'read', 'edit', 'domain']);
    // A repeat that loses nothing stays a warning.
    const same = loadMdmExportText('{"model":"\\"a\\"","model":"\\"b\\""}', { file: 'export.json' });
    expect(same.diagnostics.map((x) => [x.code, x.severity, x.pointer])).toEqual([['json-duplicate-key', 'warning', '/model']]);
    expect(same.askAll).toEqual([]);
  });

  it('splits dot paths only through object keys', () => {
    expect(splitDotPath('sandbox.userPolicy.network.proxy.url')).toEqual(['sandbox', 'userPolicy', 'network', 'proxy', 'url']);
    expect(splitDotPath('enabledPlugins.a.b@c.d')).toEqual(['enabledPlugins', 'a.b@c.d']);
    expect(splitDotPath('extraKnownMarketplaces.my.market')).toEqual(['extraKnownMarketplaces', 'my.market']);
    expect(splitDotPath('permissions.deny')).toEqual(['permissions', 'deny']);
    expect(splitDotPath('model.x')).toEqual(['model', 'x']);
  });
});
