// Tests for the JSON Schemas in schema/: managed settings, team settings, team mappings.
//
// The schemas are compiled exactly as the loader compiles them (ajv 2020-12, strict mode,
// discriminator support, ajv-formats). Every key and sub-key of the managed settings format is
// exercised by a table of [pointer, valid value, invalid value] rows, and a walk over the schema
// checks that the table (and the full fixture) really reach every property the schema defines.

import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { compileFromFile } from 'json-schema-to-typescript';

// ajv-formats and ajv/dist/standalone are CommonJS modules whose function is also exported as
// `default`; under NodeNext the default import is module.exports, so take `.default`.
const addFormats = addFormatsModule.default;
const standaloneCode = standaloneModule.default;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const root = new URL('../', import.meta.url);
const readJson = (rel: string): Json => JSON.parse(readFileSync(new URL(rel, root), 'utf8'));

const BASE = 'https://managed-policy.dev/schema/';
const MANAGED_ID = `${BASE}managed-settings.schema.json`;
const TEAM_ID = `${BASE}team-settings.schema.json`;
const MAPPINGS_ID = `${BASE}team-mappings.schema.json`;

const managedSchema = readJson('schema/managed-settings.schema.json');
const teamSchema = readJson('schema/team-settings.schema.json');
const mappingsSchema = readJson('schema/team-mappings.schema.json');
const schemasById: Record<string, Json> = {
  [MANAGED_ID]: managedSchema,
  [TEAM_ID]: teamSchema,
  [MAPPINGS_ID]: mappingsSchema,
};

function newAjv(extra: Record<string, unknown> = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true, discriminator: true, verbose: true, ...extra });
  addFormats(ajv);
  return ajv;
}

const ajv = newAjv();
ajv.addSchema(managedSchema);
ajv.addSchema(teamSchema);
ajv.addSchema(mappingsSchema);

function validator(id: string): ValidateFunction {
  const v = ajv.getSchema(id);
  if (!v) throw new Error(`schema ${id} not registered`);
  return v;
}
const validateManaged = validator(MANAGED_ID);
const validateTeam = validator(TEAM_ID);
const validateMappings = validator(MAPPINGS_ID);

function check(v: ValidateFunction, doc: unknown): { ok: boolean; errors: ErrorObject[] } {
  const ok = v(doc) as boolean;
  return { ok, errors: [...(v.errors ?? [])] };
}

function brief(errors: readonly ErrorObject[]): string {
  return JSON.stringify(errors.map((e) => `${e.instancePath || '(root)'} ${e.keyword}: ${e.message ?? ''}`));
}

// ---------------------------------------------------------------------------------------------
// JSON pointer helpers

