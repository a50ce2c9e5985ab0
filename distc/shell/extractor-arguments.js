// What the less common extractors write (reference E.11: extracting writes anywhere below the
// destination; an archive's member names are not known here). Each reader finds the destination
// (an option, or the working directory), and the words it does not read are still checked as an
// unknown command's (possible-paths.ts), as they were before these tools were read.
//
// - dpkg-deb (and dpkg's dpkg-deb actions): `-x|-X|-R|--extract|--vextract|--raw-extract PKG DIR`
//   write below DIR; `-e|--control PKG [DIR]` below DIR (default `DEBIAN`); `-b|--build DIR
//   [PKG]` reads DIR's tree and writes the package; the other actions only read the package.
// - unar: below `-o|-output-directory DIR`. cabextract: below `-d|--directory DIR` (not with
//   `-l`, `-t`, `-p`). unsquashfs: below `-d|-dest DIR` (default `squashfs-root`; not with the
//   listing options).
// - lha: `x`/`e` write below `w=DIR` in the command word; `a`, `u`, `m`, `c` read what they add.
// - arj, unarj, unace: `x`/`e` write below a base directory operand (ending in `/` or `\`) or the
//   working directory (every operand after the archive counts: doubt adds a path).
// - zpaq: `x` restores the paths stored, absolute ones included (anywhere); `-to` renames them.
// - xar: `-x` writes below `-C DIR`. uudecode: writes the name in the input's `begin` line
//   (unknown) unless `-o FILE` names it.
// Other spellings: bsdunzip is read as unzip, 7zr as 7z (file-arguments.ts).
import { possiblePaths } from './possible-paths.js';
/** An unread expansion may be an option naming the destination: anywhere (asks where Edit rules exist). */
function expansionsAnywhere(words, dynamic, t) {
    for (let i = 1; i < words.length; i++)
        if (dynamic[i])
            t.edit(words[i] ?? '', true, 'tree');
}
/** The value of `OPT VALUE` or `OPT=VALUE` at `i` (for any of `names`), and the index of its last word. */
function optionValue(words, i, names) {
    const w = words[i] ?? '';
    for (const name of names) {
        if (w === name)
            return i + 1 < words.length ? { value: words[i + 1] ?? '', end: i + 1 } : undefined;
        if (name.startsWith('--') && w.startsWith(`${name}=`))
            return { value: w.slice(name.length + 1), end: i };
    }
    return undefined;
}
/** The literal words that are not options, after the command name. */
function plainOperands(words, dynamic, valued) {
    const operands = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i])
            continue;
        if (w.length > 1 && w[0] === '-') {
            if (valued.has(w))
                i++;
            continue;
        }
        operands.push(w);
    }
    return operands;
}
const DPKG_DEB_EXTRACT = new Set(['-x', '--extract', '-X', '--vextract', '-R', '--raw-extract']);
const DPKG_DEB_CONTROL = new Set(['-e', '--control']);
const DPKG_DEB_BUILD = new Set(['-b', '--build']);
/** dpkg-deb's actions that only read the package. */
const DPKG_DEB_SHOW = new Set(['-c', '--contents', '-I', '--info', '-f', '--field', '-W', '--show', '--fsys-tarfile', '--ctrl-tarfile', '--help', '--version']);
/** dpkg-deb's options whose value is the next word. */
const DPKG_DEB_VALUED = new Set(['-Z', '-z', '-S', '--showformat']);
export function dpkgDebTouches(words, dynamic, t) {
    possiblePaths(words, dynamic, 'bash', t);
    expansionsAnywhere(words, dynamic, t);
    const action = words.find((w, k) => k > 0 && !dynamic[k] && (DPKG_DEB_EXTRACT.has(w) || DPKG_DEB_CONTROL.has(w) || DPKG_DEB_BUILD.has(w) || DPKG_DEB_SHOW.has(w)));
    const [first, second] = plainOperands(words, dynamic, DPKG_DEB_VALUED);
    if (action === undefined) {
        // (No action the reader knows, `-xv` among them: every operand may be a destination.)
        for (const o of plainOperands(words, dynamic, DPKG_DEB_VALUED))
            t.edit(o, false, 'tree');
        return;
    }
    if (first !== undefined)
        t.read(first, false, DPKG_DEB_BUILD.has(action) ? 'tree' : 'none');
    if (DPKG_DEB_EXTRACT.has(action))
        t.edit(second ?? '.', false, 'tree');
    else if (DPKG_DEB_CONTROL.has(action))
        t.edit(second ?? 'DEBIAN', false, 'tree');
    else if (DPKG_DEB_BUILD.has(action))
        t.edit(second ?? `${first ?? ''}.deb`, false, 'tree');
}
/** dpkg hands these actions to dpkg-deb (`dpkg -x PKG DIR`); its other actions keep the unknown command's net. */
const DPKG_DEB_ACTIONS = new Set([...DPKG_DEB_EXTRACT, ...DPKG_DEB_CONTROL, ...DPKG_DEB_BUILD, '-c', '--contents', '-I', '--info', '-f', '--field',
    '--fsys-tarfile', '--ctrl-tarfile'].filter((a) => a !== '-R'));
