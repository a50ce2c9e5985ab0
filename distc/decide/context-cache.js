// The resolved form of a decision context, cached per context object: clients reuse one object
// per session, and resolving (normalizing cwd, home, workspace roots) costs more than a decision.
// The cache checks the fields it was made from on every use: a context changed in place (against
// the documented contract, but silently) is resolved again, never checked with its old cwd.
import { resolvePathContext } from '../paths/normalize.js';
export const EMPTY_CONTEXT = resolvePathContext({});
const contexts = new WeakMap();
let last;
let lastEntry;
function snapshotOf(ctx) {
    const workspace = ctx.workspace;
    return {
        cwd: ctx.cwd, home: ctx.home, platform: ctx.platform, caseInsensitive: ctx.caseInsensitive, workspace,
        roots: Array.isArray(workspace) ? [...workspace] : undefined,
    };
}
/** Each field reads as it did (getters are read once each, as snapshotOf reads them). */
function unchanged(ctx, s) {
    const workspace = ctx.workspace;
    if (ctx.cwd !== s.cwd || workspace !== s.workspace || ctx.home !== s.home || ctx.platform !== s.platform || ctx.caseInsensitive !== s.caseInsensitive)
        return false;
    const roots = s.roots;
    if (roots === undefined)
        return true;
    const now = workspace;
    const n = roots.length;
    if (now.length !== n)
        return false;
    for (let k = 0; k < n; k++)
        if (now[k] !== roots[k])
            return false;
    return true;
}
/** The context as the path checks use it; resolved from one reading of its fields. */
export function resolvedContext(ctx) {
    if (!ctx)
        return EMPTY_CONTEXT;
    // (The usual call: the same object as the last one, unchanged.)
    if (ctx === last && unchanged(ctx, lastEntry.snapshot))
        return lastEntry.resolved;
    let entry = contexts.get(ctx);
    if (entry === undefined || !unchanged(ctx, entry.snapshot)) {
        const snapshot = snapshotOf(ctx);
        const input = {
            cwd: snapshot.cwd, home: snapshot.home, platform: snapshot.platform,
            caseInsensitive: snapshot.caseInsensitive, workspace: (snapshot.roots ?? snapshot.workspace),
        };
        entry = { snapshot, resolved: resolvePathContext(input) };
        contexts.set(ctx, entry);
    }
    last = ctx;
    lastEntry = entry;
    return entry.resolved;
}
//# sourceMappingURL=context-cache.js.map