// Team overrides (semantics section 3, reference A.2): composition of the applicable team files
// beneath the server source, and the security properties of that composition.
import { chmodSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePolicy } from '../src/compile/compile.js';
import { COMPOSITION_TABLE } from '../src/compose/composition.js';
import { applicableTeams, applyTeams, combineTeamValues, type AppliedTeam } from '../src/compose/teams.js';
import { decide } from '../src/decide/decide.js';
import { loadSettingsFile } from '../src/load/file.js';
import { loadSettingsValue } from '../src/load/load.js';
import { OVERRIDABLE_POINTERS } from '../src/load/fallbacks.js';
import { validateTeamsDir, wrappedKeys, type TeamDocument } from '../src/load/teams.js';
import { CTX, op } from './helpers/policy.js';

const RUNS = Number(process.env.FC_RUNS ?? 1000);
const fx = (p: string) => new URL(`../fixtures/${p}`, import.meta.url).pathname;

function exampleFor(slugs: string[]) {
  const server = loadSettingsFile(fx('team-example/managed-settings.json'), { channel: 'server' });
  const report = validateTeamsDir(fx('team-example'), wrappedKeys(server.settings));
  const { teams, diagnostics } = applicableTeams(report, slugs);
  return { server, composed: applyTeams(server, teams), diagnostics };
}

function team(name: string, value: Record<string, unknown>, invalid: string[] = []): AppliedTeam {
  return { name, doc: { file: `teams/${name}`, value, invalid, locations: new Map() } as TeamDocument };
}

function server(doc: Record<string, unknown>) {
  const loaded = loadSettingsValue(doc, { file: 'managed-settings.json', channel: 'server' });
  expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return loaded;
}

const decideShell = (loaded: Parameters<typeof compilePolicy>[0][number]['loaded'], command: string) =>
  decide(compilePolicy([{ loaded }]), op('shell', command), CTX).decision;

describe('teams: the reference example (A.2)', () => {
  it('a developer gets the devs.json values; unmanaged keys are lifted', () => {
    const { composed } = exampleFor(['developers-all']);
    expect(composed.applied).toEqual(['devs.json']);
    const s = composed.resolved.settings;
    expect(s.model).toBeUndefined();
    expect(s.permissions?.disableBypassPermissionsMode).toBeUndefined();
    expect(s.allowedMcpServers).toEqual([{ serverUrl: 'https://team-specific-mcp.company.com/*' }]);
    expect(s.permissions?.allow).toContain('Shell(npm run build *)');
    // not overridable: the enterprise deny stays whatever the team says
    expect(s.permissions?.deny).toEqual(['Shell(rm -rf *)', 'Read(~/.ssh/**)']);
    expect(composed.resolved.decidedBy).toMatchObject({
      '/model': 'unmanaged by teams/devs.json',
      '/permissions/disableBypassPermissionsMode': 'unmanaged by teams/devs.json',
      '/allowedMcpServers': 'teams/devs.json',
      '/enabledPlugins/dev-tools@agent-skills': 'teams/devs.json',
    });
    expect(s.enabledPlugins).toEqual({ 'my-plugin@agent-skills': true, 'dev-tools@agent-skills': true });
    expect(decideShell(composed.loaded, 'npm run build')).toBe('allow');
    expect(decideShell(composed.loaded, 'rm -rf /')).toBe('deny');
  });

  it('a user in no team gets the enterprise defaults (the wrapped values)', () => {
    const { composed, diagnostics } = exampleFor(['nobody']);
    expect(composed.applied).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(['team-slug-unmapped']);
    expect(composed.resolved.settings.model).toBe('auto');
    expect(composed.resolved.settings.permissions?.disableBypassPermissionsMode).toBe('disable');
    expect(composed.resolved.settings.allowedMcpServers).toEqual([{ serverUrl: 'https://mcp.company.com/*' }]);
    expect(decideShell(composed.loaded, 'npm run build')).toBe('ask');
  });

  it('two teams combine to the least restrictive value; unmanaged in one wins', () => {
    const { composed } = exampleFor(['finops-dev', 'finops']);
    expect(composed.applied).toEqual(['devs.json', 'finops.json']);
    const s = composed.resolved.settings;
    expect(s.allowedMcpServers).toBeUndefined(); // finops.json: "unmanaged"
    expect(s.model).toBeUndefined(); // devs.json: "unmanaged"
    expect(s.permissions?.allow).toEqual(expect.arrayContaining(['Shell(npm run build *)', 'Read(/reports/**)', 'Domain(billing.example.com)']));
    expect(s.extraKnownMarketplaces).toHaveProperty('finops-marketplace');
    expect(s.extraKnownMarketplaces).toHaveProperty('agent-skills');
  });

  it('rules from team files name the team file in decisions', () => {
    const { composed } = exampleFor(['developers-all']);
    const d = decide(compilePolicy([{ loaded: composed.loaded }]), op('shell', 'npm run build'), CTX);
    expect(d.reasons.find((r) => r.code === 'allow-rule')?.rule?.source).toBe(`${fx('team-example/managed-settings.json')} + teams/devs.json`);
  });
});

