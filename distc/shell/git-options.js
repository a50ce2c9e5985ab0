// git's option syntax: which options take a value word, which letters cluster, and what an
// option's value names or runs (a file, a command line, a repository, a configuration value in
// force while git runs). git-arguments.ts reads the subcommands.
import { sendEmailRecipients } from './message-hosts.js';
import { commandKeyValue, configFile, hiddenEffect, isCommandKey, isLoadingKey } from './git-config-keys.js';
import { configRemote, remoteOperand, under } from './git-remotes.js';
/** Options (of any subcommand) whose value is the next word. */
export const VALUE_OPTIONS = new Set([
    '-e', '-f', '-A', '-B', '-C', '-m', '-n', '-o', '-b', '-B', '-u', '-x', '-s', '-S', '-L', '-X', '-M', '-j', '-t', '-c',
    '--source', '--output', '--format', '--prefix', '--remote', '--exec', '--extcmd', '--upload-pack', '--receive-pack',
    '--template', '--depth', '--branch', '--origin', '--max-count', '--author', '--committer', '--grep', '--since', '--until',
    '--before', '--after', '--message', '--file', '--contents', '--reference', '--separate-git-dir', '--config', '--jobs',
    '--max-depth', '--threads', '--strategy', '--strategy-option', '--onto', '--exclude', '--tree-filter', '--index-filter',
    '--env-filter', '--msg-filter', '--commit-filter', '--parent-filter', '--tag-name-filter', '--subdirectory-filter',
    '--pathspec-from-file', '--open-files-in-pager', '--orphan', '--conflict', '--word-diff-regex', '--diff-filter', '--encoding',
    '--date', '--pretty', '--abbrev', '--relative', '--output-directory', '--reroll-count', '--subject-prefix', '--to', '--cc',
    '--in-reply-to', '--signoff', '--batch', '--filters', '--path', '--type', '--default', '--comment', '--value', '--blob',
    '-F', '--reference-if-able', '--bundle-uri', '--name', '--repo', '--shallow-exclude', '--shallow-since', '--server-option', '--filter',
    '--httpd', '--sendmail-cmd', '--smtp-server', '--to-cmd', '--cc-cmd', '--header-cmd', '--smtp-server-port', '--smtp-user', '--smtp-encryption',
    '--smtp-domain', '--smtp-auth', '--smtp-server-option', '--exclude-from', '--trailer', '--where', '--if-exists', '--if-missing',
]);
/** Subcommands that only read the repository (`--git-dir=DIR`: Read parts below DIR; any other writes there too). */
export const GIT_DIR_READERS = new Set(['log', 'show', 'diff', 'cat-file', 'rev-parse', 'rev-list', 'ls-files', 'ls-tree', 'grep', 'blame', 'shortlog',
    'describe', 'show-ref', 'for-each-ref', 'whatchanged', 'name-rev', 'merge-base', 'version', 'help']);
const DIFF_FLAGS = ['-B', '-M', '-C', '-S', '-X', '-c', '-b', '-u', '-s', '-m', '-F', '--relative', '--abbrev'];
/**
 * The revision walk's `--pretty` and `--format` take their value attached only (`--format=X`):
 * a next word is no value (`git log --pretty --output=/etc/x` writes /etc/x).
 */
const ATTACHED_ONLY = ['--pretty', '--format'];
/** Options after which there is no value word even though the name is in VALUE_OPTIONS (flags of some subcommands). */
export const FLAG_IN = new Map([
    ['diff', new Set([...DIFF_FLAGS, ...ATTACHED_ONLY])],
    ['show', new Set([...DIFF_FLAGS, ...ATTACHED_ONLY])],
    ['log', new Set([...DIFF_FLAGS, ...ATTACHED_ONLY])],
    ...['whatchanged', 'diff-tree', 'rev-list', 'shortlog', 'reflog', 'range-diff'].map((sub) => [sub, new Set(ATTACHED_ONLY)]),
    ['grep', new Set(['-c', '-n', '-o', '-x', '-b', '-h', '-L', '-S', '-F', '--cc'])],
    ['clean', new Set(['-f', '-x', '-n'])],
    ['rm', new Set(['-f', '-n'])],
    ['checkout', new Set(['-f', '-m'])],
    ['restore', new Set(['-m'])],
    ['stash', new Set(['-u', '-S', ...ATTACHED_ONLY])],
    ['blame', new Set(['-c', '-b', '-s', '-n', '-f', '-e', '-t', '-C', '-M'])],
    ['archive', new Set(['-v'])],
    ['cat-file', new Set(['-t', '-s', '-e', '-p'])],
    ['apply', new Set(['-R', '-C'])],
    ['mv', new Set(['-f', '-n', '-k'])],
    ['remote', new Set(['-f'])],
]);
/**
 * Subcommands whose short options cluster (`git commit -am MSG`): the letters that take a value
 * (the rest of the cluster, or the next word).
 */
