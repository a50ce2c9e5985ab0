import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSettingsBytes, loadSettingsText, loadSettingsValue, RESTRICTED_SETTINGS, type LoadedSettings } from '../src/load/load.js';

const fixture = (p: string) => readFileSync(new URL(`../fixtures/${p}`, import.meta.url), 'utf8');
const load = (doc: unknown) => loadSettingsText(JSON.stringify(doc, null, 2), { file: 'm.json' });
const codes = (r: LoadedSettings) => r.diagnostics.map((d) => d.code);

describe('valid documents', () => {
  it('loads the full example without a diagnostic and parses every rule', () => {
    const r = loadSettingsText(fixture('managed-settings.full.json'), { file: 'full.json' });
    expect(r.diagnostics).toEqual([]);
    expect(r.valid).toBe(true);
    expect(r.restricted).toBe(false);
    expect(r.rules.deny.map((x) => x.kind)).toEqual(['shell', 'read', 'edit', 'domain']);
    expect(r.rules.ask).toHaveLength(3);
    expect(r.rules.allow).toHaveLength(3);
    expect(r.settings).toEqual(JSON.parse(fixture('managed-settings.full.json')));
  });

  it('loads the team example enterprise file with its overridable wrappers', () => {
    const r = loadSettingsText(fixture('team-example/managed-settings.json'));
    expect(r.diagnostics).toEqual([]);
    expect(r.rules.allow.map((x) => x.text)).toEqual(['Shell(npm test *)', 'Read(/src/**)']);
  });

  it('never throws: a value JSON cannot produce is restricted mode with a diagnostic', () => {
    const cyclic: Record<string, unknown> = { permissions: { deny: ['Shell(rm *)'], allow: ['Shell'] } };
    (cyclic.permissions as Record<string, unknown>).self = cyclic;
    const getter = { permissions: { allow: ['Shell'], get deny(): string[] { throw new Error('boom'); } } };
    class Settings { permissions = { allow: ['Shell'] }; }
    for (const value of [cyclic, getter, { permissions: new Map([['deny', ['Shell(rm *)']]]) }, new Settings(), { permissions: { deny: [() => 1] } }]) {
      const r = loadSettingsValue(value, { file: 'v' });
      expect(r.restricted).toBe(true);
      expect(codes(r)).toEqual(['invalid-type', 'restricted-mode']);
    }
    expect(loadSettingsValue(Object.assign(Object.create(null), { permissions: { allow: ['Shell'] } })).valid).toBe(true);
  });

  it('does not change the caller\'s value', () => {
    const doc = { permissions: { allow: ['Shell(', 'Read(/a/**)'] } };
    const copy = structuredClone(doc);
    loadSettingsValue(doc);
    expect(doc).toEqual(copy);
  });
});

