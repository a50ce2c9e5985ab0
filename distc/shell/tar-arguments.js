// What tar reads, writes and runs (reference E.11; the archivers' overview is archive-arguments.ts):
//
// tar (GNU and bsdtar, also jar): the mode (`c`, `r`, `u` add files; `x` extracts; `t` lists;
// `d` compares; `A` and `--delete` change the archive) from an old-style first word (`tar czf
// out.tgz src`, its letters' arguments following in order), dash clusters or long options (any
// unambiguous prefix). `-C DIR` moves the operands after it. Added operands are read with all
// below them (`-h` follows links); extraction writes all below the destination, or below each
// named member; `-P` extraction may write anywhere. `--to-command`, `--checkpoint-action=exec=`,
// `-I`/`--use-compress-program`, `-F`/`--info-script`/`--new-volume-script` and `--rsh-command`
// run command lines.
import { globOption } from './long-options.js';
import { besides } from './sibling-files.js';
const TAR_MODE_LETTERS = { c: 'add', r: 'add', u: 'add', x: 'extract', t: 'list', d: 'compare', A: 'change' };
/** Short letters that take an argument (the next word; in a dash cluster, the rest of the word). */
const TAR_ARG_LETTERS = 'fCTXgKNVLbFIH';
/** GNU tar's long options (tar 1.34, `tar --usage`): a prefix means the one it begins, if unique. */
const TAR_LONG = ('absolute-names acls add-file after-date anchored append atime-preserve auto-compress backup block-number '
    + 'blocking-factor bzip2 catenate check-device check-links checkpoint checkpoint-action clamp-mtime compare compress '
    + 'concatenate confirmation create delay-directory-restore delete dereference diff directory exclude exclude-backups '
    + 'exclude-caches exclude-caches-all exclude-caches-under exclude-from exclude-ignore exclude-ignore-recursive exclude-tag '
    + 'exclude-tag-all exclude-tag-under exclude-vcs exclude-vcs-ignores extract file files-from force-local format full-time '
    + 'get group group-map gunzip gzip hard-dereference help hole-detection ignore-case ignore-command-error ignore-failed-read '
    + 'ignore-zeros incremental index-file info-script interactive keep-directory-symlink keep-newer-files keep-old-files '
    + 'label level list listed-incremental lzip lzma lzop mode mtime multi-volume new-volume-script newer newer-mtime no-acls '
    + 'no-anchored no-auto-compress no-check-device no-delay-directory-restore no-ignore-case no-ignore-command-error no-null '
    + 'no-overwrite-dir no-quote-chars no-recursion no-same-owner no-same-permissions no-seek no-selinux no-unquote '
    + 'no-verbatim-files-from no-wildcards no-wildcards-match-slash no-xattrs null numeric-owner occurrence old-archive '
    + 'one-file-system one-top-level overwrite overwrite-dir owner owner-map pax-option portability posix preserve-order '
    + 'preserve-permissions quote-chars quoting-style read-full-records record-size recursion recursive-unlink remove-files '
    + 'restrict rmt-command rsh-command same-order same-owner same-permissions seek selinux show-defaults show-omitted-dirs '
    + 'show-snapshot-field-ranges show-stored-names show-transformed-names skip-old-files sort sparse sparse-version '
    + 'starting-file strip-components suffix tape-length test-label to-command to-stdout totals touch transform uncompress '
    + 'ungzip unlink-first unquote update usage use-compress-program utc verbatim-files-from verbose verify version volno-file '
    + 'warning wildcards wildcards-match-slash xattrs xattrs-exclude xattrs-include xform xz zstd options').split(' ');
/** Long options whose argument is required (the next word when not given with `=`). */
const TAR_LONG_WITH_ARGUMENT = new Set(('add-file after-date blocking-factor checkpoint-action directory exclude exclude-from '
    + 'exclude-ignore exclude-ignore-recursive exclude-tag exclude-tag-all exclude-tag-under file files-from format group group-map '
    + 'hole-detection index-file info-script label level listed-incremental mode mtime new-volume-script newer newer-mtime '
    + 'no-quote-chars owner owner-map pax-option quote-chars quoting-style record-size rmt-command rsh-command sort sparse-version '
    + 'starting-file strip-components suffix tape-length to-command transform use-compress-program volno-file warning '
    + 'xattrs-exclude xattrs-include xform options').split(' '));