export const CLUSTER_VALUES = new Map([['commit', 'mFCct'], ['tag', 'mFu'], ['merge', 'mFsX'], ['notes', 'mFCc'], ['stash', 'm'], ['add', ''], ['init', 'b'],
    ['clone', 'bcjou'], ['fetch', 'jo'], ['pull', 'josX'], ['push', 'o'], ['ls-remote', 'o'], ['commit-tree', 'mFp'],
    ['fmt-merge-msg', 'mF'], ['ls-files', 'xX'], ['instaweb', 'pdbm'],
    // (`-o/etc/x`, `-vo/etc/x`: the output attached, or after flags.)
    ['archive', 'o'], ['format-patch', 'ov'], ['bugreport', 'os'], ['diagnose', 'os']]);
/**
 * Subcommands that take the diff options, `--output=FILE` among them (setup_revisions' users:
 * rev-list, shortlog, reflog, cherry-pick and revert, bundle, fast-export write it too). Any
 * subcommand's `--output` is read as a file it writes; these also read an expansion as one.
 */
const DIFF_OUTPUT = ['diff', 'log', 'show', 'whatchanged', 'diff-tree', 'diff-index', 'diff-files', 'range-diff', 'stash', 'rev-list', 'shortlog',
    'reflog', 'cherry-pick', 'revert', 'bundle', 'fast-export'];
/**
 * Subcommands with an option whose value is a file they read or write (`log --output=F`,
 * `commit -F F`): an expansion among their options may be one (an unknown path of that kind).
 */
export const FILE_OPTIONS = new Map([
    ...DIFF_OUTPUT.map((sub) => [sub, 'edit']), ['format-patch', 'edit'],
    // (commit and blame read an expansion among their operands already, as a pathspec or the file.)
    ['tag', 'read'], ['notes', 'read'], ['commit-tree', 'read'], ['fmt-merge-msg', 'read'],
]);
/**
 * Per subcommand, its long options whose value names a file, a command line, a repository or
 * configuration: a unique prefix of one (`clone --conf`) is read as it.
 */
const MATTERING_LONG = new Map([
    ['clone', ['--config', '--upload-pack', '--template', '--reference', '--reference-if-able', '--separate-git-dir', '--bundle-uri']],
    ['fetch', ['--upload-pack']], ['pull', ['--upload-pack']], ['ls-remote', ['--upload-pack']],
    ['push', ['--receive-pack', '--exec', '--repo']],
    ['commit', ['--file', '--template', '--pathspec-from-file']], ['tag', ['--file']], ['merge', ['--file']], ['fmt-merge-msg', ['--file']],
    ['ls-files', ['--exclude-from']], ['archive', ['--output', '--remote', '--exec', '--add-file']], ['format-patch', ['--output-directory']],
    ...DIFF_OUTPUT.map((sub) => [sub, ['--output']]), ['blame', ['--contents']],
    ['grep', ['--open-files-in-pager', '--file']], ['difftool', ['--extcmd']], ['rebase', ['--exec']],
    ['filter-branch', ['--tree-filter', '--index-filter', '--env-filter', '--msg-filter', '--commit-filter', '--parent-filter', '--tag-name-filter']],
    ['send-email', ['--sendmail-cmd', '--smtp-server', '--to-cmd', '--cc-cmd', '--header-cmd']], ['instaweb', ['--httpd']],
]);
/** The long options of `sub` whose value matters (MATTERING_LONG), or undefined: looked up once per command, not per word. */
export function matteringLong(sub) {
    return MATTERING_LONG.get(sub);
}
/** The options of `mattering` (matteringLong) a long option word may abbreviate (`--conf` → `--config`), or undefined. */
export function abbreviated(mattering, name) {
    if (mattering === undefined || !name.startsWith('--') || name.length < 4 || mattering.includes(name))
        return undefined;
    const full = mattering.filter((o) => o.startsWith(name));
    return full.length > 0 ? full : undefined;
}
/**
 * The option names optionValue reads (its cases, pinned by test/git-option-values.test.ts): any
 * other's value names nothing, found by one lookup instead of a comparison with every case.
 */
