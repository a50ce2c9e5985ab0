// Files a tool writes beside the ones it is given (reference E.11): backups (`f~`, `f.~1~`,
// `f.bak`, `f.orig`), rejects (`f.rej`), compressed and decompressed copies (`f.gz` from `f`, `f`
// from `f.gz`), the backup `sed -i` and `perl -i` leave. Each is an Edit part, for deny and ask
// rules (the command's own allow rule covers what it touches). Where the name is not known
// exactly (a numbered backup, a suffix from the environment), every name that starts with the
// file's is one: a glob part (`f*`).
import { escapePattern } from './words.js';
/** `path` without trailing slashes ('' for `/` or an empty word). */
function trimmed(path) {
    let end = path.length;
    while (end > 0 && path[end - 1] === '/')
        end--;
    return path.slice(0, end);
}
/** Every file whose name starts with `path`'s, in its directory: its backups, whatever their suffix. */
export function besides(t, path, dynamic, op = 'edit') {
    // (An expansion is already any path.)
    const p = trimmed(path);
    if (dynamic || p === '' || p === '-' || p === '.' || p === '..' || p.endsWith('/.') || p.endsWith('/..'))
        return;
    t.glob(op, `${p}*`, `${escapePattern(p)}*`);
}
/**
 * `shred -u f` renames `f` to zeros of its name's length, then shorter, before removing it
 * (`dir/000`, `dir/00`, `dir/0`): every name in its directory that starts with `0`.
 */
export function zeroRenames(t, path, dynamic) {
    const p = trimmed(path);
    if (dynamic || p === '' || p === '-')
        return;
    const { dir } = split(p);
    t.glob('edit', `${dir}0*`, `${escapePattern(dir)}0*`);
}
/** The last segment of a path and the directory part before it (`a/b` gives `a/` and `b`). */
function split(path) {
    const slash = path.lastIndexOf('/');
    return { dir: path.slice(0, slash + 1), base: path.slice(slash + 1) };
}
/** The `*`s of a suffix (one suffix is given for every file of the line: counted once). */
let lastSuffix = '';
let lastStars = 0;
function starCount(suffix) {
    if (suffix !== lastSuffix) {
        lastSuffix = suffix;
        lastStars = suffix.split('*').length - 1;
    }
    return lastStars;
}
/** The longest path a backup name is built for (Linux's PATH_MAX). */
const MAX_NAME = 4096;
/**
 * The backup `sed -iSUFFIX` / `perl -iSUFFIX` makes of `path`: the path with the suffix after it,
 * or, when the suffix has `*`, the suffix with each `*` the file's name. GNU sed and perl 5.36
 * put the whole path as written there (`-i'bak/*'` renames `sub/f` to `bak/sub/f`); older seds
 * the last segment, in the file's directory: both are parts.
 */
export function inPlaceBackup(t, path, dynamic, suffix) {
    if (dynamic || suffix === '' || path === '' || path === '-')
        return;
    if (!suffix.includes('*')) {
        t.edit(path + suffix);
        return;
    }
    const { dir, base } = split(path);
    // (A name longer than any path names no file, and is not built: `-i'***…'` with many files.)
    const stars = starCount(suffix);
    if (suffix.length + stars * path.length > MAX_NAME) {
        t.problem(`the backup name a suffix with ${stars} * makes is longer than a path can be`);
        return;
    }
    t.edit(suffix.replaceAll('*', path));
    if (dir !== '')
        t.edit(dir + suffix.replaceAll('*', base));
}
/** Suffixes a decompressor strips (gzip, bzip2, xz, lzma, zstd, lz4, compress), `.t*` ones giving `.tar`. */
const COMPRESSED = /(?:\.(?:gz|z|Z|bz2|bz|xz|lzma|lz|zst|lz4|tgz|taz|tbz2|tbz|txz|tlz|tzst)|[-_](?:gz|z))$/;
/**
 * A compressor's or decompressor's operand (`gzip f`, `gunzip f.gz`, `gzip -d f`, `xz -S .x f`):
 * it writes `f` + a suffix, or `f` without its suffix, or opens `f.gz` for `f`, and removes the
 * one it read. Any mode: an option may change it (`-d`, `-z`, `--format`). A reader (`zcat f`)
 * opens `f` or `f` + a suffix.
 */
export function compressedSiblings(t, path, dynamic, op) {
    if (dynamic)
        return;
    // (A reader, `zcat f`, opens `f.gz`; it writes nothing.)
    besides(t, path, false, op);
    if (op === 'read')
        return;
    const m = COMPRESSED.exec(path);
    if (m === null || m.index === 0 || path[m.index - 1] === '/')
        return;
    const stem = path.slice(0, m.index);
    t.edit(stem);
    if (m[0].startsWith('.t'))
        t.edit(`${stem}.tar`);
}
//# sourceMappingURL=sibling-files.js.map