// What ar, pax and rar read, write and run (reference E.11), in the manner of
// archive-arguments.ts: every doubt adds a path, an unknown word is an operand.
//
// - ar: `r` and `q` read the member files and change the archive; `x` writes the members below
//   `--output DIR` (or the working directory; `P`: anywhere); `p` and `x` also read unknown paths,
//   because a thin archive's members are other files; `t` only lists.
// - pax: `-w` reads its operands with all below them (`-L`/`-H`: and the links there; `-d`: only
//   them; none: names from standard input); `-r` writes the names the archive holds, absolute ones
//   included (unknown paths); `-rw` copies into its last operand (`-s`, `-i` rename: anywhere).
// - rar, unrar: `a`, `u`, `f`, `m` read the files with all below them (and the links there unless
//   `-ol`; `m` deletes them); `x`, `e` write below `-opDIR`, a last operand ending in `/`, or the
//   working directory; `l`, `t`, `p` read the archive only.
import { under } from './tar-arguments.js';
/** ar's long options whose value is the next word (or after `=`). */
const AR_VALUE_OPTIONS = new Set(['--plugin', '--target', '--output', '--record-libdeps']);
export function arTouches(words, dynamic, t) {
    let key;
    let unknownKey = false;
    let output;
    const operands = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            // An expansion may be the key, or an option.
            if (key === undefined)
                key = '';
            unknownKey = true;
            operands.push({ word: w, dynamic: true });
        }
        else if (w.startsWith('--') && w.length > 2) {
            const eq = w.indexOf('=');
            const name = eq > 0 ? w.slice(0, eq) : w;
            if (!AR_VALUE_OPTIONS.has(name))
                continue;
            const value = eq > 0 ? { word: w.slice(eq + 1), dynamic: false } : { word: words[i + 1] ?? '', dynamic: dynamic[++i] ?? false };
            if (name === '--output')
                output = value;
            if (name === '--plugin')
                t.problem('ar --plugin loads a shared library named on the command line');
        }
        else if (w.startsWith('@')) {
            // Options from a file: unknown.
            t.read(w.slice(1));
            unknownKey = true;
        }
        else if (key === undefined)
            key = w.replace(/^-/, '');
        else if (/^-[a-zA-Z]+$/.test(w) && operands.length === 0)
            key += w.slice(1);
        else
            operands.push({ word: w, dynamic: false });
    }
    const k = key ?? '';
    const op = /[dmpqrstx]/.exec(k)?.[0];
    // Relative-position (a, b, i) and count (N) modifiers take a member name or a number first.
    const skip = (/[abi]/.test(k) ? 1 : 0) + (k.includes('N') ? 1 : 0);
    const archive = operands[skip];
    const members = operands.slice(skip + 1);
    if (unknownKey || op === undefined) {
        for (const o of operands) {
            t.read(o.word, o.dynamic, 'tree');
            t.edit(o.word, o.dynamic, 'tree');
        }
        t.read('', true, 'tree');
        t.edit('', true);
        return;
    }
    if (archive !== undefined)
        t.read(archive.word, archive.dynamic);
    if (op === 't')
        return;
    if (op === 'p' || op === 'x') {
        // A thin archive's members are other files, anywhere.
        t.read('', true);
        if (op === 'p')
            return;
        const dest = output ?? { word: '.', dynamic: false };
        if (k.includes('P'))
            t.edit('', true);
        if (members.length === 0 || members.some((m) => m.dynamic))
            t.edit(dest.word, dest.dynamic, 'tree');
        for (const m of members)
            if (!m.dynamic)
                t.edit(under(dest.word, m.word), dest.dynamic);
        return;
    }
    if (archive !== undefined)
        t.edit(archive.word, archive.dynamic);
    // q and r add the member files (read); d, m and s change the archive only.
    if (op === 'q' || op === 'r')
        for (const m of members)
            t.read(m.word, m.dynamic);
}
/** pax's options whose value is the rest of the cluster or the next word. */
const PAX_VALUE_LETTERS = 'bfopsTUGxBEYZ';
export function paxTouches(words, dynamic, t) {
    let reads = false;
    let writes = false;
    let follow = false;
    let recurse = true;
    let renames = false;
    let unknown = false;
    let archive;
    const operands = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            unknown = true;
            operands.push({ word: w, dynamic: true });
        }
        else if (w === '--') {
            for (i++; i < words.length; i++)
                operands.push({ word: words[i] ?? '', dynamic: dynamic[i] ?? false });
        }
        else if (w.startsWith('-') && w.length > 1) {
            for (let c = 1; c < w.length; c++) {
                const letter = w[c];
                if (PAX_VALUE_LETTERS.includes(letter)) {
                    const value = c + 1 < w.length ? { word: w.slice(c + 1), dynamic: false } : { word: words[i + 1] ?? '', dynamic: dynamic[++i] ?? false };
                    if (letter === 'f')
                        archive = value;
                    if (letter === 's')
                        renames = true;
                    if (value.dynamic)
                        unknown = true;
                    break;
                }
                if (letter === 'r')
                    reads = true;
                else if (letter === 'w')
                    writes = true;
                else if (letter === 'L' || letter === 'H')
                    follow = true;
                else if (letter === 'd')
                    recurse = false;
                else if (letter === 'i')
                    renames = true;
            }
        }
        else
            operands.push({ word: w, dynamic: false });
    }
    const below = follow ? 'links' : recurse ? 'tree' : 'none';
    if (unknown) {
        for (const o of operands)
            t.read(o.word, o.dynamic, below);
        t.read('', true, 'tree');
        t.edit('', true);
        if (archive !== undefined)
            t.edit(archive.word, archive.dynamic);
        return;
    }
    if (!writes) {
        // List (no -r) or extract (-r): the archive is read; extracting writes the names it holds,
        // absolute ones included.
        if (archive !== undefined)
            t.read(archive.word, archive.dynamic);
        if (reads)
            t.edit('', true);
        return;
    }
    const sources = reads ? operands.slice(0, -1) : operands;
    // Without operands, the names come from standard input.
    if (sources.length === 0)
        t.read('', true, 'tree');
    for (const o of sources)
        t.read(o.word, o.dynamic, below);
    if (!reads) {
        if (archive !== undefined) {
            t.read(archive.word, archive.dynamic);
            t.edit(archive.word, archive.dynamic);
        }
        return;
    }
    // Copy mode (-rw): into the last operand, under the names read (renamed: anywhere).
    const dest = operands[operands.length - 1];
    if (dest !== undefined)
        t.edit(dest.word, dest.dynamic, 'tree');
    if (renames)
        t.edit('', true);
}
export function rarTouches(words, dynamic, t) {
    const operands = [];
    let out;
    let links = true;
    let switches = true;
    let unknown = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            // (After the command, an expansion may be a switch: -op, -ilog, -z.)
            if (switches && operands.length > 0)
                unknown = true;
            operands.push({ word: w, dynamic: true });
        }
        else if (switches && w === '--')
            switches = false;
        else if (switches && w.startsWith('-') && w.length > 1) {
            const lower = w.toLowerCase();
            if (lower.startsWith('-op'))
                out = { word: w.slice(3), dynamic: false };
            else if (lower.startsWith('-ilog'))
                t.edit(w.slice(5) || 'rar.log');
            else if (lower.startsWith('-z') || lower.startsWith('-sfx'))
                t.read(w.slice(lower.startsWith('-z') ? 2 : 4));
            else if (lower.startsWith('-x@') || lower.startsWith('-n@'))
                t.read(w.slice(3));
            else if (lower.startsWith('-w'))
                t.edit(w.slice(2), false, 'tree');
            else if (lower.startsWith('-ol'))
                links = false;
        }
        else
            operands.push({ word: w, dynamic: false });
    }
    const command = operands.shift();
    const archive = operands.shift();
    const c = command === undefined || command.dynamic || unknown ? '?' : command.word.toLowerCase();
    if (archive !== undefined)
        t.read(archive.word, archive.dynamic);
    if (['l', 'lt', 'lb', 'v', 'vt', 'vb', 't', 'p', 'i'].includes(c))
        return;
    if (c === 'x' || c === 'e' || c === '?') {
        // The destination: -op, or a last operand ending in a separator, or the working directory.
        const last = operands[operands.length - 1];
        const dest = out ?? (last !== undefined && /[/\\]$/.test(last.word) ? last : { word: '.', dynamic: false });
        t.edit(dest.word, dest.dynamic, 'tree');
        if (c !== '?')
            return;
    }
    if (archive !== undefined)
        t.edit(archive.word, archive.dynamic);
    // a, u, f, m add the files (with all below them, and the links there unless -ol); m deletes them.
    const adds = c === 'a' || c === 'u' || c === 'f' || c === 'm' || c === '?';
    for (const o of operands) {
        if (adds)
            t.read(o.word, o.dynamic, links ? 'links' : 'tree');
        if (c === 'm' || c === '?')
            t.edit(o.word, o.dynamic, 'tree');
    }
    if (c === 'cw' && operands[0] !== undefined)
        t.edit(operands[0].word, operands[0].dynamic);
}
//# sourceMappingURL=ar-pax-rar-arguments.js.map