export const VALUE_READ_OPTIONS = new Set([
    '--exec', '-x', '--remote', '--repo', '--reference', '--reference-if-able', '--separate-git-dir', '--bundle-uri', '-c', '--config', '--extcmd',
    '--httpd', '-d', '--sendmail-cmd', '--to-cmd', '--cc-cmd', '--header-cmd', '--smtp-server', '--upload-pack', '--receive-pack', '-u',
    '--open-files-in-pager', '--tree-filter', '--index-filter', '--env-filter', '--msg-filter', '--commit-filter', '--parent-filter', '--tag-name-filter',
    '--contents', '--file', '-f', '-S', '--output', '-o', '--export-marks', '--export-pack-edges', '--import-marks', '--import-marks-if-exists',
    '--output-directory', '-F', '-X', '--exclude-from', '--add-file', '-t', '--template',
]);
/** What a subcommand's option value names or runs. */
export function optionValue(t, sub, name, value, base) {
    if (!VALUE_READ_OPTIONS.has(name))
        return;
    const v = value.word;
    switch (name) {
        case '--exec':
        case '-x':
            // (push's and archive's --exec name the program run for the other side: here, for a repository here.)
            if (sub === 'rebase' || sub === 'push' || sub === 'archive' || (sub === 'difftool' && name === '-x'))
                t.run(v, value.dynamic);
            break;
        case '--remote':
            if (sub === 'archive')
                remoteOperand(t, value, 'read', base, true);
            break;
        case '--repo':
            if (sub === 'push')
                remoteOperand(t, value, 'edit', base, true);
            break;
        case '--reference':
        case '--reference-if-able':
            if (sub === 'clone' || sub === 'submodule')
                t.read(under(base, v), value.dynamic, 'tree');
            break;
        case '--separate-git-dir':
            t.edit(under(base, v), value.dynamic, 'tree');
            break;
        case '--bundle-uri':
            if (sub === 'clone')
                remoteOperand(t, value, 'read', base, false);
            break;
        case '-c':
        case '--config':
            // clone's own configuration, in force while it fetches (`git clone -c core.sshCommand=CMD URL`).
            if (sub === 'clone') {
                const e = v.indexOf('=');
                const raw = e < 0 ? v : v.slice(0, e);
                appliedConfig(t, raw.toLowerCase(), raw, { word: e < 0 ? 'true' : v.slice(e + 1), dynamic: value.dynamic }, base);
            }
            break;
        case '--extcmd':
            if (sub === 'difftool')
                t.run(v, value.dynamic);
            break;
        // (instaweb runs its httpd as a command line, the words of `--httpd=CMD` and its configuration file.)
        case '--httpd':
        case '-d':
            if (sub === 'instaweb')
                t.run(v, value.dynamic);
            break;
        // send-email runs these commands, and an absolute --smtp-server as a sendmail program (else a host).
        case '--sendmail-cmd':
        case '--to-cmd':
        case '--cc-cmd':
        case '--header-cmd':
            if (sub === 'send-email')
                t.run(v, value.dynamic);
            break;
        case '--smtp-server':
            if (sub !== 'send-email')
                break;
            if (value.dynamic || v.startsWith('/'))
                t.run(v, value.dynamic);
            else
                t.url(`smtp://${v}/`, false);
            break;
        case '--upload-pack':
        case '--receive-pack':
            t.run(v, value.dynamic);
            break;
        case '-u':
            if (sub === 'clone' || sub === 'ls-remote')
                t.run(v, value.dynamic);
            break;
        case '--open-files-in-pager':
            if (sub === 'grep')
                t.run(v, value.dynamic);
            break;
        case '--tree-filter':
        case '--index-filter':
        case '--env-filter':
        case '--msg-filter':
        case '--commit-filter':
        case '--parent-filter':
        case '--tag-name-filter':
            if (sub === 'filter-branch')
                t.run(v, value.dynamic);
            break;
        case '--contents':
        case '--file':
        case '-f':
            if (sub === 'blame' || (sub === 'grep' && name !== '--contents') || name === '--file')
                t.read(under(base, v), value.dynamic);
            break;
        case '-S':
            if (sub === 'blame')
                t.read(under(base, v), value.dynamic);
            break;
        case '--output':
        case '-o':
            // (bugreport and diagnose write a file of their own naming into the directory -o names.)
            if (name === '--output' || sub === 'archive' || sub === 'format-patch' || sub === 'bugreport' || sub === 'diagnose') {
                t.edit(under(base, v), value.dynamic, sub === 'format-patch' || sub === 'bugreport' || sub === 'diagnose' ? 'tree' : 'none');
            }
            break;
        // fast-import's and fast-export's marks files.
        case '--export-marks':
        case '--export-pack-edges':
            if (sub === 'fast-import' || sub === 'fast-export')
                t.edit(under(base, v), value.dynamic);
            break;
        case '--import-marks':
        case '--import-marks-if-exists':
            if (sub === 'fast-import' || sub === 'fast-export')
                t.read(under(base, v), value.dynamic);
            break;
        case '--output-directory':
            t.edit(under(base, v), value.dynamic, 'tree');
            break;
        case '-F':
            if (sub === 'commit' || sub === 'tag' || sub === 'merge' || sub === 'notes' || sub === 'commit-tree' || sub === 'fmt-merge-msg')
                t.read(under(base, v), value.dynamic);
            break;
        // (ls-files -i prints the files the patterns of an exclude file match; a bad line is echoed.)
        case '-X':
        case '--exclude-from':
            if (sub === 'ls-files')
                t.read(under(base, v), value.dynamic);
            break;
        case '--add-file':
            if (sub === 'archive')
                t.read(under(base, v), value.dynamic);
            break;
        case '-t':
        case '--template':
            // commit's template is a message file; elsewhere, a directory of hooks to copy.
            if (sub === 'commit')
                t.read(under(base, v), value.dynamic);
            else if (name === '--template')
                t.problem(`git ${sub} --template copies hooks from a directory named on the command line`);
            break;
    }
}
/**
 * A configuration value in force while git runs (`git -c KEY=VALUE`, `git clone -c`): a line it
 * runs, code it loads, or a repository it connects to. Returns whether the key is one of those.
 */
