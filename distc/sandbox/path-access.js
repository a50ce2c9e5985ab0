// What the effective sandbox lets a process do with one path: denied, read-only, read-write or
// none (no grant from these lists: only what the client assembles separately, such as temporary
// directories). Lexical only, like src/paths/normalize.ts: symlinks are the backend's business.
//
// Order of the checks (the first that applies decides):
//  1. the path cannot be normalized, or has a Windows 8.3 short-name segment (`PROGRA~1`, which
//     may be an alias of a denied path)                                        -> denied
//  2. a deniedPaths entry that cannot be placed (relative without cwd, `~` without home)
//                                                                               -> denied
//  3. the path is at or under a deniedPaths entry                               -> denied
//     Entries are normalized like the path (`..`, `.`, `~`, a trailing slash: `~/.aws/` protects
//     `~/.aws/credentials`); a glob character makes the entry cover everything under the part
//     before it (`~/.ssh/*` = `~/.ssh`); case folds on case-insensitive platforms.
//  4. the deepest read-write root holding the path (a surviving readwritePaths entry, or the
//     working directory when addCurrentWorkingDirectory is true) — then read-only instead if:
//     a. one of the user's own readonlyPaths (kept or dropped) holds the path and is as deep as
//        or deeper than that root (a more specific read-only wins; a dropped read-only grant still
//        protects, it never turns into write access);
//     b. a segment below the root is `.git` (reserved, existing or not: nested repositories'
//        `.git/hooks` and a `.git` created by `git init` are never writable through a root);
//                                                                               -> read-write
//  5. the deepest surviving readonlyPaths entry holding the path                -> read-only
//  6. otherwise                                                                 -> none
// Grants compare case exactly (a case variant is simply not granted); everything that takes
// access away (denials, 4a, 4b) folds case on case-insensitive platforms.
import { foldSegments, isUnc, normalizePath, resolvePathContext, } from '../paths/normalize.js';
/** Names that are never writable below a read-write root. */
export const PROTECTED_NAMES = ['.git'];
const GLOB = /[*?[{]/;
const USER = { by: 'user' };
/** The part of a denied path before its first glob character, cut at a separator. */
export function denyPrefix(entry) {
    const g = entry.search(GLOB);
    if (g < 0)
        return entry;
    const cut = Math.max(entry.lastIndexOf('/', g), entry.lastIndexOf('\\', g));
    if (cut < 0)
        return '.';
    return cut === 0 ? entry.slice(0, 1) : entry.slice(0, cut);
}
function place(entry, decidedBy, ctx) {
    const r = normalizePath(entry, ctx);
    return r.ok ? { entry, path: r.path, folded: foldSegments(r.path.segments), decidedBy } : undefined;
}
function holds(root, path) {
    if (root.length > path.length)
        return false;
    for (let i = 0; i < root.length; i++)
        if (root[i] !== path[i])
            return false;
    return true;
}
/** A grant holds the path: exact case, same kind of root (UNC or not). */
function grantHolds(root, path) {
    return isUnc(root.path) === isUnc(path) && holds(root.path.segments, path.segments);
}
/** A restriction holds the path: folded on case-insensitive platforms, UNC-ness ignored (wider). */
function restrictionHolds(root, path, folded, fold) {
    return fold ? holds(root.folded, folded) : holds(root.path.segments, path.segments);
}
function deepest(roots, path) {
    let best;
    for (const r of roots)
        if (grantHolds(r, path) && (!best || r.path.segments.length > best.path.segments.length))
            best = r;
    return best;
}
export function pathAccess(effective, path, context = {}) {
    const ctx = resolvePathContext(context);
    const n = normalizePath(path, ctx);
    const answer = (access, code, message, decidedBy, entry) => ({ access, path: n.ok ? n.path.text : path, code, message, decidedBy, ...(entry !== undefined ? { entry } : {}) });
    if (!n.ok)
        return answer('denied', 'invalid-path', `the path cannot be placed: ${n.reason}`, [{ by: 'default' }]);
    const p = n.path;
    if (p.shortName) {
        return answer('denied', 'short-name', 'the path has a Windows 8.3 short-name segment, which may be another name of a denied path', [{ by: 'default' }]);
    }
    const folded = ctx.foldCase ? foldSegments(p.segments) : p.segments;
    const fs = effective.filesystem;
    for (const d of fs.deniedPaths) {
        const placed = place(denyPrefix(d.path), d.decidedBy, ctx);
        if (!placed) {
            return answer('denied', 'unresolved-denied-path', `the denied path ${JSON.stringify(d.path)} cannot be placed (relative without a current directory, or "~" without a home directory), so no path can be shown to be outside it`, d.decidedBy, d.path);
        }
        if (restrictionHolds(placed, p, folded, ctx.foldCase)) {
            return answer('denied', 'denied-path', `${JSON.stringify(d.path)} is a denied path and covers ${p.text}`, d.decidedBy, d.path);
        }
    }
    const roots = [];
    for (const g of fs.readwritePaths) {
        const placed = place(g.path, g.decidedBy, ctx);
        if (placed)
            roots.push(placed);
    }
    const cwdGrant = effective.addCurrentWorkingDirectory;
    const cwdRoot = cwdGrant.value && ctx.cwd
        ? { entry: ctx.cwd.text, path: ctx.cwd, folded: foldSegments(ctx.cwd.segments), decidedBy: cwdGrant.decidedBy }
        : undefined;
    if (cwdRoot)
        roots.push(cwdRoot);
    const root = deepest(roots, p);
    if (root) {
        for (const w of fs.writeProtectedPaths) {
            const placed = place(w, [USER], ctx);
            if (!placed) {
                return answer('read-only', 'unresolved-write-protection', `your read-only path ${JSON.stringify(w)} cannot be placed, so no path is writable through a read-write root`, [USER], w);
            }
            if (placed.path.segments.length >= root.path.segments.length && restrictionHolds(placed, p, folded, ctx.foldCase)) {
                return answer('read-only', 'write-protected', `${JSON.stringify(w)} is one of your read-only paths, as deep as or deeper than the read-write root ${JSON.stringify(root.entry)}`, [USER], w);
            }
        }
        const below = folded.slice(root.path.segments.length);
        const name = PROTECTED_NAMES.find((x) => below.includes(ctx.foldCase ? x.toLowerCase() : x));
        if (name !== undefined) {
            return answer('read-only', 'protected-name', `${JSON.stringify(name)} below the read-write root ${JSON.stringify(root.entry)} is never writable (its hooks would run outside the sandbox)`, root.decidedBy, root.entry);
        }
        return root === cwdRoot
            ? answer('read-write', 'working-directory', `${p.text} is in the working directory, added because addCurrentWorkingDirectory is true`, root.decidedBy, root.entry)
            : answer('read-write', 'read-write-grant', `${JSON.stringify(root.entry)} is a read-write path and holds ${p.text}`, root.decidedBy, root.entry);
    }
    const readOnly = [];
    for (const g of fs.readonlyPaths) {
        const placed = place(g.path, g.decidedBy, ctx);
        if (placed)
            readOnly.push(placed);
    }
    const grant = deepest(readOnly, p);
    if (grant)
        return answer('read-only', 'read-only-grant', `${JSON.stringify(grant.entry)} is a read-only path and holds ${p.text}`, grant.decidedBy, grant.entry);
    return answer('none', 'no-grant', `no sandbox path list grants ${p.text}`, [{ by: 'default' }]);
}
//# sourceMappingURL=path-access.js.map