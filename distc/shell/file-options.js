// The option words of a file command (file-commands.ts), read as its getopt reads them, or a
// file cmdlet's words as PowerShell binds them: its operands, the files its options name, and
// how it touches them (recursion, links followed, backups); file-arguments.ts makes them paths.
import { globOption, resolveLong } from './long-options.js';
import { sshCommandOption } from './ssh-options.js';
import { mayBeOption } from './words.js';
/** Options of chmod/chown/chgrp that do not give the mode or owner (any other does, or is the mode). */
const MODE_FLAGS = new Set(['-R', '-v', '-c', '-f', '-h', '-H', '-L', '-P', '--recursive', '--verbose', '--changes', '--silent',
    '--quiet', '--dereference', '--no-dereference', '--preserve-root', '--no-preserve-root', '--help', '--version']);
/**
 * The command line of a program option (`rsync -e ssh`, `scp -S PROG`): the program is run with
 * the host and the copier's remote end after it, so it is read so (`ssh host rsync`, not a bare
 * `ssh`, which would be a shell reading standard input).
 */
function program(a, copier, copies) {
    return a.dynamic || !copies ? a : { word: `${a.word} host ${copier}`, dynamic: false };
}
/** Whether a long option word (`--reg=x`, `--regexp`) names one of `names`, abbreviations included. */
function longIs(word, names, whole) {
    if (names === undefined)
        return false;
    const eq = word.indexOf('=');
    const name = (eq < 0 ? word : word.slice(0, eq)).toLowerCase();
    // getopt_long takes any unambiguous prefix: a prefix of 3+ characters counts (doubt adds a path),
    // except an option's whole name (`--exclude` is not `--exclude-from`).
    if (whole?.includes(name) === true)
        return names.includes(name);
    return names.some((n) => n === name || (name.length >= 3 && n.startsWith(name)));
}
/** The index in a `-abc` cluster of its first letter among `letters`, or -1. */
function firstLetterIn(cluster, letters) {
    if (letters === undefined)
        return -1;
    for (let i = 1; i < cluster.length; i++) {
        // (A letter repeated is already known not to be among them: `-lll…` costs one comparison a letter.)
        if (i > 1 && cluster.charCodeAt(i) === cluster.charCodeAt(i - 1))
            continue;
        if (letters.includes(cluster[i]))
            return i;
    }
    return -1;
}
/** The tags file a tag is looked up in by default: it names the file opened (`less -t TAG`, `vim -t TAG`). */
const TAGS_FILE = { word: 'tags', dynamic: false };
/** A command's option words read with its table entry (file-commands.ts): operands, and what the options say. */
export function readOptions(name, cmd, words, dynamic, dialect) {
    const o = { operands: [], optionFiles: [], optionTrees: [], optionWrites: [], fileLists: [], runs: [], settings: [], startSearches: [], target: undefined, recursive: cmd.alwaysRecursive === true, follows: false, givesFirst: false, lists: false, editsAll: false, backup: false, links: false, parents: false, expansionMayBeOption: false };
    let ended = false;
    // (One binding of `i` for the whole loop, so that `next` is made once, not once per word.)
    let i = 1;
    const next = () => (i + 1 < words.length ? { word: words[++i] ?? '', dynamic: dynamic[i] ?? false } : undefined);
    for (; i < words.length; i++) {
        const w = words[i] ?? '';
        const dyn = dynamic[i] ?? false;
        if (!ended && !dyn && w === '--' && dialect === 'bash') {
            ended = true;
            continue;
        }
        if (ended || (dyn && !globOption(w, (letter) => cmd.argLetters?.includes(letter) === true)) || w.length < 2 || w[0] !== '-') {
            if (dyn && !ended && mayBeOption(w))
                o.expansionMayBeOption = true;
            o.operands.push({ word: w, dynamic: dyn });
            // (A glob may become an option with a file, `cp x ?-target-directory=/etc`: the file after
            // the `=` is read as an operand too.)
            const eq = dyn && !ended && mayBeOption(w) ? w.indexOf('=') : -1;
            if (eq > 0)
                o.operands.push({ word: w.slice(eq + 1), dynamic: true });
            continue;
        }
        const long = w.startsWith('--');
        if (cmd.use === 'mode' && !MODE_FLAGS.has(w) && !(long && w.startsWith('--recursive')))
            o.givesFirst = true;
        if (long) {
            if (longIs(w, cmd.recursiveLong))
                o.recursive = true;
            if (longIs(w, cmd.followLong))
                o.follows = true;
            if (longIs(w, cmd.givesFirstLong))
                o.givesFirst = true;
            if (longIs(w, cmd.listLong))
                o.lists = true;
            if (longIs(w, cmd.backupLong))
                o.backup = true;
            if (longIs(w, cmd.linkLong))
                o.links = true;
            if (longIs(w, cmd.parentsLong))
                o.parents = true;
            if (/^--directories(=|$)/.test(w) && (dyn || w.endsWith('=recurse') || words[i + 1] === 'recurse'))
                o.recursive = true;
            const eq = w.indexOf('=');
            if (dynamic[i + 1] !== true && (cmd.pairTextWords?.includes(w) === true || cmd.pairReadsWords?.includes(w) === true)) {
                // (A name from an expansion may split: the words after it are then read as operands. A value
                // from one may too: what follows it may be files, the filter included.)
                next();
                const value = next();
                if (value?.dynamic === true)
                    o.givesFirst = true;
                if (value !== undefined && cmd.pairReadsWords?.includes(w) === true)
                    o.optionFiles.push(value);
            }
            else if (longIs(w, cmd.tagLong, cmd.wholeLong)) {
                if (eq < 0)
                    next();
                o.fileLists.push(TAGS_FILE);
            }
            else if (longIs(w, cmd.settingsArgLong)) {
                const a = eq > 0 ? { word: w.slice(eq + 1), dynamic: dyn } : next();
                if (a !== undefined)
                    o.settings.push(a);
            }
            else if (longIs(w, cmd.startSearchLong)) {
                const a = eq > 0 ? { word: w.slice(eq + 1), dynamic: dyn } : next();
                if (a !== undefined)
                    o.startSearches.push(a);
            }
            else if (longIs(w, cmd.runsArgLong)) {
                const a = eq > 0 ? { word: w.slice(eq + 1), dynamic: dyn } : next();
                if (a !== undefined)
                    o.runs.push(program(a, name, cmd.use === 'copy'));
            }
            else if (longIs(w, cmd.listsFilesOptionalLong)) {
                // (Without `=F` the next word is an operand, and the list is standard input: `-`.)
                o.fileLists.push(eq > 0 ? { word: w.slice(eq + 1), dynamic: dyn } : { word: '-', dynamic: false });
            }
            else if (longIs(w, cmd.readsArgLong, cmd.wholeLong) || longIs(w, cmd.writesArgLong, cmd.wholeLong) || longIs(w, cmd.listsFilesLong, cmd.wholeLong)) {
                const a = eq > 0 ? { word: w.slice(eq + 1), dynamic: dyn } : next();
                const list = longIs(w, cmd.readsArgLong, cmd.wholeLong) ? o.optionFiles : longIs(w, cmd.writesArgLong, cmd.wholeLong) ? o.optionWrites : o.fileLists;
                if (a !== undefined)
                    list.push(a);
            }
            else if (eq < 0 && (cmd.textArgWords?.includes(w) === true || (cmd.wholeLong?.includes(w) === true && dynamic[i + 1] !== true) || (cmd.backupLong?.includes('--suffix') === true && longIs(w, ['--suffix']))))
                next();
            else if (eq < 0 && cmd.longValues !== undefined && cmd.longValues.args.has(resolveLong(cmd.longValues, w.slice(2)) ?? ''))
                next();
            else if ((cmd.use === 'copy' || cmd.use === 'move') && longIs(w, ['--target-directory'])) {
                o.target = eq > 0 ? { word: w.slice(eq + 1), dynamic: dyn } : next();
            }
            else if (longIs(w, cmd.editsAllLong))
                o.editsAll = true;
            continue;
        }
        // The cluster's option letters end at the first letter that takes an argument.
        const arg = firstLetterIn(w, cmd.argLetters);
        const letters = arg < 0 ? w : w.slice(0, arg + 1);
        if (firstLetterIn(letters, cmd.recursiveLetters) >= 0)
            o.recursive = true;
        if (firstLetterIn(letters, cmd.followLetters) >= 0)
            o.follows = true;
        if (firstLetterIn(letters, cmd.givesFirstLetters) >= 0)
            o.givesFirst = true;
        if (firstLetterIn(letters, cmd.listLetters) >= 0)
            o.lists = true;
        if (firstLetterIn(letters, cmd.editsAllLetters) >= 0)
            o.editsAll = true;
        if (firstLetterIn(letters, cmd.backupLetters) >= 0)
            o.backup = true;
        if (firstLetterIn(letters, cmd.linkLetters) >= 0)
            o.links = true;
        if (arg < 0)
            continue;
        const letter = w[arg];
        const attached = arg + 1 < w.length ? w.slice(arg + 1) : undefined;
        // (`cp -rt DIR`, `install -Dt DIR`: the target directory, anywhere in a cluster.)
        if (letter === 't' && (cmd.use === 'copy' || cmd.use === 'move')) {
            o.target = attached !== undefined ? { word: attached, dynamic: dyn } : next();
            continue;
        }
        if (letter === 'd' && (dyn || (attached ?? words[i + 1]) === 'recurse') && cmd.recursiveLetters !== undefined)
            o.recursive = true;
        if (cmd.tagLetters?.includes(letter) === true) {
            if (attached === undefined)
                next();
            o.fileLists.push(TAGS_FILE);
        }
        else if (cmd.settingsArgLetters?.includes(letter) === true || cmd.startSearchLetters?.includes(letter) === true) {
            const a = attached !== undefined ? { word: attached, dynamic: dyn } : next();
            if (a !== undefined)
                (cmd.settingsArgLetters?.includes(letter) === true ? o.settings : o.startSearches).push(a);
        }
        else if (cmd.treeArgLetters?.includes(letter) === true) {
            const a = attached !== undefined ? { word: attached, dynamic: dyn } : next();
            if (a !== undefined)
                o.optionTrees.push(a);
        }
        else if (cmd.readsArgLetters?.includes(letter) === true || cmd.writesArgLetters?.includes(letter) === true || cmd.listsFilesLetters?.includes(letter) === true) {
            const a = attached !== undefined ? { word: attached, dynamic: dyn } : next();
            const list = cmd.readsArgLetters?.includes(letter) === true ? o.optionFiles : cmd.writesArgLetters?.includes(letter) === true ? o.optionWrites : o.fileLists;
            if (a !== undefined)
                list.push(a);
        }
        else if (cmd.runsArgLetters?.includes(letter) === true || cmd.sshOptionLetters?.includes(letter) === true) {
            const a = attached !== undefined ? { word: attached, dynamic: dyn } : next();
            if (a !== undefined && cmd.runsArgLetters?.includes(letter) === true)
                o.runs.push(program(a, name, cmd.use === 'copy'));
            else if (a !== undefined) {
                const line = a.dynamic ? a.word : sshCommandOption(a.word);
                if (line !== undefined)
                    o.runs.push({ word: line, dynamic: a.dynamic });
            }
        }
        else if (attached === undefined)
            next();
    }
    if (o.follows)
        o.recursive = true;
    return o;
}
/** A file cmdlet's words bound as PowerShell binds them (cmdlet-parameters.ts), as options. */
export function boundOptions(name, cmd, b) {
    // (Expand-Archive's path is one archive file; what it writes, cmdlet-parameters.ts cmdletExtras.)
    const expands = name === 'Expand-Archive';
    const o = {
        operands: expands ? [] : b.paths, optionFiles: expands ? [...b.reads, ...b.paths] : b.reads, optionTrees: b.trees, optionWrites: [...b.writes], fileLists: [], runs: [], settings: [], startSearches: [],
        target: expands ? undefined : b.destination,
        recursive: b.recursive || b.filtered || cmd.alwaysRecursive === true, follows: false, givesFirst: false, lists: false, editsAll: false, backup: false, links: false, parents: false,
        expansionMayBeOption: false,
    };
    // New-Item writes NAME below its path (the working directory without one), Rename-Item beside it.
    const bases = b.paths.length > 0 ? b.paths : [{ word: '.', dynamic: false }];
    for (const n of b.names) {
        for (const p of bases) {
            const base = name === 'Rename-Item' ? p.word.replace(/[\\/]*[^\\/]*$/, '') || '.' : p.word;
            o.optionWrites.push({ word: `${base}\\${n.word}`, dynamic: p.dynamic || n.dynamic });
        }
        // (A rooted name is no name below: read as written too.)
        if (/^(?:[\\/]|[A-Za-z]:)/.test(n.word))
            o.optionWrites.push(n);
    }
    return o;
}
//# sourceMappingURL=file-options.js.map