// The composition table (semantics 2) covers every managed key, and the compiler follows it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPOSITION_TABLE, compositionOf } from '../src/compose/composition.js';
import { decideBoth, op, source } from './helpers/policy.js';

const schema = JSON.parse(readFileSync(new URL('../schema/managed-settings.schema.json', import.meta.url), 'utf8')) as {
  properties: Record<string, unknown>; $defs: { Permissions: { properties: Record<string, unknown> } };
};

describe('composition table', () => {
  it('has exactly one row per managed key (permissions by sub-key)', () => {
    const keys = [
      ...Object.keys(schema.properties).filter((k) => k !== 'permissions').map((k) => `/${k}`),
      ...Object.keys(schema.$defs.Permissions.properties).map((k) => `/permissions/${k}`),
    ].sort();
    expect(COMPOSITION_TABLE.map((r) => r.pointer).sort()).toEqual(keys);
  });

  it('says what semantics section 2 says for the permission lists', () => {
    expect([compositionOf('/permissions/deny'), compositionOf('/permissions/ask'), compositionOf('/permissions/allow')])
      .toEqual(['union', 'union', 'conjunction']);
    expect(() => compositionOf('/nope')).toThrow(/no composition row/);
  });

  it('deny and ask are unions: a deny in any source denies', () => {
    const d = decideBoth([source({ allow: ['Shell(rm *)'] }, 'mdm'), source({ deny: ['Shell(rm *)'] }, 'file')], op('shell', 'rm x'));
    expect(d.decision).toBe('deny');
    expect(d.reasons[0]?.rule).toMatchObject({ channel: 'file', list: 'deny' });
  });

  it('allow is a conjunction over the sources that declare an allow list, even an empty one', () => {
    expect(decideBoth([source({ allow: ['Shell(ls *)'] }, 'mdm'), source({ deny: ['Shell(rm *)'] }, 'file')], op('shell', 'ls')).decision).toBe('allow');
    expect(decideBoth([source({ allow: ['Shell(ls *)'] }, 'mdm'), source({ allow: [] }, 'file')], op('shell', 'ls')).decision).toBe('ask');
    const d = decideBoth([source({ allow: ['Shell(ls *)'] }, 'mdm'), source({ allow: ['Shell(git *)'] }, 'server')], op('shell', 'ls'));
    expect(d.decision).toBe('ask');
    expect(d.reasons.find((r) => r.code === 'no-allow-in-source')?.message).toContain('<server>');
  });
});