export function dpkgTouches(words, dynamic, t) {
    if (words.some((w, k) => k > 0 && !dynamic[k] && DPKG_DEB_ACTIONS.has(w)))
        dpkgDebTouches(words, dynamic, t);
    else
        possiblePaths(words, dynamic, 'bash', t);
}
/**
 * An extractor whose destination is an option's value (`attached`: a short option that also takes
 * it in the same word, `-dDIR`), or `fallback`; `shows` only list or print.
 */
function destinationTouches(words, dynamic, t, dest, fallback, shows, attached) {
    possiblePaths(words, dynamic, 'bash', t);
    expansionsAnywhere(words, dynamic, t);
    const dests = [];
    let show = false;
    for (let i = 1; i < words.length; i++) {
        if (dynamic[i])
            continue;
        const v = optionValue(words, i, dest);
        if (v !== undefined) {
            dests.push(v.value);
            i = v.end;
        }
        else if (shows.has(words[i]))
            show = true;
        else if (attached !== undefined && words[i].length > 2 && words[i].startsWith(attached))
            dests.push(words[i].slice(2));
    }
    if (show && dests.length === 0)
        return;
    for (const d of dests.length > 0 ? dests : [fallback])
        t.edit(d, false, 'tree');
}
export function unarTouches(words, dynamic, t) {
    destinationTouches(words, dynamic, t, ['-o', '-output-directory', '--output-directory'], '.', new Set());
}
export function cabextractTouches(words, dynamic, t) {
    destinationTouches(words, dynamic, t, ['-d', '--directory'], '.', new Set(['-l', '--list', '-t', '--test', '-p', '--pipe']), '-d');
}
export function unsquashfsTouches(words, dynamic, t) {
    destinationTouches(words, dynamic, t, ['-d', '-dest'], 'squashfs-root', new Set(['-l', '-ls', '-ll', '-lls', '-lc', '-llc', '-s', '-stat', '-cat', '-v', '-version', '-h', '-help']));
}
export function xarTouches(words, dynamic, t) {
    // (A dash cluster holding x extracts: `-xf a.xar`; `-C DIR` is where.)
    const extracts = words.some((w, k) => k > 0 && !dynamic[k] && /^-[a-zA-Z]*x/.test(w) && !w.startsWith('--'));
    if (extracts)
        destinationTouches(words, dynamic, t, ['-C'], '.', new Set(), '-C');
    else
        possiblePaths(words, dynamic, 'bash', t);
}
export function lhaTouches(words, dynamic, t) {
    possiblePaths(words, dynamic, 'bash', t);
    expansionsAnywhere(words, dynamic, t);
    const key = dynamic[1] ? '' : (words[1] ?? '').replace(/^-/, '');
    const [archive, ...files] = words.slice(2).filter((_, k) => !dynamic[k + 2]);
    const c = key[0] ?? '';
    if (archive !== undefined)
        t.read(archive);
    if (c === 'l' || c === 'v' || c === 't' || c === 'p')
        return;
    if (c === 'x' || c === 'e' || !/^[aucmd]$/.test(c)) {
        // (`w=DIR` ends the command word: the directory it extracts to.)
        const w = key.indexOf('w=');
        t.edit(w >= 0 ? key.slice(w + 2) : '.', false, 'tree');
        if (c === 'x' || c === 'e')
            return;
    }
    if (archive !== undefined)
        t.edit(archive);
    for (const f of files)
        t.read(f, false, c === 'd' ? 'none' : 'tree');
    if (c === 'm')
        for (const f of files)
            t.edit(f, false, 'tree');
}
/** arj, unarj, unace: `COMMAND [-SWITCH…] ARCHIVE [BASE_DIR/] [FILES…]`. */
export function arjTouches(words, dynamic, t) {
    possiblePaths(words, dynamic, 'bash', t);
    expansionsAnywhere(words, dynamic, t);
    const operands = words.slice(1).filter((w, k) => !dynamic[k + 1] && !(w.length > 1 && w[0] === '-'));
    // (unarj's default command is listing; arj and unace need one.)
    const command = (operands.shift() ?? '').toLowerCase();
    const archive = operands.shift();
    if (archive !== undefined)
        t.read(archive);
    if (command === 'l' || command === 'v' || command === 't' || command === 'p')
        return;
    if (command === 'x' || command === 'e' || !/^[afumd]$/.test(command)) {
        t.edit('.', false, 'tree');
        for (const o of operands)
            t.edit(o, false, 'tree');
        // (arj's -ht switch names the target directory too.)
        for (let i = 1; i < words.length; i++)
            if (!dynamic[i] && /^-ht./i.test(words[i]))
                t.edit(words[i].slice(3), false, 'tree');
        if (command === 'x' || command === 'e')
            return;
    }
    if (archive !== undefined)
        t.edit(archive);
    for (const o of operands)
        t.read(o, false, 'tree');
    if (command === 'm')
        for (const o of operands)
            t.edit(o, false, 'tree');
}
export function zpaqTouches(words, dynamic, t) {
    possiblePaths(words, dynamic, 'bash', t);
    expansionsAnywhere(words, dynamic, t);
    const command = dynamic[1] ? '?' : (words[1] ?? '');
    const archive = dynamic[2] ? undefined : words[2];
    if (archive !== undefined)
        t.read(archive);
    if (command === 'l' || command === 'list')
        return;
    if (command === 'a' || command === 'add') {
        if (archive !== undefined)
            t.edit(archive);
        for (let i = 3; i < words.length && !words[i].startsWith('-'); i++)
            if (!dynamic[i])
                t.read(words[i], false, 'links');
        return;
    }
    // (Extract, or a command not read: the stored names may be absolute.)
    t.edit('', true, 'tree');
    let to = false;
    for (let i = 3; i < words.length; i++) {
        if (words[i].startsWith('-'))
            to = words[i] === '-to';
        else if (to && !dynamic[i])
            t.edit(words[i], false, 'tree');
    }
}
export function uudecodeTouches(words, dynamic, t) {
    possiblePaths(words, dynamic, 'bash', t);
    let out;
    let toStdout = false;
    let each = false;
    let unknown = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i])
            unknown = true;
        else if (w === '-o' || w === '--output-file')
            out = { word: words[i + 1] ?? '', dynamic: dynamic[++i] ?? false };
        else if (w.startsWith('--output-file='))
            out = { word: w.slice('--output-file='.length), dynamic: false };
        else if (/^-o./.test(w))
            out = { word: w.slice(2), dynamic: false };
        else if (w === '-p')
            toStdout = true;
        else if (w === '-c')
            each = true;
        else if (!(w.length > 1 && w[0] === '-'))
            t.read(w);
    }
    if (out !== undefined)
        t.edit(out.word, out.dynamic);
    // (Without -o, the name in each input's `begin` line: any path. An expansion may be -c or -o.)
    if (unknown || each || (out === undefined && !toStdout))
        t.edit('', true);
}
//# sourceMappingURL=extractor-arguments.js.map