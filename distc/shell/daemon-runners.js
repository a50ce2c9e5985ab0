// Runners whose command is not the word after their options (wrapper-specs.ts names them, wrappers.ts
// dispatches): capsh hands the words after `--` to a shell as its arguments (`capsh -- -c CMD` is
// `bash -c CMD`); start-stop-daemon runs the program of `--startas`/`--exec` with the words after
// `--` (and its operands) as its arguments; pee and mispipe run each word as a line; gtester each
// word as a program; run-parts every program in a directory.
import { byLetter, grammar, resolveLong } from './long-options.js';
import { quoted } from './tmux-arguments.js';
/** A scan whose command is `program` (at `at`, a word it stands for) followed by the words from `from` on. */
function programScan(words, at, program, from, options, values, problem) {
    const command = [at];
    for (let k = from; k < words.length; k++)
        command.push(k);
    return { inner: at, command, commandWords: [program, ...words.slice(from)], assignments: [], options, values, startsShell: false, problem };
}
/** `capsh [--opt=VALUE…] [==] -- ARGS`: the shell (`--shell=PATH`, /bin/bash) runs ARGS. */
export function scanCapsh(words, dynamic) {
    const options = [];
    const values = [];
    let shell = '/bin/bash';
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            return { inner: undefined, assignments: [], options, values, startsShell: false, problem: 'an argument of capsh comes from an expansion' };
        if (w === '--')
            return programScan(words, i, shell, i + 1, options, values);
        // (`==` runs capsh again with the words after it.)
        if (w === '==')
            continue;
        const eq = w.indexOf('=');
        options.push(eq > 0 ? w.slice(0, eq) : w);
        values.push(eq > 0 ? w.slice(eq + 1) : undefined);
        if (w.startsWith('--shell='))
            shell = w.slice(8);
    }
    return { inner: undefined, assignments: [], options, values, startsShell: false };
}
/** start-stop-daemon's options (dpkg 1.21): those that take a value, the flags, and the letters of each. */
const SSD = grammar('pid ppid pidfile exec name user group chuid signal startas chroot chdir nicelevel procsched iosched umask notify-timeout output retry', 'start stop status help version background notify-await no-close make-pidfile remove-pidfile test oknodo quiet verbose', { p: 'pidfile', x: 'exec', n: 'name', u: 'user', g: 'group', c: 'chuid', s: 'signal', a: 'startas', r: 'chroot', d: 'chdir', N: 'nicelevel',
    P: 'procsched', I: 'iosched', k: 'umask', O: 'output', R: 'retry' });
const SSD_FLAGS = byLetter({ S: 'start', K: 'stop', T: 'status', H: 'help', V: 'version', b: 'background', C: 'no-close', m: 'make-pidfile',
    t: 'test', o: 'oknodo', q: 'quiet', v: 'verbose' });
/**
 * `start-stop-daemon --start --exec PROG [--startas PROG] [--] ARGS`: PROG runs with ARGS (`--stop`
 * runs nothing). Read as getopt_long reads it: letter clusters (`-Sx PROG`, `-xPROG`), unique
 * prefixes of long options (`--ex=PROG`), operands anywhere before `--` (they are ARGS too, first);
 * an option it does not know is a problem. Another directory or root (`-d`, `-r`) is a problem too:
 * the command's relative paths name other files.
 */
