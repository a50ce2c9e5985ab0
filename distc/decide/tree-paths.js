// A recursive command's file argument (`grep -r x DIR`, `rm -rf DIR`): the path itself, and
// whether a deny or ask rule may match a path in the tree below it, which asks.
import { restrictPathIndex } from '../compile/compile.js';
import { normalizePath } from '../paths/normalize.js';
import { ruleBelow } from '../paths/path-below.js';
import { matchView } from '../paths/path-index.js';
import { PathView, scanOperationPath } from '../paths/path-view.js';
import { bootVolumeSpelling } from './darwin-links.js';
import { linkTarget, physicalOf, targetOf } from './link-hook.js';
import { isDescriptorPath, isProcessLink, pathAlias, posixReadingToo, shown } from './links.js';
import { checkPath, MAX_ALIAS_CHAIN } from './parts.js';
import { treeRootSpellings } from './root-links.js';
import { wslRuleBelow } from './wsl-share.js';
import { mountedDriveRuleBelow } from './drive-mounts.js';
/** The view of a recursive argument (checkTreePath). */
const BELOW = new PathView();
/**
 * A file argument of a command that reads or writes everything below it (`grep -r`, `rm -r`,
 * `mv`), or that it touches only in some case (`possible`, `cp f dir` writes `dir/f` if dir is a
 * directory; `possible` says when): the path itself as a restrict part (a possible path's deny or
 * ask rules ask), then whether some deny or ask rule may match a path below it
 * (src/paths/path-below.ts), which asks.
 */
export function checkTreePath(o, kind, text, p, below, possible) {
    const policy = o.policy;
    if (posixReadingToo(o.ctx, text))
        checkTreePath(o, kind, `./${text}`, p, below, possible);
    if (possible !== undefined) {
        o.possiblePath = text;
        o.possibleWhen = possible;
        checkPath(o, kind, text, p, 'restrict');
        o.possiblePath = undefined;
    }
    else
        checkPath(o, kind, text, p, 'restrict');
    // (Once a part is denied, what is below can only add an ask reason, which a deny drops.)
    if (below === 'none' || policy.restrict.counts[kind] === 0 || o.deny !== undefined)
        return;
    const verb = kind === 'read' ? 'reads' : 'writes';
    if (below === 'links') {
        o.addIncomplete({
            code: 'incomplete-analysis',
            message: `${p.type} ${o.quote(p.text)} ${verb} everything below ${shown(text)} and follows the symbolic links there, which may lead to any path a ${kind === 'read' ? 'Read' : 'Edit'} deny or ask rule covers: it can never be allowed`,
            part: p,
        });
        return;
    }
    const ctx = o.ctx;
    // (A path that cannot be scanned was reported by checkPath.)
    if (scanOperationPath(BELOW, text, ctx) !== undefined)
        return;
    const index = restrictPathIndex(policy, kind, o.ctx.platform);
    const boot = bootVolumeSpelling(BELOW.text, ctx);
    let id = ruleBelow(index, BELOW, ctx, o);
    if (id < 0) {
        const alias = isDescriptorPath(BELOW.text, ctx) ? 'unknown' : pathAlias(BELOW, text, ctx);
        if (alias === 'unknown') {
            o.addIncomplete({ code: 'incomplete-analysis', message: `${p.type} ${o.quote(p.text)} ${verb} everything below ${shown(text)}, a link under /proc or /dev/fd that may lead anywhere: it can never be allowed`, part: p });
            return;
        }
        if (alias !== undefined)
            id = ruleBelow(index, BELOW.of(alias), ctx, o);
        else if (BELOW.unc && ctx.platform === 'win32')
            id = wslRuleBelow(index, BELOW, ctx, o);
        else if (ctx.platform === 'linux')
            id = mountedDriveRuleBelow(index, BELOW, ctx, o);
    }
    // (macOS: below `/Volumes/NAME` may be below the boot volume's `/`, and its other spelling.)
    const bootPath = id < 0 && boot !== undefined ? normalizePath(boot, ctx) : undefined;
    if (bootPath?.ok === true) {
        id = ruleBelow(index, BELOW.of(bootPath.path), ctx, o);
        const alias = id < 0 ? pathAlias(BELOW, BELOW.text, ctx) : undefined;
        if (alias !== undefined && alias !== 'unknown')
            id = ruleBelow(index, BELOW.of(alias), ctx, o);
    }
    const resolveLink = isProcessLink(BELOW.text) ? undefined : o.raw?.resolveSymlink;
    if (id < 0 && resolveLink !== undefined) {
        // The tree of a link is its target's.
        const t = targetOf(linkTarget(o, resolveLink, BELOW.text, text, p));
        const below = t === undefined ? -1 : ruleBelowTarget(o, index, resolveLink, t, text, p);
        if (below === 'unknown') {
            o.addIncomplete({ code: 'incomplete-analysis', message: `${p.type} ${o.quote(p.text)} ${verb} everything below ${shown(text)}, a link whose target may lead anywhere: it can never be allowed`, part: p });
            return;
        }
        id = below;
    }
    if (id < 0) {
        // `link/..` is the parent of the link's target, not the directory holding the link.
        const physical = physicalOf(o, o.raw?.resolveSymlink, text, p);
        if (physical !== undefined)
            id = ruleBelow(index, BELOW.of(physical), ctx, o);
        const t = id < 0 && physical !== undefined && resolveLink !== undefined ? targetOf(linkTarget(o, resolveLink, physical.text, text, p)) : undefined;
        if (t !== undefined)
            id = ruleBelow(index, BELOW.of(t), ctx, o);
    }
    if (id < 0 && resolveLink !== undefined)
        id = linkedRootRule(o, kind, index, text);
    if (id < 0)
        return;
    o.addIncomplete({
        code: 'incomplete-analysis',
        message: `${p.type} ${o.quote(p.text)} ${verb} everything below ${shown(text)}, where ${o.policy.labels[id]} may match a path${possible === undefined ? '' : ` (it ${possible})`}: it can never be allowed`,
        part: p,
    });
}
/**
 * The first rule that may match in the tree read through a linked context root (root-links.ts):
 * below the tree's spelling below the root, or at or below a root the tree holds. -1 for none.
 */