describe('teams: combining several teams (semantics 3)', () => {
  it.each([
    ['intersection', [['a', 'b'], ['b', 'c']], ['b']],
    ['intersection', [['a'], []], []],
    ['union', [['a', 'b'], ['b', 'c']], ['a', 'b', 'c']],
    ['every-disables', ['disable', 'disable'], 'disable'],
    ['common-value', ['m1', 'm1'], 'm1'],
  ] as const)('%s of %j is %j', (operator, values, expected) => {
    expect(combineTeamValues(operator, values as unknown as unknown[])).toEqual(expected);
  });

  it.each([
    ['intersection', [['a'], 'unmanaged']],
    ['union', [['a'], 'unmanaged']],
    ['every-disables', ['disable', 'unmanaged']],
    ['common-value', ['m1', 'm2']],
  ] as const)('%s of %j is unmanaged', (operator, values) => {
    expect(combineTeamValues(operator, values as unknown as unknown[])).toBeUndefined();
  });

  it('MCP matchers compare by value, whatever the key order', () => {
    expect(combineTeamValues('intersection', [[{ serverCommand: ['npx', 'x'] }], [{ serverCommand: ['npx', 'x'] }, { serverName: 'y' }]]))
      .toEqual([{ serverCommand: ['npx', 'x'] }]);
  });

  it('deny: a team replaces a wrapped enterprise deny list, and teams keep only the rules they share', () => {
    const s = server({ permissions: { deny: { overridable: ['Shell(rm *)', 'Shell(make *)'] } } });
    const c = applyTeams(s, [team('a.json', { permissions: { deny: ['Shell(make *)', 'Shell(cmake *)'] } }), team('b.json', { permissions: { deny: ['Shell(make *)'] } })]);
    expect(c.resolved.settings.permissions?.deny).toEqual(['Shell(make *)']);
    expect(decideShell(c.loaded, 'rm x')).toBe('ask'); // managed rules exist: default ask, not deny
    expect(decideShell(c.loaded, 'make x')).toBe('deny');
  });

  it('a team value for a key the enterprise did not wrap is ignored', () => {
    const s = server({ permissions: { deny: ['Shell(rm *)'] }, model: 'auto' });
    const c = applyTeams(s, [team('a.json', { permissions: { deny: 'unmanaged' }, model: 'other' })]);
    expect(c.resolved.settings.permissions?.deny).toEqual(['Shell(rm *)']);
    expect(c.resolved.settings.model).toBe('auto');
    expect(decideShell(c.loaded, 'rm x')).toBe('deny');
  });

  it('an invalid team value is ignored (the enterprise default applies)', () => {
    const s = server({ model: { overridable: 'auto' } });
    const c = applyTeams(s, [team('a.json', { model: 42 }, ['/model'])]);
    expect(c.resolved.settings.model).toBe('auto');
  });

  it('a team rule the grammar rejects fails closed for its kind', () => {
    const s = server({ permissions: { deny: { overridable: ['Shell(rm *)'] } } });
    const c = applyTeams(s, [team('a.json', { permissions: { deny: ['Shell(make *', 'Shell(rm *)'] } })]);
    expect(c.loaded.askAll).toContain('shell');
    expect(decideShell(c.loaded, 'ls')).toBe('ask');
  });

  it('additive keys: teams add entries, never change enterprise ones; a conflict adds nothing', () => {
    const s = server({ enabledPlugins: { 'p@m': false }, extraKnownMarketplaces: { m: { source: { source: 'github', repo: 'o/r' } } } });
    const c = applyTeams(s, [
      team('a.json', { enabledPlugins: { 'p@m': true, 'q@m': true, 'r@m': true }, extraKnownMarketplaces: { m: { source: { source: 'github', repo: 'evil/r' } } } }),
      team('b.json', { enabledPlugins: { 'q@m': false, 'r@m': true } }),
    ]);
    expect(c.resolved.settings.enabledPlugins).toEqual({ 'p@m': false, 'r@m': true });
    expect(c.resolved.settings.extraKnownMarketplaces?.m?.source).toEqual({ source: 'github', repo: 'o/r' });
    expect(c.diagnostics.map((d) => d.code).sort()).toEqual(['team-conflict', 'team-value-ignored', 'team-value-ignored']);
  });

  it('a restricted server source is not loosened by teams', () => {
    const s = loadSettingsValue('not an object', { file: 'm.json', channel: 'server' });
    expect(s.restricted).toBe(true);
    const c = applyTeams(s, [team('a.json', { permissions: { allow: ['Shell(ls)'] } })]);
    expect(c.loaded).toBe(s);
    expect(decideShell(c.loaded, 'ls')).toBe('ask');
  });
});

