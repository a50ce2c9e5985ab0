// Properties of the loader: total (never throws), fail-closed, and consistent with the schema.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateManagedSettings } from '../src/generated/validators.js';
import { loadSettingsBytes, loadSettingsText, loadSettingsValue, RESTRICTED_SETTINGS, type LoadedSettings } from '../src/load/load.js';
import { loadSettingsMdm } from '../src/load/mdm.js';
import { parseRule } from '../src/rules/grammar.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);
const full = readFileSync(new URL('../fixtures/managed-settings.full.json', import.meta.url), 'utf8');
const team = readFileSync(new URL('../fixtures/team-example/managed-settings.json', import.meta.url), 'utf8');
const valid = (v: unknown) => (validateManagedSettings as unknown as (d: unknown) => boolean)(v);

/** The invariants every load result keeps, whatever the input. */
function checkResult(r: LoadedSettings, input?: unknown): void {
  expect(Array.isArray(r.diagnostics)).toBe(true);
  for (const d of r.diagnostics) {
    expect(typeof d.message).toBe('string');
    if (d.line !== undefined) expect(d.line).toBeGreaterThanOrEqual(1);
    if (d.column !== undefined) expect(d.column).toBeGreaterThanOrEqual(1);
  }
  expect(r.valid).toBe(!r.diagnostics.some((d) => d.severity === 'error'));
  if (r.restricted) {
    expect(r.settings).toEqual(RESTRICTED_SETTINGS);
    expect(r.valid).toBe(false);
    return;
  }
  // Whatever the fallbacks did, what is left is a well-formed document.
  expect(valid(r.settings), JSON.stringify(r.settings)).toBe(true);
  // The parsed rules are exactly the rule lists of the sanitized settings.
  for (const name of ['deny', 'ask', 'allow'] as const) {
    expect(r.rules[name].map((x) => x.text)).toEqual(ruleList(r.settings, name));
  }
  if (input === undefined || input === null || typeof input !== 'object') return;
  const list = (name: string): unknown[] => ruleList(input, name);
  // Fail closed: a readable deny/ask rule is kept, or its whole kind asks.
  for (const name of ['deny', 'ask'] as const) {
    for (const text of list(name)) {
      if (typeof text !== 'string') continue;
      const p = parseRule(text);
      if (!p.ok) continue;
      const kept = r.rules[name].some((x) => x.text === text);
      expect(kept || r.askAll.includes(p.rule.kind), `${name} ${text}`).toBe(true);
    }
  }
  // Nothing is allowed that the input did not allow.
  const allowed = new Set(list('allow'));
  for (const rule of r.rules.allow) expect(allowed.has(rule.text)).toBe(true);
}

/** A permissions rule list, seen through an {"overridable"} wrapper. */
function ruleList(doc: unknown, name: string): unknown[] {
  const perms = doc && typeof doc === 'object' ? (doc as { permissions?: unknown }).permissions : undefined;
  const v = perms && typeof perms === 'object' && !Array.isArray(perms) ? (perms as Record<string, unknown>)[name] : undefined;
  if (Array.isArray(v)) return v;
  const inner = v && typeof v === 'object' ? (v as { overridable?: unknown }).overridable : undefined;
  return Array.isArray(inner) ? inner : [];
}

