// Context roots given by a Windows 8.3 short name (`C:\\Users\\DEV~1`, session 45): the engine
// cannot know the long name a short segment stands for, so a path below the root's part before
// that segment may lie in the root under its long name. path-index.ts's restrict walks read such
// a path's root as unknown (RootPlan.shortRoots), so deny and ask rules rooted there ask for it.

import { foldSegments, type NormalizedPath } from './normalize.js';
import { isShortName } from './clean-path.js';
import { depthUnder, type PathView } from './path-view.js';
import type { RootPlan } from './path-trie.js';

/** Whether the path lies below a root's part before its 8.3 short name segment (RootPlan.shortRoots). */
export function belowShortRoot(plan: RootPlan, path: PathView): boolean {
  const view = plan.fold ? path.folded() : path;
  for (const r of plan.shortRoots) if (depthUnder(view, r.body, r.segments) >= 0) return true;
  return false;
}

/** The part of a root before its first 8.3 short name segment (restrict mode; planRoots). */
export function shortRootPrefix(root: NormalizedPath, fold: boolean): { body: string; segments: number } {
  const segments = root.segments;
  let n = 0;
  while (n < segments.length && !isShortName(segments[n]!)) n++;
  const prefix = segments.slice(0, n);
  return { body: (fold ? foldSegments(prefix) : prefix).join('/'), segments: n };
}