describe('teams: the layout on disk', () => {
  it('team permission rules are checked by the rule grammar, with their position in the team file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-teams-'));
    mkdirSync(join(dir, 'teams'));
    writeFileSync(join(dir, 'team-mappings.json'), JSON.stringify({ 'a.json': ['x'] }));
    writeFileSync(join(dir, 'teams', 'a.json'), '{"permissions": {"deny": [\n  "Shell(ls)", "Shel(rm *)"]}}');
    const report = validateTeamsDir(dir, new Set(['/permissions/deny']));
    expect(report.diagnostics).toEqual([expect.objectContaining({ code: 'invalid-rule', file: join(dir, 'teams', 'a.json'), pointer: '/permissions/deny/1', line: 2, column: 17 })]);
  });

  it('a team rule\'s position counts its escapes as written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-teams-'));
    mkdirSync(join(dir, 'teams'));
    writeFileSync(join(dir, 'team-mappings.json'), JSON.stringify({ 'a.json': ['x'] }));
    const text = '{"permissions": {"deny": ["\\u0053hell(rm *)x"]}}';
    writeFileSync(join(dir, 'teams', 'a.json'), text);
    const [d] = validateTeamsDir(dir, new Set(['/permissions/deny'])).diagnostics;
    expect({ code: d?.code, at: text[d!.column! - 1] }).toEqual({ code: 'invalid-rule', at: 'x' });
  });

  it('a misnamed deny or ask list in a team file is an error, and the team\'s lists fail closed', () => {
    // [team file text, pointer of the misnamed key, its column]
    const rows: [string, string, number][] = [
      ['{"permissions": {"Deny": ["Shell(rm *)"]}}', '/permissions/Deny', 18],
      ['{"permissions": {"\uff44\uff45\uff4e\uff59": ["Shell(rm *)"]}}', '/permissions/\uff44\uff45\uff4e\uff59', 18],
      ['{"permissions": {"d\\u200beny": ["Shell(rm *)"]}}', '/permissions/d\u200beny', 18],
      ['{"permissions": {"excludeTools": ["Shell(rm *)"]}}', '/permissions/excludeTools', 18],
      ['{"permissions": {"askRules": ["Shell(rm *)"], "allow": ["Shell"]}}', '/permissions/askRules', 18],
      ['{"Permissions": {"deny": ["Shell(rm *)"]}}', '/Permissions', 2],
      ['{"policy": {"deny": ["Shell(rm *)"]}}', '/policy', 2],
      ['{"permissions": {"deny": ["Read(//etc/**)"], "blocked": ["Shell(rm *)"]}}', '/permissions/blocked', 46],
    ];
    const s = server({ permissions: { deny: { overridable: ['Read(//etc/**)'] }, ask: { overridable: [] }, allow: { overridable: ['Shell', 'Read'] } } });
    for (const [text, pointer, column] of rows) {
      const dir = mkdtempSync(join(tmpdir(), 'mp-teams-'));
      mkdirSync(join(dir, 'teams'));
      writeFileSync(join(dir, 'team-mappings.json'), JSON.stringify({ 'a.json': ['x'] }));
      writeFileSync(join(dir, 'teams', 'a.json'), text);
      const report = validateTeamsDir(dir, wrappedKeys(s.settings));
      const misnamed = report.diagnostics.filter((d) => d.code === 'misnamed-rule-list');
      expect({ text, misnamed: misnamed.map((d) => [d.severity, d.pointer, d.line, d.column]) }).toEqual({ text, misnamed: [['error', pointer, 1, column]] });
      const composed = applyTeams(s, applicableTeams(report, ['x']).teams).loaded;
      expect({ text, rm: decideShell(composed, 'rm -rf x'), ls: decideShell(composed, 'ls') }).toEqual({ text, rm: 'ask', ls: 'ask' });
      // The deny rules that were read (the team's, else the enterprise default) still deny.
      expect(decideShell(composed, 'cat /etc/passwd')).toBe('deny');
    }
  });

  it('a misnamed list where teams may set deny but not ask: the team\'s deny list is unreadable (every operation asks)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-teams-'));
    mkdirSync(join(dir, 'teams'));
    writeFileSync(join(dir, 'team-mappings.json'), JSON.stringify({ 'a.json': ['x'] }));
    writeFileSync(join(dir, 'teams', 'a.json'), '{"permissions": {"denied": ["Shell(rm *)"]}}');
    const s = server({ permissions: { deny: { overridable: [] }, allow: ['Shell'] } });
    const report = validateTeamsDir(dir, wrappedKeys(s.settings));
    expect(report.diagnostics.map((d) => [d.code, d.severity])).toEqual([['misnamed-rule-list', 'error']]);
    const composed = applyTeams(s, applicableTeams(report, ['x']).teams).loaded;
    expect([decideShell(composed, 'rm -rf x'), decideShell(composed, 'ls')]).toEqual(['ask', 'ask']);
  });

  it('a misnamed list where the enterprise lets teams set no deny or ask list is reported, and changes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-teams-'));
    mkdirSync(join(dir, 'teams'));
    writeFileSync(join(dir, 'team-mappings.json'), JSON.stringify({ 'a.json': ['x'] }));
    writeFileSync(join(dir, 'teams', 'a.json'), '{"permissions": {"Deny": ["Shell(rm *)"]}}');
    const s = server({ permissions: { deny: ['Shell(rm *)'], allow: ['Shell'] } });
    const report = validateTeamsDir(dir, wrappedKeys(s.settings));
    expect(report.diagnostics.map((d) => [d.code, d.severity])).toEqual([['misnamed-rule-list', 'error']]);
    const composed = applyTeams(s, applicableTeams(report, ['x']).teams).loaded;
    expect([decideShell(composed, 'rm -rf x'), decideShell(composed, 'ls')]).toEqual(['deny', 'allow']);
  });

  it('a mapped file that cannot be read is unknown: a model the readable teams agree on still applies', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-teams-'));
    mkdirSync(join(dir, 'teams'));
    writeFileSync(join(dir, 'team-mappings.json'), JSON.stringify({ 'a.json': ['x'], 'b.json': ['x'] }));
    writeFileSync(join(dir, 'teams', 'a.json'), '{"model": ');
    writeFileSync(join(dir, 'teams', 'b.json'), '{"model": "m2"}');
    const s = server({ model: { overridable: 'auto' } });
    const report = validateTeamsDir(dir, wrappedKeys(s.settings));
    expect(report.diagnostics.map((d) => d.code)).toContain('json-syntax');
    const { teams } = applicableTeams(report, ['x']);
    expect(teams.map((t) => [t.name, t.doc !== undefined])).toEqual([['a.json', false], ['b.json', true]]);
    expect(applyTeams(s, teams).resolved.settings.model).toBe('m2');
  });
});