const TAR_MODE_LONG = {
    create: 'add', append: 'add', update: 'add', extract: 'extract', get: 'extract', list: 'list', diff: 'compare', compare: 'compare',
    delete: 'change', catenate: 'change', concatenate: 'change', 'test-label': 'list',
};
/** The long option a word names (`--dir=x` is `directory`), or undefined when none or several do. */
/** No short option's glob is read as that option (a cluster's letters may change with the names). */
const NO_SHORT_GLOBS = () => false;
function longOptionName(word, names) {
    const eq = word.indexOf('=');
    const name = word.slice(2, eq < 0 ? undefined : eq);
    if (name === '')
        return undefined;
    if (names.includes(name))
        return name;
    let found;
    for (const n of names) {
        if (!n.startsWith(name))
            continue;
        if (found !== undefined)
            return undefined;
        found = n;
    }
    return found;
}
/** `dir` + `word`, as tar's `-C DIR` places an operand (an absolute operand stays as it is). */
export function under(dir, word) {
    if (dir === undefined || word.startsWith('/') || word.startsWith('~'))
        return word;
    return `${dir.replace(/(?<!\/)\/+$/, '')}/${word}`;
}
export function tarTouches(words, dynamic, t) {
    let mode;
    let modeUnknown = false;
    const archives = [];
    const operands = [];
    const dirs = [];
    let dir;
    let dirDynamic = false;
    let follows = false;
    let absolute = false;
    let toStdout = false;
    let removes = false;
    /** `--backup`, `--suffix`: what it overwrites (the archive, an extracted file) is kept beside it. */
    let backups = false;
    /** `--transform`, `--strip-components`, `--one-top-level`: members land under other names. */
    let renames = false;
    let namesFromFile = false;
    /** GNU tar: member names given before any `-C` (or a list of them) are extracted where tar runs. */
    let namesInWorkingDirectory = false;
    let expansionNoted = false;
    let i = 1;
    // An option's argument: what it means for the paths.
    const take = (option, value, dyn) => {
        switch (option) {
            case 'f':
            case 'file':
                archives.push({ word: value, dynamic: dyn });
                break;
            case 'C':
            case 'directory':
                dir = dyn ? undefined : under(dir, value);
                dirDynamic ||= dyn;
                dirs.push({ word: dir ?? value, dynamic: dirDynamic });
                break;
            case 'T':
            case 'files-from':
                namesFromFile = true;
                if (dir === undefined && !dirDynamic)
                    namesInWorkingDirectory = true;
                t.read(value, dyn);
                break;
            case 'X':
            case 'exclude-from':
                t.read(value, dyn);
                break;
            case 'g':
            case 'listed-incremental':
                t.read(value, dyn);
                t.edit(value, dyn);
                break;
            case 'index-file':
            case 'volno-file':
                t.edit(value, dyn);
                break;
            case 'add-file':
                operands.push({ word: value, dynamic: dyn, dir, dirDynamic });
                break;
            // (bsdtar's -I is -T; GNU tar's runs a compressor: both are followed.)
            case 'I':
                t.read(value, dyn);
                t.run(value, dyn);
                namesFromFile = true;
                break;
            case 'use-compress-program':
            case 'F':
            case 'info-script':
            case 'new-volume-script':
            case 'rsh-command':
            case 'to-command':
                t.run(value, dyn);
                break;
            case 'checkpoint-action': {
                if (dyn)
                    t.run(value, true);
                else if (/^exec=/.test(value))
                    t.run(value.slice(5), false);
                break;
            }
        }
    };
    const nextValue = () => {
        if (i + 1 >= words.length)
            return undefined;
        i++;
        return { value: words[i] ?? '', dyn: dynamic[i] ?? false };
    };
    const letter = (c) => {
        const m = TAR_MODE_LETTERS[c];
        if (m !== undefined)
            mode = m;
        if (c === 'h')
            follows = true;
        if (c === 'P')
            absolute = true;
        if (c === 'O')
            toStdout = true;
    };
    // An old-style first word (`tar czf out.tgz src`): letters, their arguments following in order.
    if (words.length > 1 && !dynamic[1] && !(words[1] ?? '').startsWith('-')) {
        const cluster = words[1] ?? '';
        i = 1;
        for (const c of cluster) {
            letter(c);
            if (TAR_ARG_LETTERS.includes(c)) {
                const v = nextValue();
                if (v !== undefined)
                    take(c, v.value, v.dyn);
            }
        }
    }
    else
        i = 0;
    let ended = false;
    for (i++; i < words.length; i++) {
        const w = words[i] ?? '';
        // (A glob in a long option's value, `--exclude=*.log`, expands only to words naming that option.)
        const globbed = dynamic[i] === true && !ended && globOption(w, NO_SHORT_GLOBS);
        if (dynamic[i] && !ended && !globbed) {
            // An expansion may be an option (the mode, or one that runs a command line) or an operand.
            if (mode === undefined)
                modeUnknown = true;
            if (!expansionNoted)
                t.problem('an expansion may be an option of tar that runs a command line (--to-command, --checkpoint-action, -I)');
            expansionNoted = true;
            operands.push({ word: w, dynamic: true, dir, dirDynamic });
            continue;
        }
        if (ended || w.length < 2 || w[0] !== '-') {
            operands.push({ word: w, dynamic: dynamic[i] ?? false, dir, dirDynamic });
            continue;
        }
        if (w === '--') {
            ended = true;
            continue;
        }
        if (w.startsWith('--')) {
            const name = longOptionName(w, TAR_LONG);
            if (name === undefined)
                continue;
            const m = TAR_MODE_LONG[name];
            if (m !== undefined)
                mode = m;
            if (name === 'dereference')
                follows = true;
            if (name === 'absolute-names')
                absolute = true;
            if (name === 'to-stdout')
                toStdout = true;
            if (name === 'remove-files')
                removes = true;
            if (name === 'backup' || name === 'suffix')
                backups = true;
            if (name === 'transform' || name === 'xform' || name === 'strip-components' || name === 'one-top-level')
                renames = true;
            const eq = w.indexOf('=');
            if (eq > 0)
                take(name, w.slice(eq + 1), globbed);
            else if (TAR_LONG_WITH_ARGUMENT.has(name)) {
                const v = nextValue();
                if (v !== undefined)
                    take(name, v.value, v.dyn);
            }
            continue;
        }
        // A dash cluster: its letters end at the first that takes an argument (the rest of the word,
        // or the next word).
        for (let k = 1; k < w.length; k++) {
            const c = w[k];
            letter(c);
            if (!TAR_ARG_LETTERS.includes(c))
                continue;
            if (k + 1 < w.length)
                take(c, w.slice(k + 1), false);
            else {
                const v = nextValue();
                if (v !== undefined)
                    take(c, v.value, v.dyn);
            }
            break;
        }
    }
    // (GNU tar: an archive `[user@]host:file`, a `:` before any `/`, is on that host, reached by
    // `rsh host rmt`, unless --force-local; a drive letter, `C:\x`, is none.)
    if (!words.some((w, k) => !dynamic[k] && /^--forc(?:e(?:-(?:l(?:o(?:c(?:a(?:l)?)?)?)?)?)?)?$/.test(w))) {
        for (const a of archives) {
            const colon = a.dynamic ? -1 : a.word.indexOf(':');
            if (colon > 1 && !a.word.slice(0, colon).includes('/'))
                t.url(`ssh://${a.word.slice(a.word.lastIndexOf('@', colon) + 1, colon)}/`, false);
        }
    }
    const below = follows ? 'links' : 'tree';
    const operandPath = (o) => ({ word: under(o.dir, o.word), dynamic: o.dynamic || o.dirDynamic });
    if (mode === undefined || modeUnknown) {
        // The mode is unknown (or tar refuses to run): operands may be read or written, with all below.
        for (const a of archives) {
            t.read(a.word, a.dynamic);
            t.edit(a.word, a.dynamic);
        }
        for (const o of operands) {
            const p = operandPath(o);
            t.read(p.word, p.dynamic, below);
            t.edit(p.word, p.dynamic, 'tree');
        }
        if (modeUnknown)
            t.edit('', true);
        return;
    }
    switch (mode) {
        case 'add':
            for (const a of archives) {
                t.read(a.word, a.dynamic);
                t.edit(a.word, a.dynamic);
                if (backups)
                    besides(t, a.word, a.dynamic);
            }
            for (const o of operands) {
                const p = operandPath(o);
                // (bsdtar: `@archive` adds another archive's entries.)
                if (!p.dynamic && o.word.startsWith('@'))
                    t.read(under(o.dir, o.word.slice(1)));
                t.read(p.word, p.dynamic, below);
                if (removes)
                    t.edit(p.word, p.dynamic, 'tree');
            }
            if (namesFromFile) {
                t.read('', true, below);
                // (--remove-files removes the listed files too: unknown edits.)
                if (removes)
                    t.edit('', true, 'tree');
            }
            break;
        case 'extract':
        case 'compare': {
            for (const a of archives)
                t.read(a.word, a.dynamic);
            if (mode === 'extract' && toStdout)
                break;
            const add = (word, dyn) => (mode === 'extract' ? t.edit(word, dyn, 'tree') : t.read(word, dyn, below));
            // Members land below every directory given (bsdtar: `-C` anywhere; GNU tar: the `-C` before
            // the name), or the working one (no `-C`, or GNU tar's names before the first).
            const inWorkingDirectory = dirs.length === 0 || namesInWorkingDirectory || operands.some((o) => o.dir === undefined && !o.dirDynamic);
            const targets = inWorkingDirectory ? [...dirs, { word: '.', dynamic: false }] : dirs;
            const members = operands.filter((o) => o.dynamic || !/[*?[]/.test(o.word));
            const patterns = members.length < operands.length || namesFromFile;
            for (const d of targets) {
                if (operands.length === 0 || patterns || renames)
                    add(d.word, d.dynamic);
                for (const o of members) {
                    add(under(d.word, o.word), d.dynamic || o.dynamic);
                    if (mode === 'extract' && backups)
                        besides(t, under(d.word, o.word), d.dynamic || o.dynamic);
                }
            }
            if (mode === 'extract' && absolute)
                t.edit('', true);
            break;
        }
        case 'list':
            for (const a of archives)
                t.read(a.word, a.dynamic);
            break;
        case 'change':
            for (const a of archives) {
                t.read(a.word, a.dynamic);
                t.edit(a.word, a.dynamic);
                if (backups)
                    besides(t, a.word, a.dynamic);
            }
            // (`-A` adds other archives' entries: they are read.)
            for (const o of operands) {
                const p = operandPath(o);
                t.read(p.word, p.dynamic);
            }
            break;
    }
}
//# sourceMappingURL=tar-arguments.js.map