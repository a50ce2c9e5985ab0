// Backup and archiving tools that read a whole directory (every file below it, `.env` and keys
// included) into a repository, an archive or an image: `restic backup DIR…`, `borg create
// REPO::A DIR…`, `kopia snapshot create DIR…`, `duplicity DIR URL`, `ditto SRC… DEST`, `hdiutil
// create -srcfolder DIR`, `aa archive [-d DIR]` (the working directory by default), `composer
// archive` (the working directory's package). Each source is a Read part with all below (a
// destination they restore or extract to, an Edit part so); their other words that look like
// paths stay possible paths, as any unmodelled command's (possible-paths.ts).
import { urlsOfUnknownCommand } from './url-words.js';
import { possiblePaths } from './possible-paths.js';
/**
 * The words after the command that are no options (`-x`, `--x=v`) nor the values of `taking`'s
 * (any other option's value is kept as an operand: a path more, never one less); an expansion is kept.
 */
function operandsOf(words, dynamic, taking = []) {
    const operands = [];
    for (let i = 1; i < words.length; i++) {
        if (!dynamic[i] && taking.includes(words[i]))
            i++;
        else if (dynamic[i] || !words[i].startsWith('-') || words[i] === '-')
            operands.push({ word: words[i], dynamic: dynamic[i] ?? false });
    }
    return operands;
}
/** The value of `-x V` / `--x V` / `--x=V` for the names given. */
function optionValues(words, dynamic, names) {
    const found = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            continue;
        const eq = w.indexOf('=');
        if (eq > 0 && names.includes(w.slice(0, eq)))
            found.push({ word: w.slice(eq + 1), dynamic: false });
        else if (names.includes(w) && i + 1 < words.length)
            found.push({ word: words[i + 1], dynamic: dynamic[i + 1] ?? false });
    }
    return found;
}
const readTrees = (dirs, t) => {
    for (const d of dirs)
        t.read(d.word, d.dynamic, 'tree');
};
/** The operands after the subcommand words `path` (the first operands), when the line runs it. */
function afterSubcommand(operands, ...path) {
    for (let k = 0; k < path.length; k++)
        if (operands[k]?.dynamic !== false || operands[k].word !== path[k])
            return undefined;
    return operands.slice(path.length);
}
/**
 * With the safety net of an unmodelled command kept: its words that look like paths are possible
 * paths, and its URLs hosts (hdiutil attaches `http://h/x.dmg`, borg and duplicity reach their
 * `ssh://`, `sftp://` repositories, kopia its `--url=`).
 */
const withPossiblePaths = (reader) => (words, dynamic, t) => {
    possiblePaths(words, dynamic, 'bash', t);
    urlsOfUnknownCommand(words[0] ?? '', words, dynamic, t);
    reader(words, dynamic, t);
};
/** restic's `-o KEY=VALUE` options whose value is a command it runs (`sftp.command`, `rclone.program`). */
const RESTIC_PROGRAM_OPTIONS = /^(?:[\w-]+\.command|rclone\.program)=(.*)$/s;
function restic(words, dynamic, t) {
    // (It runs these, split as a shell splits them: `--password-command CMD`, `-o sftp.command=CMD`.)
    for (const c of optionValues(words, dynamic, ['--password-command']))
        t.run(c.word, c.dynamic);
    const attached = words.flatMap((w, i) => (!dynamic[i] && /^-o./s.test(w) ? [{ word: w.slice(2), dynamic: false }] : []));
    for (const o of [...optionValues(words, dynamic, ['-o', '--option']), ...attached]) {
        const line = RESTIC_PROGRAM_OPTIONS.exec(o.word)?.[1];
        if (o.dynamic)
            t.problem('a restic -o option comes from an expansion: it may name a command restic runs (sftp.command)');
        else if (line !== undefined)
            t.run(line, false);
    }
    const sources = afterSubcommand(operandsOf(words, dynamic), 'backup');
    if (sources === undefined)
        return;
    readTrees(sources, t);
    for (const f of optionValues(words, dynamic, ['--files-from', '--files-from-raw', '--files-from-verbatim'])) {
        t.read(f.word, f.dynamic);
        t.problem('restic backup --files-from reads the files a list names');
    }
}
function borg(words, dynamic, t) {
    // (`--rsh CMD`: the command line it reaches a remote repository by, run here, as ssh.)
    for (const v of optionValues(words, dynamic, ['--rsh']))
        t.run(v.word, v.dynamic);
    const sources = afterSubcommand(operandsOf(words, dynamic), 'create');
    if (sources === undefined)
        return;
    // (The first is the archive, `REPO::NAME`, read as a path too: it costs nothing.)
    readTrees(sources, t);
    if (words.some((w) => w === '--paths-from-command' || w === '--content-from-command'))
        t.problem('borg create runs a command to find what it archives');
    if (words.includes('--paths-from-stdin'))
        t.problem('borg create archives the files standard input names');
}
function kopia(words, dynamic, t) {
    const operands = operandsOf(words, dynamic);
    const sources = afterSubcommand(operands, 'snapshot', 'create') ?? afterSubcommand(operands, 'snap', 'create');
    if (sources === undefined)
        return;
    readTrees(sources, t);
    // (`--all`: the sources it was given before, unknown here.)
    if (words.includes('--all'))
        t.read('', true, 'tree');
}
const DUPLICITY_ACTIONS = new Set(['full', 'incr', 'incremental', 'backup', 'restore', 'verify', 'collection-status', 'list-current-files', 'cleanup',
    'remove-older-than', 'remove-all-but-n-full', 'remove-all-inc-of-but-n-full']);