// Random documents over the keys teams touch.
const rule = fc.constantFrom('Shell(rm *)', 'Shell(make *)', 'Shell(ls)', 'Read(/s/**)', 'Edit(/e/**)', 'Domain(x.com)');
const rules = fc.uniqueArray(rule, { maxLength: 4 });
const matcher = fc.oneof(fc.record({ serverName: fc.constantFrom('a', 'b') }), fc.record({ serverCommand: fc.constantFrom(['npx', 'a'], ['npx', 'b']) }));
const matchers = fc.array(matcher, { maxLength: 3 });
const maybeWrap = <T>(a: fc.Arbitrary<T>) => fc.oneof(a, a.map((overridable) => ({ overridable })));
const enterpriseDoc = fc.record({
  model: maybeWrap(fc.constantFrom('auto', 'm1')),
  permissions: fc.record({
    deny: maybeWrap(rules), ask: maybeWrap(rules), allow: maybeWrap(rules),
    disableBypassPermissionsMode: maybeWrap(fc.constant('disable' as const)),
  }, { requiredKeys: [] }),
  allowedMcpServers: maybeWrap(matchers),
  deniedMcpServers: maybeWrap(matchers),
  enabledPlugins: fc.dictionary(fc.constantFrom('p@m', 'q@m'), fc.boolean()),
  strictKnownMarketplaces: fc.constant([{ source: 'github', repo: 'o/r' }]),
  telemetry: fc.constant({ lockCaptureContent: true }),
}, { requiredKeys: [] });
const orUnmanaged = <T>(a: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: a }, { weight: 1, arbitrary: fc.constant('unmanaged' as const) });
const teamDoc = fc.record({
  model: orUnmanaged(fc.constantFrom('m1', 'm2')),
  permissions: fc.record({
    deny: orUnmanaged(rules), ask: orUnmanaged(rules), allow: orUnmanaged(rules),
    disableBypassPermissionsMode: orUnmanaged(fc.constant('disable' as const)),
  }, { requiredKeys: [] }),
  allowedMcpServers: orUnmanaged(matchers),
  deniedMcpServers: orUnmanaged(matchers),
  enabledPlugins: fc.dictionary(fc.constantFrom('p@m', 'q@m', 'r@m'), fc.boolean()),
}, { requiredKeys: [] });
const teamDocs = fc.array(teamDoc, { minLength: 1, maxLength: 4 }).map((docs) => docs.map((d, i) => team(`t${i}.json`, d as Record<string, unknown>)));

