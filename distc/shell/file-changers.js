// Tools that change the files their operands name in a way of their own (reference E.11):
// `patch` writes its file and backups beside it, `split` writes pieces below its prefix's
// directory, `xxd IN OUT` writes OUT, `chattr` and `setfacl` change attributes and ACLs.
import { byLetter, grammar, letterGrammar, scan } from './long-options.js';
import { besides } from './sibling-files.js';
/**
 * patch: writes its first operand, or the files the diff names (unknown) when none is given;
 * reads the patch (second operand, `-i FILE`); `-o FILE` writes there instead.
 */
export function patchTouches(words, dynamic, t) {
    const s = scan('patch', words, dynamic, PATCH.grammar, PATCH.flags, t);
    let output = false;
    /** `-Y PREFIX`: the backup is PREFIX + the file's name, in its directory. */
    const prefixes = [];
    for (const { name, value } of s.options) {
        if (value === undefined)
            continue;
        if (name === '-Y' || name === 'basename-prefix') {
            if (value.dynamic)
                t.edit(value.word, true);
            else
                prefixes.push(value.word);
        }
        if (name === '-i' || name === 'input')
            t.read(value.word, value.dynamic);
        else if (name === '-o' || name === 'output') {
            // (Its rejects go beside it: `out.rej`.)
            t.edit(value.word, value.dynamic);
            besides(t, value.word, value.dynamic);
            output = true;
        }
        else if (name === '-d' || name === 'directory' || name === '-r' || name === 'reject-file')
            t.edit(value.word, value.dynamic, 'tree');
        else if (name === '-B' || name === 'prefix') {
            // (A prefix, `bak/` or `pre_`: the backups land below its directory.)
            const slash = value.word.lastIndexOf('/');
            t.edit(slash < 0 ? '.' : value.word.slice(0, slash) || '/', value.dynamic, 'tree');
        }
    }
    const [file, patchFile] = s.operands;
    if (patchFile !== undefined)
        t.read(patchFile.word, patchFile.dynamic);
    if (file !== undefined) {
        if (output)
            t.read(file.word, file.dynamic);
        else {
            // Beside the file it changes: `.orig` and `.rej`, a backup of any suffix (-z, -V numbered).
            t.edit(file.word, file.dynamic);
            besides(t, file.word, file.dynamic);
            // (`-Y PREFIX`: PREFIX before the file's name, in its directory; with -z, a suffix after.)
            for (const prefix of prefixes)
                if (!file.dynamic)
                    besides(t, file.word.replace(/(?<![^/])[^/]*$/, (base) => prefix + base), false);
        }
    }
    else if (!output)
        t.edit('', true);
    // (The file the patch names is read, and the output written.)
    else
        t.read('', true);
}
/** patch (getopt_long): the options that take a value. */
const PATCH = letterGrammar('BdDFgioprVYz', ['prefix', 'directory', 'ifdef', 'fuzz', 'get', 'input', 'output', 'strip', 'reject-file',
    'version-control', 'basename-prefix', 'suffix', 'quoting-style', 'reject-format']);
