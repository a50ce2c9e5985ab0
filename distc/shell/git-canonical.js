// What `git push` does that its words do not spell, for deny and ask rules (the canonical reading,
// command-canonical.ts): a `+` refspec, `--mirror` and `--force-with-lease=REF` force (read as
// `-f`, as `--force` is); a refspec `SRC:DST` updates DST, `:DST` deletes it (also read as
// `--delete`/`-d`) and `refs/heads/X` or `heads/X` is branch X, so `Shell(git push * main)` also
// fires on `git push origin HEAD:main`, `+main`, `:main`, `refs/heads/main` and `heads/main` (an
// alternative reading, with each refspec replaced by the branch it updates; `HEAD`, `@{0}` and
// a bare `:` by any branch).
//
// An allow rule must cover that reading too: a push whose refspecs name other branches than they
// push (`feature/x:main`) also runs, for the analysis, the line that pushes those branches by
// name (`git push origin main`), so `Shell(git push origin feature/*)` does not allow it.
import { quoted } from './tmux-arguments.js';
import { WORD } from './word-shapes.js';
const BRANCHES = 'refs/heads/';
const SHORT_BRANCHES = 'heads/';
/** A name of the current branch's commit: `HEAD`, `@`, and revisions from them (`HEAD~0`, `@{0}`, `HEAD^`). */
const CURRENT_BRANCH = /^(?:HEAD|@)(?:$|[~^@{])/;
function destinationOf(w) {
    let ref = w;
    const forces = ref.startsWith('+');
    if (forces)
        ref = ref.slice(1);
    // (A bare `:` pushes the branches both sides have, as push.default=matching.)
    if (ref === ':')
        return { ref: w, forces, deletes: false, anyBranch: true };
    // (A ref name holds no `:`; the source may: `HEAD~1:main`.)
    const colon = ref.lastIndexOf(':');
    if (colon >= 0 && colon < ref.length - 1)
        ref = ref.slice(colon + 1);
    // (git looks a short name up as refs/%s, refs/heads/%s…: `heads/main` is refs/heads/main.)
    if (ref.startsWith(BRANCHES))
        ref = ref.slice(BRANCHES.length);
    else if (ref.startsWith(SHORT_BRANCHES))
        ref = ref.slice(SHORT_BRANCHES.length);
    return { ref, forces, deletes: colon === 0, anyBranch: ref.charCodeAt(0) <= 72 /* H, @ */ && CURRENT_BRANCH.test(ref) };
}
/**
 * git push's canonical form with what it forces and deletes, and its refspecs by destination;
 * `git send-pack` (push's plumbing) is also read as that push (`also`).
 */
export function gitPushReadings(c) {
    if (c.firstUnknown === 0)
        return c;
    const sub = c.positionals[0];
    if (sub === 'send-pack')
        return { ...c, also: pushReadings({ ...c, positionals: ['push', ...c.positionals.slice(1)] }, true) };
    return sub === 'push' ? pushReadings(c, false) : c;
}
/**
 * The push's readings. Every branch is pushed by `--all`/`--branches` and `--mirror` (which
 * also deletes what is gone here), and by send-pack without refs (the branches both sides have),
 * with `--all` or `--stdin`: that reading has a word standing for any branch names (and for the
 * default remote when none is named), as a `*` refspec destination has (`refs/heads/*`, `*`).
 * `--prune` deletes below those. (Found in review: `git push --all` and `git send-pack --force
 * URL main` were allowed beside `Shell(git push origin main)`, `Shell(git push --force *)`.)
 */
function pushReadings(c, sendPack) {
    const words = c.optionWords;
    let forces = words.some(mirrors);
    const known = Math.min(c.positionals.length, c.firstUnknown);
    const everyBranch = words.some((w) => mirrors(w) || pushesAll(w)) || (sendPack && (words.includes('--stdin') || known <= 2))
        || (!sendPack && known <= 2 && c.options.some(setsPushDefault));
    let globbed = false;
    // (`-d` is push's short --delete; send-pack has no -d.)
    let deletes = words.some(mirrors) || (!sendPack && (c.options.includes('-d') || words.some(deletesBranches)));
    let destinations;
    let shapes;
    let firstShaped = c.firstShaped;
    const shaped = (j, pattern) => {
        shapes ??= c.shapes?.slice() ?? new Array(c.positionals.length).fill(undefined);
        shapes[j] = { kind: 'glob', pattern };
        firstShaped = Math.min(firstShaped, j);
    };
    for (let j = 1; j < known; j++) {
        const w = c.positionals[j];
        // (A URL or `host:path` may be the repository: its "destination" is a harmless extra reading.)
        if (w.includes('://'))
            continue;
        const d = destinationOf(w);
        forces ||= d.forces;
        deletes ||= d.deletes;
        if (j > 1 && d.anyBranch) {
            destinations ??= c.positionals.slice();
            destinations[j] = '*';
            shaped(j, WORD);
            continue;
        }
        if (j > 1 && d.ref.includes('*')) {
            destinations ??= c.positionals.slice();
            shaped(j, branchPattern(d.ref));
            globbed = true;
        }
        if (d.ref === w)
            continue;
        destinations ??= c.positionals.slice();
        destinations[j] = d.ref;
    }
    if (everyBranch) {
        destinations ??= c.positionals.slice();
        // (No repository named: the default remote, any name.)
        if (destinations.length < 2) {
            destinations.push('');
            shaped(1, WORD);
        }
        destinations.push('*');
        shaped(destinations.length - 1, WORD);
    }
    deletes ||= (everyBranch || globbed) && words.some(prunes);
    if (!forces && !deletes && destinations === undefined)
        return c;
    const options = c.options.slice();
    if (forces)
        options.push('-f');
    if (deletes)
        options.push('--delete', '-d');
    const read = { ...c, options };
    if (destinations === undefined)
        return read;
    return { ...read, alternative: { ...read, positionals: destinations, shapes: shapes ?? c.shapes, firstShaped } };
}
/**
 * The branch names a refspec destination with a `*` may update: git matches it against whole ref
 * names, so a pattern whose start is a start of `refs/heads/` (`*`, `refs/*`) may be any branch.
 * In lower case: a glob shape compares folded (word-shapes.ts).
 */
function branchPattern(ref) {
    const star = ref.indexOf('*');
    const head = ref.slice(0, star);
    const pattern = BRANCHES.startsWith(head) ? WORD : `${head}${WORD}`;
    return (pattern + ref.slice(star + 1).replaceAll('*', WORD)).toLowerCase();
}
/** `--all`, `--branches` (git 2.46's name for it) or an abbreviation git takes (`--al`; `--a` is also --atomic). */
function pushesAll(w) {
    return (w.length >= 4 && '--all'.startsWith(w)) || (w.length >= 4 && '--branches'.startsWith(w));
}
/**
 * `-c push.default=X` (X not `nothing`): a push without refspecs pushes every matching branch, or
 * the current one (current, simple, upstream): read as any branch, as `--all` is.
 */
function setsPushDefault(option) {
    if (!option.startsWith('-c '))
        return false;
    const eq = option.indexOf('=');
    return eq > 0 && option.slice(3, eq).toLowerCase() === 'push.default' && option.slice(eq + 1) !== 'nothing';
}
/** `--delete` or an abbreviation git takes (`--de`; `--d` is also --dry-run). */
function deletesBranches(w) {
    return w.length >= 4 && '--delete'.startsWith(w);
}
/** `--prune` or an abbreviation git takes (`--pru`; `--pr` is also --progress). */
function prunes(w) {
    return w.length >= 5 && '--prune'.startsWith(w);
}
/** `--mirror` or an abbreviation git takes (`--mi`; `--m` is push's only `--m` option). */
function mirrors(w) {
    return w.length >= 3 && w.length <= 8 && '--mirror'.startsWith(w);
}
/** push's options whose value is the next word (the repository is the first other operand). */
const PUSH_VALUE_OPTIONS = new Set(['-o', '--push-option', '--repo', '--receive-pack', '--exec']);
/**
 * `git push` (words from `from` on follow the subcommand) with a refspec that names another
 * branch than it pushes: the line that pushes its destinations by name (`--force` for a `+`,
 * `--delete` for `:DST`), run for the analysis, so that allow rules must cover it too.
 */
export function pushByDestination(t, words, dynamic, from) {
    if (dynamic.includes(true))
        return;
    const out = words.slice(0, from);
    let repository = false;
    let changed = false;
    let operands = true;
    const extra = [];
    for (let k = from; k < words.length; k++) {
        const w = words[k];
        if (operands && w === '--')
            operands = false;
        else if (operands && w.length > 1 && w[0] === '-') {
            if (PUSH_VALUE_OPTIONS.has(w) && k + 1 < words.length)
                out.push(w, words[++k]);
            else
                out.push(w);
            continue;
        }
        else if (!repository)
            repository = true;
        else {
            const d = destinationOf(w);
            if (d.forces && !extra.includes('--force'))
                extra.push('--force');
            if (d.deletes && !extra.includes('--delete'))
                extra.push('--delete');
            changed ||= d.ref !== w;
            out.push(d.ref);
            continue;
        }
        out.push(w);
    }
    if (changed)
        t.run([...out.slice(0, from), ...extra, ...out.slice(from)].map(quoted).join(' '), false);
}
//# sourceMappingURL=git-canonical.js.map