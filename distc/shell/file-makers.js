// Commands that make files whose names they derive (reference E.11): `csplit` writes PREFIX00,
// PREFIX01, …; `mktemp` a name from a template; `ssh-keygen` KEY, KEY.pub, KEY.old and
// KEY-cert.pub beside the key it is given, or the keys and known hosts in ~/.ssh when given none.
// A name not known before run time is a glob part (`xx*`); every doubt adds a path.
import { letterGrammar, scan } from './long-options.js';
import { besides } from './sibling-files.js';
import { escapePattern } from './words.js';
/** csplit (getopt_long): the options that take a value. */
const CSPLIT = letterGrammar('bfn', ['suffix-format', 'prefix', 'digits']);
/** `csplit [OPTION]... FILE PATTERN...`: reads FILE, writes PREFIX (default `xx`) + a number. */
export function csplitTouches(words, dynamic, t) {
    const s = scan('csplit', words, dynamic, CSPLIT.grammar, CSPLIT.flags, t);
    let prefix = { word: 'xx', dynamic: false };
    for (const { name, value } of s.options) {
        if (value !== undefined && (name === '-f' || name === 'prefix'))
            prefix = value;
    }
    const file = s.operands[0];
    if (file !== undefined)
        t.read(file.word, file.dynamic);
    if (prefix.dynamic)
        t.edit(prefix.word, true);
    else
        t.glob('edit', `${prefix.word}NN`, `${escapePattern(prefix.word)}*`);
}
/** mktemp (getopt_long): the options that take a value (`--tmpdir` only with `=`). */
const MKTEMP = letterGrammar('p', ['suffix']);
/**
 * `mktemp [-d] [-p DIR | --tmpdir[=DIR] | -t] [TEMPLATE]`: creates TEMPLATE with its last run of
 * X's random, in DIR (or $TMPDIR, which is taken as /tmp) when given one, else where TEMPLATE says.
 */
export function mktempTouches(words, dynamic, t) {
    const s = scan('mktemp', words, dynamic, MKTEMP.grammar, MKTEMP.flags, t);
    let dir;
    let dryRun = false;
    let suffix = '';
    // (`--tmpdir[=DIR]` and `--dry-run` are flags to the grammar: any prefix long enough is one.)
    const abbreviates = (name, full, min) => name.length >= min && full.startsWith(name);
    for (const { name, value } of s.options) {
        if (name === '-p' || abbreviates(name, 'tmpdir', 1))
            dir = value === undefined || value.word === '' ? { word: '/tmp', dynamic: false } : value;
        else if (name === '-t')
            dir ??= { word: '/tmp', dynamic: false };
        else if (name === '-u' || abbreviates(name, 'dry-run', 2))
            dryRun = true;
        else if (name === 'suffix' && value !== undefined)
            suffix = value.word;
    }
    if (dryRun)
        return;
    const template = s.operands[s.operands.length - 1];
    if (template === undefined)
        dir ??= { word: '/tmp', dynamic: false };
    const name = template ?? { word: 'tmp.XXXXXXXXXX', dynamic: false };
    if (name.dynamic || dir?.dynamic === true) {
        t.edit(dir?.dynamic === true ? dir.word : name.word, true);
        return;
    }
    const full = dir === undefined ? name.word : `${dir.word.replace(/(?<!\/)\/+$/, '')}/${name.word}`;
    const run = lastXRun(full);
    const pattern = run === undefined ? `${escapePattern(full)}*` : `${escapePattern(full.slice(0, run.start))}*${escapePattern(full.slice(run.end))}`;
    t.glob('edit', full + suffix, pattern + escapePattern(suffix));
}
/**
 * The last run of 3 or more X's in the last segment (mktemp's random part), by one scan from the
 * end (a regex looking ahead for later runs backtracks quadratically on long runs).
 */
function lastXRun(path) {
    const segmentStart = path.lastIndexOf('/') + 1;
    let end = path.length;
    while (end > segmentStart) {
        while (end > segmentStart && path.charCodeAt(end - 1) !== 88)
            end--;
        let start = end;
        while (start > segmentStart && path.charCodeAt(start - 1) === 88)
            start--;
        if (end - start >= 3)
            return { start, end };
        end = start;
    }
    return undefined;
}
/** ssh-keygen's options that take a value (OpenSSH 9: `ssh-keygen` getopt string). */
const SSH_KEYGEN_VALUES = 'CDEFIMNOPRVYZabfgmnrstwz';
/**
 * ssh-keygen: `-f FILE` is read or written with FILE.pub, FILE.old, FILE-cert.pub beside it
 * (every mode); operands (keys to certify, files to sign) likewise; `-s CA` is read; without -f,
 * ~/.ssh (the default keys, known_hosts); `-A` writes /etc/ssh's host keys, `-K` resident keys
 * here. `-D` and `-w` load a library: code.
 */
export function sshKeygenTouches(words, dynamic, t) {
    let file = false;
    let hostKeys = false;
    const operands = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            t.problem('an expansion may be an option of ssh-keygen that loads a library (-D, -w)');
            t.edit(w, true);
            continue;
        }
        if (w.length < 2 || w[0] !== '-') {
            operands.push({ word: w, dynamic: false });
            continue;
        }
        for (let k = 1; k < w.length; k++) {
            const c = w[k];
            if (c === 'A')
                hostKeys = true;
            if (c === 'K')
                t.glob('edit', 'id_*', 'id_*');
            if (!SSH_KEYGEN_VALUES.includes(c))
                continue;
            const value = k + 1 < w.length ? { word: w.slice(k + 1), dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false };
            if (c === 'f') {
                file = true;
                t.edit(value.word, value.dynamic);
                besides(t, value.word, value.dynamic);
            }
            else if (c === 's') {
                t.read(value.word, value.dynamic);
                besides(t, value.word, value.dynamic, 'read');
            }
            else if (c === 'D' || c === 'w')
                t.problem(`ssh-keygen -${c} loads a library: code of its own`);
            else if (c === 'O' && (value.dynamic || /^(?:checkpoint|write-attestation|challenge)=/.test(value.word)))
                t.edit(value.word.replace(/^[a-z-]+=/, ''), value.dynamic);
            break;
        }
    }
    for (const o of operands) {
        t.edit(o.word, o.dynamic);
        besides(t, o.word.replace(/\.pub$/, ''), o.dynamic);
    }
    if (hostKeys)
        t.glob('edit', '/etc/ssh/ssh_host_*', '/etc/ssh/ssh_host_*');
    else if (!file)
        t.glob('edit', '~/.ssh/*', '~/.ssh/*');
}
/** Where `busybox --install` puts its applets' links when given no directory (each applet's own). */
const BUSYBOX_INSTALL_DIRECTORIES = ['/bin', '/sbin', '/usr/bin', '/usr/sbin'];
/**
 * `busybox --install [-s] [DIR]` writes a link per applet into DIR (busybox reads argv[2] as `-s`
 * only when exactly that, then the next word as DIR, and nothing after), or into the system's bin
 * directories.
 */
export function busyboxTouches(words, dynamic, t) {
    if (dynamic[1] || words[1] !== '--install')
        return;
    const at = !dynamic[2] && words[2] === '-s' ? 3 : 2;
    if (at < words.length)
        t.edit(words[at], dynamic[at] ?? false, 'tree');
    else
        for (const d of BUSYBOX_INSTALL_DIRECTORIES)
            t.edit(d, false, 'tree');
}
//# sourceMappingURL=file-makers.js.map