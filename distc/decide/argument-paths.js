// The paths of a shell command's arguments that are not one known path: a glob (`cat src/*.ts`),
// an expansion (`rm $F`), a path relative to a repository's unknown top directory (`git show
// HEAD:.env`). Each is checked by what it may be; parts.ts checks a known path.
import { restrictPathIndex } from '../compile/compile.js';
import { globPathSegments } from '../paths/glob-argument.js';
import { anyDepthRuleForGlob, ruleForGlob } from '../paths/glob-overlap.js';
import { normalizePath } from '../paths/normalize.js';
import { matchPath, matchView } from '../paths/path-index.js';
import { escapePattern } from '../shell/words.js';
import { MAX_PATH_SEGMENTS, PathView, scanOperationPath } from '../paths/path-view.js';
import { globLinkSpellings, physicalGlob } from './glob-links.js';
import { shown } from './links.js';
import { checkTreePath } from './tree-paths.js';
import { withoutTrailing } from '../text-ends.js';
/**
 * A path relative to a repository's top directory (`git show HEAD:.env`; PathRef.inRepository):
 * the top is `base` (the working directory when '') or a directory above it, up to the root.
 * Under `base` the path is checked as written; under each directory above, as a possible path
 * (its deny and ask rules ask). The walk ends at the first directory that gives a reason: one
 * is enough to keep the command from being allowed.
 */
export function checkRepositoryPath(o, kind, base, path, p, below) {
    const joined = (dir) => (dir === '' ? path : path === '.' ? dir : `${withoutTrailing(dir, '/\\')}/${path}`);
    const tops = repositoryTops(o, base);
    // The context may say where the repository is: then the path is known.
    const given = o.raw?.repository;
    const dir = tops.start;
    if (given !== undefined && dir.ok) {
        const top = normalizePath(given, o.ctx);
        if (top.ok && (top.path.text === dir.path.text || dir.path.text.startsWith(`${withoutTrailing(top.path.text, '/')}/`))) {
            checkTreePath(o, kind, joined(top.path.text), p, below, undefined);
            return;
        }
    }
    const before = o.reasonCount();
    checkTreePath(o, kind, joined(base), p, below, undefined);
    if (o.reasonCount() > before)
        return;
    for (let k = 0; k < MAX_PATH_SEGMENTS; k++) {
        const up = directoryAbove(tops, k, o.ctx);
        if (up === undefined)
            return;
        checkTreePath(o, kind, joined(up), p, below, `${kind === 'read' ? 'reads' : 'writes'} if the repository's top directory is ${tops.shown[k]}${given === undefined ? '; the context\'s repository would say where it is' : ''}`);
        if (o.reasonCount() > before)
            return;
    }
}
function repositoryTops(o, base) {
    const known = o.repositoryTops;
    if (known !== undefined && known.base === base)
        return known;
    const start = normalizePath(base === '' ? '.' : base, o.ctx);
    const tops = { base, start, above: [], shown: [], last: start };
    o.repositoryTops = tops;
    return tops;
}
/** The `k`th directory above the base (0: its parent), or undefined past the root or a path that does not normalize. */
function directoryAbove(tops, k, ctx) {
    while (tops.above.length <= k) {
        const dir = tops.last;
        if (dir === undefined || !dir.ok)
            return undefined;
        const up = normalizePath(`${withoutTrailing(dir.path.text, '/')}/..`, ctx);
        if (!up.ok || up.path.text === dir.path.text) {
            tops.last = undefined;
            return undefined;
        }
        tops.last = up;
        tops.above.push(up.path.text);
        tops.shown.push(shown(up.path.text));
    }
    return tops.above[k];
}
/**
 * A file argument that is a glob as written (`cat src/*.ts`): the names it expands to are unknown,
 * but their shape is not. When no deny or ask rule may match a path of that shape (or an ancestor
 * of one), it gives no reason (src/paths/glob-overlap.ts); otherwise, or when its paths cannot be
 * told (a symlink resolver is given: the names it expands to may be links), it is unknown. Its
 * paths through the links every system has are met in their other spelling too, and are unknown
 * through a link that may lead anywhere (glob-links.ts: `cat /proc/*\/root/etc/pass*`).
 * `expanded`: bash expands it with its default options (PathRef.shellExpanded): a wildcard first
 * in a name takes no leading `.` (`dist/*` is never `dist/.env`); `tree`: the last `/**` is the
 * reader's, which takes every name.
 */
