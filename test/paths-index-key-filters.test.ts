// The key tables' last-character filters (TrieNode.tokLast, extLast, one bit per code unit mod
// 128): a segment is not looked up in a token or extension table when no key of it ends in the
// segment's last character (nor has its length, tokLengths). Rows where the one segment that can
// hit is the last, a middle one, one of a folded (case-insensitive) view, or ends in a character
// of each word of the bit set: each must still be found, and the index must agree with the naive loop.
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

describe('token and extension tables behind their length and last-character filters', () => {
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
    // (Last characters in other words of the bit set: upper case and `_`, digits.)
    [['Read(*.PEM)', 'Read(*.b_)'], 'restrict', '/w/K.PEM/x', LINUX, [0]],
    [['Read(*.PEM)', 'Read(*.b_)'], 'restrict', '/w/a.b_/k.pem', LINUX, [1]],
    [['Read(*.PEM)', 'Read(*.b_)'], 'allow', '/w/a/k.PEM', LINUX, [0]],
    [['Read(log-12/)', 'Read(*.pem1)'], 'restrict', '/w/log-12/a.pem1', LINUX, [0, 1]],
    [['Read(log-12/)', 'Read(*.pem1)'], 'restrict', '/w/log-1s/a.pems', LINUX, []],
    [['Read(SECRETS/)'], 'restrict', '/w/a/Secrets', DARWIN, [0]],
    [['Read(*.pem)', 'Read(secrets/)'], 'allow', '/w/a/k.pem', LINUX, [0]],
    [['Read(*.pem)', 'Read(secrets/)'], 'allow', '/w/secrets/k.txt', LINUX, [1]],
    [['Read(*.pem)', 'Read(secrets/)'], 'allow', '/w/secret/k.pe', LINUX, []],
    [['Read(*.pem)'], 'restrict', '/', LINUX, []],
  ] as const)('%j (%s) vs %s', (rules, mode, path, context, expected) => {
    expect(ids(rules, mode, path, context)).toEqual(expected);
  });

  it('a view scanned again is probed for its own segments', () => {
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
