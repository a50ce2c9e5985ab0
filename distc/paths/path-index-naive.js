// The naive matcher: every rule of a path index tried on the path, no trie. The oracle of the
// differential tests and the benchmark's baseline (path-index.ts is the index's own matcher).
import { foldSegments, isUnc } from './normalize.js';
import { result, verifyRule } from './path-index.js';
/**
 * The same answer as matchPath, by looping over every rule (no index): the oracle for the
 * differential tests and the baseline in the benchmark.
 */
export function matchPathNaive(index, path, ctx) {
    const restrict = index.mode === 'restrict';
    const fold = restrict && ctx.foldCase;
    if (!restrict && path.shortName)
        return result([], false);
    const out = index.always.slice();
    const segs = fold ? foldSegments(path.segments) : path.segments;
    const unc = isUnc(path);
    let unknownRoot = false;
    const starts = (root) => {
        const roots = [];
        if (root === 'fs')
            return [0];
        if (root === 'home') {
            if (!ctx.home)
                unknownRoot = true;
            else
                roots.push({ p: ctx.home, f: ctx.foldedHome });
        }
        else if (root === 'cwd') {
            if (!ctx.cwd)
                unknownRoot = true;
            else
                roots.push({ p: ctx.cwd, f: ctx.foldedCwd });
        }
        else {
            if (ctx.workspace.length === 0 || !ctx.workspaceComplete)
                unknownRoot = true;
            ctx.workspace.forEach((p, k) => roots.push({ p, f: ctx.foldedWorkspace[k] }));
        }
        const res = [];
        for (const { p, f } of roots) {
            const rs = fold ? f : p.segments;
            if (segs.length < rs.length)
                continue;
            if (!restrict && isUnc(p) !== unc)
                continue;
            if (rs.every((s, i) => segs[i] === s))
                res.push(rs.length);
        }
        return res;
    };
    const cache = new Map();
    for (const rule of index.rules) {
        let ss = cache.get(rule.root);
        if (!ss)
            cache.set(rule.root, (ss = starts(rule.root)));
        if (ss.some((s) => verifyRule(rule, segs, s, fold, unc)))
            out.push(rule.id);
    }
    return result(out, restrict && unknownRoot);
}
//# sourceMappingURL=path-index-naive.js.map