export function checkGlobPath(o, kind, word, pattern, p, listed = false, expanded) {
    const policy = o.policy;
    // (Once a rule or the analysis has kept the decision from allowing, a precise answer changes
    // nothing: spend no more on it. Not after a missing allow alone: another source could give it,
    // and this argument's own reason must not depend on that.)
    const kept = o.deny !== undefined || o.ask !== undefined || o.incomplete !== undefined;
    if (policy.restrict.counts[kind] === 0 || o.raw?.resolveSymlink !== undefined || kept) {
        checkUnknownPath(o, kind, word, p);
        return;
    }
    // (`/var/run/../etc/pass*` is `/etc/pass*`: a `..` after a system link is read as the kernel
    // does; and as written too, as a plain path's: `/bin/../etc/pass*` is `/etc/pass*` where /bin is
    // no link, `/usr/etc/pass*` where it is.)
    const physical = physicalGlob(pattern, o.ctx);
    const glob = physical === 'unknown' ? undefined : globPathSegments(pattern, o.ctx, listed, expanded);
    const kernelGlob = physical === pattern || physical === 'unknown' ? glob : globPathSegments(physical, o.ctx, listed, expanded);
    if (glob === undefined || kernelGlob === undefined) {
        checkUnknownPath(o, kind, word, p);
        return;
    }
    const askAll = policy.askAll;
    if (askAll.size > 0 && askAll.has(kind))
        o.askAll(kind, p);
    const index = restrictPathIndex(policy, kind, o.ctx.platform);
    let id = ruleForGlob(index, glob, o.ctx, o);
    if (id < 0 && kernelGlob !== glob)
        id = ruleForGlob(index, kernelGlob, o.ctx, o);
    // (The glob's other spellings only when it meets no rule as written: that reason says more.)
    for (const g of kernelGlob === glob ? [glob] : [glob, kernelGlob]) {
        if (id >= 0)
            break;
        const spellings = globLinkSpellings(g, o.ctx, o);
        if (spellings === 'unknown') {
            checkUnknownPath(o, kind, word, p, 'is a glob that may name a path through a link that may lead anywhere (under /proc or /dev/fd, macOS\'s /.vol) or through a system link a `**` may take');
            return;
        }
        for (let k = 0; id < 0 && k < spellings.length; k++)
            id = ruleForGlob(index, spellings[k], o.ctx, o);
    }
    if (id < 0)
        return;
    o.addIncomplete({
        code: 'incomplete-analysis',
        message: `the file argument ${shown(word)} is a glob that may name a path ${policy.labels[id]} matches, so the command can never be allowed`,
        part: p,
    });
}
/**
 * The files of shape `names` in the directory `path` that a program lists itself (PathRef.listed:
 * `go build DIR` reads `DIR/*.go`): a glob of that shape. No shell expands it, so on win32 too
 * (a shell's glob there may match 8.3 short names) it is met with the rules: from the directory
 * as read, which is unknown when it has a short name itself.
 */
export function checkListedFiles(o, kind, path, names, p) {
    if (o.ctx.platform !== 'win32')
        return checkGlobPath(o, kind, path, `${escapePattern(path)}/${names}`, p, true);
    const directory = normalizePath(path, o.ctx);
    if (!directory.ok || directory.path.shortName)
        return checkUnknownPath(o, kind, path, p, 'is a directory whose files the command lists, and it cannot be read precisely');
    checkGlobPath(o, kind, path, `${escapePattern(directory.path.text)}/${names}`, p, true);
}
/**
 * A file argument whose value is unknown (an expansion, or a glob whose paths cannot be told:
 * `rm $F`, `cat .?rc`; reference E.11). It may name any path, so where its kind has deny or ask
 * rules none of them can be ruled out: the command is never allowed (incomplete analysis: it
 * asks). It is never denied: no rule is known to match.
 */