/** Random settings-shaped documents: known keys with values of the right and wrong shapes. */
const ruleText = fc.oneof(
  fc.constantFrom('Shell(rm -rf *)', 'Read(~/.ssh/**)', 'Edit(//etc/**)', 'Domain(*.example.com)', 'Shell', 'Shel(x)', 'Read([)', 'Shell(a; b)', 'Domain(x/y)', 'Write(/src/**)'),
  fc.string(),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const rulesArb = fc.oneof(fc.array(fc.oneof(ruleText, anyJson), { maxLength: 5 }), anyJson);
const wrapped = <T>(a: fc.Arbitrary<T>) => fc.oneof(a, a.map((v) => ({ overridable: v })));
const settingsLike = fc.record(
  {
    model: wrapped(fc.oneof(fc.string(), anyJson)),
    permissions: fc.oneof(
      fc.record({ deny: wrapped(rulesArb), ask: wrapped(rulesArb), allow: wrapped(rulesArb), disableBypassPermissionsMode: wrapped(fc.oneof(fc.constant('disable'), anyJson)) }, { requiredKeys: [] }),
      anyJson,
    ),
    allowedMcpServers: wrapped(fc.oneof(fc.array(fc.oneof(fc.record({ serverName: fc.string() }), fc.record({ serverUrl: fc.string(), serverCommand: fc.array(fc.string()) }, { requiredKeys: [] }), anyJson)), anyJson)),
    deniedMcpServers: fc.oneof(fc.array(fc.oneof(fc.record({ serverCommand: fc.array(fc.string()) }), anyJson)), anyJson),
    strictKnownMarketplaces: fc.oneof(fc.array(fc.oneof(fc.record({ source: fc.constantFrom('github', 'npm', 'url', 'x'), repo: fc.string(), package: fc.string() }, { requiredKeys: ['source'] }), anyJson)), anyJson),
    sandbox: fc.oneof(
      fc.record({ enabled: fc.oneof(fc.boolean(), anyJson), allowBypass: fc.oneof(fc.boolean(), anyJson), userPolicy: fc.oneof(fc.record({ filesystem: fc.dictionary(fc.constantFrom('readwritePaths', 'readonlyPaths', 'deniedPaths', 'other'), fc.oneof(fc.array(fc.string()), anyJson)), network: fc.dictionary(fc.constantFrom('allowedHosts', 'blockedHosts', 'allowOutbound', 'proxy'), anyJson) }, { requiredKeys: [] }), anyJson) }, { requiredKeys: [] }),
      anyJson,
    ),
    telemetry: fc.oneof(fc.dictionary(fc.constantFrom('enabled', 'endpoint', 'protocol', 'lockCaptureContent', 'captureContent', 'headers'), anyJson), anyJson),
    remoteControl: fc.oneof(fc.record({ mode: fc.constantFrom('disabled', 'requireSSO', 'enabled', 'x'), githubDotComOrganizations: fc.array(fc.string()) }, { requiredKeys: [] }), anyJson),
    enabledPlugins: fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.boolean(), anyJson)), anyJson),
    extraKnownMarketplaces: anyJson,
    unknownThing: anyJson,
  },
  { requiredKeys: [] },
);

/** A valid fixture with one subvalue replaced by a random JSON value. */
function mutateValue(text: string) {
  const doc = JSON.parse(text);
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === 'object') for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k], [...path, k]);
  };
  walk(doc, []);
  return fc.tuple(fc.nat({ max: paths.length - 1 }), anyJson).map(([i, replacement]) => {
    const copy = structuredClone(doc);
    const path = paths[i]!;
    if (path.length === 0) return replacement;
    let node = copy;
    for (const s of path.slice(0, -1)) node = node[s];
    node[path[path.length - 1]!] = replacement;
    return copy;
  });
}

/** A valid fixture's text with one character inserted, deleted or replaced. */
const mutateText = (text: string) =>
  fc.tuple(fc.nat({ max: text.length }), fc.constantFrom('insert', 'delete', 'replace'), fc.string({ minLength: 1, maxLength: 1 })).map(([i, op, c]) =>
    op === 'insert' ? text.slice(0, i) + c + text.slice(i) : op === 'delete' ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + c + text.slice(i + 1),
  );

describe('the loader is total and fails closed', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => checkResult(loadSettingsText(s))), { numRuns: RUNS });
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (b) => checkResult(loadSettingsBytes(b))), { numRuns: RUNS });
  });

  it('never throws on arbitrary JSON values', () => {
    fc.assert(fc.property(anyJson, (v) => checkResult(loadSettingsValue(v), v)), { numRuns: RUNS });
  });

  it('settings-shaped documents: the result is schema-valid and no readable deny is lost', () => {
    fc.assert(
      fc.property(settingsLike, (doc) => {
        checkResult(loadSettingsValue(doc), doc);
        checkResult(loadSettingsText(JSON.stringify(doc)), doc);
      }),
      { numRuns: RUNS },
    );
  });

  it('mutated copies of the valid fixtures (values)', () => {
    for (const text of [full, team]) {
      fc.assert(fc.property(mutateValue(text), (doc) => checkResult(loadSettingsText(JSON.stringify(doc, null, 2)), doc)), { numRuns: RUNS });
    }
  });

  it('mutated copies of the valid fixtures (characters)', () => {
    for (const text of [full, team]) {
      fc.assert(
        fc.property(mutateText(text), (t) => {
          const r = loadSettingsText(t);
          let parsed: unknown;
          try {
            parsed = JSON.parse(t);
          } catch (error) {
            expect(error).toBeInstanceOf(SyntaxError);
            expect(r.restricted).toBe(true);
          }
          checkResult(r, parsed);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('never throws on arbitrary MDM maps', () => {
    const key = fc.oneof(fc.constantFrom('model', 'permissions.deny', 'permissions.allow', 'sandbox.enabled', 'sandbox', 'sandbox.userPolicy.network.allowedHosts', 'enabledPlugins.a@b', 'telemetry.lockCaptureContent', 'allowedMcpServers'), fc.string());
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)), fc.string());
    fc.assert(fc.property(fc.dictionary(key, value), (map) => checkResult(loadSettingsMdm(map))), { numRuns: RUNS });
  });
});
