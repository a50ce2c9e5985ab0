// git's names past its global options, which a pipe or a substitution may give a program
// (listed-paths.ts): tracked, changed, matching, and status's short or porcelain names.
import { ANY_PATH, below, belowShape, bounded, grepOperands, NO_VALUES, operands } from './lister-operands.js';
import { globShape } from './possible-paths.js';
/** git ls-files' names: below each literal pathspec, a glob pathspec (`'*.ts'`, which matches at any depth) as its last segment's. */
function gitLsFilesShapes(words) {
    const specs = operands(words, new Set(['-x', '--exclude', '-X', '--exclude-from', '--format']));
    if (specs.length === 0)
        return below([], '');
    return specs.map((s) => (!s.dynamic && /[*?[]/.test(s.value) && !s.value.includes('/') && !s.value.startsWith(':') ? belowShape({ value: '.', dynamic: false }, globShape(s.value)) : belowShape(s, '')));
}
/** git's options before its subcommand that take the next word (`-C DIR` is read on its own). */
const GIT_GLOBAL_VALUES = new Set(['-c', '--git-dir', '--work-tree', '--namespace', '--super-prefix', '--config-env', '--list-cmds', '--attr-source', '--exec-path']);
/** Options of diff, show, log and their kin that print the names of the files changed. */
const CHANGED_NAMES = /^--(?:name-only|name-status|raw|numstat|stat|compact-summary|dirstat|summary)(?:=|$)|^--stat-/;
/**
 * git's names, past its global options (`-C DIR`: also below DIR, where a reader may cd): tracked
 * (`ls-files`, `ls-tree`), changed (`diff --name-only`, `log --stat`, `status -s`), matching
 * (`grep -l`). An expansion before or at the subcommand may be any of them.
 */
export function gitShapes(words) {
    const dirs = [];
    let k = 0;
    for (; k < words.length && (words[k].dynamic || (words[k].value.length > 1 && words[k].value.startsWith('-'))); k++) {
        const w = words[k];
        if (w.dynamic)
            return [ANY_PATH];
        if (w.value === '-C')
            dirs.push(words[++k] ?? { value: '', dynamic: true });
        else if (GIT_GLOBAL_VALUES.has(w.value))
            k++;
    }
    if (k < words.length && words[k].dynamic)
        return [ANY_PATH];
    const names = gitSubcommandShapes(words[k]?.value ?? '', words.slice(k + 1));
    if (names.length === 0 || dirs.length === 0)
        return names;
    if (dirs.some((d) => d.dynamic || /[$`\\]/.test(d.value)))
        return [ANY_PATH];
    const dir = dirs.reduce((at, d) => (d.value.startsWith('/') || d.value.startsWith('~') ? d.value : `${at}/${d.value}`), '.');
    const base = belowShape({ value: dir, dynamic: false }, '').slice(0, -3);
    const here = belowShape({ value: '.', dynamic: false }, '').slice(0, -3);
    // (The names as printed, read here; and the same below DIR.)
    return bounded([...names, ...names.map((n) => (n.startsWith(`${here}/`) ? `${base}${n.slice(here.length)}` : n))]);
}
/** The names a git subcommand prints (its words after it): none for one that prints no names. */
function gitSubcommandShapes(sub, words) {
    const here = below([], '');
    switch (sub) {
        case 'ls-files':
            return gitLsFilesShapes(words);
        case 'ls-tree':
            // (Its names below the paths after the tree, relative to the working directory.)
            return below(operands(words, NO_VALUES).slice(1), '');
        case 'diff':
        case 'diff-tree':
        case 'diff-index':
        case 'diff-files':
        case 'show':
        case 'log':
        case 'whatchanged':
        case 'stash':
            // (Relative to the repository's top; `--no-index`: below the paths it compares.)
            return words.some((w) => CHANGED_NAMES.test(w.value)) ? [...new Set([...here, ...below(operands(words, NO_VALUES), '')])] : [];
        case 'status':
            return gitStatusShapes(words);
        case 'clean':
            // (`Would remove NAME`, `Removing NAME`: untracked names below its pathspecs, the working directory's where none.)
            return below(operands(words, new Set(['-e', '--exclude'])), '');
        case 'grep':
            return words.some((w) => /^-[a-zA-Z]*[lLO]|^--(?:name-only|files-with-matches|files-without-match|open-files-in-pager)/.test(w.value)) ? [...new Set([...here, ...below(grepOperands(words), '')])] : [];
        default:
            return [];
    }
}
/**
 * `git status`'s names in its short or porcelain formats (its long format is prose, as `ls -la`'s
 * is): porcelain's are below the repository's top; short's are relative to the working directory
 * and reach up to the top (`../k.pem`), whose place is not known, so any path but below its pathspecs.
 */
function gitStatusShapes(words) {
    const porcelain = words.some((w) => /^--porcelain(?:=|$)|^-z$|^--null$/.test(w.value));
    const short = words.some((w) => /^-[bvz]*s[bvz]*$|^--short$/.test(w.value));
    if (!porcelain && !short)
        return [];
    const specs = operands(words, NO_VALUES);
    if (specs.length > 0)
        return below(specs, '');
    return short ? [ANY_PATH] : below([], '');
}
//# sourceMappingURL=git-listed-names.js.map