export function appliedConfig(t, key, raw, value, base) {
    const hidden = hiddenEffect(key, value);
    if (hidden !== undefined) {
        t.problem(`git -c ${hidden}`);
        return true;
    }
    if (isCommandKey(key)) {
        commandKeyValue(t, key, value, false);
        return true;
    }
    if (isLoadingKey(key)) {
        t.problem(`git -c ${key} makes git load code or configuration from elsewhere`);
        return true;
    }
    // A file it reads or writes (commit.template, core.excludesFile, http.sslKey, trace2 targets).
    if (configFile(t, key, value, base))
        return true;
    return configRemote(t, key, raw, value, base);
}
/** The subcommands operandFiles reads. */
const OPERAND_FILE_SUBCOMMANDS = new Set(['merge-file', 'mailsplit', 'interpret-trailers', 'send-email', 'mailinfo', 'fast-import']);
/**
 * Subcommands whose operands are files (not pathspecs or revisions): `interpret-trailers FILE…`
 * prints each (with `--in-place` rewrites it), `send-email FILE|DIR…` mails each (a directory:
 * every file in it; its other operands are revisions, read as paths all the same), `mailinfo MSG
 * PATCH` writes both, `merge-file CURRENT BASE
 * OTHER` reads all three and writes the first (unless `-p`/`--stdout`, or `--object-id`: blobs);
 * `mailsplit -oDIR MBOX…` reads its mailboxes and writes below DIR; fast-import's stream may name
 * marks files itself with `--allow-unsafe-features`.
 */