/** duplicity: a local directory before the target URL is backed up (read), after a source URL restored into (written). */
function duplicity(words, dynamic, t) {
    let sawUrl = false;
    for (const o of operandsOf(words, dynamic)) {
        if (!o.dynamic && DUPLICITY_ACTIONS.has(o.word))
            continue;
        if (!o.dynamic && o.word.includes('://')) {
            sawUrl = true;
            continue;
        }
        t.read(o.word, o.dynamic, 'tree');
        if (sawUrl || o.dynamic)
            t.edit(o.word, o.dynamic, 'tree');
    }
}
/** ditto SRC… DEST (also `-c SRC ARCHIVE`, `-x ARCHIVE DEST`): sources read whole, the destination written whole. */
function ditto(words, dynamic, t) {
    const operands = operandsOf(words, dynamic, ['--arch', '--bom']);
    const dest = operands.pop();
    readTrees(operands, t);
    if (dest !== undefined)
        t.edit(dest.word, dest.dynamic, 'tree');
}
/**
 * hdiutil: `create|makehybrid -srcfolder DIR` (or `-srcdir`) images DIR; makehybrid's last operand
 * is its source too. (`attach|mount|imageinfo|convert|verify http://h/x.dmg` fetches the image: a
 * URL host, withPossiblePaths.)
 */
function hdiutil(words, dynamic, t) {
    readTrees(optionValues(words, dynamic, ['-srcfolder', '-srcdir']), t);
    const operands = operandsOf(words, dynamic);
    const hybrid = afterSubcommand(operands, 'makehybrid');
    const source = hybrid?.[hybrid.length - 1];
    if (source !== undefined)
        t.read(source.word, source.dynamic, 'tree');
}
/** Apple Archive: `aa archive|append [-d DIR]` reads DIR (the working directory by default), `aa extract [-d DIR]` writes it. */
function appleArchive(words, dynamic, t) {
    const sub = operandsOf(words, dynamic, ['-d', '-o', '-i', '-a', '-include-path', '-exclude-path'])[0];
    if (sub === undefined)
        return;
    const dirs = optionValues(words, dynamic, ['-d']);
    const where = dirs.length > 0 ? dirs : [{ word: '.', dynamic: false }];
    if (sub.dynamic || sub.word === 'archive' || sub.word === 'append')
        readTrees(where, t);
    if (sub.dynamic || sub.word === 'extract')
        for (const d of where)
            t.edit(d.word, d.dynamic, 'tree');
}
export const TREE_PACKERS = [
    ['restic', withPossiblePaths(restic)], ['borg', withPossiblePaths(borg)], ['kopia', withPossiblePaths(kopia)], ['duplicity', withPossiblePaths(duplicity)],
    ['ditto', withPossiblePaths(ditto)], ['hdiutil', withPossiblePaths(hdiutil)], ['aa', withPossiblePaths(appleArchive)],
];
/** `composer archive` with no package named: the working directory's package (or `-d DIR`'s), every file below. */
export function composerArchiveTouches(words, dynamic, t) {
    const operands = operandsOf(words, dynamic);
    if (afterSubcommand(operands, 'archive') === undefined)
        return;
    const dirs = optionValues(words, dynamic, ['-d', '--working-dir']);
    readTrees(dirs.length > 0 ? dirs : [{ word: '.', dynamic: false }], t);
}
//# sourceMappingURL=tree-packers.js.map