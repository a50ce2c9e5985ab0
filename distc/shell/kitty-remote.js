// kitty's remote control (`kitty @ …`, `kitten @ …`): the running kitty runs the command of
// `launch`, `new-window` and `run` (`kitty @ launch rm -rf x` ran rm unseen by deny rules). That
// command is read for deny and ask rules; the line still asks: kitty runs it in its own
// environment and directory, with options this analysis does not follow (`--watcher` loads
// Python, `--copy-env`, `--stdin-source`). Every other subcommand is a problem only (`send-text`
// types into a shell, `action` and `kitten` run kitty's own code).
/** Options of `kitten @` itself that take a value. */
const REMOTE_VALUED = new Set(['--to', '--password', '--password-file', '--password-env', '--use-password']);
const NO_FLAGS = new Set();
/** The subcommands that run a command. */
const LAUNCHERS = new Set(['launch', 'new-window', 'run']);
/** Options of launch, new-window and run that take a value (kitty 0.45); the others are flags. */
const LAUNCH_VALUED = new Set([
    '-m', '--match', '--title', '--window-title', '--tab-title', '--type', '--window-type', '--cwd', '--env', '--var', '--location', '--bias', '--next-to',
    '--stdin-source', '--marker', '--logo', '--logo-position', '--logo-alpha', '--color', '--spacing', '-w', '--watcher', '--os-window-class', '--os-window-name',
    '--os-window-title', '--os-window-state', '--os-panel', '--remote-control-password', '--source-window', '--add-to-session', '--response-timeout',
]);
const LAUNCH_FLAGS = new Set([
    '--no-response', '--self', '--keep-focus', '--dont-take-focus', '--copy-colors', '--copy-cmdline', '--copy-env', '--hold', '--allow-remote-control',
    '--stdin-add-formatting', '--stdin-add-line-wrap-markers', '--wait-for-child-to-exit', '--new-tab', '--hold-after-ssh',
]);
/** The index after the option at `i` (its value too, when it takes one in the next word), or undefined for an option not known. */
function afterOption(w, i, valued, flags) {
    const eq = w.startsWith('--') ? w.indexOf('=') : -1;
    const name = eq > 0 ? w.slice(0, eq) : w;
    if (valued.has(name))
        return eq > 0 ? i + 1 : i + 2;
    // (`-mid:1`: a short option's value attached.)
    if (w[1] !== '-' && w.length > 2 && valued.has(w.slice(0, 2)))
        return i + 1;
    return flags.has(name) ? i + 1 : undefined;
}
/**
 * The remote control command whose word `@` (or `@launch`) is at `at`, after the runner's own
 * `options` and `values`: the command it runs, always with a problem. The option `@` moves the
 * command's relative paths to an unknown directory (directory-change.ts).
 */
export function scanKittyRemote(words, dynamic, at, options, values) {
    const result = (inner, problem) => ({ inner, assignments: [], options: [...options, '@'], values: [...values, undefined], startsShell: false, problem });
    let i = at + 1;
    let sub = words[at].slice(1);
    if (sub === '') {
        while (i < words.length && !dynamic[i] && words[i][0] === '-')
            i = afterOption(words[i], i, REMOTE_VALUED, NO_FLAGS) ?? i + 1;
        sub = dynamic[i] ? '' : words[i] ?? '';
        i++;
    }
    const problem = `${sub === '' ? 'a command' : sub} of kitty's remote control runs in the running kitty, which this analysis does not read`;
    if (!LAUNCHERS.has(sub))
        return result(undefined, problem);
    // (An option not known is read as a flag: the command after it is still seen, and the line asks anyway.)
    for (; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || w[0] !== '-' || w === '-')
            break;
        if (w === '--') {
            i++;
            break;
        }
        i = (afterOption(w, i, LAUNCH_VALUED, LAUNCH_FLAGS) ?? i + 1) - 1;
    }
    return result(i < words.length ? i : undefined, problem);
}
//# sourceMappingURL=kitty-remote.js.map