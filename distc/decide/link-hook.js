// The caller's symlink resolver (DecisionContext.resolveSymlink, realpath(3)'s answers): where a
// path leads through it, walking up to the nearest parent it resolves for a path not created
// yet, and the path the kernel opens for `link/..`. The hook is the caller's code: a failure or a
// relative answer is an unknown (incomplete), never an allow and never a bug of ours.
import { normalizePath } from '../paths/normalize.js';
import { hasDotDot, physicalPath } from '../paths/physical-path.js';
import { fixedLinkTarget, isProcessLink, shown } from './links.js';
import { withoutTrailing } from '../text-ends.js';
/**
 * The hook's answer for one path, asked once per decision: a link an attacker swaps between two
 * calls must not give one part the kinder answer (a failure is remembered too).
 */
export function askHook(o, resolveLink, linkText) {
    const answers = (o.linkAnswers ??= new Map());
    let a = answers.get(linkText);
    if (a !== undefined)
        return a;
    try {
        a = { answer: resolveLink(linkText) };
    }
    catch (error) {
        a = { threw: error instanceof Error ? error.message : String(error) };
    }
    answers.set(linkText, a);
    return a;
}
/** The hook's answer for one path: a string, undefined, or 'failed' (it threw: reported). */
function callHook(o, resolveLink, linkText, text, p) {
    const a = askHook(o, resolveLink, linkText);
    if ('threw' in a) {
        // The hook is the caller's code: its failure is an unknown, never an allow and never a bug of ours.
        o.addIncomplete({
            code: 'incomplete-analysis',
            message: `the symlink resolver failed on ${JSON.stringify(linkText)} (${a.threw}), so where ${JSON.stringify(text)} leads is unknown: it cannot be allowed`,
            part: p,
        });
        return 'failed';
    }
    // (Any value: normalizePath reports a non-string answer.)
    const target = a.answer;
    // A relative answer (readlink(2)'s, not realpath(3)'s) is relative to the link's directory, not
    // to the working directory: placing it would be a guess.
    if (typeof target === 'string' && !isAbsoluteAnswer(target, o.ctx.platform === 'win32')) {
        o.addIncomplete({
            code: 'incomplete-analysis',
            message: `the symlink resolver answered ${JSON.stringify(target)} for ${JSON.stringify(linkText)}, which is not an absolute path (it must answer as realpath(3) does), so where ${JSON.stringify(text)} leads is unknown: it cannot be allowed`,
            part: p,
        });
        return 'failed';
    }
    return target;
}
/**
 * `/x`, and on Windows `\\x`, `C:\x`, `C:/x`: an answer the resolver may give (anything else is
 * relative; on linux and darwin `C:\x` is a file name in the working directory).
 */
function isAbsoluteAnswer(target, win32) {
    const c = target.charCodeAt(0);
    return c === 47 || (win32 && (c === 92 || /^[A-Za-z]:[\\/]/.test(target)));
}
/**
 * The normalized target of a symlink, or undefined (not a link, or the target cannot be checked:
 * then the part is incomplete, and deny rules still see the link itself).
 */
export function linkTarget(o, resolveLink, linkText, text, p) {
    const target = callHook(o, resolveLink, linkText, text, p);
    if (target === 'failed')
        return 'failed';
    if (target === undefined || target === linkText)
        return undefined;
    return normalizedTarget(o, target, text, p);
}
function normalizedTarget(o, target, text, p) {
    const nt = normalizePath(target, o.ctx);
    // realpath(3) gives no `..`: read lexically, `/var/run/../etc` would be `/var/etc`, not the
    // kernel's `/etc` (deny rules still see the lexical reading).
    if (nt.ok && o.ctx.platform !== 'win32' && hasDotDot(target)) {
        o.addIncomplete({ code: 'incomplete-analysis', message: `the symlink target ${JSON.stringify(target)} of ${JSON.stringify(text)} has a "..", which realpath(3) never gives: where it leads is unknown, so it cannot be allowed`, part: p });
    }
    if (nt.ok)
        return nt.path;
    o.addIncomplete({ code: 'incomplete-analysis', message: `the symlink target ${JSON.stringify(target)} of ${JSON.stringify(text)} cannot be checked: ${nt.reason}`, part: p });
    return 'failed';
}
/** Parent directories asked about at most for a path the hook cannot resolve. */
const MAX_PARENTS = 32;
/**
 * Where a whole path leads through the hook (realpath(3)), as linkTarget; when the hook cannot
 * resolve it (undefined: it may not exist yet, as a file an Edit creates), the nearest parent it
 * resolves, with the rest appended: with `ws/d -> /etc`, `ws/d/newfile` is `/etc/newfile`. Only
 * paths the hook answers undefined for cost more calls (a parent it answers with itself ends the
 * walk: no link on the way).
 */
