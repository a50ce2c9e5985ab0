// The naive matcher: every rule of a path index tried on the path, no trie. The oracle of the
// differential tests and the benchmark's baseline (path-index.ts is the index's own matcher).

import { foldSegments, isUnc, type NormalizedPath, type ResolvedPathContext } from './normalize.js';
import { result, verifyRule } from './path-index.js';
import { isShortName } from './clean-path.js';
import type { PathIndex, PathMatch, RootKind } from './path-trie.js';

/**
 * The same answer as matchPath, by looping over every rule (no index): the oracle for the
 * differential tests and the baseline in the benchmark.
 */
export function matchPathNaive(index: PathIndex, path: NormalizedPath, ctx: ResolvedPathContext): PathMatch {
  const restrict = index.mode === 'restrict';
  const fold = restrict && ctx.foldCase;
  if (!restrict && path.shortName) return result([], false);
  const out: number[] = index.always.slice();
  const segs = fold ? foldSegments(path.segments) : path.segments;
  const unc = isUnc(path);
  let unknownRoot = false;
  const starts = (root: RootKind): number[] => {
    const roots: { p: NormalizedPath; f: readonly string[] }[] = [];
    if (root === 'fs') return [0];
    if (root === 'home') {
      if (!ctx.home) unknownRoot = true;
      else roots.push({ p: ctx.home, f: ctx.foldedHome! });
    } else if (root === 'cwd') {
      if (!ctx.cwd) unknownRoot = true;
      else roots.push({ p: ctx.cwd, f: ctx.foldedCwd! });
    } else {
      if (ctx.workspace.length === 0 || !ctx.workspaceComplete) unknownRoot = true;
      ctx.workspace.forEach((p, k) => roots.push({ p, f: ctx.foldedWorkspace[k]! }));
    }
    const res: number[] = [];
    for (const { p, f } of roots) {
      // (A root with an 8.3 short name: a path below its part before that segment may lie in it under its long name.)
      if (restrict && p.shortName) {
        const n = p.segments.findIndex(isShortName);
        if (n >= 0 && segs.length >= n && (fold ? f : p.segments).slice(0, n).every((s, i) => segs[i] === s)) unknownRoot = true;
      }
      const rs = fold ? f : p.segments;
      if (segs.length < rs.length) continue;
      if (!restrict && isUnc(p) !== unc) continue;
      if (rs.every((s, i) => segs[i] === s)) res.push(rs.length);
    }
    return res;
  };
  const cache = new Map<RootKind, number[]>();
  for (const rule of index.rules) {
    let ss = cache.get(rule.root);
    if (!ss) cache.set(rule.root, (ss = starts(rule.root)));
    if (ss.some((s) => verifyRule(rule, segs, s, fold, unc))) out.push(rule.id);
  }
  return result(out, restrict && unknownRoot);
}
