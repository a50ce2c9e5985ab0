// An unknown program's plain words (`passwd`, `shadow`: no `/`, no extension) are not read as
// paths where the line starts (possible-paths.ts), for precision: there they name the project's
// own files. Once the line may be elsewhere (`cd /etc && mytool passwd`, `pushd /etc; mytool
// passwd`, `cd "$D"`, `cd -`, a function or trap run after a cd), the same words may name files
// there (reference E.1): each is a possible path, resolved in every directory the line may be in
// (deny and ask rules only: it asks, never denies). `cd /tmp && mytool build` stays allowed.
import { START } from './directory-change.js';
import { FileTouches } from './file-touches.js';
import { globShape } from './possible-paths.js';
import { mayRunWords } from './unknown-programs.js';
import { SAFETY_NET_NAMES } from './own-readers.js';
/**
 * Whether the line may run a command outside the directory it started in: after a cd, or in code
 * run later (a function body, a trap). Not under another root (a container, another host): its
 * paths are unknown there already.
 */
export function mayBeElsewhere(flow) {
    const cwd = flow.cwd;
    if (cwd === START)
        return flow.deferring;
    return !cwd.rooted && (cwd.unknown || cwd.searched.length > 0 || cwd.dirs.some((d) => d !== '') || flow.deferring);
}
/**
 * The plain words of a program's words (from 1 on) as possible paths, and the plain value of a
 * `--opt=VALUE`: the words possible-paths.ts leaves (those with a `/`, a leading `.` or `~`, or an
 * extension it reads itself).
 */
export function plainWordPaths(words, dynamic, source, limit) {
    let names;
    let globs;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            // (A glob of that directory's names, `*`, `pass*`: checked by its shape there.)
            if (isPlainGlob(w))
                (globs ??= []).push(w);
            continue;
        }
        const eq = w.charCodeAt(0) === 45 /* - */ ? w.indexOf('=') : -1;
        const plain = eq < 0 ? w : w.slice(eq + 1);
        if ((w.charCodeAt(0) !== 45 || eq > 0) && isPlainName(plain))
            (names ??= []).push(plain);
    }
    if (names === undefined && globs === undefined)
        return NONE;
    const t = new FileTouches(source, limit);
    for (const g of globs ?? [])
        t.guessedGlob(g, globShape(g));
    if (names === undefined)
        return t;
    // (More than the part budget has left: one unknown path, which asks where Read or Edit rules exist, as possible-paths.ts does.)
    if (names.length > limit)
        t.possible(names[0], true);
    else
        for (const n of names)
            t.possible(n, false);
    return t;
}
const NONE = Object.freeze({ paths: Object.freeze([]), truncated: false });
/** A glob or brace word without `/` or an expansion (`*`, `pass*`, `????wd`, `{passwd,x}`), which possible-paths.ts leaves to the directory's names. */
function isPlainGlob(w) {
    return /[*?[{]/.test(w) && !/[/$`(@\\]/.test(w) && w.charCodeAt(0) !== 45 /* - */;
}
/** A name without `/` (and not `.`-led, `~`-led or an option) that possible-paths.ts does not read: no extension. */
function isPlainName(w) {
    if (w === '' || w.includes('/') || w.includes('://'))
        return false;
    const c = w.charCodeAt(0);
    if (c === 46 /* . */ || c === 126 /* ~ */ || c === 45 /* - */)
        return false;
    // (A `.` after the first character and before the last: an extension, read already.)
    const dot = w.lastIndexOf('.', w.length - 2);
    return dot <= 0;
}
/** A program whose words may be run or opened unseen (unknown-programs.ts mayRunWords), or read by the safety net: its plain words, where the line may be elsewhere. */
export function movedWords(a, c, name, source) {
    if (c.dialect !== 'bash' || c.dynamic[0] || !mayBeElsewhere(a.flow))
        return;
    // (A reader with the safety net reads path-like words only, as an unknown program's: `cd /etc; terraform fmt passwd` edits /etc/passwd.)
    if (mayRunWords(name, 'bash', c.words, c.dynamic)?.split !== true && !SAFETY_NET_NAMES.has(name))
        return;
    const d = plainWordPaths(c.words, c.dynamic, source, a.budget.parts);
    for (const p of d.paths)
        a.addPath(p);
    // (Words past the part budget are not dropped: the analysis stops there, which never allows.)
    if (d.truncated) {
        a.budget.spendParts();
        a.budgetSpent(source);
    }
}
//# sourceMappingURL=moved-words.js.map