// With a symlink resolver, a root of the context (home, the working directory, a workspace root)
// may itself be a link: /home -> /var/home (Fedora Silverblue, CoreOS), a home on another volume,
// a checkout reached through a link. A rule rooted there (`~/.ssh/**`, `/src/**`, `./secrets/**`)
// names paths below the root as the context spells it, and a path spelled below where the root
// leads (`/var/home/dev/.ssh/id_rsa`) is the same file: it was allowed. Such a path is also
// checked spelled below the root, as a symlink target is (deny and ask on either, allow on both);
// a recursive command's tree likewise (treeRootSpellings, for tree-paths.ts).
import { restrictPathIndex } from '../compile/compile.js';
import { normalizePath } from '../paths/normalize.js';
import { askHook } from './link-hook.js';
import { currentDriveText, isProcessLink } from './links.js';
import { withoutTrailing } from '../text-ends.js';
/** Parent directories asked about at most (as pathTarget). */
const MAX_PARENTS = 32;
/**
 * With a resolver: win32's current-drive reading of `\\w\\x` (C:\\w\\x, which pathAlias reads only
 * lexically: a junction there is the resolver's to follow), and where deny or ask rules of the
 * kind exist, the path's spellings below a linked root (both readings' on win32).
 */
export function linkedReadings(o, kind, text) {
    const onDrive = currentDriveText(text, o.ctx);
    const rooted = rootedRules(o, kind);
    if (rooted === undefined)
        return onDrive === undefined ? [] : [onDrive];
    const roots = rootSpellings(o, text, rooted);
    return onDrive === undefined ? roots : [onDrive, ...roots, ...rootSpellings(o, onDrive, rooted)];
}
/** The roots deny or ask rules of a kind are rooted at; undefined for none (most policies: the hook is asked nothing). */
function rootedRules(o, kind) {
    const tries = restrictPathIndex(o.policy, kind, o.ctx.platform).tries;
    const rooted = { kind, home: tries.home !== undefined, cwd: tries.cwd !== undefined, workspace: tries.workspace !== undefined };
    return rooted.home || rooted.cwd || rooted.workspace ? rooted : undefined;
}
/**
 * A recursive argument's tree (tree-paths.ts) read through the linked roots deny or ask rules of
 * the kind are rooted at: `below`, the same tree spelled below a root where it lies below the
 * root's target (`grep -r x /var/home/dev` is `grep -r x ~`); `held`, each root whose target lies
 * strictly below the tree (`grep -r x /var/home` reads all of `~`).
 */
export function treeRootSpellings(o, kind, text) {
    const rooted = rootedRules(o, kind);
    const resolve = o.raw?.resolveSymlink;
    if (rooted === undefined || resolve === undefined)
        return { below: [], held: [] };
    const linked = linkedRoots(o, resolve, rooted);
    if (linked.length === 0)
        return { below: [], held: [] };
    // (On win32 both readings of `\w\x`, as linkedReadings.)
    const onDrive = currentDriveText(text, o.ctx);
    const readings = onDrive === undefined ? [text] : [text, onDrive];
    const at = readings.flatMap((r) => spelledAt(o, resolve, r) ?? []);
    const held = linked.filter(([, real]) => at.some((path) => strictlyBelow(real, path, o.ctx.foldCase))).map(([root]) => root);
    return { below: readings.flatMap((r) => rootSpellings(o, r, rooted)), held };
}
/** Whether `path` lies strictly below `dir` (`/` holds every other absolute path). */
function strictlyBelow(path, dir, fold) {
    const rest = restBelow(path, dir, fold);
    return rest !== undefined && rest !== '' && rest !== '/';
}
/** A path's normalized text and, where the resolver places it elsewhere, where it leads; undefined when it cannot be normalized. */
function spelledAt(o, resolve, text) {
    const n = normalizePath(text, o.ctx);
    if (!n.ok)
        return undefined;
    const target = resolvedText(o, resolve, n.path.text, o.ctx);
    return target === undefined || target === n.path.text ? [n.path.text] : [n.path.text, target];
}
/**
 * The spellings below a context root of the path `text` (as written, and where the resolver says
 * it leads) where it lies below the root's target. Empty without a resolver or a linked root.
 */