export function operandFiles(t, sub, options, before, after, base, baseDynamic) {
    // (Most subcommands are none of these: no copy of their operands is made.)
    if (!OPERAND_FILE_SUBCOMMANDS.has(sub))
        return;
    const operands = [...before, ...after];
    const file = (o) => ({ word: under(base, o.word), dynamic: o.dynamic || baseDynamic });
    if (sub === 'merge-file') {
        if (options.includes('--object-id'))
            return;
        for (const o of operands)
            t.read(file(o).word, file(o).dynamic);
        const first = operands[0];
        const prints = options.some((o) => o === '--stdout' || /^-[^-]*p/.test(o));
        if (first !== undefined && !prints)
            t.edit(file(first).word, file(first).dynamic);
    }
    else if (sub === 'mailsplit') {
        for (const o of options)
            if (/^-o./s.test(o))
                t.edit(under(base, o.slice(2)), baseDynamic, 'tree');
        // (`-o DIR` apart: git refuses it, but the word may still be read as the directory.)
        const at = options.indexOf('-o');
        if (at >= 0)
            t.problem('git mailsplit -o takes its directory attached (-oDIR)');
        for (const o of operands)
            t.read(file(o).word, file(o).dynamic, 'tree');
    }
    else if (sub === 'interpret-trailers') {
        const inPlace = options.includes('--in-place');
        for (const o of operands) {
            t.read(file(o).word, file(o).dynamic);
            if (inPlace)
                t.edit(file(o).word, file(o).dynamic);
        }
    }
    else if (sub === 'send-email') {
        for (const o of operands)
            t.read(file(o).word, file(o).dynamic, 'tree');
        sendEmailRecipients(t, [...options.map((word) => ({ word, dynamic: false })), ...operands]);
    }
    else if (sub === 'mailinfo') {
        for (const o of operands)
            t.edit(file(o).word, file(o).dynamic);
    }
    else if (sub === 'fast-import' && options.includes('--allow-unsafe-features')) {
        t.problem('git fast-import --allow-unsafe-features lets its input stream name files to read and write');
    }
}
/** The directory clone makes when none is given: the source's last segment, without `.git` (linear: no backtracking regex). */
export function cloneName(w) {
    let end = w.length;
    while (end > 0 && w.charCodeAt(end - 1) === 47)
        end--;
    const start = Math.max(w.lastIndexOf('/', end - 1), w.lastIndexOf(':', end - 1)) + 1;
    let name = w.slice(start, end);
    if (name.endsWith('.git'))
        name = name.slice(0, -4);
    return name === '' ? undefined : name;
}
/** Options of `checkout -b`/`switch -c` that change no file when the new branch starts at HEAD. */
const HERE_FLAGS = new Set(['-q', '--quiet', '--track', '--no-track', '--progress', '--no-progress', '--guess', '--no-guess', '-l']);
/**
 * `git checkout -b NAME` / `git switch -c NAME` with no start point and no pathspec: a branch
 * created at HEAD, and HEAD moved to it; no working-tree file changes (strace: only stat and
 * read-only opens, as `git status`). Any other option (`-f`, `-m`, `-t START`, `--recurse-submodules`,
 * an expansion) or operand may change the tree: not this.
 */
export function createsBranchHere(options, create, before, after, unknownOption) {
    if (unknownOption || before.length > 0 || after.length > 0)
        return false;
    let created = false;
    for (let j = 0; j < options.length; j++) {
        const o = options[j];
        if (create.includes(o) && j + 1 < options.length) {
            created = true;
            j++;
        }
        else if (!HERE_FLAGS.has(o))
            return false;
    }
    return created;
}
//# sourceMappingURL=git-options.js.map