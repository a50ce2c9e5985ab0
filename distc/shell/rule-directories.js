// A deny/ask Shell rule word that is an absolute path (`Shell(rm -rf /*)`, `Shell(rm /etc/*)`)
// also meets a command's relative word read in the directory the command runs in (`cd /; rm -rf
// *` is `rm -rf /*`), but only where the rule word's fixed part (its text before the first
// wildcard) lies at or below the directory the word starts from: the rule's `*` stands for what
// the command wrote, never for the directory (`/*` is not `rm -rf dist/*` in /w/repo). The
// directory is the one the line is in (CommandSubject.cwd), up as far as the word's `..` climb
// (`cd /w/repo; rm ../../etc/x` reads /etc/x, from /). Pure; decide/command-directories.ts
// checks commands with these.
import { readingCache } from './directory-readings.js';
import { WORD } from './word-shapes.js';
/** The rules of `compiled` (by index, `patterns` theirs) with an absolute path word. */
export function absoluteWordRules(compiled, patterns, isAbsolute = (text) => text.startsWith('/')) {
    const out = [];
    compiled.forEach((rule, k) => {
        const fixed = [];
        const exact = [];
        const literals = new Set();
        for (const word of patterns[k]?.words.slice(1) ?? []) {
            const first = word[0];
            if (first?.type !== 'literal')
                continue;
            if (!isAbsolute(first.text)) {
                if (word.length === 1 && !/[*?[]/.test(first.text))
                    literals.add(first.text);
                continue;
            }
            const cut = first.text.search(/[*?[]/);
            fixed.push(cut < 0 ? first.text : first.text.slice(0, cut));
            exact.push(cut < 0 && word.length === 1);
        }
        if (fixed.length > 0)
            out.push({ rule, fixed, exact, literals });
    });
    return out;
}
const UNKNOWN = { known: false, segments: [] };
/**
 * `text`'s segments walked from `from` (`.` stays, `..` climbs): from an absolute directory `..`
 * stays at the root; below an unknown one (`absolute` false) climbing above it gives undefined.
 */
function walked(from, text, absolute) {
    const out = [...from];
    for (const s of text.split('/')) {
        if (s === '' || s === '.')
            continue;
        if (s !== '..')
            out.push(s);
        else if (out.pop() === undefined && !absolute)
            return undefined;
    }
    return out;
}
/**
 * The directories a command in `w` may run in (directory-change.ts's texts: relative to `cwd`,
 * the context's POSIX cwd, or absolute, or below `home`). `home` undefined: `~` is unknown.
 */
export function commandDirectories(w, cwd, home) {
    const start = cwd === undefined ? undefined : walked([], cwd, true);
    if (w === undefined)
        return [start === undefined ? UNKNOWN : { known: true, segments: start }];
    if (w.unknown || w.rooted)
        return [UNKNOWN];
    const out = [];
    for (const d of w.dirs) {
        const tilde = d === '~' || d.startsWith('~/');
        const at = d.startsWith('/') ? walked([], d, true) : tilde ? (home === undefined || w.otherHome ? undefined : walked(walked([], home, true), d.slice(1), true)) : start && walked(start, d, true);
        if (at !== undefined)
            out.push({ known: true, segments: at });
        else if (!d.startsWith('/') && !tilde)
            out.push({ known: false, segments: walked([], d, false) ?? [] });
        else
            out.push(UNKNOWN);
    }
    // (Below a CDPATH entry: which one, the analysis does not say.)
    for (const s of w.searched)
        out.push({ known: false, segments: walked([], s, false) ?? [] });
    return out;
}
/** Words this long are read once per directory (readIn). */
const LONG_WORD = 256;
/** The last long words read: [dir, text, read]. */
const longReads = [];
/**
 * `text` read in `dir`, a long one remembered: each rule with a path word, in each reading, reads
 * every relative word of the command again (`zip ../../…`, 10,000 characters, was split eight
 * times per file under four such rules: 0.6 ms). The read is a function of the two.
 */
function readIn(dir, text) {
    if (text.length < LONG_WORD)
        return readWordIn(dir, text);
    for (const [d, t, read] of longReads)
        if (d === dir && t === text)
            return read;
    const read = readWordIn(dir, text);
    if (longReads.length >= 4)
        longReads.pop();
    longReads.unshift([dir, text, read]);
    return read;
}
function readWordIn(dir, text) {
    const out = [...dir.segments];
    let low = out.length;
    let dots = false;
    for (const s of text.split('/')) {
        if (s === '' || s === '.')
            continue;
        dots ||= mayBeDots(s);
        if (s !== '..')
            out.push(s);
        else {
            out.pop();
            low = Math.min(low, out.length);
        }
    }
    // (Below an unknown directory: any absolute path ending so, `/…dist/x`; wider, never narrower.)
    const path = dir.known ? `/${out.join('/')}` : `/${WORD}${out.join('/')}`;
    return { path, low, below: out.length > low && !dots };
}
/**
 * Whether a glob's segment may match `.` or `..` (`.*`, `.?`: bash before 5.2's globskipdots
 * expands them so, `chmod -R 777 .*` reaching the parent): a `.`, then only wildcards and at
 * most one more `.`.
 */
function mayBeDots(s) {
    if (s.charCodeAt(0) !== 46 || s.length < 2)
        return false;
    let dots = 0;
    let wild = false;
    for (let k = 1; k < s.length; k++) {
        const c = s.charCodeAt(k);
        if (c === 46)
            dots++;
        else if (c >= 3 && c <= 7)
            wild = true;
        else
            return false;
    }
    return wild && dots <= 1;
}
/** An absolute word's path with `.`, `..` and `//` folded (`/usr/../etc/` is `/etc`). */
export function absolutePath(text) {
    return readIn({ known: true, segments: [] }, text).path;
}
/** The shape of every path below `path` (recursive-words.ts): `path/…`. */
export function treePattern(path) {
    return path.endsWith('/') ? `${path}${WORD}` : `${path}/${WORD}`;
}
/** Whether a rule word's fixed part lies at or below the directory a word starts from (`base`, `/a/b`; '' for the root: any). */
function fixedBelow(fixed, dir, base) {
    if (base === '')
        return true;
    for (const f of fixed) {
        if (dir.known ? f === base || f.startsWith(`${base}/`) : `${f}/`.includes(`${base}/`))
            return true;
    }
    return false;
}
/** A word the reading applies to: after the name, not absolute, home or an option, and not any words at all. */
export function hasRelativeWord(c) {
    for (let i = 1; i < c.words.length; i++)
        if (relativeText(c, i) !== undefined)
            return true;
    return false;
}
function relativeText(c, i) {
    const text = c.dynamic[i] ? c.shapes?.[i]?.pattern : c.words[i];
    if (text === undefined || text === '')
        return undefined;
    const first = text.charCodeAt(0);
    // (`/`, `~`, `-`; a shape starting with WORD may be absolute already, and its rule meets it so.)
    return first === 47 || first === 126 || first === 45 || first === 3 ? undefined : text;
}
/** Each word of the command read in `dir` (undefined: none the reading applies to), the same for every rule. */
function directoryWords(c, dir) {
    const out = [undefined];
    let lower;
    for (let i = 1; i < c.words.length; i++) {
        const text = relativeText(c, i);
        if (text === undefined) {
            out.push(undefined);
            continue;
        }
        // (A glob's shape holds its letters in lower case: nocaseglob.)
        const glob = c.dynamic[i] && c.shapes[i].kind === 'glob';
        const read = readIn(glob ? (lower ??= { known: dir.known, segments: dir.segments.map((s) => s.toLowerCase()) }) : dir, text);
        out.push({ read, base: read.below && read.low > 0 ? `/${dir.segments.slice(0, read.low).join('/')}` : '' });
    }
    return out;
}
/** The words a reading for `rule` in `dir` changes (`keepLiterals`: the rule's plain words stay as written). */
function pickedWords(c, rule, dir, words, keepLiterals) {
    const picked = [];
    for (let i = 1; i < c.words.length; i++) {
        const word = words[i];
        if (word === undefined || (keepLiterals && !c.dynamic[i] && rule.literals.has(c.words[i])))
            continue;
        // (A word naming the directory or an ancestor, `.`, `..`, writes nothing the rule's `*` could
        // stand for: it is that absolute path, `cd /etc/ssh && rm -rf .` is `rm -rf /etc/ssh`.)
        if (word.read.below && !fixedBelow(rule.fixed, dir, word.base))
            continue;
        picked.push(i);
    }
    return picked;
}
/**
 * The subject with the picked words (pickedWords; `-i`: word i as its tree, asTrees) read in
 * `dir`, as paths; below an unknown directory as shapes (a match there is possible, not certain).
 */
function readPicked(c, dir, words, picked) {
    const out = [...c.words];
    const dynamic = [...c.dynamic];
    let shapes;
    for (const k of picked) {
        const i = Math.abs(k);
        const path = words[i].read.path;
        const shape = c.dynamic[i] ? c.shapes[i] : undefined;
        if (shape === undefined && dir.known) {
            out[i] = path;
            if (k > 0)
                continue;
        }
        dynamic[i] = true;
        (shapes ??= c.shapes === undefined ? new Array(c.words.length).fill(undefined) : [...c.shapes])[i] = { kind: shape?.kind ?? 'one', pattern: k < 0 ? treePattern(path) : path };
    }
    return { ...c, words: out, dynamic, shapes: shapes ?? c.shapes, scope: 'restrict', homeTildes: undefined };
}
/**
 * The picked words with those of `trees` as their trees (`-i`) where a rule word may lie below
 * (`folded`: the rule's words in lower case, path-spelling.ts); undefined when none.
 */
function treesPicked(picked, rule, words, trees, folded) {
    let any = false;
    const out = picked.map((i) => {
        if (!trees.has(i))
            return i;
        const fixed = treeFixed(words[i].read.path);
        if (!treeMayMeet(rule, folded ? fixed.toLowerCase() : fixed))
            return i;
        any = true;
        return -i;
    });
    return any ? out : undefined;
}
/**
 * The readings of the command in `dir` a rule meets: every relative word as a path, and (when the
 * rule has plain words such a word equals: `terraform destroy /w/*` and `cd /w; terraform destroy
 * repo/p`) with those words kept as written; a recursive command's also with its words of `trees`
 * as everything below them (`cd /; rm -rf etc` is `rm -rf /etc/…`: recursive-words.ts). Each word
 * is read once per directory and each reading made once (directory-readings.ts), for every rule;
 * `spell`: a reading as the rules spell paths.
 */
export function directoryReadings(c, trees, folded = false, spell) {
    const byDir = new Map();
    const wordsIn = (dir) => {
        let words = byDir.get(dir);
        if (words === undefined)
            byDir.set(dir, (words = directoryWords(c, dir)));
        return words;
    };
    const cache = readingCache((dir, picked) => readPicked(c, dir, wordsIn(dir), picked), spell);
    return (rule, dir) => {
        const words = wordsIn(dir);
        const all = pickedWords(c, rule, dir, words, false);
        if (all.length === 0)
            return [];
        const kept = rule.literals.size === 0 ? all : pickedWords(c, rule, dir, words, true);
        // (Kept picks a subset of all's words: as many is the same reading.)
        const picks = kept.length === 0 || kept.length === all.length ? [all] : [all, kept];
        if (trees !== undefined) {
            for (let k = picks.length - 1; k >= 0; k--) {
                const tree = treesPicked(picks[k], rule, words, trees, folded);
                if (tree !== undefined)
                    picks.push(tree);
            }
        }
        return picks.map((p) => cache(dir, p));
    };
}
/** Whether some path below a tree (its fixed part `t`) may be one a rule word names: `/` and `/etc/`, `/etc/ssl/` and `/etc/*`. */
export function treeMayMeet(rule, t) {
    for (let k = 0; k < rule.fixed.length; k++) {
        const f = rule.fixed[k];
        if (f.startsWith(t) || (!rule.exact[k] && t.startsWith(f)))
            return true;
    }
    return false;
}
/** The fixed part of `path`'s tree (treePattern): its text before the first wildcard or marker. */
export function treeFixed(path) {
    for (let k = 0; k < path.length; k++) {
        const c = path.charCodeAt(k);
        if (c >= 3 && c <= 7)
            return path.slice(0, k);
    }
    return path.endsWith('/') ? path : `${path}/`;
}
//# sourceMappingURL=rule-directories.js.map