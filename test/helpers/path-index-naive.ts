// The path index's property tests' one check: for each rule mode, each path in its context, the
// index's ids and unknownRoot and the allow check's lowest id equal the naive loop's.
import { expect } from 'vitest';
import { normalizePath, type ResolvedPathContext } from '../../src/paths/normalize.js';
import { buildPathIndex, lowestAllowMatch, matchPath, matchPathNaive, PathView } from '../../src/paths/path-index.js';
import { parsedRefs } from './path-rule-refs.js';

/** `view`: one view reused from path to path (a scan's state carried over); else a new view for each. */
export function expectIndexMatchesNaive(rules: readonly string[], checks: readonly (readonly [string, number])[], ctxs: readonly ResolvedPathContext[], view?: PathView): void {
  const parsed = parsedRefs(rules);
  for (const mode of ['restrict', 'allow'] as const) {
    const index = buildPathIndex(parsed, mode);
    for (const [p, c] of checks) {
      const ctx = ctxs[c]!;
      const n = normalizePath(p, ctx);
      if (!n.ok) continue;
      const naive = matchPathNaive(index, n.path, ctx);
      const lowest = mode === 'allow' ? lowestAllowMatch(index, (view ?? new PathView()).of(n.path), ctx) : undefined;
      expect({ rules, p, c, mode, got: matchPath(index, n.path, ctx), lowest })
        .toEqual({ rules, p, c, mode, got: naive, lowest: mode === 'allow' ? naive.ids[0] ?? -1 : undefined });
    }
  }
}
