// Tools that rewrite their file operands in place: read as unknown commands they were only
// possible paths, so `sd a b /etc/*`, `sd a b "$F"` and `cd /etc && sd a b x` were allowed beside
// `Edit(//etc/**)`. Each operand or `-f` file is an Edit part (a Read one where it only prints):
// - sd FIND REPLACE FILE… (`-p`/`--preview` prints instead);
// - rpl OLD NEW FILE… (`-R` below directories; `-s`/`--dry-run` changes nothing; a FILE with a
//   glob, `~` or `$` it expands itself names files not known);
// - json -f FILE… (trentm's json) reads, and with `-I`/`--in-place` writes, its `-f` files;
//   `-e`/`-c` run JavaScript in a node vm, from which code reaches `process` (a problem);
// - dasel -f FILE reads FILE; `put`/`delete` write it back, or to `-o`/`--out`.
// Options not listed are read as flags: a value read as an operand only adds files. A word from
// an expansion among the leading text operands may be several words or none, so every operand
// from it on may be a file.
/** Reads options (`valued`: those that take the next word, or `=VALUE`) and the words after `text` operands. */
function operands(words, dynamic, text, valued) {
    const leading = [];
    const files = [];
    const flags = new Set();
    let dynamicOption = false;
    let seen = 0;
    let ended = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        const dyn = dynamic[i] ?? false;
        if (dyn) {
            if (!ended)
                dynamicOption = true;
            // (It may be any number of words: the text operands may end before it.)
            seen = text;
            files.push({ word: w, dynamic: true });
            continue;
        }
        if (!ended && w === '--') {
            ended = true;
            continue;
        }
        if (!ended && w.length > 1 && w[0] === '-') {
            if (w[1] === '-') {
                const eq = w.indexOf('=');
                const name = eq < 0 ? w : w.slice(0, eq);
                flags.add(name);
                if (eq < 0 && valued.has(name))
                    i++;
                continue;
            }
            for (let k = 1; k < w.length; k++) {
                const o = `-${w[k]}`;
                flags.add(o);
                if (valued.has(o)) {
                    if (k === w.length - 1)
                        i++;
                    break;
                }
            }
            continue;
        }
        if (seen < text) {
            seen++;
            leading.push({ word: w, dynamic: false });
        }
        else
            files.push({ word: w, dynamic: false });
    }
    return { text: leading, files, flags, dynamicOption };
}
const SD_VALUED = new Set(['-n', '--max-replacements', '-f', '--flags']);
/** sd FIND REPLACE FILE…: each FILE edited, or read with `-p`/`--preview`. */
export function sdTouches(words, dynamic, t) {
    const o = operands(words, dynamic, 2, SD_VALUED);
    const previews = !o.dynamicOption && (o.flags.has('-p') || o.flags.has('--preview'));
    for (const f of o.files)
        t.add(previews ? 'read' : 'edit', f.word, f.dynamic, 'none', false);
}
const RPL_VALUED = new Set(['-x', '--glob', '--encoding']);
/** rpl expands globs (`**` too), `~` and `$VAR` in its FILE operands itself: such a word names files not known. */
function rplExpands(word) {
    return /[*?[~$]/.test(word);
}
/**
 * rpl OLD NEW FILE… (Debian's, argparse: long options by any unique prefix): each FILE edited
 * (below it with `-R`), read with `-s`/`--dry-run`; `--files` reads OLD and NEW from files.
 */
export function rplTouches(words, dynamic, t) {
    const o = operands(words, dynamic, 2, RPL_VALUED);
    const long = (full) => [...o.flags].some((f) => f.length >= 3 && full.startsWith(f));
    const simulates = !o.dynamicOption && (o.flags.has('-s') || o.flags.has('--dry-run'));
    const below = o.dynamicOption || o.flags.has('-R') || long('--recursive') ? 'tree' : 'none';
    for (const f of o.files)
        t.add(simulates ? 'read' : 'edit', f.word, f.dynamic || rplExpands(f.word), below, false);
    if (o.dynamicOption || long('--files'))
        for (const w of o.text)
            t.add('read', w.word, w.dynamic || rplExpands(w.word), 'none', false);
}
/**
 * json (trentm's): `-f FILE` read, and written with `-I`/`--in-place`; `-e CODE` and `-c CODE`
 * run JavaScript in a node vm, whose code reaches `process` (`this.constructor.constructor`): a problem.
 */
export function jsonTouches(words, dynamic, t) {
    const files = [];
    let inPlace = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            // (An option from an expansion may be -I, -e CODE or -f FILE.)
            inPlace = true;
            t.problem('an expansion may be an option of json that runs JavaScript code (-e, -c) or names a file (-f)');
            continue;
        }
        if (w === '--')
            break;
        if (w === '--in-place')
            inPlace = true;
        else if (w === '--file' && i + 1 < words.length)
            files.push({ word: words[++i], dynamic: dynamic[i] ?? false });
        else if (w.startsWith('--file='))
            files.push({ word: w.slice(7), dynamic: false });
        else if (w.length > 1 && w[0] === '-' && w[1] !== '-') {
            for (let k = 1; k < w.length; k++) {
                const letter = w[k];
                if (letter === 'I')
                    inPlace = true;
                if (!'fecdDo'.includes(letter))
                    continue;
                const value = k < w.length - 1 ? { word: w.slice(k + 1), dynamic: false } : i + 1 < words.length ? { word: words[++i], dynamic: dynamic[i] ?? false } : undefined;
                if (letter === 'f' && value !== undefined)
                    files.push(value);
                if (letter === 'e' || letter === 'c')
                    t.problem(`json -${letter} runs JavaScript code, which may reach the process and run commands`);
                break;
            }
        }
    }
    for (const f of files)
        t.add(inPlace ? 'edit' : 'read', f.word, f.dynamic, 'none', false);
}
/** The values of option `short` or `long` (`-f F`, `-fF`, `-f=F`, `--file F`, `--file=F`; pflag drops the `=` after a short option). */
function optionValues(words, dynamic, short, long) {
    const out = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (w === '--')
            break;
        if ((w === short || w === long) && i + 1 < words.length)
            out.push({ word: words[i + 1], dynamic: dynamic[i + 1] ?? false });
        else if (w.startsWith(`${long}=`))
            out.push({ word: w.slice(long.length + 1), dynamic: dynamic[i] ?? false });
        else if (w.startsWith(short) && w.length > 2 && w[1] !== '-')
            out.push({ word: w.slice(w[2] === '=' && w.length > 3 ? 3 : 2), dynamic: dynamic[i] ?? false });
    }
    return out;
}
/**
 * dasel: `-f FILE` read; `put` and `delete` write it back, or to `-o`/`--out` (written). A word
 * from an expansion may be either subcommand.
 */
export function daselTouches(words, dynamic, t) {
    const writes = words.some((w, i) => i > 0 && (dynamic[i] || w === 'put' || w === 'delete'));
    const out = optionValues(words, dynamic, '-o', '--out');
    for (const f of optionValues(words, dynamic, '-f', '--file'))
        t.add(writes && out.length === 0 ? 'edit' : 'read', f.word, f.dynamic, 'none', false);
    for (const f of out)
        t.add('edit', f.word, f.dynamic, 'none', false);
}
//# sourceMappingURL=in-place-editors.js.map