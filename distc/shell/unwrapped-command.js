// The program a simple command runs, for the readings of the text it prints or the files it writes
// (piped-text.ts, copied-files.ts): its name without a directory (`/bin/cat`), quoting (`"cat"`)
// or a local wrapper that runs it with the same arguments, input and output (`command cat`, `env
// cat`, `sudo tee g`, `timeout 5 cp f g`, `busybox cat`). Session 41: `echo /etc/passwd | command
// cat > g; mytool < g`, `… > g; /bin/cat g | mytool`, `env cp g h`, `sudo tee g` were allowed
// where the plain names asked. A wrapper whose command the scan cannot find, or one that runs a
// line or changes what the command is given (xargs, ssh, watch: not listed), is opaque: what it
// prints of a text it is given is not known (piped-text.ts reads it as computed).
import { scanWrapper } from './wrappers.js';
import { wordValue } from './words.js';
/** A wrapper that runs a command whose input and output are not read here. */
export const OPAQUE = 'opaque';
/** Wrappers that run their command here with their own arguments, input and output (wrapper-specs.ts grammars). */
const LOCAL_WRAPPERS = new Set([
    'timeout', 'time', 'nice', 'nohup', 'stdbuf', 'command', 'builtin', 'noglob', 'exec', 'env', 'sudo', 'doas', 'run0', 'pkexec', 'sudo-rs',
    'ionice', 'setsid', 'setpriv', 'chrt', 'taskset', 'numactl', 'prlimit', 'fakeroot', 'eatmydata', 'nocache', 'faketime', 'unbuffer',
    'chronic', 'torsocks', 'torify', 'proxychains', 'proxychains4', 'tini', 'dumb-init', 'busybox', 'toybox', 'flock', 'strace', 'ltrace',
    'valgrind', 'chpst', 'setuidgid', 'firejail', 'bwrap', 'unshare', 'chroot', 'trickle', 'cpulimit', 'caffeinate', 'ifne', 'gosu',
    'su-exec', 'cgexec', 'setarch', 'linux32', 'linux64', 'systemd-inhibit', 'catchsegv', 'rlwrap', 'choom', 'runcon', 'aa-exec',
]);
/** Every other wrapper the analysis knows: its command's input and output are not read here. */
const OTHER_WRAPPER = /^(?:xargs|ssh|watch|parallel|sem|script|tmux|screen|expect|entr|pee|mispipe|retry|sshpass|autossh|mosh)$/;
/** Wrappers seen through at most (a work bound; `nice nice … cat` past it is opaque). */
const MAX_WRAPPERS = 8;
/**
 * The program `node` runs (UnwrappedCommand), OPAQUE for a wrapper whose command is not read,
 * or undefined where it has no literal name (`$X`, none).
 */
export function unwrappedCommand(node) {
    // (Not kept per node: a plain name, most commands, is one wordValue; a WeakMap entry per node cost more.)
    let words = node.words;
    for (let round = 0; round <= MAX_WRAPPERS; round++) {
        if (words.length === 0)
            return undefined;
        const first = wordValue(words[0]);
        if (first.dynamic)
            return undefined;
        const name = first.value.slice(first.value.lastIndexOf('/') + 1);
        if (OTHER_WRAPPER.test(name))
            return OPAQUE;
        if (!LOCAL_WRAPPERS.has(name))
            return { name, words };
        if (round === MAX_WRAPPERS)
            return OPAQUE;
        const values = words.map((w) => wordValue(w));
        const scan = scanWrapper(name, values.map((v) => v.value), values.map((v) => v.dynamic));
        // (No command found, a line it runs instead, a shell it starts, a word the scan could not read.)
        if (scan.inner === undefined || scan.command !== undefined || scan.line !== undefined || scan.startsShell || scan.problem !== undefined)
            return OPAQUE;
        words = words.slice(scan.inner);
    }
    return OPAQUE;
}
//# sourceMappingURL=unwrapped-command.js.map