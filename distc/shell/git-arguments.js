// What git reads, writes and runs through its arguments (reference E.11: `git show HEAD:.env` and
// `git grep` read files no other part names; `git checkout -- .env` writes one).
//
// - Paths in a pathspec are relative to the working directory (after `-C DIR`); a pathspec with
//   magic (`:(top)x`, `:/x`) or a wildcard may name any path: unknown. A `REV:path` object names
//   a path relative to the repository's top directory, which is the working directory or one above
//   it (PathRef.inRepository); `REV:./path` is relative to the working directory.
// - Without `--`, an operand may be a revision or a path, so what git shows or changes is the
//   whole repository (`git diff src` may be `git diff <rev>`): everything below its top.
// - Commands that show contents (diff, show, log -p, grep, blame, archive, cat-file, format-patch,
//   stash show -p) read; commands that change the working tree (checkout, switch, restore,
//   reset --hard/--merge/--keep, stash, merge, pull, rebase, cherry-pick, revert, am, apply,
//   clean, rm, mv) write, and format-patch writes its patch files in the working directory (or
//   `-o DIR`) unless `--stdout`. What add, commit (`-a`, pathspecs, `-F FILE`), stash, hash-object
//   and update-index take into the repository is read: from there it may be committed and pushed.
//   Commands that touch neither (status, branch, log without a patch) name no paths; the files git
//   keeps in `.git` are not parts (only `git init DIR` is: it creates hooks and configuration).
// - With `--work-tree=DIR`, a pathspec is relative to the working directory or, when that lies
//   outside DIR, to DIR: both are checked.
// - Where git connects and which other repositories it reads or writes: git-remotes.ts.
// - Options that hand git a command line are followed as nested lines: `-c KEY=CMD` for the keys
//   whose value git runs (core.pager, core.editor, core.sshCommand, diff.external, filters,
//   credential helpers, `!` aliases, …), `grep -O CMD`, `rebase --exec`, `difftool --extcmd`,
//   `bisect run`, `submodule foreach`, `filter-branch --*-filter`, `--upload-pack`, send-email's
//   `--sendmail-cmd`, `--to-cmd`, `--cc-cmd`, `--header-cmd` and an absolute `--smtp-server`. Options that
//   load code or configuration from elsewhere (`--exec-path=DIR`, `-c core.hooksPath=`,
//   `-c include.path=`, `-c protocol.allow=`) leave the analysis incomplete.
// - `git config KEY VALUE` for those keys (and `!` aliases) stores a line for later: a stored
//   line, which deny and ask rules see (allowing `git config` does not need it allowed).
import { pushByDestination } from './git-canonical.js';
import { configFileOption, storedCommand } from './git-config-keys.js';
import { gitConfigWrites } from './hook-installers.js';
import { abbreviated, appliedConfig, cloneName, CLUSTER_VALUES, createsBranchHere, FILE_OPTIONS, FLAG_IN, GIT_DIR_READERS, matteringLong, operandFiles, optionValue, VALUE_OPTIONS, } from './git-options.js';
import { globalOptions } from './git-global-options.js';
import { bridgeRemotes, configRemote, subcommandRemotes, under } from './git-remotes.js';
import { mayBeOption } from './words.js';
/** Show a patch (the contents of files): these options turn it on, those turn it off (diff, show). */
const PATCH = /^(?:-p|-u|--patch|--patch-with-stat|--patch-with-raw|--cc|--word-diff(?:=.*)?|--color-words(?:=.*)?|-L.*|-U\d*|--unified(?:=.*)?|--full-diff|--binary)$/;
const NO_PATCH = /^(?:-s|--no-patch|--stat(?:=.*)?|--numstat|--shortstat|--name-only|--name-status|--raw|--summary|--dirstat(?:=.*)?|--quiet|--check)$/;
/** Commands whose effect is to rewrite the working tree (from the repository top). */
const TREE_WRITERS = new Set(['switch', 'merge', 'pull', 'rebase', 'cherry-pick', 'revert', 'am', 'checkout-index', 'read-tree',
    'sparse-checkout', 'submodule', 'bisect', 'apply', 'filter-branch', 'filter-repo']);
