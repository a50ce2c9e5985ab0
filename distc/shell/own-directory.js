// A tool's own option that sets the directory it works in (`git -C DIR`, `terraform -chdir=DIR`,
// `make -C DIR`): deny and ask Shell rules with absolute path words read its relative words
// there, as after `cd DIR` (rule-directories.ts). Found in review: `git -C /w push repo` pushed to
// /w/repo beside `Shell(git push /w/*)`, which `cd /w; git push repo` met.
import { mayBeOption } from './words.js';
/** A directory text `next` taken from `base`: an absolute or home one replaces it. */
function joinDirectory(base, next) {
    if (next === '' || next === '.')
        return base;
    return base === '' || next.startsWith('/') || next === '~' || next.startsWith('~/') ? next : `${base}/${next}`;
}
/** git's options before its subcommand that take the next word (not a directory). */
const GIT_VALUE_OPTIONS = new Set(['-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix', '--exec-path']);
/** `git [-C DIR]… SUBCOMMAND`: each -C is read from the previous one's directory. */
function gitDirectory(words, dynamic) {
    let dir = '';
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            return mayBeOption(w) ? undefined : dir;
        if (w[0] !== '-' || w === '--')
            return dir;
        if (w === '-C') {
            if (i + 1 >= words.length || dynamic[i + 1])
                return undefined;
            dir = joinDirectory(dir, words[++i]);
        }
        else if (GIT_VALUE_OPTIONS.has(w))
            i++;
    }
    return dir;
}
/** `terraform -chdir=DIR SUBCOMMAND` (tofu's too; the last one counts, before the subcommand). */
function chdirDirectory(words, dynamic) {
    let dir = '';
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            return mayBeOption(w) ? undefined : dir;
        if (w[0] !== '-')
            break;
        if (w.startsWith('-chdir='))
            dir = w.slice(7);
    }
    return dir;
}
/** make's short options whose value is the rest of a cluster (`-fFILE`): a `C` after them is no option. */
const MAKE_VALUE_LETTERS = 'fIoWjlOE';
/** `make [-C DIR]… [--directory=DIR]…` (anywhere before `--`): each read from the previous one's directory. */
function makeDirectory(words, dynamic) {
    let dir = '';
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            if (mayBeOption(w))
                return undefined;
            continue;
        }
        if (w === '--')
            break;
        if (w.length < 2 || w[0] !== '-')
            continue;
        let value;
        let found = false;
        if (w[1] === '-') {
            // (getopt_long: `--di` is the shortest prefix only --directory has.)
            const eq = w.indexOf('=');
            const name = eq < 0 ? w : w.slice(0, eq);
            if (name.length < 4 || !'--directory'.startsWith(name))
                continue;
            found = true;
            if (eq >= 0)
                value = w.slice(eq + 1);
        }
        else {
            for (let k = 1; k < w.length && !MAKE_VALUE_LETTERS.includes(w[k]); k++) {
                if (w[k] !== 'C')
                    continue;
                found = true;
                if (k + 1 < w.length)
                    value = w.slice(k + 1);
                break;
            }
            if (!found)
                continue;
        }
        if (value === undefined) {
            if (i + 1 >= words.length || dynamic[i + 1])
                return undefined;
            value = words[++i];
        }
        dir = joinDirectory(dir, value);
    }
    return dir;
}
/**
 * The directory a command's own option moves it to (relative to where it runs, absolute, or `~`
 * based; '' when none), by any of its `names`; undefined when it cannot be told.
 */
export function ownDirectory(names, words, dynamic) {
    for (const name of names) {
        if (name === 'git')
            return gitDirectory(words, dynamic);
        if (name === 'terraform' || name === 'tofu')
            return chdirDirectory(words, dynamic);
        if (name === 'make' || name === 'gmake')
            return makeDirectory(words, dynamic);
    }
    return '';
}
/** `w` (undefined: the context's cwd) moved by a command's own directory option (ownDirectory). */
export function inOwnDirectory(w, own) {
    if (own === '')
        return w;
    if (own === undefined)
        return { dirs: [], searched: [], unknown: true, rooted: w?.rooted ?? false, otherHome: w?.otherHome ?? false };
    const base = w ?? { dirs: [''], searched: [], unknown: false, rooted: false, otherHome: false };
    if (base.unknown || base.rooted)
        return base;
    if (own.startsWith('/') || own === '~' || own.startsWith('~/'))
        return { ...base, dirs: [own], searched: [] };
    return { ...base, dirs: base.dirs.map((d) => joinDirectory(d, own)), searched: base.searched.map((s) => joinDirectory(s, own)) };
}
//# sourceMappingURL=own-directory.js.map