describe('restricted mode (the whole document is unreadable)', () => {
  const cases: [string, string | Uint8Array, string][] = [
    ['not JSON', '{"model": ', 'json-syntax'],
    ['0 bytes', '', 'empty-document'],
    ['top level an array', '[]', 'not-an-object'],
    ['top level null', 'null', 'not-an-object'],
    ['a comment', '{"model": "auto" // default\n}', 'json-comment'],
    ['a trailing comma', '{"model": "auto",}', 'json-trailing-comma'],
    ['not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), 'invalid-encoding'],
  ];
  it.each(cases)('%s', (_, input, code) => {
    const r = typeof input === 'string' ? loadSettingsText(input, { file: 'm.json' }) : loadSettingsBytes(input, { file: 'm.json' });
    expect(r.restricted).toBe(true);
    expect(r.valid).toBe(false);
    expect(codes(r)).toContain(code);
    expect(codes(r)).toContain('restricted-mode');
    expect(r.settings).toEqual(RESTRICTED_SETTINGS);
    expect(r.askAll).toEqual(['shell', 'read', 'edit', 'domain']);
    expect(r.rules.ask.map((x) => x.text)).toEqual(['Shell', 'Read', 'Edit', 'Domain']);
    expect(r.rules.allow).toEqual([]);
  });

  it('points an invalid byte at its offset', () => {
    const r = loadSettingsBytes(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]));
    expect(r.diagnostics[0]!.message).toContain('0xff at offset 2');
  });

  it.each([
    // A lead byte whose sequence is cut short is the offending byte, not the byte after it.
    [[0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d], '0xe9 at offset 6'],
    [[0x7b, 0x22, 0xc3], '0xc3 at offset 2'],
    [[0x7b, 0x22, 0xe0, 0x80, 0x80, 0x22], '0xe0 at offset 2'], // overlong
    [[0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22], '0xed at offset 2'], // a surrogate
    [[0x7b, 0x22, 0xc3, 0xa9, 0xf4, 0x90, 0x80, 0x80], '0xf4 at offset 4'], // above U+10FFFF
  ])('names the first invalid byte %#', (bytes, says) => {
    const r = loadSettingsBytes(new Uint8Array(bytes));
    expect(r.diagnostics[0]!.message).toContain(says);
  });

  it('tolerates a BOM with a warning', () => {
    const r = loadSettingsText('\uFEFF{"model": "auto"}');
    expect(r.restricted).toBe(false);
    expect(r.valid).toBe(true);
    expect(codes(r)).toEqual(['json-bom']);
    expect(r.settings).toEqual({ model: 'auto' });
  });

  it('warns on a duplicate key and keeps the last value', () => {
    const r = loadSettingsText('{"model": "a",\n "model": "b"}');
    expect(codes(r)).toEqual(['json-duplicate-key']);
    expect(r.settings).toEqual({ model: 'b' });
  });

  // A duplicate that drops deny/ask rules is an error, and the lost rules' kinds ask (safer than semantics 1's warning).
  it.each([
    ['a repeated deny list', '{"permissions":{"deny":["Shell(rm *)"],"allow":["Shell"],"deny":[]}}', ['shell'], []],
    ['a repeated permissions object', '{"permissions":{"deny":["Read(//etc/**)"]},"permissions":{"allow":["Read"]}}', ['read', 'edit'], []],
    ['a repeated wrapper', '{"permissions":{"ask":{"overridable":["Domain(x.com)"],"overridable":["Shell(ls)"]}}}', ['domain'], []],
    ['an unreadable lost rule', '{"permissions":{"deny":["Bogus(x)"],"deny":["Shell(rm *)"]}}', ['shell', 'read', 'edit', 'domain'], ['Shell(rm *)']],
  ])('%s', (_, text, kinds, deny) => {
    const r = loadSettingsText(text, { file: 'm.json' });
    const d = r.diagnostics.find((x) => x.code === 'json-duplicate-key')!;
    expect(d.severity).toBe('error');
    expect(d.hint).toContain('asks');
    expect(r.valid).toBe(false);
    expect(r.askAll).toEqual(kinds);
    expect(r.rules.deny.map((x) => x.text)).toEqual(deny);
  });

  it('a duplicate that loses no deny or ask rule stays a warning', () => {
    for (const text of ['{"permissions":{"deny":["Shell(rm *)"],"deny":["Shell(rm *)","Read(/x)"]}}', '{"permissions":{"allow":["Shell"],"allow":[]}}', '{"permissions":{"deny":[]},"permissions":{"deny":["Shell(rm *)"]}}']) {
      const r = loadSettingsText(text);
      expect(r.diagnostics.map((x) => [x.code, x.severity])).toEqual([['json-duplicate-key', 'warning']]);
      expect(r.askAll).toEqual([]);
    }
  });
});

