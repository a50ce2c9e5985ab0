// Cross-key warnings (semantics 7): an extraKnownMarketplaces entry or a required plugin whose
// marketplace strictKnownMarketplaces blocks, from the library and through `validate`.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { resolveSource, type ResolvedSource } from '../src/compose/resolved.js';
import type { Diagnostic } from '../src/diagnostics.js';
import { loadSettingsText, loadSettingsValue, type Channel } from '../src/load/load.js';
import { marketplaceWarnings } from '../src/marketplaces/warnings.js';

function src(doc: unknown, name = 'a.json', channel: Channel = 'file'): ResolvedSource {
  return resolveSource(loadSettingsValue(doc, { file: name, channel }));
}

const acme = { source: { source: 'github', repo: 'acme/tools' } };
const rogue = { source: { source: 'git', url: 'git@rogue.example.net:mk.git' } };

describe('marketplaceWarnings', () => {
  it('an extraKnownMarketplaces entry that strictKnownMarketplaces blocks', () => {
    const ws = marketplaceWarnings([src({ strictKnownMarketplaces: [{ source: 'github', repo: 'acme/tools' }], extraKnownMarketplaces: { acme, rogue } })]);
    expect(ws).toEqual([expect.objectContaining({ severity: 'warning', file: 'a.json', pointer: '/extraKnownMarketplaces/rogue' })]);
    expect(ws[0]!.message).toMatch(/extraKnownMarketplaces "rogue" \(git git@rogue\.example\.net:mk\.git\) is blocked: .*not listed in strictKnownMarketplaces of a\.json \(file\)/);
    expect(ws[0]!.hint).toMatch(/strictKnownMarketplaces/);
  });

  it('composed across sources: the block may come from another source', () => {
    const ws = marketplaceWarnings([
      src({ strictKnownMarketplaces: [{ source: 'hostPattern', hostPattern: 'github\\.com' }] }, '<mdm>', 'mdm'),
      src({ extraKnownMarketplaces: { acme, rogue } }, 'b.json'),
    ]);
    expect(ws.map((w) => [w.file, w.pointer])).toEqual([['b.json', '/extraKnownMarketplaces/rogue']]);
    expect(ws[0]!.message).toMatch(/<mdm> \(mdm\)/);
  });

  it('a plugin required enabled whose marketplace is blocked; false agrees with the block', () => {
    const ws = marketplaceWarnings([src({
      strictKnownMarketplaces: [{ source: 'github', repo: 'acme/tools' }],
      extraKnownMarketplaces: { acme, rogue },
      enabledPlugins: { 'fmt@acme': true, 'evil@rogue': true, 'off@rogue': false },
    })]);
    expect(ws.map((w) => w.pointer)).toEqual(['/extraKnownMarketplaces/rogue', '/enabledPlugins/evil@rogue']);
    expect(ws[1]!.message).toMatch(/enabledPlugins "evil@rogue" requires a plugin from a blocked marketplace: marketplace "rogue"/);
  });

  it('a plugin from a marketplace the policy does not define: only a lockdown is certain to block it', () => {
    expect(marketplaceWarnings([src({ strictKnownMarketplaces: [{ source: 'github', repo: 'acme/tools' }], enabledPlugins: { 'p@official': true } })])).toEqual([]);
    const ws = marketplaceWarnings([src({ strictKnownMarketplaces: [], enabledPlugins: { 'p@official': true } })]);
    expect(ws).toEqual([expect.objectContaining({ pointer: '/enabledPlugins/p@official' })]);
    expect(ws[0]!.message).toMatch(/is \[\], so every marketplace, "official" included, is blocked/);
  });

  it('no strictKnownMarketplaces anywhere: no warning', () => {
    expect(marketplaceWarnings([src({ extraKnownMarketplaces: { rogue }, enabledPlugins: { 'x@rogue': true } })])).toEqual([]);
  });

  it('a source in restricted mode does not make everything else a contradiction', () => {
    const broken = resolveSource(loadSettingsText('{', { file: 'broken.json' }));
    expect(marketplaceWarnings([broken, src({ enabledPlugins: { 'p@m': true }, extraKnownMarketplaces: { m: acme } })])).toEqual([]);
  });

  it('pointers escape "/" and "~" in names and keys', () => {
    const ws = marketplaceWarnings([src({ strictKnownMarketplaces: [], enabledPlugins: { 'a/b~c@m': true } })]);
    expect(ws[0]!.pointer).toBe('/enabledPlugins/a~1b~0c@m');
  });

  it('positions come from the locator', () => {
    const ws = marketplaceWarnings([src({ strictKnownMarketplaces: [], enabledPlugins: { 'p@m': true } })], (file, pointer) => (file === 'a.json' && pointer === '/enabledPlugins/p@m' ? { line: 7, column: 5 } : undefined));
    expect(ws[0]).toMatchObject({ line: 7, column: 5 });
  });
});

describe('validate prints the warnings with file, line, column and hint, across all files given', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mp-warnings-'));
  const policyFile = join(dir, 'policy.json');
  const teamFile = join(dir, 'extras.json');
  writeFileSync(policyFile, '{\n  "strictKnownMarketplaces": [\n    { "source": "hostPattern", "hostPattern": "github\\\\.com" }\n  ]\n}\n');
  writeFileSync(teamFile, '{\n  "extraKnownMarketplaces": {\n    "internal": { "source": { "source": "git", "url": "git@git.internal.example:mk.git" } }\n  },\n  "enabledPlugins": {\n    "fmt@internal": true\n  }\n}\n');

  async function validate(...argv: string[]) {
    let stdout = '';
    const code = await main(['validate', '--format', 'json', ...argv], { stdout: (s) => void (stdout += s), stderr: () => undefined });
    return { code, diagnostics: JSON.parse(stdout) as Diagnostic[] };
  }

  it('warns at the entry and at the plugin key; exit 0 (warnings), 1 with --strict', async () => {
    const r = await validate(policyFile, teamFile);
    expect(r.code).toBe(0);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', file: teamFile, pointer: '/extraKnownMarketplaces/internal', line: 3, column: 17 }),
      expect.objectContaining({ severity: 'warning', file: teamFile, pointer: '/enabledPlugins/fmt@internal', line: 6, column: 21 }),
    ]);
    for (const d of r.diagnostics) expect(d.hint).toMatch(/strictKnownMarketplaces/);
    expect((await validate('--strict', policyFile, teamFile)).code).toBe(1);
  });

  it('each file alone is consistent', async () => {
    expect((await validate(teamFile)).diagnostics).toEqual([]);
    expect((await validate(policyFile)).diagnostics).toEqual([]);
  });
});