const ADDITIVE = COMPOSITION_TABLE.filter((r) => r.teams === 'additive').map((r) => r.pointer);

describe('teams: properties', () => {
  it('a team changes only the wrapped overridable keys and adds only to additive keys', () => {
    fc.assert(fc.property(enterpriseDoc, teamDocs, (doc, teams) => {
      const s = loadSettingsValue(doc, { file: 'm.json', channel: 'server' });
      const before = applyTeams(s, []).resolved.settings as Record<string, unknown>;
      const after = applyTeams(s, teams).resolved.settings as Record<string, unknown>;
      const wrapped = wrappedKeys(s.settings);
      for (const row of COMPOSITION_TABLE) {
        const get = (o: Record<string, unknown>) => row.pointer.slice(1).split('/').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);
        if (ADDITIVE.includes(row.pointer)) {
          const b = (get(before) ?? {}) as Record<string, unknown>;
          const a = (get(after) ?? {}) as Record<string, unknown>;
          for (const [k, v] of Object.entries(b)) expect(a[k]).toEqual(v);
        } else if (!wrapped.has(row.pointer)) {
          expect({ key: row.pointer, value: get(after) }).toEqual({ key: row.pointer, value: get(before) });
        }
      }
    }), { numRuns: RUNS });
  });

  it('"unmanaged" in any applicable team wins for a wrapped key', () => {
    fc.assert(fc.property(enterpriseDoc, teamDocs, fc.constantFrom(...OVERRIDABLE_POINTERS), (doc, teams, pointer) => {
      const s = loadSettingsValue(doc, { file: 'm.json', channel: 'server' });
      if (!wrappedKeys(s.settings).has(pointer)) return;
      const segments = pointer.slice(1).split('/');
      const withUnmanaged = [...teams, team('z.json', segments.reduceRight<unknown>((v, k) => ({ [k]: v }), 'unmanaged') as Record<string, unknown>)];
      const settings = applyTeams(s, withUnmanaged).resolved.settings;
      expect(segments.reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], settings)).toBeUndefined();
    }), { numRuns: RUNS });
  });

  it('composition does not depend on the order of the team files', () => {
    fc.assert(fc.property(enterpriseDoc, teamDocs, fc.integer(), (doc, teams, seed) => {
      const s = loadSettingsValue(doc, { file: 'm.json', channel: 'server' });
      const shuffled = [...teams].sort((a, b) => ((a.name.charCodeAt(1) * 31 + seed) % 7) - ((b.name.charCodeAt(1) * 31 + seed) % 7));
      // applicableTeams sorts by name; applyTeams must not depend on the order it is given either
      const a = applyTeams(s, [...teams].sort((x, y) => (x.name < y.name ? -1 : 1)));
      const b = applyTeams(s, shuffled.sort((x, y) => (x.name < y.name ? -1 : 1)));
      expect(b.resolved.settings).toEqual(a.resolved.settings);
      const reversed = applyTeams(s, [...teams].reverse());
      const norm = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (Array.isArray(x) ? [...x].map((e) => JSON.stringify(e)).sort() : x));
      expect(norm(reversed.resolved.settings)).toEqual(norm(a.resolved.settings));
    }), { numRuns: RUNS });
  });

  // Decided (semantics 3, "V applies when no applicable team sets the key"; docs/composition.md):
  // only the teams that set a key combine it, and a team that leaves it unset does not bring the
  // enterprise default in, which could only loosen the result. So one team adding an ask rule
  // beside another lifting `allow` asks, where each team alone allows or is unmanaged: the
  // combination is stricter than "least restrictive" read per team. That is the safer reading,
  // pinned here; the property below is stated where every team sets each list or none does.
  it('a team that does not set a permission list is left out of combining it (the stricter reading)', () => {
    const s = loadSettingsValue({ permissions: { ask: { overridable: [] }, allow: { overridable: ['Shell(make *)'] } } }, { file: 'm.json', channel: 'server' });
    const t0 = team('t0.json', { permissions: { ask: ['Shell(rm *)'] } });
    const t1 = team('t1.json', { permissions: { allow: 'unmanaged' } });
    expect([t0, t1].map((t) => decideShell(applyTeams(s, [t]).loaded, 'make x'))).toEqual(['allow', 'unmanaged']);
    const both = applyTeams(s, [t0, t1]);
    expect(both.resolved.decidedBy).toMatchObject({ '/permissions/ask': 'teams/t0.json', '/permissions/allow': 'unmanaged by teams/t1.json' });
    expect(decideShell(both.loaded, 'make x')).toBe('ask');
    expect(decideShell(both.loaded, 'rm x')).toBe('ask');
  });

  it('several teams are never more restrictive than the least restrictive one alone, for the permission lists', () => {
    const setBySome = (teams: readonly AppliedTeam[], key: string) => {
      const setting = teams.filter((t) => (t.doc?.value as { permissions?: Record<string, unknown> } | undefined)?.permissions?.[key] !== undefined).length;
      return setting > 0 && setting < teams.length;
    };
    fc.assert(fc.property(enterpriseDoc, teamDocs, fc.constantFrom('rm x', 'make x', 'ls'), (doc, teams, command) => {
      // (Where only some teams set a list, the combination may be stricter: decided above.)
      if (['deny', 'ask', 'allow'].some((k) => setBySome(teams, k))) return;
      const s = loadSettingsValue(doc, { file: 'm.json', channel: 'server' });
      const order = ['unmanaged', 'allow', 'ask', 'deny'];
      const all = order.indexOf(decideShell(applyTeams(s, teams).loaded, command));
      const singles = teams.map((t) => order.indexOf(decideShell(applyTeams(s, [t]).loaded, command)));
      // Least restrictive combination: at most as strict as the strictest single team.
      expect(all).toBeLessThanOrEqual(Math.max(...singles));
    }), { numRuns: Math.min(RUNS, 300) });
  });
});

