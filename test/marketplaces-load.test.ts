// The load-time check of administrator regexes: an invalid or unsafe hostPattern/pathPattern is an
// error with file, pointer, line, column and hint, and its entry is dropped (it matches nothing;
// the list stays declared, so it can only narrow).
import { describe, expect, it } from 'vitest';
import { resolveSource } from '../src/compose/resolved.js';
import { loadSettingsMdm } from '../src/load/mdm.js';
import { loadSettingsText } from '../src/load/load.js';
import { decideMarketplace } from '../src/marketplaces/decide.js';
import { compileMarketplacePolicy } from '../src/marketplaces/policy.js';

const doc = (entries: string) => `{\n  "strictKnownMarketplaces": [\n${entries}\n  ]\n}\n`;

describe('administrator regexes are checked when the document loads', () => {
  it('a pattern with catastrophic backtracking in V8 that the automaton cannot bound: error at the offending character', () => {
    const text = doc('    { "source": "github", "repo": "acme/tools" },\n    { "source": "hostPattern", "hostPattern": "(a|b)*a(a|b){30}" }');
    const loaded = loadSettingsText(text, { file: 'm.json' });
    expect(loaded.valid).toBe(false);
    expect(loaded.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'invalid-regex', file: 'm.json', pointer: '/strictKnownMarketplaces/1/hostPattern', line: 4, column: 48 })]);
    const d = loaded.diagnostics[0]!;
    expect(d.message).toMatch(/hostPattern "\(a\|b\)\*a\(a\|b\)\{30\}" is too complex to match in linear time/);
    expect(d.hint).toMatch(/Simplify the pattern.*Until it is fixed: the entry is dropped \(fewer marketplaces allowed\)\./);
    expect(loaded.settings.strictKnownMarketplaces).toEqual([{ source: 'github', repo: 'acme/tools' }]);
    expect(loaded.fallbacks).toEqual([expect.objectContaining({ pointer: '/strictKnownMarketplaces/1', effect: { kind: 'drop' } })]);
  });

  it('the column points inside the pattern, past JSON escapes', () => {
    // "\\d+(?=x)": the lookahead starts at index 3 of the pattern, 4 characters into the source text
    const loaded = loadSettingsText(doc('    { "source": "pathPattern", "pathPattern": "\\\\d+(?=x)" }'), { file: 'm.json' });
    expect(loaded.diagnostics[0]).toMatchObject({ line: 3, column: 48 + 4, pointer: '/strictKnownMarketplaces/0/pathPattern' });
    expect(loaded.diagnostics[0]!.message).toMatch(/cannot be matched in linear time: a lookahead assertion/);
  });

  it('a syntax error', () => {
    const loaded = loadSettingsText(doc('    { "source": "hostPattern", "hostPattern": "github\\\\.com(" }'), { file: 'm.json' });
    expect(loaded.diagnostics[0]).toMatchObject({ code: 'invalid-regex', line: 3, pointer: '/strictKnownMarketplaces/0/hostPattern' });
    expect(loaded.diagnostics[0]!.message).toMatch(/is not a valid pattern: Unterminated group/);
  });

  it('the only entry dropped leaves [] (lockdown), never an absent key (no restriction)', () => {
    const loaded = loadSettingsText(doc('    { "source": "hostPattern", "hostPattern": "(?<=x)y" }'), { file: 'm.json' });
    expect(loaded.settings.strictKnownMarketplaces).toEqual([]);
    const policy = compileMarketplacePolicy([resolveSource(loaded)]);
    expect(decideMarketplace(policy, { source: 'github', repo: 'a/b' }).decision).toBe('deny');
  });

  it('patterns a finite automaton runs are accepted, however they look to a backtracking engine', () => {
    const text = doc([
      '    { "source": "hostPattern", "hostPattern": "(a+)+$" },',
      '    { "source": "hostPattern", "hostPattern": "^(?:[a-z0-9-]+\\\\.)*example\\\\.com$" },',
      '    { "source": "pathPattern", "pathPattern": "(.*a){20}" }',
    ].join('\n'));
    const loaded = loadSettingsText(text, { file: 'm.json' });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.settings.strictKnownMarketplaces).toHaveLength(3);
  });

  it('an entry the schema already rejects is reported once, by the schema', () => {
    const loaded = loadSettingsText(doc('    { "source": "hostPattern", "hostPattern": "(?=x)", "extra": 1 },\n    { "source": "hostPattern", "hostPattern": 42 }'), { file: 'm.json' });
    const pointers = loaded.diagnostics.map((d) => d.pointer);
    expect(pointers.filter((p) => p === '/strictKnownMarketplaces/1/hostPattern' || p === '/strictKnownMarketplaces/1')).toHaveLength(1);
    expect(loaded.settings.strictKnownMarketplaces).toEqual([]);
  });

  it('MDM values are checked the same way', () => {
    const loaded = loadSettingsMdm({ strictKnownMarketplaces: JSON.stringify([{ source: 'hostPattern', hostPattern: '(a)\\1' }, { source: 'npm', package: 'x' }]) });
    expect(loaded.diagnostics).toEqual([expect.objectContaining({ code: 'invalid-regex', pointer: '/strictKnownMarketplaces/0/hostPattern', file: '<mdm>' })]);
    expect(loaded.settings.strictKnownMarketplaces).toEqual([{ source: 'npm', package: 'x' }]);
  });
});