function linkedRootRule(o, kind, index, text) {
    const { below, held } = treeRootSpellings(o, kind, text);
    for (const spelled of below) {
        const n = normalizePath(spelled, o.ctx);
        const id = n.ok ? ruleBelow(index, BELOW.of(n.path), o.ctx, o) : -1;
        if (id >= 0)
            return id;
    }
    for (const root of held) {
        const n = normalizePath(root, o.ctx);
        if (!n.ok)
            continue;
        const at = matchView(index, BELOW.of(n.path), o.ctx).ids;
        if (at.length > 0)
            return Math.min(...at);
        const id = ruleBelow(index, BELOW.of(n.path), o.ctx, o);
        if (id >= 0)
            return id;
    }
    return -1;
}
/**
 * The first rule that may match below a link's target, or below where that leads in its turn (a
 * hook answering one hop) or the system's spelling of it (macOS's `/private/etc` is `/etc`): -1
 * for none, 'unknown' where it may lead anywhere or the links go on.
 */
function ruleBelowTarget(o, index, resolveLink, first, text, p) {
    let t = first;
    for (let k = 0; k < MAX_ALIAS_CHAIN; k++) {
        let id = ruleBelow(index, BELOW.of(t), o.ctx, o);
        const alias = id < 0 ? pathAlias(BELOW, t.text, o.ctx) : undefined;
        if (alias === 'unknown')
            return alias;
        if (alias !== undefined)
            id = ruleBelow(index, BELOW.of(alias), o.ctx, o);
        if (id >= 0 || isProcessLink(t.text))
            return id;
        t = targetOf(linkTarget(o, resolveLink, t.text, text, p));
        if (t === undefined)
            return -1;
    }
    return 'unknown';
}
//# sourceMappingURL=tree-paths.js.map