export function rootSpellings(o, text, rooted) {
    const resolve = o.raw?.resolveSymlink;
    if (resolve === undefined)
        return [];
    const linked = linkedRoots(o, resolve, rooted);
    if (linked.length === 0)
        return [];
    const ctx = o.ctx;
    const n = normalizePath(text, ctx);
    if (!n.ok)
        return [];
    const at = [n.path.text];
    const target = resolvedText(o, resolve, n.path.text, ctx);
    if (target !== undefined)
        at.push(target);
    const out = [];
    for (const [root, real] of linked) {
        for (const path of at) {
            const rest = restBelow(path, real, ctx.foldCase);
            if (rest !== undefined && root + rest !== n.path.text)
                out.push(root + rest);
        }
    }
    return out;
}
/** Each root the resolver places elsewhere, with where it leads (normalized texts). */
function linkedRoots(o, resolve, rooted) {
    const ctx = o.ctx;
    const out = [];
    for (const root of [rooted.home ? ctx.home : undefined, rooted.cwd ? ctx.cwd : undefined, ...(rooted.workspace ? ctx.workspace : [])]) {
        if (root === undefined || root.segments.length === 0)
            continue;
        const real = resolvedText(o, resolve, root.text, ctx, () => rootUnknown(o, rooted.kind, root.text));
        if (real !== undefined && real !== root.text && !out.some(([r]) => r === root.text))
            out.push([root.text, real]);
    }
    return out;
}
/**
 * The resolver failed on a context root (it threw, or answered other than a path or nothing):
 * whether paths elsewhere are below it is unknown, so the decision cannot be allowed (reported
 * once a decision; session 37: such a root was read as no link).
 */
function rootUnknown(o, kind, root) {
    const message = `the symlink resolver failed on the context root ${JSON.stringify(root)}, so whether a path lies below it is unknown: it cannot be allowed`;
    if (o.incomplete?.some((r) => r.message === message) === true)
        return;
    o.addIncomplete({ code: 'incomplete-analysis', message, part: { type: 'symlink-target', kind, text: root } });
}
/**
 * Where the resolver says a normalized path leads, normalized: for a path it cannot resolve (not
 * created yet), through its nearest parent it resolves, as pathTarget. Undefined when it gives
 * nothing usable (the path's own check reports a failure). Never about a process's links.
 */
function resolvedText(o, resolve, path, ctx, failed) {
    if (isProcessLink(path))
        return undefined;
    let dir = path;
    let rest = '';
    for (let k = 0; k <= MAX_PARENTS; k++) {
        const a = askHook(o, resolve, dir);
        if (!('answer' in a) || (a.answer !== undefined && typeof a.answer !== 'string')) {
            failed?.();
            return undefined;
        }
        if (typeof a.answer === 'string') {
            if (a.answer === dir)
                return rest === '' ? path : undefined;
            const n = normalizePath(rest === '' ? a.answer : `${withoutTrailing(a.answer, '\\/')}/${rest}`, ctx);
            return n.ok ? n.path.text : undefined;
        }
        const cut = dir.lastIndexOf('/');
        if (cut < 0 || dir.length <= 1)
            return undefined;
        rest = rest === '' ? dir.slice(cut + 1) : `${dir.slice(cut + 1)}/${rest}`;
        dir = cut === 0 ? '/' : dir.slice(0, cut);
        if (dir.startsWith('//') && dir.indexOf('/', 2) < 0)
            return undefined;
    }
    return undefined;
}
/** What follows `dir` in `path` (`''` or `/…`), comparing case-folded where the system does; undefined when `path` is not below it. */
function restBelow(path, dir, fold) {
    if (path.length < dir.length)
        return undefined;
    const head = path.slice(0, dir.length);
    if (fold ? head.toLowerCase() !== dir.toLowerCase() : head !== dir)
        return undefined;
    const rest = path.slice(dir.length);
    return rest === '' || rest.startsWith('/') ? rest : dir.endsWith('/') ? `/${rest}` : undefined;
}
//# sourceMappingURL=root-links.js.map