// Semantics section 1, the table of what invalid content does, row by row.
describe('fallback table', () => {
  it('an invalid deny rule makes every operation of its kind ask', () => {
    const r = load({ permissions: { deny: ['Shell(rm -rf *)', 'Shell(echo; rm x)', 'Domain(https://x.example/path)'] } });
    expect(r.askAll).toEqual(['shell', 'domain']);
    expect(r.rules.deny.map((x) => x.text)).toEqual(['Shell(rm -rf *)']);
    expect(r.settings.permissions?.deny).toEqual(['Shell(rm -rf *)']);
    expect(codes(r)).toEqual(['invalid-rule', 'invalid-rule']);
    expect(r.diagnostics[0]!.hint).toContain('every Shell operation asks');
  });

  it('a deny rule that names no command or path (quoted blank, "rm:", param:value) makes its kind ask', () => {
    const r = load({ permissions: { deny: ['Shell("rm *")', 'Shell(rm\\ *)', 'Shell(rm: *)', 'Shell(command:rm *)', 'Read(file_path:/etc/**)'], allow: ['Shell(npm test)'] } });
    expect(r.askAll).toEqual(['shell', 'read', 'edit']);
    expect(codes(r)).toEqual(['invalid-rule', 'invalid-rule', 'invalid-rule', 'invalid-rule', 'invalid-rule']);
    expect(r.diagnostics.every((d) => d.severity === 'error')).toBe(true);
  });

  it('an invalid Read deny also makes Edit ask (a path denied for Read is denied for Edit)', () => {
    const r = load({ permissions: { deny: ['Read(a/../b)'] } });
    expect(r.askAll).toEqual(['read', 'edit']);
  });

  it('an invalid ask rule makes every operation of its kind ask', () => {
    const r = load({ permissions: { ask: ['Edit([a)'] } });
    expect(r.askAll).toEqual(['edit']);
  });

  it('an invalid Read ask rule makes Edit ask too (a readable one covers edits as well)', () => {
    expect(load({ permissions: { ask: ['Read(//etc/[)'] } }).askAll).toEqual(['read', 'edit']);
  });

  it('a deny entry whose kind cannot be told makes every kind ask', () => {
    for (const entry of ['Shel(rm)', 42, null, ['Shell(rm)']]) {
      const r = load({ permissions: { deny: [entry] } });
      expect(r.askAll, JSON.stringify(entry)).toEqual(['shell', 'read', 'edit', 'domain']);
      expect(r.valid).toBe(false);
    }
  });

  it('a deny list that is not a list makes every kind ask', () => {
    const r = load({ permissions: { deny: 'Shell(rm *)' } });
    expect(r.askAll).toEqual(['shell', 'read', 'edit', 'domain']);
    expect(r.settings.permissions).toEqual({});
  });

  it('an invalid allow entry is dropped and the list stays declared', () => {
    const r = load({ permissions: { allow: ['Shell(git status)', 'Shell()', 7] } });
    expect(r.settings.permissions?.allow).toEqual(['Shell(git status)']);
    expect(r.rules.allow.map((x) => x.text)).toEqual(['Shell(git status)']);
    expect(r.askAll).toEqual([]);
    const empty = load({ permissions: { allow: ['Shell()'] } });
    expect(empty.settings.permissions?.allow).toEqual([]);
  });

  it('an allow value that is not a list is an empty declared list', () => {
    expect(load({ permissions: { allow: 'Shell(ls)' } }).settings.permissions?.allow).toEqual([]);
  });

  it('disableBypassPermissionsMode other than "disable" is "disable"', () => {
    for (const v of ['enable', false, 'allow-auto-only', 'DISABLE']) {
      expect(load({ permissions: { disableBypassPermissionsMode: v } }).settings.permissions?.disableBypassPermissionsMode).toBe('disable');
    }
  });

  it('an unreadable permissions object asks for everything and disables bypass', () => {
    const r = load({ permissions: ['Shell(rm *)'] });
    expect(r.askAll).toEqual(['shell', 'read', 'edit', 'domain']);
    expect(r.settings.permissions).toEqual({ disableBypassPermissionsMode: 'disable' });
  });

  it('allowedMcpServers: a bad entry is dropped, a bad value is the empty allowlist', () => {
    const r = load({ allowedMcpServers: [{ serverName: 'ok' }, { serverName: 'a', serverUrl: 'https://b' }, { servername: 'typo' }] });
    expect(r.settings.allowedMcpServers).toEqual([{ serverName: 'ok' }]);
    expect(codes(r)).toEqual(['invalid-matcher', 'invalid-matcher', 'unknown-key']);
    expect(load({ allowedMcpServers: { serverName: 'x' } }).settings.allowedMcpServers).toEqual([]);
  });

  it('deniedMcpServers: a bad entry or value blocks every server that is not built in', () => {
    const entry = load({ deniedMcpServers: [{ serverName: 'x' }, { serverCommand: 'npx evil' }] });
    expect(entry.denyAllMcpServers).toBe(true);
    expect(entry.settings.deniedMcpServers).toEqual([{ serverName: 'x' }]);
    expect(load({ deniedMcpServers: 'all' }).denyAllMcpServers).toBe(true);
    expect(load({ deniedMcpServers: [{ serverName: 'x' }] }).denyAllMcpServers).toBe(false);
  });

  it('strictKnownMarketplaces: a bad entry is dropped, a bad value is lockdown', () => {
    const r = load({ strictKnownMarketplaces: [{ source: 'npm', package: 'a' }, { source: 'gitlab', repo: 'x/y' }, { source: 'github' }] });
    expect(r.settings.strictKnownMarketplaces).toEqual([{ source: 'npm', package: 'a' }]);
    expect(codes(r)).toEqual(['invalid-value', 'missing-property']);
    expect(load({ strictKnownMarketplaces: true }).settings.strictKnownMarketplaces).toEqual([]);
  });

  it('sandbox force-on keys are true and capability keys false when invalid', () => {
    const r = load({
      sandbox: {
        enabled: 'yes', failIfUnavailable: 1, sandboxMcpServers: null, sandboxLspServers: 'TRUE',
        allowBypass: 'no', addCurrentWorkingDirectory: 0, gitAuth: 'x', ghAuth: [], allowDevToolAccess: {},
        userPolicy: { network: { allowOutbound: 'true', allowLocalNetwork: 1 }, seatbelt: { keychainAccess: 'y' } },
      },
    });
    expect(r.settings.sandbox).toEqual({
      enabled: true, failIfUnavailable: true, sandboxMcpServers: true, sandboxLspServers: true,
      allowBypass: false, addCurrentWorkingDirectory: false, gitAuth: false, ghAuth: false, allowDevToolAccess: false,
      userPolicy: { network: { allowOutbound: false, allowLocalNetwork: false }, seatbelt: { keychainAccess: false } },
    });
  });

  it('sandbox grant lists: a bad entry is dropped; a bad denied path removes all user grants', () => {
    const r = load({ sandbox: { userPolicy: { filesystem: { readwritePaths: ['/w', 3], readonlyPaths: ['/r'] } } } });
    expect(r.settings.sandbox?.userPolicy?.filesystem).toEqual({ readwritePaths: ['/w'], readonlyPaths: ['/r'] });
    const d = load({ sandbox: { userPolicy: { filesystem: { readwritePaths: ['/w'], deniedPaths: ['/secret', false] } } } });
    expect(d.settings.sandbox?.userPolicy?.filesystem).toEqual({ readwritePaths: [], readonlyPaths: [], deniedPaths: ['/secret'] });
    expect(load({ sandbox: { userPolicy: { filesystem: { readonlyPaths: '/r' } } } }).settings.sandbox?.userPolicy?.filesystem).toEqual({ readonlyPaths: [] });
  });

  it('an unreadable sandbox object is the most restrictive sandbox', () => {
    const r = load({ sandbox: 'on' });
    expect(r.settings.sandbox).toMatchObject({ enabled: true, failIfUnavailable: true, allowBypass: false, gitAuth: false, userPolicy: { filesystem: { readwritePaths: [], readonlyPaths: [] }, network: { allowOutbound: false } } });
  });

  it('a bad host entry blocks outbound network', () => {
    const r = load({ sandbox: { userPolicy: { network: { allowedHosts: ['a.example', 5] } } } });
    expect(r.settings.sandbox?.userPolicy?.network).toEqual({ allowedHosts: ['a.example'], allowOutbound: false });
  });

  it('remoteControl: anything invalid is mode disabled', () => {
    expect(load({ remoteControl: { mode: 'sometimes' } }).settings.remoteControl).toEqual({ mode: 'disabled' });
    expect(load({ remoteControl: { mode: 'requireSSO' } }).settings.remoteControl).toEqual({ mode: 'disabled' });
    expect(load({ remoteControl: { mode: 'requireSSO', githubDotComOrganizations: ['acme'] } }).valid).toBe(true);
  });

  it('telemetry: lockCaptureContent invalid is true, other bad fields are ignored', () => {
    const r = load({ telemetry: { enabled: true, lockCaptureContent: 'yes', protocol: 'grpc', endpoint: 'not a url' } });
    expect(r.settings.telemetry).toEqual({ enabled: true, lockCaptureContent: true });
    expect(load({ telemetry: 'on' }).settings.telemetry).toEqual({ lockCaptureContent: true });
  });

  it('model, enabledPlugins and extraKnownMarketplaces entries are ignored with an error', () => {
    const r = load({
      model: 5,
      enabledPlugins: { 'good@m': true, 'bad@m': 'yes', 'no-marketplace': true },
      extraKnownMarketplaces: { ok: { source: { source: 'directory', path: '/p' } }, bad: { source: { source: 'npm', package: 'x' } } },
    });
    expect(r.settings).toEqual({ enabledPlugins: { 'good@m': true }, extraKnownMarketplaces: { ok: { source: { source: 'directory', path: '/p' } } } });
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(4);
  });
});