/** A pattern whose table is close to 1 MiB (about 510,000 build steps): 128 distinct characters × 15. */
function bigTablePattern(i: number): string {
  let text = '';
  for (let c = 0; c < 128; c++) text += String.fromCharCode(0x100 + i * 128 + c);
  return `(?:${text}){15}`;
}

describe('a document of many expensive patterns loads in bounded time (security review)', () => {
  it('400 distinct ~1 MiB patterns: the ones past the document budget are errors and dropped; the load takes about a second at most', () => {
    const patterns = Array.from({ length: 400 }, (_, i) => bigTablePattern(i));
    const entries = [
      ...patterns.map((p) => `    ${JSON.stringify({ source: 'pathPattern', pathPattern: p })},`),
      '    { "source": "github", "repo": "acme/tools" }',
    ];
    const started = performance.now();
    const loaded = loadSettingsText(doc(entries.join('\n')), { file: 'm.json' });
    const policy = compileMarketplacePolicy([resolveSource(loaded)]);
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(3000); // ~0.4 s here; every pattern built was 5.7 s and 400 MB before
    const kept = (loaded.settings.strictKnownMarketplaces ?? []) as { source: string; pathPattern?: string }[];
    const keptPatterns = kept.filter((e) => e.source === 'pathPattern').map((e) => e.pathPattern);
    expect(keptPatterns.length).toBeGreaterThan(5);
    expect(keptPatterns).toEqual(patterns.slice(0, keptPatterns.length)); // a prefix, in order
    expect(kept.at(-1)).toEqual({ source: 'github', repo: 'acme/tools' });
    const dropped = loaded.diagnostics.filter((d) => d.code === 'invalid-regex');
    expect(dropped).toHaveLength(400 - keptPatterns.length);
    expect(dropped[0]).toMatchObject({ severity: 'error', pointer: `/strictKnownMarketplaces/${keptPatterns.length}/pathPattern` });
    expect(dropped[0]!.message).toMatch(/is too complex to match in linear time: the patterns of this document together take more than 8000000 steps to build/);
    expect(policy.problems).toEqual([]); // what the loader kept fits the same budget again
    // a kept pattern allows its path, a dropped one allows nothing (it can only narrow)
    const unit = (i: number) => bigTablePattern(i).slice(3, -5);
    expect(decideMarketplace(policy, { source: 'directory', path: unit(0).repeat(15) }).decision).toBe('allow');
    expect(decideMarketplace(policy, { source: 'directory', path: unit(399).repeat(15) }).decision).toBe('deny');
    expect(decideMarketplace(policy, { source: 'github', repo: 'acme/tools' }).decision).toBe('allow');
  });

  it('the same pattern repeated is built and charged once', () => {
    const entries = Array.from({ length: 200 }, () => `    ${JSON.stringify({ source: 'pathPattern', pathPattern: bigTablePattern(0) })}`);
    const loaded = loadSettingsText(doc(entries.join(',\n')), { file: 'm.json' });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.settings.strictKnownMarketplaces).toHaveLength(200);
  });
});