/** Commands that show contents from the repository (its whole tree unless pathspecs after `--`). */
const TREE_READERS = new Set(['diff', 'show', 'log', 'whatchanged', 'diff-tree', 'diff-index', 'diff-files', 'format-patch', 'range-diff',
    'archive', 'bundle', 'fast-export']);
/** The subcommands the switch at the end of gitTouches reads: its cases, TREE_WRITERS and TREE_READERS (pinned by test/git-option-values.test.ts). */
export const SWITCH_READS = new Set([
    'grep', 'show', 'cat-file', 'diff', 'log', 'whatchanged', 'stash', 'add', 'commit', 'hash-object', 'update-index', 'init', 'blame', 'annotate',
    'checkout', 'restore', 'reset', 'clean', 'rm', 'mv', 'worktree', 'config', 'clone', 'format-patch', 'switch', 'lfs', ...TREE_WRITERS, ...TREE_READERS,
]);
/** Subcommands with an option that runs a command line (`grep -O`, `rebase --exec`, `clone -u`). */
const RUNNING_SUBCOMMANDS = new Set(['grep', 'rebase', 'difftool', 'mergetool', 'clone', 'fetch', 'pull', 'push', 'ls-remote', 'filter-branch',
    'bisect', 'submodule', 'archive', 'send-email', 'merge', 'cherry-pick', 'revert', 'config', 'instaweb']);