describe('unknown keys and the overridable wrapper', () => {
  it('an unknown key is a warning with its position and a spelling hint, and is ignored', () => {
    const r = loadSettingsText('{\n  "sandbox": {\n    "enabeld": true\n  }\n}', { file: 'm.json' });
    expect(r.valid).toBe(true);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'unknown-key', file: 'm.json', line: 3, column: 5, pointer: '/sandbox/enabeld', hint: expect.stringContaining('"enabled"') }),
    ]);
    expect(r.settings).toEqual({ sandbox: {} });
  });

  // (Found in review 2026-11-26: each was a warning, and rm was allowed beside the lost deny rule.)
  it.each([
    [{ permissions: { allow: ['Shell(ls *)'], Deny: ['Shell(rm *)'] } }, '/permissions/Deny'],
    [{ permissions: { allow: ['Shell(ls *)'], denied: ['Shell(rm *)'] } }, '/permissions/denied'],
    [{ permissions: { allow: ['Shell(ls *)'], ASK: ['Shell(rm *)'] } }, '/permissions/ASK'],
    [{ permissions: { allow: ['Shell(ls *)'] }, Permissions: { deny: ['Shell(rm *)'] } }, '/Permissions'],
    [{ permissions: { allow: ['Shell(ls *)'] }, deny: ['Shell(rm *)'] }, '/deny'],
    [{ permissions: { allow: ['Shell(ls *)'] }, 'permissions.deny': '["Shell(rm *)"]' }, '/permissions.deny'],
    // look-alike spellings: fullwidth, Cyrillic/Armenian letters, zero-width space and soft hyphen between letters
    [{ permissions: { allow: ['Shell'], '\uff44\uff45\uff4e\uff59': ['Shell(rm *)'] } }, '/permissions/\uff44\uff45\uff4e\uff59'],
    [{ permissions: { allow: ['Shell'], '\u0501\u0435\u0578\u0443': ['Shell(rm *)'] } }, '/permissions/\u0501\u0435\u0578\u0443'],
    [{ permissions: { allow: ['Shell'], 'd\u200be\u200bn\u200by': ['Shell(rm *)'] } }, '/permissions/d\u200be\u200bn\u200by'],
    [{ permissions: { allow: ['Shell'], 'd\u00ade\u00adn\u00ady': ['Shell(rm *)'] } }, '/permissions/d\u00ade\u00adn\u00ady'],
    [{ permissions: { allow: ['Shell'] }, '\uff50\uff45\uff52\uff4d\uff49\uff53\uff53\uff49\uff4f\uff4e\uff53': { deny: ['Shell(rm *)'] } }, '/\uff50\uff45\uff52\uff4d\uff49\uff53\uff53\uff49\uff4f\uff4e\uff53'],
    // other products' names and plain synonyms
    [{ permissions: { allow: ['Shell'], excludeTools: ['Shell(rm *)'] } }, '/permissions/excludeTools'],
    [{ permissions: { allow: ['Shell'], askRules: ['Shell(rm *)'] } }, '/permissions/askRules'],
    [{ permissions: { allow: ['Shell'], confirm: ['Shell(rm *)'] } }, '/permissions/confirm'],
    [{ permissions: { allow: ['Shell'], requireApproval: ['Shell(rm *)'] } }, '/permissions/requireApproval'],
    [{ permissions: { allow: ['Shell'] }, disallowedTools: ['Shell(rm *)'] }, '/disallowedTools'],
    [{ permissions: { allow: ['Shell'] }, rules: { deny: ['Shell(rm *)'] } }, '/rules'],
    [{ permissions: { allow: ['Shell'] }, policy: { deny: ['Shell(rm *)'] } }, '/policy'],
    // any name, when the value is a list of rules
    [{ permissions: { allow: ['Shell'], neverRun: ['Shell(rm *)'] } }, '/permissions/neverRun'],
    [{ permissions: { allow: ['Shell'] }, corporate: { forbidden: ['Read(//etc/**)'] } }, '/corporate'],
    // nested deeper, or as other products' rule objects (hunt 10 F2: these were warnings, and /etc was read)
    [{ permissions: { allow: ['Read'], rules: [{ action: 'deny', rule: 'Read(//etc/**)' }] } }, '/permissions/rules'],
    [{ permissions: { allow: ['Read'], entries: [{ action: 'deny', rule: 'Read(//etc/**)' }] } }, '/permissions/entries'],
    [{ permissions: { allow: ['Read'] }, managed: { permissions: { deny: ['Read(//etc/**)'] } } }, '/managed'],
    [{ permissions: { allow: ['Read'] }, a: { b: { c: { d: ['Read(//etc/**)'] } } } }, '/a'],
    [JSON.parse('{"__proto__": {"permissions": {"deny": ["Read(//etc/**)"]}}, "permissions": {"allow": ["Read"]}}'), '/__proto__'],
  ])('an unknown key that names a deny or ask list is an error, and every operation asks: %j', (doc, pointer) => {
    const r = load(doc);
    expect(r.valid).toBe(false);
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'misnamed-rule-list', pointer, hint: expect.stringContaining('every operation asks') })]);
    expect(r.askAll).toEqual(['shell', 'read', 'edit', 'domain']);
  });

  it('other unknown keys under permissions stay warnings', () => {
    const r = load({ permissions: { allow: ['Shell(ls *)'], previewFeature: true, additionalDirectories: ['/x', '../y'] }, env: { A: 'Read' } });
    expect(codes(r)).toEqual(['unknown-key', 'unknown-key', 'unknown-key']);
    expect(r.askAll).toEqual([]);
    // (A bare word as an object's value is not read as a rule: too common.)
    const nested = load({ permissions: { allow: ['Shell(ls *)'] }, ui: { mode: 'Read', items: [1, { label: 'a (b)' }] } });
    expect(codes(nested)).toEqual(['unknown-key']);
    expect(nested.askAll).toEqual([]);
  });

  it('accepts both remoteControl organization spellings', () => {
    expect(load({ remoteControl: { mode: 'requireSSO', serviceDotComOrganizations: ['a'] } }).valid).toBe(true);
  });

  it('the wrapper works on the seven overridable keys', () => {
    const r = load({
      model: { overridable: 'auto' },
      permissions: { disableBypassPermissionsMode: { overridable: 'disable' }, deny: { overridable: ['Shell(rm *)'] }, ask: { overridable: [] }, allow: { overridable: ['Read(/src/**)'] } },
      allowedMcpServers: { overridable: [] },
      deniedMcpServers: { overridable: [{ serverName: 'x' }] },
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.rules.deny.map((x) => x.text)).toEqual(['Shell(rm *)']);
  });

  it('fallbacks apply inside a wrapper, which stays in place', () => {
    const r = load({ permissions: { allow: { overridable: ['Read(/src/**)', 'Read([)'] }, deny: { overridable: ['Edit(~x)'] } } });
    expect(r.settings.permissions).toEqual({ allow: { overridable: ['Read(/src/**)'] }, deny: { overridable: [] } });
    expect(r.askAll).toEqual(['edit']);
    expect(r.diagnostics.map((d) => d.pointer)).toEqual(['/permissions/allow/overridable/1', '/permissions/deny/overridable/0']);
  });

  it('the wrapper on any other key is an error, and the key takes its whole-value fallback', () => {
    const r = load({ sandbox: { overridable: { enabled: false } }, telemetry: { overridable: {} } });
    expect(codes(r)).toEqual(['invalid-value', 'invalid-value']);
    expect(r.settings.sandbox).toMatchObject({ enabled: true, allowBypass: false });
    expect(r.settings.telemetry).toEqual({ lockCaptureContent: true });
  });
});