function decode(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`bad pointer ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Sets `value` at `pointer` in `doc`, creating objects (or arrays, for numeric segments) on the way. */
function setAt(doc: Json, pointer: string, value: unknown): Json {
  const segs = decode(pointer);
  if (segs.length === 0) return value;
  let node = doc;
  segs.forEach((seg, i) => {
    if (i === segs.length - 1) {
      node[seg] = value;
      return;
    }
    if (node[seg] === undefined || node[seg] === null || typeof node[seg] !== 'object') {
      node[seg] = /^\d+$/.test(segs[i + 1] as string) ? [] : {};
    }
    node = node[seg];
  });
  return doc;
}

const clone = <T>(v: T): T => structuredClone(v);

/** True when a and b lie on one branch of the document tree (one is an ancestor of, or equal to, the other). */
function sameBranch(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

// ---------------------------------------------------------------------------------------------
// Schema walker: the generic property paths a schema defines.
//
// Paths use "*" for array items and map values, and "(tag)" after a discriminated union so
// that each variant's properties are distinct: /strictKnownMarketplaces/*/(url)/headers.
// The inside of an {"overridable": ...} wrapper is the plain value, already walked, so the
// walk records /x/overridable and stops there. if/then/else are conditions, not properties.

function resolveRef(ref: string, baseId: string): { schema: Json; baseId: string } {
  const url = new URL(ref, baseId);
  const docId = `${url.origin}${url.pathname}`;
  const doc = schemasById[docId];
  if (!doc) throw new Error(`unresolvable $ref ${ref} from ${baseId}`);
  let node = doc;
  for (const seg of decode(decodeURIComponent(url.hash.slice(1)))) node = node[seg];
  if (node === undefined) throw new Error(`dangling $ref ${ref} from ${baseId}`);
  return { schema: node, baseId: docId };
}

function schemaPaths(schemaId: string, opts: { followExternalRefs: boolean }): Set<string> {
  const out = new Set<string>();
  const walk = (schema: Json, baseId: string, path: string, seen: ReadonlySet<string>): void => {
    if (schema === null || typeof schema !== 'object') return;
    if (typeof schema.$ref === 'string') {
      const target = new URL(schema.$ref, baseId);
      const external = `${target.origin}${target.pathname}` !== baseId;
      const key = `${target.href}@${path}`;
      if ((!external || opts.followExternalRefs) && !seen.has(key)) {
        const r = resolveRef(schema.$ref, baseId);
        walk(r.schema, r.baseId, path, new Set([...seen, key]));
      }
    }
    for (const k of ['allOf', 'anyOf', 'oneOf'] as const) {
      for (const branch of (schema[k] as Json[] | undefined) ?? []) {
        if (k === 'oneOf' && schema.discriminator) {
          const tagName: string = schema.discriminator.propertyName;
          const resolved = branch.$ref ? resolveRef(branch.$ref, baseId) : { schema: branch, baseId };
          const tag: string = resolved.schema.properties[tagName].const;
          walk(resolved.schema, resolved.baseId, `${path}/(${tag})`, seen);
        } else {
          walk(branch, baseId, path, seen);
        }
      }
    }
    for (const [name, sub] of Object.entries((schema.properties as Record<string, Json> | undefined) ?? {})) {
      const p = `${path}/${name}`;
      out.add(p);
      if (name !== 'overridable') walk(sub, baseId, p, seen);
    }
    if (schema.items && typeof schema.items === 'object') {
      out.add(`${path}/*`);
      walk(schema.items, baseId, `${path}/*`, seen);
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      out.add(`${path}/*`);
      walk(schema.additionalProperties, baseId, `${path}/*`, seen);
    }
  };
  walk(schemasById[schemaId], schemaId, '', new Set());
  return out;
}

/** Maps a concrete pointer into `doc` to the walker's generic path. */
function genericPath(pointer: string, doc: Json, known: ReadonlySet<string>): string {
  const isPrefix = (p: string): boolean => known.has(p) || [...known].some((k) => k.startsWith(`${p}/`));
  let gen = '';
  let node: Json = doc;
  for (const seg of decode(pointer)) {
    // Entering a member of a discriminated source object: qualify with its variant first.
    if (node && typeof node === 'object' && !Array.isArray(node) && typeof node.source === 'string') {
      const variant = `${gen}/(${node.source})`;
      if (isPrefix(variant)) gen = variant;
    }
    gen = isPrefix(`${gen}/${seg}`) ? `${gen}/${seg}` : `${gen}/*`;
    node = node !== null && typeof node === 'object' ? node[seg] : undefined;
  }
  return gen;
}

/** The generic paths a document actually uses (every member and element, recursively). */
function documentPaths(doc: Json, known: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const visit = (node: Json, pointer: string): void => {
    if (pointer !== '') out.add(genericPath(pointer, doc, known));
    if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) visit(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  visit(doc, '');
  return out;
}

/**
 * Schema locations lacking a description: every member of `properties` and `$defs` (anywhere,
 * including inside if/then), every `additionalProperties`, `propertyNames` and `items` schema
 * that is more than a bare $ref, and the root. Definitions also need a title (the type name).
 */
function undescribed(schemas: Record<string, Json>): string[] {
  const missing: string[] = [];
  const hasText = (n: Json, k: string): boolean => typeof n?.[k] === 'string' && n[k].trim() !== '';
  const visit = (n: Json, where: string, needsDescription: boolean): void => {
    if (Array.isArray(n)) {
      n.forEach((v, i) => visit(v, `${where}/${i}`, false));
      return;
    }
    if (!n || typeof n !== 'object') return;
    const bareRef = Object.keys(n).length === 1 && typeof n.$ref === 'string';
    if (needsDescription && !bareRef && !hasText(n, 'description')) missing.push(where);
    for (const [k, v] of Object.entries(n)) {
      if ((k === 'properties' || k === '$defs') && v && typeof v === 'object') {
        for (const [name, sub] of Object.entries(v as Record<string, Json>)) {
          const at = `${where}/${k}/${name}`;
          if (k === '$defs' && !hasText(sub, 'title')) missing.push(`${at} (title)`);
          // A property describes itself even when it refers to a definition (editors show the property's text).
          if (!hasText(sub, 'description')) missing.push(at);
          visit(sub, at, false);
        }
      } else {
        visit(v, `${where}/${k}`, k === 'additionalProperties' || k === 'items' || k === 'propertyNames');
      }
    }
  };
  for (const [id, s] of Object.entries(schemas)) visit(s, id, true);
  return missing;
}

// ---------------------------------------------------------------------------------------------
// The table: for every key and sub-key, a valid value and an invalid one.

interface Row {
  /** Where the value is set. */
  path: string;
  valid: unknown;
  invalid: unknown;
  /** Where the error must be reported (default: path). */
  at: string;
  /** Document the value is set into (default: {}). */
  base: Json;
}

const row = (path: string, valid: unknown, invalid: unknown, opts: { at?: string; base?: Json } = {}): Row => ({
  path,
  valid,
  invalid,
  at: opts.at ?? path,
  base: opts.base ?? {},
});

const gh = { source: 'github', repo: 'OWNER/REPO' };
const git = { source: 'git', url: 'https://git.example.com/m.git' };
const dir = { source: 'directory', path: '/opt/plugins' };
const urlSrc = { source: 'url', url: 'https://plugins.example.com/marketplace.json' };
const npm = { source: 'npm', package: '@acme/marketplace' };
const file = { source: 'file', path: '/opt/marketplace.json' };
const hostP = { source: 'hostPattern', hostPattern: '^github\\.example\\.com$' };
const pathP = { source: 'pathPattern', pathPattern: '^/opt/.*$' };

/** Rows for one overridable key whose plain value is a list. */
function ruleListRows(p: string): Row[] {
  return [
    row(p, ['Shell(rm -rf *)', 'Read(~/.ssh/**)'], 'Shell(rm -rf *)'),
    row(p, [], { deny: [] }, { at: p }),
    row(p, ['Edit(//etc/**)'], ['Edit(//etc/**)', 5], { at: `${p}/1` }),
    row(`${p}/overridable`, ['Domain(*.unapproved.example)'], 'Domain(*.unapproved.example)'),
  ];
}

function mcpRows(p: string): Row[] {
  return [
    row(p, [{ serverName: 'github' }], { serverName: 'github' }),
    row(`${p}/0`, { serverName: 'x' }, 'x'),
    row(`${p}/0`, { serverName: 'x' }, {}),
    row(`${p}/0/serverName`, 'github', ''),
    row(`${p}/0/serverName`, 'github', 5),
    row(`${p}/0/serverUrl`, 'https://*.example.com/*', ''),
    row(`${p}/0/serverUrl`, 'https://mcp.example.com/*', ['https://mcp.example.com/*']),
    row(`${p}/0/serverCommand`, ['npx', '@playwright/mcp@latest'], []),
    row(`${p}/0/serverCommand`, ['uvx'], 'npx @playwright/mcp@latest'),
    row(`${p}/0/serverCommand`, ['npx', '-y'], ['npx', 1], { at: `${p}/0/serverCommand/1` }),
    row(`${p}/overridable`, [{ serverUrl: 'https://mcp.company.com/*' }], [{ serverUrl: 1 }], { at: `${p}/overridable/0/serverUrl` }),
  ];
}

/** Rows for a path of marketplace sources (an array element or a map entry's source). */
function sourceRows(p: string, base: Json, variants: readonly Json[]): Row[] {
  const rows: Row[] = [];
  const has = (tag: string): boolean => variants.some((v) => v.source === tag);
  rows.push(row(p, gh, { ...gh, source: 'svn' }, { base }));
  rows.push(row(p, gh, 'OWNER/REPO', { base }));
  rows.push(row(p, gh, { repo: 'OWNER/REPO' }, { base }));
  rows.push(row(`${p}/source`, 'github', 'GitHub', { base: setAt(clone(base), p, clone(gh)), at: p }));
  rows.push(row(`${p}/source`, 'github', 7, { base: setAt(clone(base), p, clone(gh)), at: p }));
  rows.push(row(p, gh, { ...gh, extra: 1 }, { base }));
  for (const v of variants) {
    rows.push(row(p, v, { source: v.source }, { base })); // the required field is missing
    rows.push(row(`${p}/source`, v.source, 'bogus', { base: setAt(clone(base), p, clone(v)), at: p }));
  }
  const within = (variant: Json, key: string, valid: unknown, invalid: unknown): void => {
    rows.push(row(`${p}/${key}`, valid, invalid, { base: setAt(clone(base), p, clone(variant)) }));
  };
  within(gh, 'repo', 'acme/tools', 'acme');
  within(gh, 'repo', 'acme/tools', 'acme/tools/extra');
  within(gh, 'repo', 'acme/tools', 'acme/ tools');
  within(gh, 'ref', 'v1.0.0', '');
  within(gh, 'path', 'plugins', 7);
  within(git, 'url', 'git@github.com:acme/tools.git', '');
  within(git, 'url', 'https://git.example.com/m.git', 42);
  within(git, 'ref', 'main', false);
  within(git, 'path', 'sub/dir', '');
  within(dir, 'path', '/opt/plugins', '');
  within(dir, 'path', '/opt/plugins', ['/opt/plugins']);
  rows.push(row(p, dir, { ...dir, ref: 'main' }, { base })); // directory has no ref
  if (has('url')) {
    within(urlSrc, 'url', 'https://example.com/m.json', 'not a url');
    within(urlSrc, 'headers', { Authorization: 'Bearer T' }, ['Authorization: Bearer T']);
    within(urlSrc, 'headers', { 'X-Token': 'abc' }, { 'X Token': 'abc' });
    rows.push(row(`${p}/headers/X-Token`, 'abc', 5, { base: setAt(clone(base), p, clone(urlSrc)) }));
    within(npm, 'package', '@acme/marketplace', '');
    within(file, 'path', '/opt/m.json', null);
    within(hostP, 'hostPattern', '^github\\.com$', '');
    within(pathP, 'pathPattern', '.*', 3);
    rows.push(row(p, npm, { ...npm, path: '/x' }, { base }));
  } else {
    // Only github, git and directory are valid here.
    for (const other of [urlSrc, npm, file, hostP, pathP]) rows.push(row(p, gh, other, { base }));
  }
  return rows;
}

const rc = (mode: string): Json => ({ remoteControl: { mode } });
const emkBase = { extraKnownMarketplaces: { m: { source: gh } } };

const managedRows: Row[] = [
  row('/permissions', { deny: ['Shell(rm -rf *)'] }, ['Shell(rm -rf *)']),
  row('/permissions', {}, { denny: [] }),
  row('/permissions/disableBypassPermissionsMode', 'disable', 'allow-auto-only'),
  row('/permissions/disableBypassPermissionsMode', 'disable', true),
  row('/permissions/disableBypassPermissionsMode/overridable', 'disable', 'enable'),
  ...ruleListRows('/permissions/deny'),
  ...ruleListRows('/permissions/ask'),
  ...ruleListRows('/permissions/allow'),
  row('/permissions/model', 'auto', ''),
  row('/permissions/model', 'gpt-x', { overridable: 'auto' }),
  row('/model', 'auto', ''),
  row('/model', 'kimi-k-3', 3),
  row('/model/overridable', 'auto', ''),
  row('/enabledPlugins', { 'my-plugin@agent-skills': true }, ['my-plugin@agent-skills']),
  row('/enabledPlugins', { 'a@b': false }, { 'my-plugin': true }),
  row('/enabledPlugins', { 'a@b': false }, { 'a@b@c': true }),
  row('/enabledPlugins', { 'a@b': false }, { 'my plugin@b': true }),
  row('/enabledPlugins/my-plugin@agent-skills', true, 'true'),
  row('/extraKnownMarketplaces', { m: { source: gh } }, [{ source: gh }]),
  row('/extraKnownMarketplaces', { m: { source: gh } }, { 'bad name': { source: gh } }),
  row('/extraKnownMarketplaces', { m: { source: gh } }, { 'a@b': { source: gh } }),
  row('/extraKnownMarketplaces/m', { source: gh }, { autoUpdate: true }),
  row('/extraKnownMarketplaces/m', { source: gh }, { source: gh, autoupdate: true }),
  row('/extraKnownMarketplaces/m/autoUpdate', false, 'false', { base: emkBase }),
  ...sourceRows('/extraKnownMarketplaces/m/source', emkBase, [gh, git, dir]),
  row('/strictKnownMarketplaces', [], { source: 'github', repo: 'OWNER/REPO' }),
  row('/strictKnownMarketplaces', [gh, dir], [gh, 'github'], { at: '/strictKnownMarketplaces/1' }),
  ...sourceRows('/strictKnownMarketplaces/0', {}, [gh, git, urlSrc, npm, file, dir, hostP, pathP]),
  row('/telemetry', { enabled: false }, true),
  row('/telemetry', {}, { enabled: true, endpointUrl: 'https://x.example' }),
  row('/telemetry/enabled', true, 'yes'),
  row('/telemetry/endpoint', 'https://otel-collector.example.com', 'otel-collector'),
  row('/telemetry/endpoint', 'http://localhost:4318', 4318),
  row('/telemetry/protocol', 'http/json', 'grpc'),
  row('/telemetry/protocol', 'http/protobuf', 'otlp-http'),
  row('/telemetry/captureContent', false, 0),
  row('/telemetry/lockCaptureContent', true, 'true'),
  row('/telemetry/serviceName', 'copilot', ''),
  row('/telemetry/serviceName', 'copilot', ['copilot']),
  row('/telemetry/resourceAttributes', { 'deployment.environment': 'production' }, ['x']),
  row('/telemetry/resourceAttributes/deployment.environment', 'production', 1),
  row('/telemetry/headers', { Authorization: 'Bearer TOKEN' }, 'Authorization: Bearer TOKEN'),
  row('/telemetry/headers', { 'x-api-key': 'k' }, { 'bad header': 'k' }),
  row('/telemetry/headers/Authorization', 'Bearer TOKEN', null),
  row('/remoteControl', { mode: 'disabled' }, {}),
  row('/remoteControl', { mode: 'enabled' }, 'enabled'),
  row('/remoteControl', { mode: 'enabled' }, { mode: 'enabled', organizations: [] }),
  row('/remoteControl/mode', 'disabled', 'off'),
  row('/remoteControl/mode', 'enabled', 'Enabled', { base: rc('disabled') }),
  row('/remoteControl', { mode: 'requireSSO', serviceDotComOrganizations: ['ORG'] }, { mode: 'requireSSO' }),
  row('/remoteControl', { mode: 'requireSSO', githubDotComOrganizations: ['ORG'] }, { mode: 'requireSSO', organizations: ['ORG'] }),
  row('/remoteControl/serviceDotComOrganizations', ['ORG-NAME'], 'ORG-NAME', { base: rc('enabled') }),
  row('/remoteControl/serviceDotComOrganizations', ['a', 'b'], ['a', ''], { base: rc('requireSSO'), at: '/remoteControl/serviceDotComOrganizations/1' }),
  row('/remoteControl/githubDotComOrganizations', ['ORG-NAME'], { org: 'ORG-NAME' }, { base: rc('enabled') }),
  row('/remoteControl/githubDotComOrganizations', ['a'], [7], { base: rc('requireSSO'), at: '/remoteControl/githubDotComOrganizations/0' }),
  ...mcpRows('/allowedMcpServers'),
  ...mcpRows('/deniedMcpServers'),
  row('/sandbox', { enabled: true }, true),
  row('/sandbox', {}, { enable: true }),
  ...[
    'enabled',
    'failIfUnavailable',
    'allowBypass',
    'addCurrentWorkingDirectory',
    'sandboxMcpServers',
    'sandboxLspServers',
    'gitAuth',
    'ghAuth',
    'allowDevToolAccess',
  ].flatMap((k) => [row(`/sandbox/${k}`, true, 'true'), row(`/sandbox/${k}`, false, 0)]),
  row('/sandbox/userPolicy', {}, []),
  row('/sandbox/userPolicy', {}, { files: {} }),
  row('/sandbox/userPolicy/filesystem', {}, 'ro'),
  row('/sandbox/userPolicy/filesystem', {}, { writablePaths: [] }),
  ...['readwritePaths', 'readonlyPaths', 'deniedPaths'].flatMap((k) => [
    row(`/sandbox/userPolicy/filesystem/${k}`, ['/workspace'], '/workspace'),
    row(`/sandbox/userPolicy/filesystem/${k}`, [], ['/workspace', ''], { at: `/sandbox/userPolicy/filesystem/${k}/1` }),
    row(`/sandbox/userPolicy/filesystem/${k}`, ['/a', '/b'], [null], { at: `/sandbox/userPolicy/filesystem/${k}/0` }),
  ]),
  row('/sandbox/userPolicy/network', {}, true),
  row('/sandbox/userPolicy/network', {}, { allowedDomains: [] }),
  row('/sandbox/userPolicy/network/allowOutbound', false, 'false'),
  row('/sandbox/userPolicy/network/allowLocalNetwork', true, null),
  row('/sandbox/userPolicy/network/allowedHosts', ['*.github.com', '192.0.2.1', '*'], '*.github.com'),
  row('/sandbox/userPolicy/network/allowedHosts', [], [''], { at: '/sandbox/userPolicy/network/allowedHosts/0' }),
  row('/sandbox/userPolicy/network/blockedHosts', ['evil.example'], { host: 'evil.example' }),
  row('/sandbox/userPolicy/network/blockedHosts', ['a.example'], ['a.example', 5], { at: '/sandbox/userPolicy/network/blockedHosts/1' }),
  row('/sandbox/userPolicy/network/proxy', { url: 'http://proxy.example.com:3128' }, 'http://proxy.example.com:3128'),
  row('/sandbox/userPolicy/network/proxy', { url: 'http://proxy.example.com:3128' }, {}),
  row('/sandbox/userPolicy/network/proxy', { url: 'http://proxy.example.com' }, { url: 'http://proxy.example.com', port: 8080 }),
  row('/sandbox/userPolicy/network/proxy/url', 'http://proxy.example.com:3128', 'proxy.example.com:3128 with spaces'),
  row('/sandbox/userPolicy/network/proxy/url', 'https://proxy.example.com', 3128),
  row('/sandbox/userPolicy/seatbelt', {}, 'deny-keychain'),
  row('/sandbox/userPolicy/seatbelt', {}, { keychain: false }),
  row('/sandbox/userPolicy/seatbelt/keychainAccess', false, 'no'),
  row('', {}, { permissions: {}, unknownKey: true }),
  row('', {}, []),
];

function runRows(name: string, rows: readonly Row[], validate: ValidateFunction): void {
  describe(name, () => {
    it.each(rows.map((r) => [`${r.path || '(root)'} ← ${JSON.stringify(r.invalid)}`, r] as const))('%s', (_label, r) => {
      const good = check(validate, setAt(clone(r.base), r.path, clone(r.valid)));
      expect(good.ok, `valid value rejected: ${brief(good.errors)}`).toBe(true);

      const bad = check(validate, setAt(clone(r.base), r.path, clone(r.invalid)));
      expect(bad.ok, 'invalid value accepted').toBe(false);
      const paths = bad.errors.map((e) => e.instancePath);
      expect(paths, brief(bad.errors)).toContain(r.at);
      // Nothing else in the document may be blamed.
      expect(paths.filter((p) => !sameBranch(p, r.at)), brief(bad.errors)).toEqual([]);
    });
  });
}

// ---------------------------------------------------------------------------------------------

describe('schema files', () => {
  it.each([
    ['managed-settings', managedSchema, MANAGED_ID, 'ManagedSettings'],
    ['team-settings', teamSchema, TEAM_ID, 'TeamSettings'],
    ['team-mappings', mappingsSchema, MAPPINGS_ID, 'TeamMappings'],
  ])('%s declares draft 2020-12, its $id and a title', (_n, schema, id, title) => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(id);
    expect(schema.title).toBe(title);
    expect(typeof schema.description).toBe('string');
  });

  it('compile in ajv strict mode (each alone, except the team schema, which needs the managed one)', () => {
    for (const s of [managedSchema, mappingsSchema]) {
      expect(() => newAjv().compile(s)).not.toThrow();
    }
    // The team schema refers to the managed schema's $defs by its $id: without it, it cannot compile ...
    expect(() => newAjv().compile(teamSchema)).toThrow(/can't resolve reference .*managed-settings\.schema\.json#\/\$defs\//);
    // ... and with it added first, it can.
    const a = newAjv();
    a.addSchema(managedSchema);
    expect(() => a.compile(teamSchema)).not.toThrow();
  });

  it('the team schema uses the managed schema definitions (one definition of each shape)', () => {
    const refs: string[] = [];
    const collect = (n: Json): void => {
      if (n && typeof n === 'object') {
        if (typeof n.$ref === 'string') refs.push(new URL(n.$ref, TEAM_ID).href);
        Object.values(n).forEach(collect);
      }
    };
    collect(teamSchema);
    const external = refs.filter((r) => r.startsWith(`${MANAGED_ID}#`));
    expect(new Set(external)).toEqual(
      new Set(
        ['Model', 'DisableBypassPermissionsMode', 'PermissionRuleList', 'McpMatcherList', 'EnabledPlugins', 'ExtraKnownMarketplaces'].map(
          (d) => `${MANAGED_ID}#/$defs/${d}`,
        ),
      ),
    );
    for (const r of external) expect(() => resolveRef(r, TEAM_ID)).not.toThrow();
    // The team schema defines no shape of its own besides its wrapper objects and "unmanaged".
    expect(Object.keys(teamSchema.$defs).sort()).toEqual(['TeamPermissions', 'Unmanaged']);
  });

  it('every object schema is closed', () => {
    const open: string[] = [];
    const visit = (n: Json, where: string): void => {
      if (!n || typeof n !== 'object') return;
      if (n.type === 'object' && n.additionalProperties === undefined && !n.oneOf) open.push(where);
      if (n.additionalProperties === true) open.push(where);
      for (const [k, v] of Object.entries(n)) visit(v, `${where}/${k}`);
    };
    for (const [id, s] of Object.entries(schemasById)) visit(s, id);
    expect(open).toEqual([]);
  });

  it('every property schema and every definition has a description (definitions also a title)', () => {
    expect(undescribed(schemasById)).toEqual([]);
  });

  it('the description check finds a missing description deep in the tree, and a missing title', () => {
    const s = clone(managedSchema);
    delete s.$defs.SandboxProxy.properties.url.description;
    delete s.$defs.Telemetry.title;
    s.$defs.SandboxNetworkPolicy.properties.allowedHosts.description = ' ';
    expect(undescribed({ [MANAGED_ID]: s }).sort()).toEqual(
      [
        `${MANAGED_ID}/$defs/Telemetry (title)`,
        `${MANAGED_ID}/$defs/SandboxNetworkPolicy/properties/allowedHosts`,
        `${MANAGED_ID}/$defs/SandboxProxy/properties/url`,
      ].sort(),
    );
  });

  it('source unions are oneOf with a discriminator on "source"; MCP matchers are oneOf of three closed objects', () => {
    for (const name of ['MarketplaceSource', 'ExtraMarketplaceSource']) {
      const def = managedSchema.$defs[name];
      expect(def.discriminator).toEqual({ propertyName: 'source' });
      const tags = (def.oneOf as Json[]).map((b) => {
        const v = resolveRef(b.$ref, MANAGED_ID).schema;
        expect(v.required).toContain('source');
        expect(v.additionalProperties).toBe(false);
        return v.properties.source.const;
      });
      expect(tags).toEqual(
        name === 'MarketplaceSource'
          ? ['github', 'git', 'url', 'npm', 'file', 'directory', 'hostPattern', 'pathPattern']
          : ['github', 'git', 'directory'],
      );
    }
    const matchers = (managedSchema.$defs.McpMatcher.oneOf as Json[]).map((b) => resolveRef(b.$ref, MANAGED_ID).schema);
    expect(matchers.map((m) => [m.required, Object.keys(m.properties), m.additionalProperties])).toEqual([
      [['serverName'], ['serverName'], false],
      [['serverUrl'], ['serverUrl'], false],
      [['serverCommand'], ['serverCommand'], false],
    ]);
  });
});

describe('fixtures', () => {
  const full = readJson('fixtures/managed-settings.full.json');

  it('the full example is valid', () => {
    const r = check(validateManaged, full);
    expect(r.ok, brief(r.errors)).toBe(true);
  });

  it('the full example uses every key and sub-key (all source variants), except the legacy permissions.model', () => {
    const known = schemaPaths(MANAGED_ID, { followExternalRefs: true });
    const used = documentPaths(full, known);
    const unused = [...known].filter((p) => !used.has(p) && !p.endsWith('/overridable'));
    expect(unused).toEqual(['/permissions/model']);
    const unknown = [...used].filter((p) => !known.has(p));
    expect(unknown).toEqual([]);
    expect(full.strictKnownMarketplaces.map((s: Json) => s.source).sort()).toEqual(
      ['directory', 'file', 'git', 'github', 'hostPattern', 'npm', 'pathPattern', 'url'],
    );
  });

  it('the full example uses plain values (no team override wrappers)', () => {
    expect(JSON.stringify(full)).not.toContain('"overridable"');
  });

  describe('team example', () => {
    const dirUrl = 'fixtures/team-example/';
    const managed = readJson(`${dirUrl}managed-settings.json`);
    const mappings = readJson(`${dirUrl}team-mappings.json`);
    const teamFiles = readdirSync(new URL(`${dirUrl}teams/`, root)).filter((f) => f.endsWith('.json')).sort();

    it('the enterprise file is valid and wraps model, bypass mode, allow and allowedMcpServers', () => {
      const r = check(validateManaged, managed);
      expect(r.ok, brief(r.errors)).toBe(true);
      expect(managed.model).toEqual({ overridable: 'auto' });
      expect(managed.permissions.disableBypassPermissionsMode).toEqual({ overridable: 'disable' });
      expect(managed.permissions.allow).toHaveProperty('overridable');
      expect(managed.allowedMcpServers).toEqual({ overridable: [{ serverUrl: 'https://mcp.company.com/*' }] });
    });

    it('the mappings are valid, and map exactly the files in teams/', () => {
      const r = check(validateMappings, mappings);
      expect(r.ok, brief(r.errors)).toBe(true);
      expect(Object.keys(mappings).sort()).toEqual(teamFiles);
      expect(teamFiles).toEqual(['devs.json', 'finops.json']);
      expect(mappings['devs.json']).toEqual(['developers-all', 'finops-dev']);
      expect(mappings['finops.json']).not.toContain('developers-all');
    });

    it.each(teamFiles)('teams/%s is valid', (f) => {
      const r = check(validateTeam, readJson(`${dirUrl}teams/${f}`));
      expect(r.ok, brief(r.errors)).toBe(true);
    });

    it('devs.json overrides model and bypass mode with "unmanaged", replaces allow and allowedMcpServers, adds a plugin', () => {
      const devs = readJson(`${dirUrl}teams/devs.json`);
      expect(devs.model).toBe('unmanaged');
      expect(devs.permissions.disableBypassPermissionsMode).toBe('unmanaged');
      expect(Array.isArray(devs.permissions.allow)).toBe(true);
      expect(devs.allowedMcpServers).toEqual([{ serverUrl: 'https://team-specific-mcp.company.com/*' }]);
      expect(Object.keys(devs.enabledPlugins).length).toBeGreaterThan(0);
    });
  });
});

runRows('managed settings: every key and sub-key (valid passes, invalid fails at its pointer)', managedRows, validateManaged);

describe('managed settings: table coverage', () => {
  it('the table reaches every property path of the schema (every source variant separately)', () => {
    const known = schemaPaths(MANAGED_ID, { followExternalRefs: true });
    expect(known.size).toBeGreaterThan(100);
    const covered = new Set<string>();
    for (const r of managedRows) {
      const doc = setAt(clone(r.base), r.path, clone(r.valid));
      covered.add(genericPath(r.path, doc, known));
      covered.add(genericPath(r.at, doc, known));
    }
    expect([...known].filter((p) => !covered.has(p))).toEqual([]);
  });

  it('the walker distinguishes the source variants', () => {
    const known = schemaPaths(MANAGED_ID, { followExternalRefs: true });
    expect(known).toContain('/strictKnownMarketplaces/*/(url)/headers/*');
    expect(known).toContain('/strictKnownMarketplaces/*/(hostPattern)/hostPattern');
    expect(known).toContain('/extraKnownMarketplaces/*/source/(git)/ref');
    expect(known).not.toContain('/extraKnownMarketplaces/*/source/(npm)/package');
    expect(known).toContain('/sandbox/userPolicy/network/proxy/url');
    expect(known).toContain('/deniedMcpServers/overridable');
  });
});

// ---------------------------------------------------------------------------------------------
// The team override wrapper

const overridable: ReadonlyArray<readonly [string, unknown]> = [
  ['/model', 'auto'],
  ['/permissions/disableBypassPermissionsMode', 'disable'],
  ['/permissions/deny', ['Shell(rm -rf *)']],
  ['/permissions/ask', ['Shell(git push *)']],
  ['/permissions/allow', ['Shell(npm test *)']],
  ['/allowedMcpServers', [{ serverUrl: 'https://mcp.company.com/*' }]],
  ['/deniedMcpServers', [{ serverCommand: ['npx', '-y', 'x'] }]],
];

const notOverridable: ReadonlyArray<readonly [string, unknown]> = [
  ['/telemetry', { enabled: true }],
  ['/sandbox', { enabled: true }],
  ['/strictKnownMarketplaces', [{ source: 'github', repo: 'OWNER/REPO' }]],
  ['/enabledPlugins', { 'my-plugin@agent-skills': true }],
  ['/extraKnownMarketplaces', { m: { source: { source: 'github', repo: 'OWNER/REPO' } } }],
  ['/remoteControl', { mode: 'disabled' }],
  ['/permissions', { deny: ['Shell(rm -rf *)'] }],
  ['/permissions/model', 'auto'],
  ['/sandbox/enabled', true],
  ['/sandbox/userPolicy/network/allowedHosts', ['a.example']],
  ['/telemetry/headers', { Authorization: 'Bearer T' }],
];

describe('team override wrapper in the enterprise file', () => {
  it('the schema marks exactly seven keys overridable', () => {
    const wrapped = [...schemaPaths(MANAGED_ID, { followExternalRefs: true })].filter((p) => p.endsWith('/overridable'));
    expect(wrapped.map((p) => p.slice(0, -'/overridable'.length)).sort()).toEqual(overridable.map(([p]) => p).sort());
  });

  it.each(overridable)('%s accepts {"overridable": value} and the plain value', (p, plain) => {
    expect(check(validateManaged, setAt({}, p, clone(plain))).ok).toBe(true);
    const r = check(validateManaged, setAt({}, p, { overridable: clone(plain) }));
    expect(r.ok, brief(r.errors)).toBe(true);
  });

  it.each(overridable)('%s rejects a malformed wrapper', (p, plain) => {
    for (const bad of [{}, { overridable: clone(plain), extra: 1 }, { overridable: { overridable: clone(plain) } }, { Overridable: clone(plain) }]) {
      const r = check(validateManaged, setAt({}, p, bad));
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      expect(r.errors.every((e) => sameBranch(e.instancePath, p)), brief(r.errors)).toBe(true);
    }
  });

  it.each(notOverridable)('%s rejects {"overridable": value} (its plain value is valid)', (p, plain) => {
    expect(check(validateManaged, setAt({}, p, clone(plain))).ok).toBe(true);
    const r = check(validateManaged, setAt({}, p, { overridable: clone(plain) }));
    expect(r.ok).toBe(false);
    // Reported at the key itself, or (for maps, where "overridable" reads as an entry name) inside it.
    expect(r.errors.length).toBeGreaterThan(0);
    expect(r.errors.every((e) => e.instancePath === p || e.instancePath.startsWith(`${p}/`)), brief(r.errors)).toBe(true);
  });
});

describe('MCP matchers', () => {
  const cases: ReadonlyArray<readonly [string, unknown, boolean]> = [
    ['serverName only', { serverName: 'github' }, true],
    ['serverUrl only', { serverUrl: 'https://*.example.com/*' }, true],
    ['serverCommand only', { serverCommand: ['npx', '@playwright/mcp@latest'] }, true],
    ['no matcher property', {}, false],
    ['serverName and serverUrl', { serverName: 'github', serverUrl: 'https://x.example/*' }, false],
    ['serverUrl and serverCommand', { serverUrl: 'https://x.example/*', serverCommand: ['x'] }, false],
    ['all three', { serverName: 'a', serverUrl: 'https://x.example/*', serverCommand: ['x'] }, false],
    ['an unknown property only', { serverId: 'x' }, false],
    ['a matcher plus an unknown property', { serverName: 'a', note: 'x' }, false],
  ];
  for (const key of ['allowedMcpServers', 'deniedMcpServers']) {
    it.each(cases)(`${key}: %s`, (_n, entry, ok) => {
      for (const doc of [{ [key]: [entry] }, { [key]: { overridable: [entry] } }]) {
        const r = check(validateManaged, doc);
        expect(r.ok, brief(r.errors)).toBe(ok);
        if (!ok) expect(r.errors.every((e) => sameBranch(e.instancePath, `/${key}`)), brief(r.errors)).toBe(true);
      }
    });
  }
});

describe('remoteControl requireSSO needs an organization list (either name)', () => {
  it.each([
    [{ mode: 'requireSSO' }, false],
    [{ mode: 'requireSSO', serviceDotComOrganizations: ['o'] }, true],
    [{ mode: 'requireSSO', githubDotComOrganizations: ['o'] }, true],
    [{ mode: 'requireSSO', serviceDotComOrganizations: ['o'], githubDotComOrganizations: ['o'] }, true],
    [{ mode: 'enabled' }, true],
    [{ mode: 'disabled' }, true],
    [{ serviceDotComOrganizations: ['o'] }, false],
  ])('%j → %s', (value, ok) => {
    const r = check(validateManaged, { remoteControl: value });
    expect(r.ok, brief(r.errors)).toBe(ok);
    if (!ok) expect(r.errors.map((e) => e.instancePath)).toContain('/remoteControl');
  });
});

// ---------------------------------------------------------------------------------------------
// Team settings

const teamPlain: Record<string, unknown> = {
  '/model': 'kimi-k-3',
  '/permissions/disableBypassPermissionsMode': 'disable',
  '/permissions/deny': ['Shell(rm -rf *)'],
  '/permissions/ask': ['Shell(git push *)'],
  '/permissions/allow': ['Shell(npm test *)'],
  '/allowedMcpServers': [{ serverUrl: 'https://team-specific-mcp.company.com/*' }],
  '/deniedMcpServers': [{ serverName: 'untrusted' }],
};

describe('team settings', () => {
  it.each(Object.keys(teamPlain))('%s accepts "unmanaged", the plain value, and rejects the wrapper', (p) => {
    expect(check(validateTeam, setAt({}, p, 'unmanaged')).ok).toBe(true);
    const plain = check(validateTeam, setAt({}, p, clone(teamPlain[p])));
    expect(plain.ok, brief(plain.errors)).toBe(true);
    const wrapped = check(validateTeam, setAt({}, p, { overridable: clone(teamPlain[p]) }));
    expect(wrapped.ok).toBe(false);
    expect(wrapped.errors.map((e) => e.instancePath)).toContain(p);
    // "Unmanaged" is a well-formed model name, so it is a plain value for /model only.
    for (const bad of [...(p === '/model' ? [] : ['Unmanaged', 'managed']), null, 5, '']) {
      const r = check(validateTeam, setAt({}, p, bad));
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      expect(r.errors.map((e) => e.instancePath)).toContain(p);
    }
  });

  it('the additive keys take their managed shapes and reject "unmanaged"', () => {
    const plugins = { 'dev-tools@agent-skills': true };
    const markets = { 'team-mkt': { source: { source: 'git', url: 'https://git.company.com/m.git' }, autoUpdate: true } };
    expect(check(validateTeam, { enabledPlugins: plugins, extraKnownMarketplaces: markets }).ok).toBe(true);
    for (const [p, bad, at] of [
      ['/enabledPlugins', 'unmanaged', '/enabledPlugins'],
      ['/extraKnownMarketplaces', 'unmanaged', '/extraKnownMarketplaces'],
      ['/enabledPlugins', { 'no-marketplace': true }, '/enabledPlugins'],
      ['/enabledPlugins', { 'a@b': 'yes' }, '/enabledPlugins/a@b'],
      ['/extraKnownMarketplaces', { m: { source: { source: 'npm', package: 'x' } } }, '/extraKnownMarketplaces/m/source'],
      ['/extraKnownMarketplaces', { m: { source: { source: 'github', repo: 'no-slash' } } }, '/extraKnownMarketplaces/m/source/repo'],
      ['/extraKnownMarketplaces', { m: { source: 'unmanaged' } }, '/extraKnownMarketplaces/m/source'],
    ] as const) {
      const r = check(validateTeam, setAt({}, p, clone(bad)));
      expect(r.ok, `${p} ${JSON.stringify(bad)}`).toBe(false);
      expect(r.errors.map((e) => e.instancePath), brief(r.errors)).toContain(at);
    }
  });

  it('the team file cannot set any other key, nor "unmanaged" for a whole object', () => {
    for (const [p, v, at] of [
      ['/telemetry', { enabled: false }, ''],
      ['/telemetry', 'unmanaged', ''],
      ['/sandbox', 'unmanaged', ''],
      ['/strictKnownMarketplaces', [], ''],
      ['/remoteControl', { mode: 'enabled' }, ''],
      ['/permissions/model', 'auto', '/permissions'],
      ['/permissions', 'unmanaged', '/permissions'],
      ['/permissions/defaultMode', 'allow', '/permissions'],
    ] as const) {
      const r = check(validateTeam, setAt({}, p, clone(v)));
      expect(r.ok, `${p} ${JSON.stringify(v)}`).toBe(false);
      expect(r.errors.map((e) => e.instancePath), brief(r.errors)).toContain(at);
    }
  });

  it('the team walk covers exactly the nine team keys', () => {
    const known = schemaPaths(TEAM_ID, { followExternalRefs: false });
    expect([...known].sort()).toEqual(
      [
        '/allowedMcpServers',
        '/deniedMcpServers',
        '/enabledPlugins',
        '/extraKnownMarketplaces',
        '/model',
        '/permissions',
        '/permissions/allow',
        '/permissions/ask',
        '/permissions/deny',
        '/permissions/disableBypassPermissionsMode',
      ].sort(),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Team mappings

describe('team mappings', () => {
  it.each([
    [{}, true, undefined],
    [{ 'devs.json': ['developers-all', 'finops-dev'] }, true, undefined],
    [{ 'team_1.v2-final.json': ['a.b_c-D9'] }, true, undefined],
    [{ 'devs.json': [] }, false, '/devs.json'],
    [{ 'devs.json': ['a', 'a'] }, false, '/devs.json'],
    [{ 'devs.json': 'developers-all' }, false, '/devs.json'],
    [{ 'devs.json': [''] }, false, '/devs.json/0'],
    [{ 'devs.json': ['dev team'] }, false, '/devs.json/0'],
    [{ 'devs.json': ['ok', 'dev/ops'] }, false, '/devs.json/1'],
    [{ 'devs.json': [7] }, false, '/devs.json/0'],
    [{ 'devs.yaml': ['a'] }, false, ''],
    [{ '../devs.json': ['a'] }, false, ''],
    [{ 'teams/devs.json': ['a'] }, false, ''],
    [{ '.json': ['a'] }, false, ''],
    [{ 'dev s.json': ['a'] }, false, ''],
    [['devs.json'], false, ''],
  ] as const)('%j → %s', (doc, ok, at) => {
    const r = check(validateMappings, clone(doc));
    expect(r.ok, brief(r.errors)).toBe(ok);
    if (!ok) {
      const paths = r.errors.map((e) => e.instancePath);
      expect(paths, brief(r.errors)).toContain(at);
      expect(paths.filter((p) => !sameBranch(p, at as string))).toEqual([]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Code generation

describe('standalone validation code', () => {
  it('generates one module for all three schemas, and its validators work', () => {
    const a = newAjv({ code: { source: true } });
    a.addSchema(managedSchema);
    a.addSchema(teamSchema);
    a.addSchema(mappingsSchema);
    const code = standaloneCode(a, { managed: MANAGED_ID, team: TEAM_ID, mappings: MAPPINGS_ID });
    expect(typeof code).toBe('string');
    expect(code.length).toBeGreaterThan(1000);

    const mod: { exports: Record<string, (d: unknown) => boolean> } = { exports: {} };
    // The generated module is CommonJS and requires ajv's runtime helpers and ajv-formats.
    new Function('module', 'exports', 'require', code)(mod, mod.exports, createRequire(import.meta.url));
    const { managed, team, mappings } = mod.exports as Record<'managed' | 'team' | 'mappings', (d: unknown) => boolean>;
    expect(managed(readJson('fixtures/managed-settings.full.json'))).toBe(true);
    expect(managed({ telemetry: { overridable: {} } })).toBe(false);
    expect(managed({ strictKnownMarketplaces: [{ source: 'npm' }] })).toBe(false);
    expect(team(readJson('fixtures/team-example/teams/devs.json'))).toBe(true);
    expect(team({ enabledPlugins: 'unmanaged' })).toBe(false);
    expect(mappings(readJson('fixtures/team-example/team-mappings.json'))).toBe(true);
    expect(mappings({ 'x.txt': ['a'] })).toBe(false);
  });
});

describe('json-schema-to-typescript', () => {
  const generate = (name: string): Promise<string> =>
    compileFromFile(fileURLToPath(new URL(`schema/${name}.schema.json`, root)), {
      cwd: fileURLToPath(new URL('schema/', root)),
      bannerComment: '',
    });

  const exported = (ts: string): string[] => [...ts.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1] as string);

  it('managed settings: named types, discriminated unions, no numbered duplicates', async () => {
    const ts = await generate('managed-settings');
    const names = exported(ts);
    for (const n of [
      'ManagedSettings',
      'Permissions',
      'Telemetry',
      'RemoteControl',
      'SandboxSettings',
      'McpMatcher',
      'MarketplaceSource',
      'ExtraMarketplaceSource',
      'OverridableModel',
      'OverridablePermissionRuleList',
      'OverridableMcpMatcherList',
    ]) {
      expect(names).toContain(n);
    }
    expect(names.filter((n) => /\d$/.test(n))).toEqual([]);
    expect(ts).toMatch(/export type ExtraMarketplaceSource = GitHubMarketplaceSource \| GitMarketplaceSource \| DirectoryMarketplaceSource;/);
    expect(ts).toMatch(/export type McpMatcher = McpServerNameMatcher \| McpServerUrlMatcher \| McpServerCommandMatcher;/);
    expect(ts).toMatch(/source: "hostPattern";/);
    expect(ts).toMatch(/model\?: Model \| OverridableModel;/);
    expect(ts).toMatch(/deny\?: PermissionRuleList \| OverridablePermissionRuleList;/);
    expect(ts).toMatch(/allowedMcpServers\?: McpMatcherList \| OverridableMcpMatcherList;/);
  });

  it('team settings and team mappings', async () => {
    const team = await generate('team-settings');
    expect(exported(team)).toContain('TeamSettings');
    expect(exported(team).filter((n) => /\d$/.test(n))).toEqual([]);
    expect(team).toMatch(/model\?: Model \| Unmanaged;/);
    expect(team).toMatch(/enabledPlugins\?: EnabledPlugins;/);
    const mappings = await generate('team-mappings');
    expect(exported(mappings)).toContain('TeamMappings');
    expect(mappings).toMatch(/\[k: string\]: TeamSlugList;/);
  });
});