export function scanStartStopDaemon(words, dynamic) {
    const options = [];
    const values = [];
    /** The program's word, and its text (a piece of the word when attached: `-xPROG`, `--exec=PROG`). */
    let program;
    let startas;
    const operands = [];
    let start = false;
    let elsewhere = false;
    let problem;
    const option = (long, at, text) => {
        options.push(`--${long}`);
        values.push(text);
        if (long === 'start')
            start = true;
        else if (long === 'chdir' || long === 'chroot')
            elsewhere = true;
        else if ((long === 'exec' || long === 'startas') && at !== undefined && text !== undefined) {
            if (long === 'exec')
                program = { at, text };
            else
                startas = { at, text };
        }
    };
    let i = 1;
    for (; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            problem ??= 'an argument of start-stop-daemon comes from an expansion';
            continue;
        }
        if (w === '--') {
            i++;
            break;
        }
        if (w.length < 2 || w[0] !== '-') {
            operands.push(i);
            continue;
        }
        if (w[1] === '-') {
            const eq = w.indexOf('=');
            const written = eq > 0 ? w.slice(2, eq) : w.slice(2);
            const long = resolveLong(SSD, written);
            if (long === undefined || long === 'ambiguous') {
                problem ??= `start-stop-daemon --${written} is not an option the analysis knows`;
                continue;
            }
            if (eq > 0)
                option(long, i, w.slice(eq + 1));
            else if (SSD.args.has(long))
                option(long, ++i, words[i]);
            else
                option(long, undefined, undefined);
            continue;
        }
        // A cluster of letters: flags, then at most one that takes a value (the rest of the word, or the next).
        for (let k = 1; k < w.length; k++) {
            const code = w.charCodeAt(k);
            const valued = code < 128 ? SSD.short[code] : undefined;
            const flag = code < 128 ? SSD_FLAGS[code] : undefined;
            if (valued !== undefined) {
                if (k + 1 < w.length)
                    option(valued, i, w.slice(k + 1));
                else
                    option(valued, ++i, words[i]);
                break;
            }
            if (flag !== undefined)
                option(flag, undefined, undefined);
            else
                problem ??= `start-stop-daemon -${w[k]} is not an option the analysis knows`;
        }
    }
    const run = startas ?? program;
    if (!start || run === undefined)
        return { inner: undefined, assignments: [], options, values, startsShell: false, problem };
    if (dynamic[run.at])
        return { inner: undefined, assignments: [], options, values, startsShell: false, problem: 'the program start-stop-daemon runs comes from an expansion' };
    if (elsewhere)
        problem ??= 'start-stop-daemon runs its program in another directory or root (--chdir, --chroot)';
    for (; i < words.length; i++)
        operands.push(i);
    return {
        inner: run.at, command: [run.at, ...operands], commandWords: [run.text, ...operands.map((k) => words[k])],
        assignments: [], options, values, startsShell: false, problem,
    };
}
/** pee's flags (moreutils); mispipe takes none. */
const LINE_RUNNER_FLAGS = new Set(['--ignore-sigpipe', '--no-ignore-sigpipe', '--ignore-write-errors', '--no-ignore-write-errors']);
/** `pee CMD…`, `mispipe CMD1 CMD2` (moreutils): each word is a line run by `sh -c`. */
export function scanLineArguments(name, words, dynamic) {
    const lines = [];
    const options = [];
    let problem;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            problem ??= `a command line of ${name} comes from an expansion`;
        else if (name === 'pee' && LINE_RUNNER_FLAGS.has(w))
            options.push(w);
        else
            lines.push(w);
    }
    return { inner: undefined, assignments: [], options, values: options.map(() => undefined), line: lines.length > 0 ? { text: lines.join('\n'), exact: true } : undefined, startsShell: false, problem };
}
/** gtester's (glib's) options: these take a value (`-o FILE`, `-o=FILE`: its log), these none. */
const GTESTER_VALUES = new Set(['-o', '-p', '-s', '-m']);
const GTESTER_FLAGS = new Set(['-k', '--keep-going', '-q', '--quiet', '--verbose', '--g-fatal-warnings', '--debug-log', '-l']);
/** `gtester [options] PROGRAM…`: each operand is a program it runs (a line naming only it). */
export function scanTestPrograms(words, dynamic) {
    const lines = [];
    const options = [];
    const values = [];
    const files = [];
    let problem;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            problem ??= 'a program gtester runs comes from an expansion';
        else if (w === '-h' || w === '--help' || w === '--version')
            return { inner: undefined, assignments: [], options: [w], values: [undefined], startsShell: false };
        else if (GTESTER_VALUES.has(w.length > 2 && w[2] === '=' ? w.slice(0, 2) : w)) {
            const at = w.length > 2 ? i : ++i;
            const value = w.length > 2 ? w.slice(3) : words[at];
            options.push(w.slice(0, 2));
            values.push(dynamic[at] ? undefined : value);
            if (w.startsWith('-o') && value !== undefined)
                files.push({ op: 'edit', word: value, dynamic: dynamic[at] ?? false });
        }
        else if (GTESTER_FLAGS.has(w) || w.startsWith('--seed=')) {
            options.push(w);
            values.push(undefined);
        }
        else if (w[0] === '-')
            problem ??= `unknown option ${w} of gtester`;
        else
            lines.push(quoted(w));
    }
    return { inner: undefined, assignments: [], options, values, files, line: lines.length > 0 ? { text: lines.join('\n'), exact: true } : undefined, startsShell: false, problem };
}
/** `run-parts DIR` runs every program in DIR, which the line does not show: a problem (`--test`/`--list` only print their names). */
export function runPartsTouches(words, dynamic, t) {
    let runs = true;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (!dynamic[i] && (w === '--test' || w === '--list' || w === '--help' || w === '--version' || w === '-V'))
            runs = false;
        else if (dynamic[i] || !w.startsWith('-'))
            t.read(w, dynamic[i] ?? false, 'tree');
    }
    if (runs)
        t.problem('run-parts runs every program in its directory, which the analysis does not read');
}
//# sourceMappingURL=daemon-runners.js.map