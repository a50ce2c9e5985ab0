// The links a glob argument's paths may pass through (links.ts reads them for a plain path): a
// glob compared with the rules by its shape alone would miss `cat /proc/*/root/etc/passwd` or,
// on macOS, `cat /private/etc/pass*` beside `Read(//etc/**)`. A link whose target cannot be told
// makes the glob unknown; a system link's other spelling is a glob of its own, met with the rules.
import { foldedLiteral } from '../paths/glob-candidates.js';
import { segmentsMeet, ruleMeetsGlob } from '../paths/glob-overlap.js';
import { hasDotDot, physicalPath } from '../paths/physical-path.js';
import { parsePathSpecifier } from '../rules/path-pattern.js';
import { fixedLinkTarget, linkPairs, mayStartLink } from './links.js';
function segmentsOfPattern(text) {
    const parsed = parsePathSpecifier(text, 0);
    if (!parsed.ok)
        throw new Error(`glob-links: ${text} does not parse`);
    return parsed.pattern.segments;
}
/** Prefixes of links that may lead anywhere (links.ts procPath, isVolfs): a process's, macOS's volfs. */
const PROCESS_LINKS = [
    segmentsOfPattern('//proc/*/{root,cwd,fd,task,map_files,exe}'),
    segmentsOfPattern('//dev/{fd,stdin,stdout,stderr}/*'),
];
const DARWIN_UNKNOWN_LINKS = [...PROCESS_LINKS, segmentsOfPattern('//.vol')];
function globLinks(pairs, extra) {
    const literal = (path) => path.split('/').filter((s) => s !== '').map((text) => ({ type: 'segment', parts: [{ type: 'literal', text }] }));
    return [...pairs.map(([from, to]) => ({ from: literal(from), to: literal(to) })), ...extra];
}
const ANY_SEGMENT = { type: 'segment', parts: [{ type: 'star' }] };
const LINUX_GLOB_LINKS = globLinks(linkPairs('linux'), []);
// (macOS 13+'s `/.nofollow/x`, `/.resolve/FLAGS/x` are `/x`; `/Volumes/NAME/x` may be the boot volume's `/x`.)
const DARWIN_GLOB_LINKS = globLinks(linkPairs('darwin'), [
    { from: segmentsOfPattern('//.nofollow'), to: [] }, { from: [...segmentsOfPattern('//.resolve'), ANY_SEGMENT], to: [] },
    { from: [...segmentsOfPattern('//volumes'), ANY_SEGMENT], to: [] },
]);
/** The first names of the links above (case-folded): a glob starting with another directory passes through none. */
const LINUX_FIRST_NAMES = firstNames(LINUX_GLOB_LINKS, PROCESS_LINKS);
const DARWIN_FIRST_NAMES = firstNames(DARWIN_GLOB_LINKS, DARWIN_UNKNOWN_LINKS);
function firstNames(links, unknown) {
    const out = new Set();
    for (const first of [...links.map((l) => l.from[0]), ...unknown.map((u) => u[0])]) {
        const name = first.type === 'segment' ? foldedLiteral(first.parts) : null;
        if (name === null)
            throw new Error('glob-links: a link starts with a wildcard');
        out.add(name);
    }
    return out;
}
/** A glob segment's name when it is one literal, case-folded (cached: a glob's segments are cached by text). */
const names = new WeakMap();
function literalName(seg) {
    if (seg.type !== 'segment')
        return null;
    let n = names.get(seg);
    if (n === undefined)
        names.set(seg, (n = foldedLiteral(seg.parts)));
    return n;
}
/** Distinct spellings found for one glob at most (a wildcard first segment may meet several links): beyond, unknown. */
const MAX_GLOB_SPELLINGS = 16;
const NONE = Object.freeze([]);
/**
 * The other spellings of a glob's paths (segments from the filesystem root) through the links the
 * system has, each a glob to meet the rules with as well; 'unknown' when its paths may pass
 * through a link that may lead anywhere (`/proc/*\/root`, `/dev/fd/*`, `/.vol`), or through a
 * system link where a `**` may take its segments, or when the spellings are too many.
 */