describe('validate --teams-dir: what team files add is checked against strictKnownMarketplaces', () => {
  it('warns, at the team file, about a marketplace or plugin a team adds that the enterprise blocks', async () => {
    const { main } = await import('../src/cli/main.js');
    const dir = mkdtempSync(join(tmpdir(), 'mp-teams-'));
    mkdirSync(join(dir, 'teams'));
    writeFileSync(join(dir, 'team-mappings.json'), JSON.stringify({ 'a.json': ['x'] }));
    writeFileSync(join(dir, 'teams', 'a.json'), '{\n  "enabledPlugins": {"fmt@community": true},\n  "extraKnownMarketplaces": {"community": {"source": {"source": "github", "repo": "x/y"}}}\n}');
    writeFileSync(join(dir, 'managed-settings.json'), JSON.stringify({ strictKnownMarketplaces: [{ source: 'github', repo: 'acme/p' }] }));
    let stdout = '';
    const code = await main(['validate', '--teams-dir', dir, '--format', 'json'], { stdout: (s) => void (stdout += s), stderr: () => undefined });
    expect(code).toBe(0);
    const found = (JSON.parse(stdout) as { code: string; file: string; pointer: string; line: number }[]).map((d) => [d.code, d.file, d.pointer, d.line]);
    expect(found).toEqual(expect.arrayContaining([
      ['marketplace-blocked', join(dir, 'teams', 'a.json'), '/extraKnownMarketplaces/community', 3],
      ['marketplace-blocked', join(dir, 'teams', 'a.json'), '/enabledPlugins/fmt@community', 2],
    ]));
  });
});

