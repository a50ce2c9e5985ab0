// The path's own filters (PathView.lengthBits, extBits0/1, or-ed in its scan): a node's token or
// extension table is skipped when no segment of the path has a token key's length or ends like an
// extension key. Rows where the one segment that can hit is the last, a middle one, or one of a
// folded (case-insensitive) view: each must still be found, and the index must agree with the naive loop.
import { describe, expect, it } from 'vitest';
import { normalizePath, resolvePathContext, type PathContext } from '../src/paths/normalize.js';
import { buildPathIndex, lowestAllowMatch, matchPath, matchPathNaive, PathView, type PathMatchMode } from '../src/paths/path-index.js';
import { parseRule } from '../src/rules/grammar.js';
import type { PathPattern } from '../src/rules/types.js';

const LINUX: PathContext = { cwd: '/w', home: '/h', workspace: ['/w'], platform: 'linux' };
const DARWIN: PathContext = { ...LINUX, platform: 'darwin' };

function ids(rules: readonly string[], mode: PathMatchMode, path: string, context: PathContext): readonly number[] {
  const ctx = resolvePathContext(context);
  const index = buildPathIndex(rules.map((text, id) => {
    const r = parseRule(text);
    if (!r.ok) throw new Error(text);
    return { id, pattern: r.rule.pattern as PathPattern | undefined };
  }), mode);
  const n = normalizePath(path, ctx);
  if (!n.ok) throw new Error(path);
  const got = matchPath(index, n.path, ctx);
  expect(got).toEqual(matchPathNaive(index, n.path, ctx));
  if (mode === 'allow') expect(lowestAllowMatch(index, new PathView().of(n.path), ctx)).toBe(got.ids[0] ?? -1);
  return got.ids;
}

describe('token and extension tables skipped by the path\'s own bits', () => {
  it.each([
    // [rules, mode, path, context, expected ids]
    [['Read(secrets/)', 'Read(ab/)'], 'restrict', '/w/x/y/secrets', LINUX, [0]],
    [['Read(secrets/)', 'Read(ab/)'], 'restrict', '/w/secrets/y', LINUX, [0]],
    [['Read(secrets/)', 'Read(ab/)'], 'restrict', '/w/secret/y', LINUX, []],
    [['Read(secrets/)', 'Read(ab/)'], 'restrict', '/w/ab/secrets.txt', LINUX, [1]],
    [['Read(*.pem)', 'Read(*.kx)'], 'restrict', '/w/k.pem/inner', LINUX, [0]],
    [['Read(*.pem)', 'Read(*.kx)'], 'restrict', '/w/a.kx/k.pem', LINUX, [0, 1]],
    [['Read(*.pem)', 'Read(*.kx)'], 'restrict', '/w/k.pen/inner.pex', LINUX, []],
    [['Read(*.PEM)'], 'restrict', '/w/K.pem/x', DARWIN, [0]],
    // (Last characters in the low word of the bits, code unit & 63 below 32: upper case, `_`.)
    [['Read(*.PEM)', 'Read(*.b_)'], 'restrict', '/w/K.PEM/x', LINUX, [0]],
    [['Read(*.PEM)', 'Read(*.b_)'], 'restrict', '/w/a.b_/k.pem', LINUX, [1]],
    [['Read(*.PEM)', 'Read(*.b_)'], 'allow', '/w/a/k.PEM', LINUX, [0]],
    [['Read(SECRETS/)'], 'restrict', '/w/a/Secrets', DARWIN, [0]],
    [['Read(*.pem)', 'Read(secrets/)'], 'allow', '/w/a/k.pem', LINUX, [0]],
    [['Read(*.pem)', 'Read(secrets/)'], 'allow', '/w/secrets/k.txt', LINUX, [1]],
    [['Read(*.pem)', 'Read(secrets/)'], 'allow', '/w/secret/k.pe', LINUX, []],
    [['Read(*.pem)'], 'restrict', '/', LINUX, []],
  ] as const)('%j (%s) vs %s', (rules, mode, path, context, expected) => {
    expect(ids(rules, mode, path, context)).toEqual(expected);
  });

  it('a view scanned again does not keep the bits of the path before it', () => {
    const ctx = resolvePathContext(LINUX);
    const index = buildPathIndex([{ id: 0, pattern: (parseRule('Read(*.pem)') as { ok: true; rule: { pattern: PathPattern } }).rule.pattern }], 'restrict');
    const view = new PathView();
    for (const [path, hit] of [['/w/a.pem', true], ['/w/a.txt', false], ['/w/b.pem', true], ['/', false], ['/w/c.pem', true]] as const) {
      const n = normalizePath(path, ctx);
      if (!n.ok) throw new Error(path);
      expect(matchPath(index, view.of(n.path).toPath(), ctx).ids.length > 0).toBe(hit);
    }
  });
});