export function globLinkSpellings(glob, ctx, budget) {
    // (Most globs start with a directory no link starts like: `/w/src/*.ts`.)
    const first = glob[0];
    if (ctx.platform === 'win32' || first === undefined)
        return NONE;
    const part = first.type === 'segment' && first.parts.length === 1 ? first.parts[0] : undefined;
    if (part?.type === 'literal' && !mayStartLink(part.text.charCodeAt(0), ctx))
        return NONE;
    const darwin = ctx.platform === 'darwin';
    const name = literalName(first);
    if (name !== null && !(darwin ? DARWIN_FIRST_NAMES : LINUX_FIRST_NAMES).has(name))
        return NONE;
    const links = darwin ? DARWIN_GLOB_LINKS : LINUX_GLOB_LINKS;
    const unknown = darwin ? DARWIN_UNKNOWN_LINKS : PROCESS_LINKS;
    // Each spelling found is read again (`/System/Volumes/Data/private/etc` is `/private/etc`, is
    // `/etc`); one found before (`/etc` back from `/private/etc`) is not.
    const found = [glob];
    for (let k = 0; k < found.length; k++) {
        const at = found[k];
        for (const link of unknown)
            if (ruleMeetsGlob(link, at, true, budget))
                return 'unknown';
        for (const link of links) {
            const through = passesThrough(link.from, at, budget);
            if (through === 'unknown')
                return 'unknown';
            if (!through)
                continue;
            const spelled = [...link.to, ...at.slice(link.from.length)];
            if (spelled.length === 0 || found.some((f) => sameGlob(f, spelled)))
                continue;
            if (found.length > MAX_GLOB_SPELLINGS)
                return 'unknown';
            found.push(spelled);
        }
    }
    return found.slice(1);
}
/** Whether two globs are the same: segment by segment, the same object or the same literal. */
function sameGlob(a, b) {
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++) {
        const x = a[i];
        const y = b[i];
        if (x === y)
            continue;
        const lx = x.type === 'segment' && x.parts.length === 1 ? x.parts[0] : undefined;
        const ly = y.type === 'segment' && y.parts.length === 1 ? y.parts[0] : undefined;
        if (lx?.type !== 'literal' || ly?.type !== 'literal' || lx.text !== ly.text)
            return false;
    }
    return true;
}
/**
 * Whether a glob's first segments may be a link's (`from`; a shorter glob names no path through
 * it): 'unknown' where a `**` may take them.
 */
function passesThrough(from, glob, budget) {
    for (let i = 0; i < from.length; i++) {
        const g = glob[i];
        const f = from[i];
        if (g === undefined)
            return false;
        if (g.type === 'globstar')
            return 'unknown';
        if (f.type !== 'segment')
            continue;
        // (A literal directory, the usual: compared as a name.)
        const gn = literalName(g);
        const fn = gn === null ? null : literalName(f);
        if (fn !== null ? fn !== gn : !segmentsMeet(f.parts, g.parts, true, budget))
            return false;
    }
    return true;
}
/**
 * A glob argument as the kernel walks it when a `..` follows a system link (`/var/run/../etc/pass*`
 * is `/etc/pass*`, `/bin/../local/x*` is `/usr/local/x*`, not their lexical shapes): the literal
 * prefix through its last `..` read physically (physical-path.ts, as a plain path's is), the rest
 * kept; 'unknown' where that prefix passes through a link that may lead anywhere. (Cheap first
 * test: most globs have no `..`; a `..` after a wildcard makes globPathSegments give up anyway.)
 */
export function physicalGlob(pattern, ctx) {
    if (ctx.platform === 'win32' || !hasDotDot(pattern))
        return pattern;
    const segs = pattern.split('/');
    const last = segs.lastIndexOf('..');
    if (segs.slice(0, last).some((seg) => /[*?[]/.test(seg)))
        return pattern;
    let prefix = segs.slice(0, last + 1).join('/');
    if (segs[0] === '~') {
        if (ctx.home === undefined)
            return pattern;
        prefix = ctx.home.text + prefix.slice(1);
    }
    const r = physicalPath(prefix, ctx, (path) => {
        const fixed = fixedLinkTarget(path, ctx);
        return fixed === 'unknown' ? 'failed' : fixed;
    });
    if (r === undefined)
        return pattern;
    if (r === 'failed' || 'unknown' in r)
        return 'unknown';
    const rest = segs.slice(last + 1).join('/');
    return rest === '' ? r.text : `${r.text === '/' ? '' : r.text}/${rest}`;
}
//# sourceMappingURL=glob-links.js.map