/** split (getopt_long): its whole grammar, so an abbreviation (`--addi .t`) takes its value. */
const SPLIT = grammar('bytes line-bytes lines number additional-suffix filter separator suffix-length', 'numeric-suffixes hex-suffixes elide-empty-files unbuffered verbose help version', { b: 'bytes', C: 'line-bytes', l: 'lines', n: 'number', a: 'suffix-length', t: 'separator' });
const SPLIT_FLAGS = byLetter({ d: 'numeric-suffixes', x: 'hex-suffixes', e: 'elide-empty-files', u: 'unbuffered' });
/** split: reads its input, writes files named PREFIX + suffix (below PREFIX's directory); `--filter` runs a line. */
export function splitTouches(words, dynamic, t) {
    const s = scan('split', words, dynamic, SPLIT, SPLIT_FLAGS, t);
    for (const { name, value } of s.options)
        if (name === 'filter' && value !== undefined)
            t.run(value.word, value.dynamic);
    const [input, prefix] = s.operands;
    if (input !== undefined)
        t.read(input.word, input.dynamic);
    const p = prefix ?? { word: 'x', dynamic: false };
    const slash = p.word.lastIndexOf('/');
    t.edit(slash < 0 ? '.' : p.word.slice(0, slash) || '/', p.dynamic, 'tree');
}
/** chattr: its file operands are written (attributes); `-R` with all below. */
export function attributeTouches(words, dynamic, t) {
    const files = [];
    let recursive = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i])
            files.push({ word: w, dynamic: true });
        else if (w === '-v' || w === '-p')
            i++;
        else if (/^-[RVf]+$/.test(w))
            recursive ||= w.includes('R');
        else if (/^[-+=][a-zA-Z]+$/.test(w))
            continue;
        else
            files.push({ word: w, dynamic: false });
    }
    for (const f of files)
        t.edit(f.word, f.dynamic, recursive ? 'tree' : 'none');
}
/** setfacl (getopt_long): the options that take a value; `-M`/`-X` and their long names a file of ACL entries. */
const SETFACL = letterGrammar('mMxX', ['modify', 'modify-file', 'remove', 'remove-file', 'set', 'set-file', 'restore']);
const SETFACL_FILES = new Set(['-M', '-X', 'modify-file', 'remove-file', 'set-file', 'restore']);
/**
 * setfacl: its file operands are written (ACLs), with all below them under `-R`; `-M FILE`,
 * `-X FILE`, `--set-file` read FILE (attached too: `-M/etc/x` was skipped); `--restore=DUMP`
 * reads DUMP and sets the ACLs of the files it names: unknown.
 */
export function setfaclTouches(words, dynamic, t) {
    const s = scan('setfacl', words, dynamic, SETFACL.grammar, SETFACL.flags, t);
    let recursive = false;
    for (const { name, value } of s.options) {
        if (name === '-R' || name.startsWith('rec'))
            recursive = true;
        if (value === undefined)
            continue;
        // (`-`: standard input.)
        const file = value.dynamic || value.word !== '-';
        if (SETFACL_FILES.has(name) && file)
            t.read(value.word, value.dynamic);
        if (name === 'restore')
            t.edit('', true);
    }
    for (const f of s.operands)
        t.edit(f.word, f.dynamic, recursive ? 'tree' : 'none');
}
/** xxd's options that take the next word (its options are whole words: `-ps` is one, not `-p -s`). */
const XXD_VALUES = new Set(['-c', '-cols', '-g', '-groupsize', '-l', '-len', '-o', '-s', '-seek', '-n', '-name']);
/** `xxd [options] [INFILE [OUTFILE]]`. */
export function xxdTouches(words, dynamic, t) {
    let operand = 0;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        // (Options end at the first operand: `xxd in -i` writes a file named `-i`.)
        if (operand === 0 && !dynamic[i] && XXD_VALUES.has(w))
            i++;
        else if (operand > 0 || dynamic[i] || w === '-' || !w.startsWith('-'))
            t.add(operand++ === 1 ? 'edit' : 'read', w, dynamic[i], 'none', false);
    }
}
/**
 * `mount SRC DIR` (a device, `--bind`/`-B`/`--rbind`/`-o bind` a directory or file, `--move`) and
 * `bindfs SRC DIR` make later paths below DIR name files below SRC (`mount --bind / r; cat
 * r/etc/passwd`): a problem. Without an operand mount lists what is mounted.
 */
export function mountTouches(words, dynamic, t) {
    for (let k = 1; k < words.length; k++) {
        const w = words[k];
        // (Options whose value is the next word: -o, -t, -L, -U, -O, -T, -N.)
        if (!dynamic[k] && /^-[a-zA-Z]*[otLUOTN]$/.test(w))
            k++;
        else if (dynamic[k] || !w.startsWith('-')) {
            t.problem(`${words[0]} attaches a file system or a directory at a path: later paths below it name other files`);
            return;
        }
    }
}
//# sourceMappingURL=file-changers.js.map