export function checkUnknownPath(o, kind, word, p, why = 'is a glob or an expansion') {
    const policy = o.policy;
    const askAll = policy.askAll;
    if (askAll.size > 0 && askAll.has(kind))
        o.askAll(kind, p);
    if (policy.restrict.counts[kind] === 0)
        return;
    o.addIncomplete({
        code: 'incomplete-analysis',
        message: `the file argument ${shown(word)} ${why}: it may name a path ${kind === 'read' ? 'a Read' : 'an Edit'} deny or ask rule covers, so the command can never be allowed`,
        part: p,
    });
}
/** The view checkUnplacedFile scans the file's name into, below a root. */
const UNPLACED = new PathView();
/**
 * A file a command reads or writes unnamed where it runs (`make`'s Makefile, `npm install`'s
 * package.json; PathRef.implicit) when the context gives no cwd: where it is cannot be told, and
 * rules rooted somewhere are not asked about it (a client that wants them passes its cwd). But a
 * deny or ask rule that matches the name in every directory (`Read(Makefile)`, `Edit(package.json)`,
 * the bare selector) meets it wherever the command runs, and an unreadable rule of its kind asks:
 * `make` was allowed beside a deny `Read(Makefile)` only because no cwd was given.
 */
export function checkUnplacedFile(o, kind, name, p) {
    const policy = o.policy;
    if (policy.askAll.size > 0 && policy.askAll.has(kind))
        o.askAll(kind, p);
    if (policy.restrict.counts[kind] === 0)
        return;
    // (Any root will do: such a rule starts with `**`, which stands for whatever is above the name.)
    if (scanOperationPath(UNPLACED, `${o.ctx.platform === 'win32' ? 'C:' : ''}/${name}`, o.ctx) !== undefined)
        return;
    const index = restrictPathIndex(policy, kind, o.ctx.platform);
    const ids = matchView(index, UNPLACED, o.ctx).ids;
    for (let k = 0; k < ids.length; k++)
        if (index.anyDepth.has(ids[k]))
            o.restrictRule(ids[k], p);
}
/**
 * The literal tail of an unknown program's word after an expansion (`"$X/.env"`: `/.env`;
 * PathRef.tail): wherever the expansion leads, a deny or ask rule that matches at any depth
 * (unrooted, `Read(**\/.env)`, or `//**\/…`, or a bare selector) matches the word's file, and it
 * asks. Rooted rules are not met: the expansion's value is not followed, so `"$D/x"` stays
 * allowed beside `Read(//etc/**)`.
 */
export function checkUnrootedTail(o, kind, tail, p) {
    const policy = o.policy;
    if (policy.restrict.counts[kind] === 0)
        return;
    const index = restrictPathIndex(policy, kind, o.ctx.platform);
    // (A glob, `"$X/*.pem"`: a rule that may match one of its names; a glob no reader can place, unknown.)
    if (GLOB_CHARACTERS.test(tail)) {
        const glob = globPathSegments(tail, o.ctx, true);
        const id = glob === undefined ? -2 : anyDepthRuleForGlob(index, glob, o.ctx, o);
        if (id === -2)
            return checkUnknownPath(o, kind, tail, p);
        if (id >= 0)
            tailIncomplete(o, tail, policy.labels[id], p);
        return;
    }
    const n = normalizePath(tail, o.ctx);
    // (A tail that cannot be read as a path names no file a rule can be matched with: unknown.)
    if (!n.ok)
        return checkUnknownPath(o, kind, tail, p);
    const ids = matchPath(index, n.path, o.ctx).ids;
    for (let k = 0; k < ids.length; k++) {
        if (!index.anyDepth.has(ids[k]))
            continue;
        tailIncomplete(o, tail, policy.labels[ids[k]], p);
        return;
    }
}
const GLOB_CHARACTERS = /[*?[{]/;
function tailIncomplete(o, tail, label, p) {
    o.addIncomplete({
        code: 'incomplete-analysis',
        message: `a word of ${o.quote(p.text)} ends in ${shown(tail)} after an expansion, which may lead anywhere: ${label} matches such a file wherever it is, so the command can never be allowed`,
        part: p,
    });
}
//# sourceMappingURL=argument-paths.js.map