describe('teams: review findings (fail closed on unreadable or untrusted team input)', () => {
  const enterprise = () => server({ permissions: { deny: { overridable: ['Shell(make *)'] }, allow: { overridable: ['Shell'] } }, deniedMcpServers: { overridable: [] } });

  it('a deny rule two teams both hold, spelled differently, survives their intersection', () => {
    const s = server({ permissions: { deny: { overridable: [] } }, deniedMcpServers: { overridable: [] } });
    const c = applyTeams(s, [
      team('a.json', { permissions: { deny: ['Bash(rm -rf *)', 'Shell(make *)'] }, deniedMcpServers: [{ serverUrl: 'https://EVIL.com:443/' }] }),
      team('b.json', { permissions: { deny: ['Shell(rm  -fr:*)'] }, deniedMcpServers: [{ serverUrl: 'https://evil.com' }] }),
    ]);
    expect(decideShell(c.loaded, 'rm -rf /')).toBe('deny');
    expect(c.resolved.settings.deniedMcpServers).toHaveLength(1);
    // the rule only one team holds is dropped, with a warning naming it
    expect(c.diagnostics.filter((d) => d.code === 'team-entry-dropped').map((d) => d.message)).toEqual([expect.stringContaining('Shell(make *)')]);
  });

  // (Found in review 2026-11-26: the two teams' rules share no spelling, so nothing was denied.)
  it('a deny rule one team holds survives when another team holds a rule that covers it', () => {
    const s = server({ permissions: { deny: { overridable: [] }, allow: { overridable: ['Shell', 'Read', 'Domain'] } } });
    const c = applyTeams(s, [
      team('a.json', { permissions: { deny: ['Shell(rm *)', 'Read(//etc/**)', 'Domain(*.evil.com)', 'Shell(make *)'] } }),
      team('b.json', { permissions: { deny: ['Shell(rm -rf *)', 'Read(//etc/shadow)', 'Domain(api.evil.com)', 'Shell(cmake *)'] } }),
    ]);
    const policy = compilePolicy([{ loaded: c.loaded }]);
    const d = (o: Parameters<typeof decide>[1]) => decide(policy, o, CTX).decision;
    expect([d(op('shell', 'rm -rf x')), d(op('read', '/etc/shadow')), d(op('fetch', 'https://api.evil.com/'))]).toEqual(['deny', 'deny', 'deny']);
    // Least restrictive: what only one team denies is not denied.
    expect([d(op('shell', 'rm x')), d(op('read', '/etc/hosts')), d(op('fetch', 'https://www.evil.com/')), d(op('shell', 'make x'))]).toEqual(['allow', 'allow', 'allow', 'allow']);
    expect(c.resolved.settings.permissions?.deny).toEqual(['Shell(rm -rf *)', 'Read(//etc/shadow)', 'Domain(api.evil.com)']);
  });

  // (Sound for rules of one kind in the plain forms rule-cover.ts reads; a line one team denies by
  // its command and another by a path it reads is not: the teams hold no common rule for it.)
  it('an operation every team alone denies by rules of one kind, the teams together deny (plain rule forms)', () => {
    const kinds = {
      shell: { rules: ['Shell(rm *)', 'Shell(rm -rf *)', 'Shell(rm -rf tmp)', 'Shell(git push *)', 'Shell(git push --force *)', 'Shell(git *)', 'Shell'],
        operations: [op('shell', 'rm -rf tmp'), op('shell', 'rm x'), op('shell', 'git push --force origin'), op('shell', 'git status')] },
      read: { rules: ['Read(//etc/**)', 'Read(//etc)', 'Read(//etc/shadow)', 'Read(//etc/ssh/*.key)', 'Read(//**)', 'Read'],
        operations: [op('read', '/etc/shadow'), op('read', '/etc/ssh/a.key'), op('read', '/etc/hosts'), op('read', '/srv/x')] },
    } as const;
    const s = server({ permissions: { deny: { overridable: [] }, allow: { overridable: ['Shell', 'Read'] } } });
    const lists = fc.constantFrom('shell' as const, 'read' as const).chain((kind) => fc.tuple(fc.constant(kind),
      fc.array(fc.array(fc.constantFrom(...kinds[kind].rules), { maxLength: 4 }), { minLength: 2, maxLength: 3 })));
    fc.assert(fc.property(lists, ([kind, denyLists]) => {
      const teams = denyLists.map((deny, k) => team(`t${k}.json`, { permissions: { deny } }));
      const all = compilePolicy([{ loaded: applyTeams(s, teams).loaded }]);
      const singles = teams.map((t) => compilePolicy([{ loaded: applyTeams(s, [t]).loaded }]));
      for (const o of kinds[kind].operations) {
        const everyDenies = singles.every((p) => decide(p, o, CTX).decision === 'deny');
        if (everyDenies) expect({ denyLists, o, d: decide(all, o, CTX).decision }).toEqual({ denyLists, o, d: 'deny' });
      }
    }), { numRuns: Math.min(RUNS, 300) });
  });

  it('a team deny list with an unreadable entry: the valid entries stay and every operation asks', () => {
    const c = applyTeams(enterprise(), [team('a.json', { permissions: { deny: ['Shell(make *)', 'Shell(cmake *)', { x: 1 }] } }, ['/permissions/deny'])]);
    expect(decideShell(c.loaded, 'cmake x')).not.toBe('allow');
    expect(decideShell(c.loaded, 'make x')).toBe('deny');
  });

  it('a team file that cannot be read takes the restrictive fallback of every wrapped key', () => {
    const c = applyTeams(enterprise(), [{ name: 'a.json', unreadable: 'teams/a.json cannot be read' }]);
    expect(decideShell(c.loaded, 'ls')).toBe('ask');
    expect(c.loaded.denyAllMcpServers).toBe(true);
    expect(c.resolved.decidedBy['/permissions/deny']).toContain('unreadable');
  });

  it('beside a readable team, an unreadable one cannot loosen the combination', () => {
    const readable = team('b.json', { permissions: { deny: ['Shell(make *)', 'Shell(cmake *)'] } });
    const c = applyTeams(enterprise(), [{ name: 'a.json', unreadable: 'x' }, readable]);
    expect(decideShell(c.loaded, 'cmake x')).toBe('deny');
    expect(c.resolved.settings.permissions?.deny).toEqual(['Shell(make *)', 'Shell(cmake *)']);
  });

  it('a team allow list with a bad entry drops only that entry', () => {
    const c = applyTeams(enterprise(), [team('a.json', { permissions: { allow: ['Shell(npm test)', 7] } }, ['/permissions/allow'])]);
    expect(decideShell(c.loaded, 'npm test')).toBe('allow');
    expect(decideShell(c.loaded, 'rm x')).toBe('ask');
  });

  it('a team deniedMcpServers with a bad entry blocks every server that is not built in', () => {
    const c = applyTeams(enterprise(), [team('a.json', { deniedMcpServers: [{ serverName: 'evil', serverUrl: 'https://x/' }] }, ['/deniedMcpServers'])]);
    expect(c.loaded.denyAllMcpServers).toBe(true);
  });

  it('an unreadable team-mappings.json: nobody knows the teams, so every wrapped key falls back', () => {
    const { teams } = applicableTeams({ diagnostics: [], mappings: {}, teamFiles: [], teams: {}, unreadable: {}, mappingsProblem: 'bad' }, ['devs']);
    expect(teams).toEqual([{ name: 'team-mappings.json', unreadable: 'bad' }]);
    expect(decideShell(applyTeams(enterprise(), teams).loaded, 'ls')).toBe('ask');
  });

  it('a team file whose duplicate key drops deny rules: the team value is ignored (the key falls back)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mp-teams-'));
    mkdirSync(join(dir, 'teams'));
    writeFileSync(join(dir, 'team-mappings.json'), JSON.stringify({ 'x.json': ['x'] }));
    writeFileSync(join(dir, 'teams', 'x.json'), '{"permissions":{"deny":["Shell(rm *)"],"deny":[]}}');
    const report = validateTeamsDir(dir, new Set(['/permissions/deny']));
    expect(report.diagnostics.map((d) => [d.code, d.severity])).toEqual([['json-duplicate-key', 'error']]);
    const c = applyTeams(enterprise(), applicableTeams(report, ['x']).teams);
    expect(decideShell(c.loaded, 'rm -rf x')).not.toBe('allow');
  });

  it('--check-trust: a world-writable team file is not applied (it counts as unreadable)', async () => {
    const { main } = await import('../src/cli/main.js');
    const dir = mkdtempSync(join(tmpdir(), 'mp-teams-'));
    mkdirSync(join(dir, 'teams'));
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'team-mappings.json'), JSON.stringify({ 'x.json': ['x'] }));
    writeFileSync(join(dir, 'teams', 'x.json'), JSON.stringify({ permissions: { deny: 'unmanaged' } }));
    chmodSync(join(dir, 'teams', 'x.json'), 0o666);
    const srv = join(dir, 'server.json');
    writeFileSync(srv, JSON.stringify({ permissions: { deny: { overridable: ['Shell(make *)'] }, allow: ['Shell'] } }));
    const run = async (trust: string[]) => {
      let stdout = '';
      await main(['check', '--server', srv, '--teams-dir', dir, '--team', 'x', ...trust, '--format', 'json', 'shell', 'make x'], { stdout: (s) => void (stdout += s), stderr: () => undefined });
      return JSON.parse(stdout).decision as string;
    };
    expect(await run([])).toBe('allow');
    if (process.getuid?.() === 0) expect(await run(['--check-trust'])).not.toBe('allow');
  });
});
