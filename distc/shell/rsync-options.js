// rsync's options that read files or run commands beyond its operands (remote-hosts.ts reads its
// hosts, file-commands.ts its file options): filter rules that merge a file of rules, the file it
// sends a daemon first, a daemon's configuration given on the line, and the basis directories
// (`--link-dest`, `--copy-dest`, `--compare-dest`) as rsync finds them: below the destination.
import { loopbackOperand } from './loopback-paths.js';
import { remoteSide } from './ssh-hosts.js';
const BASIS_OPTIONS = new Set(['--link-dest', '--copy-dest', '--compare-dest']);
/**
 * The local directories rsync resolves a relative basis directory against: the destination, or
 * its parent when the destination is a file; undefined when it is on another host (where the
 * basis directory is) or not given (a listing).
 */
function basisBases(operands) {
    if (operands.length < 2)
        return undefined;
    const dest = loopbackOperand(operands[operands.length - 1]);
    if (!dest.dynamic && (/^(?:scp|sftp|rsync|ssh):\/\//i.test(dest.word) || (remoteSide(dest.word) ?? '') !== ''))
        return undefined;
    const dir = dest.word === '' ? '.' : dest.word.replace(/(?<!\/)\/+$/, '');
    return [{ word: dir, dynamic: dest.dynamic }, { word: `${dir}/..`, dynamic: dest.dynamic }];
}
/**
 * A basis directory (file-commands.ts reads it as written): a relative one is relative to the
 * destination, and `--link-dest` hard-links its files into the destination, where a later write
 * writes them (`rsync --link-dest=/etc a b; echo x >> b/passwd`): an Edit tree, as `cp -al`'s sources.
 */
function basisDirectory(t, name, dir, bases) {
    const op = name === '--link-dest' ? 'edit' : 'read';
    const places = dir.dynamic || !dir.word.startsWith('/') ? [dir, ...bases.map((b) => ({ word: `${b.word}/${dir.word}`, dynamic: b.dynamic || dir.dynamic }))] : [dir];
    for (const p of places)
        t.add(op, p.word, p.dynamic, 'tree', false);
}
/**
 * rsync's filter rules that read a file of more rules (`merge FILE`, `. FILE`, `dir-merge NAME`,
 * `: NAME`, modifiers after a comma or the letter): a Read part, and a problem (the rules it holds
 * may merge any other file; a dir-merge name is read in every directory it copies).
 */
function rsyncFilter(t, rule) {
    if (rule.dynamic) {
        t.read(rule.word, true);
        t.problem('an rsync filter rule comes from an expansion: it may read a file of rules');
        return;
    }
    const merge = /^\s*(?:dir-merge|merge|[.:])[^ _]*[ _](.*)$/s.exec(rule.word) ?? /^\s*(?:dir-merge|merge|[.:])/.exec(rule.word);
    if (merge === null)
        return;
    if (merge[1] !== undefined && merge[1] !== '')
        t.read(merge[1], false);
    t.problem(`rsync's filter rule ${JSON.stringify(rule.word)} reads more rules from a file`);
}
/** What rsync's options (by the name its grammar gives them, with their values) read, or leave unknown. */
export function rsyncOptionTouches(t, values, flags, operands) {
    let bases = null;
    for (const { name, value } of values) {
        if (name === '-f' || name === '--filter')
            rsyncFilter(t, value);
        else if (BASIS_OPTIONS.has(name)) {
            if (bases === null)
                bases = basisBases(operands);
            if (bases !== undefined)
                basisDirectory(t, name, value, bases);
        }
        // (Its content is sent to the daemon before the transfer.)
        else if (name === '--early-input')
            t.read(value.word, value.dynamic);
        // (A daemon's configuration, read even without --daemon when it connects to one.)
        else if (name === '--config')
            t.read(value.word, value.dynamic);
    }
    // (-F is `--filter='dir-merge /.rsync-filter'`: files below the sources; a daemon's configuration may run commands.)
    if (flags.has('-F'))
        t.problem('rsync -F reads filter rules from the .rsync-filter files it finds, which may merge any file');
    if (flags.has('--daemon') && values.some((v) => v.name === '--config' || v.name === '--dparam' || v.name === '-M')) {
        t.problem('rsync --daemon with its configuration given on the line may run commands (pre-xfer exec, post-xfer exec)');
    }
}
//# sourceMappingURL=rsync-options.js.map