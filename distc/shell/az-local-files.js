// The local files az reads and writes: `storage blob upload -f F` reads F, `download -f F`
// writes it (a file share's `--dest`, Data Lake's `-d`), the batches' directories, `storage copy`,
// `aks get-credentials -f` (a kubeconfig), `ssh config -f` and `--keys-destination-folder`,
// `--generate-ssh-keys` and `sshkey create` (keys under ~/.ssh).
//
// The command is its plain words before the first option (`az storage blob download --auth-mode
// login -f F`: every option but a few global flags takes a value, which is no command word); an
// expansion among them, or an option before them, leaves the command unknown: each reading applies.
/** az's global flags, which take no value and may come anywhere. */
const GLOBAL_FLAGS = new Set(['--debug', '--verbose', '--only-show-errors', '--help', '-h']);
/** az's command words (`storage blob download`), or undefined when they are not known. */
function azCommand(words, dynamic) {
    const path = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            return undefined;
        if (GLOBAL_FLAGS.has(w))
            continue;
        if (w.startsWith('-'))
            return path.length === 0 ? undefined : path.join(' ');
        path.push(w);
    }
    return path.join(' ');
}
/** The values of the options `names` (`--file F`, `--file=F`), wherever they are. */
function optionWords(words, dynamic, names) {
    const out = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] && /^--?[A-Za-z][\w-]*=/.test(w) && names.includes(w.slice(0, w.indexOf('='))))
            out.push({ word: w.slice(w.indexOf('=') + 1), dynamic: true });
        if (dynamic[i] || !w.startsWith('-'))
            continue;
        const eq = w.indexOf('=');
        if (eq > 0 && names.includes(w.slice(0, eq)))
            out.push({ word: w.slice(eq + 1), dynamic: false });
        else if (eq < 0 && names.includes(w) && i + 1 < words.length)
            out.push({ word: words[i + 1], dynamic: dynamic[i + 1] ?? false });
    }
    return out;
}
/** `unsure`: a reading of the operands already found the command may be any (an expansion among them). */
export function azLocalFiles(words, dynamic, operandCommand, unsure, t) {
    const command = azCommand(words, dynamic);
    const is = (subcommand) => unsure || command === undefined || subcommand.test(command) || subcommand.test(operandCommand);
    const values = (...names) => optionWords(words, dynamic, names);
    if (is(/\bupload$/))
        for (const f of values('-f', '--file', '--source'))
            t.read(f.word, f.dynamic);
    if (is(/\bdownload$/)) {
        for (const f of values('-f', '--file', '--dest', '--log-file'))
            t.edit(f.word, f.dynamic);
        for (const f of values('-d', '--destination'))
            t.edit(f.word, f.dynamic, 'tree');
    }
    if (is(/\bupload-batch$|\bdirectory upload$|^storage copy$/))
        for (const f of values('-s', '--source'))
            t.read(f.word, f.dynamic, 'tree');
    if (is(/\bdownload-batch$|\bdirectory download$|^storage copy$/))
        for (const f of values('-d', '--destination'))
            t.edit(f.word, f.dynamic, 'tree');
    if (is(/\bget-credentials$|^ssh config$/))
        for (const f of values('-f', '--file'))
            if (f.word !== '-')
                t.edit(f.word, f.dynamic);
    for (const f of values('--keys-destination-folder'))
        t.edit(f.word, f.dynamic, 'tree');
    if (words.includes('--generate-ssh-keys')) {
        t.edit('~/.ssh/id_rsa');
        t.edit('~/.ssh/id_rsa.pub');
    }
    // (An unknown command may be it: a possible path, which asks rather than denies.)
    if (command === undefined || command === 'sshkey create')
        t.edit('~/.ssh', false, 'tree', command === undefined);
}
//# sourceMappingURL=az-local-files.js.map