// The resolved form of a decision context, cached per context object: clients reuse one object
// per session, and resolving (normalizing cwd, home, workspace roots) costs more than a decision.
// The cache checks the fields it was made from on every use: a context changed in place (against
// the documented contract, but silently) is resolved again, never checked with its old cwd.

import { resolvePathContext, type PathContext, type ResolvedPathContext } from '../paths/normalize.js';
import type { DecisionContext } from '../policy/types.js';

/** The fields resolvePathContext reads, as they were read (the workspace copied). */
interface Snapshot {
  readonly cwd: unknown;
  readonly home: unknown;
  readonly platform: unknown;
  readonly caseInsensitive: unknown;
  readonly workspace: unknown;
  readonly roots: readonly unknown[] | undefined;
}

interface Entry {
  readonly snapshot: Snapshot;
  readonly resolved: ResolvedPathContext;
}

export const EMPTY_CONTEXT: ResolvedPathContext = resolvePathContext({});
const contexts = new WeakMap<DecisionContext, Entry>();
let last: DecisionContext | undefined;
let lastEntry: Entry | undefined;

function snapshotOf(ctx: DecisionContext): Snapshot {
  const workspace: unknown = ctx.workspace;
  return {
    cwd: ctx.cwd, home: ctx.home, platform: ctx.platform, caseInsensitive: ctx.caseInsensitive, workspace,
    roots: Array.isArray(workspace) ? [...(workspace as readonly unknown[])] : undefined,
  };
}

/** Each field reads as it did (getters are read once each, as snapshotOf reads them). */
function unchanged(ctx: DecisionContext, s: Snapshot): boolean {
  const workspace: unknown = ctx.workspace;
  if (ctx.cwd !== s.cwd || workspace !== s.workspace || ctx.home !== s.home || ctx.platform !== s.platform || ctx.caseInsensitive !== s.caseInsensitive) return false;
  const roots = s.roots;
  if (roots === undefined) return true;
  const now = workspace as readonly unknown[];
  const n = roots.length;
  if (now.length !== n) return false;
  for (let k = 0; k < n; k++) if (now[k] !== roots[k]) return false;
  return true;
}

/** The context as the path checks use it; resolved from one reading of its fields. */
export function resolvedContext(ctx: DecisionContext | undefined): ResolvedPathContext {
  if (!ctx) return EMPTY_CONTEXT;
  // (The usual call: the same object as the last one, unchanged.)
  if (ctx === last && unchanged(ctx, lastEntry!.snapshot)) return lastEntry!.resolved;
  let entry = contexts.get(ctx);
  if (entry === undefined || !unchanged(ctx, entry.snapshot)) {
    const snapshot = snapshotOf(ctx);
    const input: PathContext = {
      cwd: snapshot.cwd as string | undefined, home: snapshot.home as string | undefined, platform: snapshot.platform as PathContext['platform'],
      caseInsensitive: snapshot.caseInsensitive as boolean | undefined, workspace: (snapshot.roots ?? snapshot.workspace) as readonly string[] | undefined,
    };
    entry = { snapshot, resolved: resolvePathContext(input) };
    contexts.set(ctx, entry);
  }
  last = ctx;
  lastEntry = entry;
  return entry.resolved;
}