describe('positions', () => {
  it('points an invalid rule at the offending character inside the string', () => {
    const text = '{\n  "permissions": {\n    "deny": ["Shel(rm)"]\n  }\n}';
    const r = loadSettingsText(text, { file: 'm.json' });
    const d = r.diagnostics.find((x) => x.code === 'invalid-rule')!;
    expect(d).toMatchObject({ line: 3, column: 15, pointer: '/permissions/deny/0' });
    expect(text.split('\n')[2]![d.column! - 1]).toBe('S');
  });

  it('counts escapes before the offending character', () => {
    const text = '{"permissions": {"allow": ["Shell(echo \\"a\\"; rm)"]}}';
    const r = loadSettingsText(text);
    const d = r.diagnostics.find((x) => x.code === 'invalid-rule')!;
    expect(text[d.column! - 1]).toBe(';');
  });

  it('counts each escape as written, not in its shortest form', () => {
    const cases: [string, string][] = [
      ['"\\u0053hell(rm *)x"', 'x'],
      ['"Shell(\\u00e9\\ud83d\\ude00 ; x)"', ';'],
      ['"Read(\\/\\/etc)x"', 'x'],
      ['"Shell(\\u0061\\u0062) x"', ' '],
    ];
    for (const [rule, bad] of cases) {
      const text = `{"permissions": {"deny": ["Shell(ls)", ${rule}]}}`;
      const d = loadSettingsText(text).diagnostics.find((x) => x.code === 'invalid-rule');
      expect({ rule, at: d && text[d.column! - 1] }).toEqual({ rule, at: bad });
    }
  });

  it('a type error points at the value', () => {
    const text = '{\n  "model": 5\n}';
    expect(loadSettingsText(text).diagnostics[0]).toMatchObject({ code: 'invalid-type', line: 2, column: 12, pointer: '/model' });
  });
});
