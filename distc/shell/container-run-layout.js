// One reading of the options of a container tool's `run` or `create` (docker, podman, nerdctl)
// before its image, shared by the readers that each walked them again (issue 3, session 37): the
// host files it mounts (container-files.ts) and the registries it reaches (package-hosts.ts). Only
// where their grammars agree: every word between the subcommand and the image is an option both
// read alike, a flag neither takes a value for or an option both take the next word for. Any other
// word (an option one of them reads otherwise, an expansion, `--`, `--name=value`) and there is no
// layout: each reader walks the words as before. (Their tables differ, `--cpu-shares` takes a value
// for one and not the other, so one walk cannot serve both everywhere without changing a reading.)
/**
 * Options of run and create that both readers take the next word for: in package-hosts.ts's
 * RUN_VALUES, and in container-files.ts's VALUE_LONG or (one letter) VALUE_SHORT.
 */
const AGREED_VALUES = new Set(['-v', '--volume', '-e', '--env', '-p', '--publish', '-w', '--workdir', '--name', '-u', '--user',
    '--network', '--net', '-l', '--label', '--env-file', '--label-file', '--mount', '--platform', '-h', '--hostname', '-m', '--memory', '--cpus',
    '--restart', '--add-host', '--dns', '--pull', '--entrypoint', '--tmpfs', '--ulimit', '--security-opt', '--cap-add', '--cap-drop', '--gpus',
    '--shm-size', '--stop-signal', '--log-driver', '--log-opt', '--device', '--volumes-from', '--cidfile', '--ip', '--link', '--expose', '--pid']);
/**
 * Flags of run and create that neither reader takes a value for nor reads (not `--privileged`,
 * which container-files.ts reads): not in RUN_VALUES nor VALUE_LONG, no letter of VALUE_SHORT.
 */
const AGREED_FLAGS = new Set(['--rm', '-d', '--detach', '-i', '--interactive', '-t', '--tty', '-it', '-ti', '-itd', '-dit', '-id',
    '-td', '--init', '-P', '--publish-all', '--read-only', '--no-healthcheck', '-q', '--quiet']);
let lastTouches;
let lastWords;
let lastDynamic;
let lastLayout;
/** The layout of `words` (a container tool's, words[0] its name), read once for the readers of one command (`t`). */
export function runLayout(words, dynamic, t) {
    // (The readers of one command are handed the same arrays and touches, one after another; a
    // new command has new touches, so no layout outlives the command it was read for.)
    if (t === lastTouches && words === lastWords && dynamic === lastDynamic)
        return lastLayout;
    lastTouches = t;
    lastWords = words;
    lastDynamic = dynamic;
    lastLayout = readLayout(words, dynamic);
    return lastLayout;
}
function readLayout(words, dynamic) {
    const sub = words[1];
    if ((sub !== 'run' && sub !== 'create') || dynamic[1])
        return undefined;
    const values = [];
    for (let i = 2; i < words.length; i++) {
        if (dynamic[i])
            return undefined;
        const w = words[i];
        if (w.charCodeAt(0) !== 45)
            return { sub, values, image: i };
        if (AGREED_VALUES.has(w)) {
            // (An option without its value: the readers' own walks say what that is.)
            if (i + 1 >= words.length)
                return undefined;
            values.push(i++);
        }
        else if (!AGREED_FLAGS.has(w))
            return undefined;
    }
    return undefined;
}
//# sourceMappingURL=container-run-layout.js.map