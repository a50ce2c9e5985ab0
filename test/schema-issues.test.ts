// Pins the constants schema-issues.ts needs (ajv's errors cannot tell them) to the schema itself.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSettingsValue } from '../src/load/load.js';
import { MATCHER_KEYS, SOURCE_TAGS } from '../src/load/schema-issues.js';

const schema = JSON.parse(readFileSync(new URL('../schema/managed-settings.schema.json', import.meta.url), 'utf8'));
const defs = schema.$defs as Record<string, { title?: string; oneOf?: { $ref: string }[]; properties?: Record<string, { const?: string }>; required?: string[] }>;
const resolve = (ref: string) => defs[ref.replace('#/$defs/', '')]!;

describe('schema-issues constants match the schema', () => {
  it('SOURCE_TAGS lists each discriminated union\'s source tags', () => {
    const unions = Object.values(defs).filter((d) => d.oneOf && (d as { discriminator?: unknown }).discriminator);
    expect(unions.map((u) => u.title).sort()).toEqual(Object.keys(SOURCE_TAGS).sort());
    for (const u of unions) expect(u.oneOf!.map((b) => resolve(b.$ref).properties!.source!.const)).toEqual(SOURCE_TAGS[u.title!]);
  });

  it('MATCHER_KEYS are the required keys of the McpMatcher branches', () => {
    expect(defs.McpMatcher!.oneOf!.map((b) => resolve(b.$ref).required)).toEqual(MATCHER_KEYS.map((k) => [k]));
  });

  it('an unknown source type names the allowed ones', () => {
    const r = loadSettingsValue({ strictKnownMarketplaces: [{ source: 'gitlab' }], extraKnownMarketplaces: { a: { source: { source: 'npm', package: 'x' } } } });
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      'extraKnownMarketplaces.a.source.source must be one of "github", "git", "directory", found the string "npm"',
      'strictKnownMarketplaces[0].source must be one of "github", "git", "url", "npm", "file", "directory", "hostPattern", "pathPattern", found the string "gitlab"',
    ]);
  });
});