export function pathTarget(o, resolveLink, linkText, text, p) {
    const target = callHook(o, resolveLink, linkText, text, p);
    if (target === 'failed')
        return 'failed';
    if (target !== undefined)
        return target === linkText ? undefined : normalizedTarget(o, target, text, p);
    let dir = linkText;
    let rest = '';
    for (let k = 0; k < MAX_PARENTS; k++) {
        const cut = dir.lastIndexOf('/');
        if (cut < 0 || dir.length <= 1)
            return undefined;
        rest = rest === '' ? dir.slice(cut + 1) : `${dir.slice(cut + 1)}/${rest}`;
        dir = cut === 0 ? '/' : dir.slice(0, cut);
        // (Above a UNC share, or at a drive, there is no parent to ask about.)
        if (dir.startsWith('//') && dir.indexOf('/', 2) < 0)
            return undefined;
        const up = callHook(o, resolveLink, dir, text, p);
        if (up === 'failed')
            return 'failed';
        if (up === dir)
            return undefined;
        if (up !== undefined)
            return normalizedTarget(o, `${withoutTrailing(up, '\\/')}/${rest}`, text, p);
        if (dir === '/')
            return undefined;
    }
    o.addIncomplete({ code: 'incomplete-analysis', message: `the symlink resolver resolves none of the ${MAX_PARENTS} directories above ${shown(linkText)}, so where ${shown(text)} leads is unknown: it cannot be allowed`, part: p });
    return 'failed';
}
export function targetOf(t) {
    return t === 'failed' ? undefined : t;
}
/**
 * The path the kernel opens for a text with `..` after a link (src/paths/physical-path.ts), when
 * it differs from the lexical one; a path that cannot be told is reported (incomplete) and gives
 * undefined. Each path before a `..` is resolved through the links every system has
 * (fixedLinkTarget) and, with a resolver, through it first (never about a process's links: it
 * answers in the engine's own process).
 */
export function physicalOf(o, resolveLink, text, p) {
    if (!hasDotDot(text))
        return undefined;
    const r = physicalPath(text, o.ctx, (path) => {
        if (resolveLink !== undefined && !isProcessLink(path.text)) {
            const t = linkTarget(o, resolveLink, path.text, text, p);
            if (t !== undefined)
                return t;
        }
        const fixed = fixedLinkTarget(path, o.ctx);
        if (fixed !== 'unknown')
            return fixed;
        o.addIncomplete({
            code: 'incomplete-analysis',
            message: `the path ${shown(text)} has a ".." after ${shown(path.text)}, a link of some process (or macOS's /.vol) that may lead anywhere: it can never be allowed`,
            part: p,
        });
        return 'failed';
    });
    if (r === undefined || r === 'failed')
        return undefined;
    if ('unknown' in r) {
        o.addIncomplete({
            code: 'incomplete-analysis',
            message: `where the path ${shown(text)} leads through the symbolic links before its ".." cannot be told (${r.unknown}): it can never be allowed`,
            part: p,
        });
        return undefined;
    }
    // (The lexical path is normalized only when a link moved the path: most paths stop above.)
    const lexical = normalizePath(text, o.ctx);
    return lexical.ok && lexical.path.text === r.text ? undefined : r;
}
//# sourceMappingURL=link-hook.js.map