/** `--pathspec-from-file[=F]` (a test, not a regex literal made on each command). */
function isPathspecFromFile(o) {
    return o.startsWith('--pathspec-from-file');
}
export function gitTouches(words, dynamic, t) {
    const g = globalOptions(words, dynamic, t);
    const { base, baseDynamic, top, gitDir, literal, icase, config, subcommandAt: i } = g;
    let topUnknown = g.topUnknown;
    if (i >= words.length)
        return;
    if (dynamic[i]) {
        // The subcommand comes from an expansion: it may read or write anything.
        t.read('', true, 'tree');
        t.edit('', true, 'tree');
        return;
    }
    const sub = words[i] ?? '';
    if (gitDir !== undefined) {
        t.read(gitDir.word, gitDir.dynamic, 'tree');
        if (!GIT_DIR_READERS.has(sub))
            t.edit(gitDir.word, gitDir.dynamic, 'tree');
    }
    for (const c of config) {
        if (appliedConfig(t, c.key, c.raw, c.value, base))
            continue;
        if (c.key === `alias.${sub.toLowerCase()}`) {
            if (c.value.dynamic)
                t.run(c.value.word, true);
            else if (c.value.word.startsWith('!'))
                t.run(c.value.word.slice(1), false);
            else
                t.problem(`git -c ${c.key} redefines the subcommand it runs`);
        }
    }
    if (top === undefined && !topUnknown && config.some((c) => c.key === 'core.worktree'))
        topUnknown = true;
    // The subcommand's words: options, operands before `--` and pathspecs after it.
    // (The subcommand's tables are looked up once here, not for each word.)
    const flags = FLAG_IN.get(sub);
    const valueLetters = CLUSTER_VALUES.get(sub);
    const mattering = matteringLong(sub);
    const options = [];
    const before = [];
    const after = [];
    let dashDash = false;
    let unknownOption = false;
    let expansionNoted = false;
    for (let k = i + 1; k < words.length; k++) {
        const w = words[k] ?? '';
        const dyn = dynamic[k] ?? false;
        // (`--author="$(…)"`: the option is written, only its value is unknown: it is no other option.)
        const named = dyn && !dashDash ? /^--[a-z][a-z0-9-]*=/.exec(w) : null;
        if (named !== null) {
            const name = named[0].slice(0, -1);
            const value = { word: w.slice(named[0].length), dynamic: true };
            options.push(w);
            for (const full of (VALUE_OPTIONS.has(name) ? undefined : abbreviated(mattering, name)) ?? [name])
                optionValue(t, sub, full, value, base);
            continue;
        }
        if (dyn) {
            (dashDash ? after : before).push({ word: w, dynamic: true });
            // (A word whose literal start is no `-`, `"v$VERSION"`, is no option: an operand only.)
            if (dashDash || !mayBeOption(w))
                continue;
            unknownOption = true;
            if (RUNNING_SUBCOMMANDS.has(sub) && !expansionNoted) {
                t.problem(`an expansion may be an option of git ${sub} that runs a command line`);
                expansionNoted = true;
            }
            // (`git log $X`, X='--output=/etc/x'.)
            const fileOption = FILE_OPTIONS.get(sub);
            if (fileOption !== undefined)
                t.add(fileOption, w, true, 'none', false);
            // (A glob may become `--output=/etc/x`, `git log ?-output=/etc/x`: its file is after the `=`.)
            const eq = w.indexOf('=');
            if (fileOption !== undefined && eq > 0)
                t.add(fileOption, w.slice(eq + 1), true, 'none', false);
            continue;
        }
        if (!dashDash && w === '--') {
            dashDash = true;
            continue;
        }
        if (dashDash || w.length < 2 || w[0] !== '-') {
            (dashDash ? after : before).push({ word: w, dynamic: false });
            continue;
        }
        if (valueLetters !== undefined && w[1] !== '-') {
            // A cluster of letters (`-am MSG`, `-mMSG`): flags, then at most one that takes a value.
            let p = 1;
            for (; p < w.length && !valueLetters.includes(w[p]); p++)
                options.push(`-${w[p]}`);
            if (p < w.length) {
                const name = `-${w[p]}`;
                const attached = w.slice(p + 1);
                if (attached === '')
                    k++;
                const value = attached !== '' ? { word: attached, dynamic: false } : { word: words[k] ?? '', dynamic: dynamic[k] ?? false };
                if (value.dynamic)
                    unknownOption = true;
                options.push(name, value.word);
                optionValue(t, sub, name, value, base);
            }
            continue;
        }
        const eq = w.indexOf('=');
        const name = eq > 0 ? w.slice(0, eq) : w;
        // git takes a unique prefix of a long option (`--conf`, `--upload-p=`): read as each option
        // that matters it may stand for.
        const valueOption = VALUE_OPTIONS.has(name);
        const stands = valueOption ? undefined : abbreviated(mattering, name);
        if (stands !== undefined) {
            const value = eq > 0 ? { word: w.slice(eq + 1), dynamic: false } : { word: words[++k] ?? '', dynamic: dynamic[k] ?? false };
            if (value.dynamic)
                unknownOption = true;
            options.push(w, value.word);
            for (const full of stands)
                optionValue(t, sub, full, value, base);
            continue;
        }
        options.push(w);
        if (eq < 0 && valueOption && flags?.has(name) !== true && k + 1 < words.length) {
            k++;
            options.push(words[k] ?? '');
            if (dynamic[k])
                unknownOption = true;
            optionValue(t, sub, name, { word: words[k] ?? '', dynamic: dynamic[k] ?? false }, base);
        }
        else if (eq > 0)
            optionValue(t, sub, name, { word: w.slice(eq + 1), dynamic: false }, base);
        else if (sub === 'grep' && w.startsWith('-O'))
            t.run(w.slice(2), false);
    }
    if (options.some(isPathspecFromFile)) {
        t.read('', true, 'tree');
        if (TREE_WRITERS.has(sub) || sub === 'checkout' || sub === 'restore' || sub === 'rm' || sub === 'clean')
            t.edit('', true, 'tree');
    }
    subcommandRemotes(t, sub, before, after, options, base);
    bridgeRemotes(t, sub, words, dynamic, i + 1, base);
    if (sub === 'push')
        pushByDestination(t, words, dynamic, i + 1);
    operandFiles(t, sub, options, before, after, base, baseDynamic);
    gitConfigWrites(t, sub, before, options, baseDynamic ? undefined : base ?? '');
    // (Subcommands the switch below reads nothing of, `status`, `branch`: no closures made for them.)
    if (!SWITCH_READS.has(sub))
        return;
    const has = (re) => options.some((o) => re.test(o));
    // A pathspec as a path: magic or a wildcard may name any path.
    const pathspec = (p) => ({
        word: under(base, p.word),
        dynamic: p.dynamic || baseDynamic || icase || p.word.startsWith(':') || (!literal && /[*?[]/.test(p.word)),
    });
    // With --work-tree, a working directory outside the tree makes pathspecs relative to its top.
    const eachPathspec = (p, f) => {
        const s = pathspec(p);
        f(s);
        if (top !== undefined && !s.dynamic && !p.word.startsWith('/') && !p.word.startsWith('~'))
            f({ word: under(top.word, p.word), dynamic: top.dynamic });
    };
    const repository = (op) => {
        if (top !== undefined)
            t.add(op, top.word, top.dynamic, 'tree', false);
        else if (topUnknown || baseDynamic)
            t.add(op, '', true, 'tree', false);
        else
            t.add(op, '.', false, 'tree', false, base ?? '');
    };
    /** `REV:path` (or `:path`, `:2:path`): the path, relative to the repository's top. */
    const objectPath = (o, below) => {
        const m = /^[^:]*:(?:[0-3]:)?(.*)$/.exec(o.word);
        if (o.dynamic || m === null)
            return;
        const path = m[1] ?? '';
        if (o.word.startsWith(':/'))
            return;
        if (top !== undefined)
            t.read(under(top.word, path), top.dynamic, below);
        else if (topUnknown || baseDynamic)
            t.read('', true, below);
        else if (path.startsWith('./') || path.startsWith('../'))
            t.read(under(base, path), false, below);
        else
            t.read(path === '' ? '.' : path, false, below, false, base ?? '');
    };
    /** Pathspecs after `--`, or the whole repository when there are none or an operand may be either. */
    const pathspecsOrRepository = (op) => {
        if (!dashDash || after.length === 0 || unknownOption)
            repository(op);
        else
            for (const p of after)
                eachPathspec(p, (s) => t.add(op, s.word, s.dynamic, 'tree', false));
    };
    switch (sub) {
        case 'grep': {
            // (Any cluster holding e or f may give the pattern: then every operand is a path.)
            const patternGiven = has(/^(?:--and|--or|--not|--all-match|--file=.*)$/) || has(/^-[^-]*[ef]/);
            const operands = patternGiven ? before : before.slice(1);
            for (const o of operands)
                objectPath(o, 'tree');
            if (dashDash)
                for (const p of after)
                    eachPathspec(p, (s) => t.read(s.word, s.dynamic, 'tree'));
            // Revisions, or no pathspec: what is below the working directory.
            if (operands.length > 0 || !dashDash || after.length === 0 || unknownOption)
                t.read(under(base, '.'), baseDynamic, 'tree');
            for (const o of operands)
                if (!o.word.includes(':'))
                    eachPathspec(o, (s) => t.read(s.word, s.dynamic, 'tree'));
            break;
        }
        case 'show':
        case 'cat-file': {
            for (const o of before)
                objectPath(o, 'none');
            const named = before.filter((o) => o.dynamic || !o.word.includes(':'));
            if (sub === 'cat-file') {
                if (!has(/^-[tse]$/) && (named.length > 0 || has(/^--batch/)))
                    t.read('', true);
                break;
            }
            const shows = has(PATCH) || !has(NO_PATCH);
            if (shows && (named.length > 0 || before.length === 0))
                pathspecsOrRepository('read');
            break;
        }
        case 'diff':
            if (has(/^--no-index$/)) {
                for (const o of [...before, ...after])
                    eachPathspec(o, (s) => t.read(s.word, s.dynamic, 'tree'));
            }
            else if (has(PATCH) || !has(NO_PATCH))
                pathspecsOrRepository('read');
            break;
        case 'log':
        case 'whatchanged':
            if (has(PATCH))
                pathspecsOrRepository('read');
            break;
        case 'stash': {
            const action = before[0]?.word ?? 'push';
            if (action === 'show') {
                if (has(PATCH))
                    repository('read');
            }
            else if (action === 'list' || action === 'drop' || action === 'clear' || action === 'store') {
                // (These change no file.)
            }
            else if (action === 'create')
                repository('read');
            else if (action === 'push' || action === 'save') {
                // Stashing reads the changed files into the repository, then resets them.
                pathspecsOrRepository('read');
                pathspecsOrRepository('edit');
            }
            else
                repository('edit');
            break;
        }
        case 'add':
            // What is added is read into the repository (and from there may be committed and pushed).
            if (has(/^(?:-n|--dry-run)$/))
                break;
            if (before.length + after.length > 0)
                for (const o of [...before, ...after])
                    eachPathspec(o, (s) => t.read(s.word, s.dynamic, 'tree'));
            else if (has(/^(?:-A|--all|-u|--update|--no-ignore-removal|-p|--patch|-i|--interactive)$/))
                repository('read');
            break;
        case 'commit':
            if (has(/^(?:-a|--all|-p|--patch|--interactive)$/))
                repository('read');
            for (const o of [...before, ...after])
                eachPathspec(o, (s) => t.read(s.word, s.dynamic, 'tree'));
            break;
        case 'hash-object':
        case 'update-index':
            if (has(/^--(?:stdin-paths|stdin|index-info)$/))
                t.read('', true);
            for (const o of [...before, ...after])
                eachPathspec(o, (s) => t.read(s.word, s.dynamic));
            break;
        case 'init': {
            // A new repository (hooks and configuration that later commands run) in DIR/.git, or DIR when bare.
            const dir = before[0] ?? after[0];
            const at = dir === undefined ? under(base, '.') : under(base, dir.word);
            t.edit(has(/^--bare$/) ? at : `${at.replace(/(?<!\/)\/+$/, '')}/.git`, baseDynamic || dir?.dynamic === true, 'tree');
            break;
        }
        case 'lfs': {
            // (git-lfs: pull, checkout and migrate rewrite the working tree; track and untrack the top's .gitattributes.)
            const action = before[0]?.word;
            if (action === 'pull' || action === 'checkout' || action === 'migrate' || before[0]?.dynamic === true)
                repository('edit');
            else if (action === 'track' || action === 'untrack')
                t.add('edit', '.gitattributes', baseDynamic, 'none', false, base ?? '');
            break;
        }
        case 'blame':
        case 'annotate':
            for (const o of [...before, ...after])
                eachPathspec(o, (s) => t.read(s.word, s.dynamic));
            break;
        case 'checkout':
        case 'restore':
            if (sub === 'restore' && has(/^(?:--staged|-S)$/) && !has(/^(?:--worktree|-W)$/))
                break;
            if (sub === 'checkout' && createsBranchHere(options, ['-b', '-B'], before, after, unknownOption))
                break;
            if (dashDash && after.length > 0 && !unknownOption)
                pathspecsOrRepository('edit');
            else if (sub === 'restore')
                for (const o of before)
                    eachPathspec(o, (s) => t.edit(s.word, s.dynamic, 'tree'));
            else
                repository('edit');
            break;
        case 'reset':
            if (has(/^--(?:hard|merge|keep)$/))
                repository('edit');
            break;
        case 'clean':
            if (has(/^(?:-n|--dry-run)$/) || has(/^-[a-zA-Z]*n[a-zA-Z]*$/))
                break;
            if (before.length + after.length === 0)
                t.edit(under(base, '.'), baseDynamic, 'tree');
            for (const o of [...before, ...after])
                eachPathspec(o, (s) => t.edit(s.word, s.dynamic, 'tree'));
            break;
        case 'rm':
            if (has(/^--cached$/))
                break;
            for (const o of [...before, ...after])
                eachPathspec(o, (s) => t.edit(s.word, s.dynamic, 'tree'));
            break;
        case 'mv':
            for (const o of [...before, ...after])
                eachPathspec(o, (s) => t.edit(s.word, s.dynamic, 'tree'));
            break;
        case 'worktree': {
            // (add and move make a tree at their path or destination. move's source, and the worktrees
            // remove deletes and repair rewrites, are edited as named: git made what is below them, a
            // checkout, so a rule on some file at any depth, `**/.env`, does not ask for it.)
            const verb = before[0]?.dynamic === true ? undefined : before[0]?.word;
            const made = verb === 'add' || verb === 'move' ? before.slice(verb === 'add' ? 1 : 2, verb === 'add' ? 2 : 3) : verb === undefined ? before.slice(1) : [];
            const named = verb === 'move' ? before.slice(1, 2) : verb === 'remove' || verb === 'repair' ? before.slice(1) : [];
            for (const w of made)
                t.edit(under(base, w.word), w.dynamic || baseDynamic, 'tree');
            for (const w of named)
                t.edit(under(base, w.word), w.dynamic || baseDynamic);
            break;
        }
        case 'config': {
            // The configuration is read (`--list`, `--get`) and, given a value or an editing option, written.
            const file = configFileOption(options);
            const files = file !== undefined ? [under(base, file)]
                : has(/^--global$/) ? ['~/.gitconfig', '~/.config/git/config'] : has(/^--system$/) ? ['/etc/gitconfig'] : [];
            const writes = before.length >= 2 || has(/^(?:--unset.*|--add|--replace-all|--edit|-e|--rename-section|--remove-section)$/)
                || ['set', 'unset', 'edit', 'rename-section', 'remove-section'].includes(before[0]?.word ?? '');
            for (const f of files) {
                t.read(f);
                if (writes)
                    t.edit(f);
            }
            if (files.length === 0) {
                t.read('.git/config', false, 'none', false, base ?? '');
                if (writes)
                    t.edit('.git/config', false, 'none', false, base ?? '');
            }
            // A command line stored for git to run later (`git config core.sshCommand 'rm x'`, a `!`
            // alias): deny and ask rules see it now.
            const [key, value] = ['set', 'add', 'replace-all'].includes(before[0]?.word ?? '') ? [before[1], before[2]] : [before[0], before[1]];
            if (key !== undefined && value !== undefined && (key.dynamic || !configRemote(t, key.word.toLowerCase(), key.word, value, base)))
                storedCommand(t, key, value, base);
            break;
        }
        case 'clone': {
            const operands = [...before, ...after];
            const dest = operands[1];
            if (dest !== undefined)
                t.edit(under(base, dest.word), dest.dynamic || baseDynamic, 'tree');
            else {
                const name = cloneName(operands[0]?.word ?? '');
                t.edit(under(base, name ?? '.'), name === undefined || operands[0]?.dynamic === true || baseDynamic, 'tree');
            }
            break;
        }
        case 'format-patch':
            pathspecsOrRepository('read');
            // Patch files named after the commits, in the working directory unless -o or --stdout.
            if (!has(/^(?:-o|--output-directory|--output-directory=.*|--stdout)$/))
                t.edit(under(base, '.'), baseDynamic, 'tree');
            break;
        default:
            if (sub === 'switch' && createsBranchHere(options, ['-c', '-C'], before, after, unknownOption))
                break;
            if (TREE_WRITERS.has(sub)) {
                if (sub === 'apply' || sub === 'am')
                    for (const o of before)
                        eachPathspec(o, (s) => t.read(s.word, s.dynamic));
                if (sub === 'apply' && has(/^(?:--check|--stat|--numstat|--summary|--cached)$/))
                    break;
                if (sub === 'bisect' && before[0]?.word !== 'run' && before[0]?.word !== 'start' && before[0]?.word !== 'good'
                    && before[0]?.word !== 'bad' && before[0]?.word !== 'reset')
                    break;
                if (sub === 'bisect' && before[0]?.word === 'run')
                    t.run(before.slice(1).map((w) => w.word).join(' '), before.slice(1).some((w) => w.dynamic));
                if (sub === 'submodule' && ['status', 'summary', 'sync', 'set-url', 'set-branch'].includes(before[0]?.word ?? 'status'))
                    break;
                if (sub === 'submodule' && before[0]?.word === 'foreach') {
                    const rest = before.slice(1).filter((w) => w.word !== '--recursive');
                    t.run(rest.map((w) => w.word).join(' '), rest.some((w) => w.dynamic));
                }
                repository('edit');
            }
            else if (TREE_READERS.has(sub)) {
                if (sub === 'bundle') {
                    const file = before[1];
                    if (file !== undefined)
                        t.add(before[0]?.word === 'create' ? 'edit' : 'read', under(base, file.word), file.dynamic || baseDynamic, 'none', false);
                    if (before[0]?.word !== 'create')
                        break;
                    repository('read');
                }
                else
                    pathspecsOrRepository('read');
            }
    }
}
//# sourceMappingURL=git-arguments.js.map