// The paths a glob argument may name (`cat src/*.ts` in /w: /w/src/<name>.ts), as segments in
// the rule grammar's form, for glob-overlap.ts to meet with the rules. The pattern comes from the
// shell analysis (words.ts globPattern: literal text escaped, relative to the working directory
// unless absolute or `~/`). Segments are read one by one and cached by text: a wildcard one by
// the rule grammar's parser (microseconds), a literal one by unescaping it.
import { parsePathSpecifier } from '../rules/path-pattern.js';
import { compileSegment } from './glob.js';
import { isUnc } from './normalize.js';
/** An unescaped `*`, `?`, `[` or `{` in a pattern segment. */
function hasWildcard(seg) {
    for (let i = 0; i < seg.length; i++) {
        const c = seg[i];
        if (c === '\\')
            i++;
        else if (c === '*' || c === '?' || c === '[' || c === '{')
            return true;
    }
    return false;
}
function literalSegment(text) {
    return { type: 'segment', parts: [{ type: 'literal', text }] };
}
/**
 * The segments, from the filesystem root, of the paths a glob argument may name (its pattern from
 * words.ts, relative to the working directory unless absolute or `~/`), or undefined when they
 * cannot be told: no such root in the context, a Windows context (a shell's glob there may match
 * 8.3 short names; not so the names a program lists itself, `listed`: its pattern is then the
 * normalized directory's), `..` after a wildcard, a wildcard that may match `.` or `..`, or a
 * pattern the rule grammar does not read. `expanded`: the pattern is a glob bash expands with its
 * default options (PathRef.shellExpanded), whose wildcard never takes a name's leading `.`; its
 * segments say so (namesHidden), all but the last with `tree` (the reader's own `/**` below it).
 */
export function globPathSegments(pattern, ctx, listed = false, expanded) {
    if (ctx.platform === 'win32' && !listed)
        return undefined;
    let root = FS_ROOT;
    let rest = pattern;
    if (pattern === '~' || pattern.startsWith('~/')) {
        root = ctx.home;
        rest = pattern.slice(1);
    }
    else if (!pattern.startsWith('/'))
        root = ctx.cwd;
    // (A UNC root: its server and share are no directories a glob walks.)
    if (root === undefined || isUnc(root))
        return undefined;
    // The root's segments are literal; `..` goes back over them, and over literal segments only.
    let kept = root.segments.length;
    const out = [];
    let literal = 0;
    for (const seg of rest.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (seg === '..') {
            if (literal < out.length)
                return undefined;
            if (out.length > 0)
                out.pop();
            else if (kept > 0)
                kept--;
            else
                return undefined;
            literal = out.length;
            continue;
        }
        out.push(seg);
        if (literal === out.length - 1 && !hasWildcard(seg))
            literal = out.length;
    }
    if (out.length === 0)
        return undefined;
    const segments = rootSegments(root).slice(0, kept);
    const shown = expanded === undefined ? 0 : expanded.tree ? out.length - 1 : out.length;
    for (let k = 0; k < out.length; k++) {
        const text = out[k];
        const seg = (listed || k < shown) && text === '**' ? VISIBLE_GLOBSTAR_SEGMENT : k < shown ? shownSegmentOf(text) : segmentOf(text);
        if (seg === null)
            return undefined;
        segments.push(seg);
    }
    return segments;
}
const FS_ROOT = Object.freeze({ text: '/', segments: Object.freeze([]), shortName: false });
const rootCache = new WeakMap();
/** A context root's segments, as literal segments (cached on the root). */
export function rootSegments(root) {
    let r = rootCache.get(root);
    if (r === undefined)
        rootCache.set(root, (r = root.segments.map(literalSegment)));
    return r;
}
/**
 * Glob segments by text, parsed (a segment repeats across commands: `*.ts`, `src`). A wildcard
 * segment is read by the rule grammar's parser (microseconds: hence the cache); a literal one is
 * its text unescaped.
 */
const segmentCache = new Map();
const MAX_CACHED_SEGMENTS = 1024;
const GLOBSTAR_SEGMENT = Object.freeze({ type: 'globstar' });
/**
 * A listed pattern's `**` (PathRef.listed): the program walks no directory whose name starts with
 * `.` (go skips `.` and `_` directories for `./...`), so `Read(.env)` or `Read(.git)` cannot match
 * through it. Told apart by identity (glob-overlap.ts).
 */
export const VISIBLE_GLOBSTAR_SEGMENT = Object.freeze({ type: 'globstar' });
/**
 * Segments whose wildcard comes first (`*`, `*.ts`, `?x`, `[.]env`) in a glob bash expands with
 * its default options: bash never lets a wildcard take a name's leading `.` (dotglob off), so
 * none of their names starts with `.`. Told apart by identity (glob-overlap.ts).
 */
const SHOWN_ONLY = new WeakSet();
const shownCache = new Map();
/** Whether no name of the glob segment starts with `.` (a bash wildcard first: SHOWN_ONLY). */
export function namesShownOnly(seg) {
    return seg === VISIBLE_GLOBSTAR_SEGMENT || SHOWN_ONLY.has(seg);
}
/** segmentOf for a segment of a glob bash expands: one whose wildcard comes first takes no name starting with `.`. */
function shownSegmentOf(text) {
    const seg = segmentOf(text);
    if (seg === null || seg.type !== 'segment')
        return seg;
    const first = seg.parts[0];
    if (first.type !== 'star' && first.type !== 'question' && first.type !== 'class')
        return seg;
    let shown = shownCache.get(text);
    if (shown === undefined) {
        shown = Object.freeze({ type: 'segment', parts: seg.parts });
        SHOWN_ONLY.add(shown);
        if (shownCache.size >= MAX_CACHED_SEGMENTS)
            shownCache.clear();
        shownCache.set(text, shown);
    }
    return shown;
}
function segmentOf(text) {
    if (text === '**')
        return GLOBSTAR_SEGMENT;
    let seg = segmentCache.get(text);
    if (seg === undefined) {
        seg = hasWildcard(text) ? parseSegment(text) : literalSegment(unescaped(text));
        if (segmentCache.size >= MAX_CACHED_SEGMENTS)
            segmentCache.clear();
        segmentCache.set(text, seg);
    }
    return seg;
}
/** A literal segment's text: escapes removed, NFC (as the rule grammar stores literals). */
function unescaped(text) {
    const plain = text.includes('\\') ? text.replace(/\\(.)/gsu, '$1') : text;
    // eslint-disable-next-line no-control-regex
    return /^[\x00-\x7f]*$/.test(plain) ? plain : plain.normalize('NFC');
}
function parseSegment(text) {
    const parsed = parsePathSpecifier(`//${text}`, 0);
    if (!parsed.ok || parsed.pattern.dirOnly || parsed.pattern.segments.length !== 1)
        return null;
    const s = parsed.pattern.segments[0];
    if (s.type !== 'segment')
        return s;
    // A wildcard segment that may name `.` or `..` could lead anywhere. The shell matches those
    // only with a pattern that starts with a literal `.` (bash, even with dotglob; POSIX).
    const first = s.parts[0];
    if (first.type === 'star' || first.type === 'question' || first.type === 'class')
        return s;
    if (first.type === 'literal' && !first.text.startsWith('.'))
        return s;
    const test = compileSegment(s.parts, true);
    return test('.') || test('..') ? null : s;
}
//# sourceMappingURL=glob-argument.js.map