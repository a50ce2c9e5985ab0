// Commands that run many command lines of their words: hyperfine (each word a line it times, and
// its --setup, --prepare, --cleanup and --conclude lines), concurrently (each word a line) and GNU parallel and sem (a command run
// once per argument after `:::`, the argument appended or put in place of `{}`; without a command,
// the arguments are the lines). What they run is read as lines of the analysis, so deny and ask
// rules see `hyperfine 'rm -rf x'` and `parallel rm ::: a b`. Their allow rule covers nothing:
// each line must be allowed too.
import { quoted } from './tmux-arguments.js';
/** Lines read per command (a work bound: more arguments than this are a problem). */
const MAX_LINES = 16;
/** Options whose value is a command line (`-S`/`--shell` names the shell with its options: run too). */
const HYPERFINE_LINES = new Set(['-s', '--setup', '-p', '--prepare', '-c', '--cleanup', '--conclude', '-S', '--shell']);
const HYPERFINE_ARGS = new Set([
    '-w', '--warmup', '-m', '--min-runs', '-M', '--max-runs', '-r', '--runs', '-D', '--parameter-step-size', '--style',
    '--sort', '-u', '--time-unit', '--export-asciidoc', '--export-csv', '--export-json', '--export-markdown', '--export-orgmode',
    '--output', '--input', '-n', '--command-name', '--min-benchmarking-time',
]);
const HYPERFINE_EXPORTS = new Set(['--export-asciidoc', '--export-csv', '--export-json', '--export-markdown', '--export-orgmode']);
/** Options with more than one word: `-P VAR MIN MAX`, `-L VAR LIST`. */
const HYPERFINE_PARAMETERS = new Map([['-P', 3], ['--parameter-scan', 3], ['-L', 2], ['--parameter-list', 2]]);
function result(lines, files, options, problem) {
    return {
        inner: undefined, assignments: [], options, values: options.map(() => undefined), files,
        line: lines.length > 0 ? { text: lines.join('\n'), exact: true } : undefined, startsShell: false, problem,
    };
}
export function scanHyperfine(words, dynamic) {
    const lines = [];
    const files = [];
    const options = [];
    let problem;
    let parameters = false;
    const line = (k) => {
        if (dynamic[k])
            problem ??= 'a command line of hyperfine comes from an expansion';
        else if (lines.length >= MAX_LINES)
            problem ??= `hyperfine is given more than ${MAX_LINES} command lines: the rest are not read`;
        else
            lines.push(words[k]);
    };
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] && w.startsWith('-')) {
            problem ??= 'an option of hyperfine comes from an expansion';
            continue;
        }
        if (w === '--') {
            for (let k = i + 1; k < words.length; k++)
                line(k);
            break;
        }
        if (!w.startsWith('-') || w === '-') {
            line(i);
            continue;
        }
        const eq = w.indexOf('=');
        const name = w.startsWith('--') && eq > 0 ? w.slice(0, eq) : w;
        options.push(name);
        const attached = w.startsWith('--') && eq > 0 ? w.slice(eq + 1) : undefined;
        if (HYPERFINE_LINES.has(name)) {
            // (`--shell=none` runs the commands without a shell.)
            if ((name === '-S' || name === '--shell') && (attached ?? words[i + 1]) === 'none')
                i += attached === undefined ? 1 : 0;
            else if (attached !== undefined)
                lines.push(attached);
            else if (i + 1 < words.length)
                line(++i);
        }
        else if (HYPERFINE_PARAMETERS.has(name)) {
            parameters = true;
            i += HYPERFINE_PARAMETERS.get(name);
        }
        else if (HYPERFINE_ARGS.has(name)) {
            const at = attached === undefined ? ++i : i;
            const value = attached ?? words[at] ?? '';
            const valueDynamic = attached === undefined && (dynamic[at] ?? false);
            // (--output and --input take a file, or null, pipe, inherit.)
            const stream = (name === '--output' || name === '--input') && ['null', 'pipe', 'inherit'].includes(value);
            if (HYPERFINE_EXPORTS.has(name) || (name === '--output' && !stream))
                files.push({ op: 'edit', word: value, dynamic: valueDynamic });
            else if (name === '--input' && !stream)
                files.push({ op: 'read', word: value, dynamic: valueDynamic });
        }
        else if (!/^-[hViN]$|^--(?:help|version|ignore-failure|show-output|no-shell|export-json)$/.test(name)) {
            problem ??= `${name} is not an option of hyperfine this analysis knows`;
        }
    }
    // `-L cmd rm,ls '{cmd} x'`: the lines are templates whose words the parameters fill in.
    if (parameters && lines.some((l) => l.includes('{')))
        problem ??= 'a command line of hyperfine is filled in from a parameter';
    return result(lines, files, options, problem);
}
/** concurrently's options that take a value (any other option is a flag it knows, or a problem). */
const CONCURRENTLY_ARGS = new Set(['-n', '--names', '-c', '--prefix-colors', '-p', '--prefix', '-l', '--prefix-length', '-t', '--timestamp-format',
    '-s', '--success', '--name-separator', '--default-input-target', '-m', '--max-processes', '--restart-tries', '--restart-after', '--hide',
    '--pad-prefix', '--teardown']);
const CONCURRENTLY_FLAGS = /^-[kriPgh]$|^--(?:kill-others|kill-others-on-fail|raw|handle-input|no-color|timings|group|passthrough-arguments|help|version)$/;
/** `concurrently 'CMD1' 'CMD2' …`: each word a line run by a shell (`--teardown CMD` too). */
export function scanConcurrently(words, dynamic) {
    const lines = [];
    const options = [];
    let problem;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            problem ??= 'a command line or option of concurrently comes from an expansion';
            continue;
        }
        if (!w.startsWith('-') || w === '-') {
            if (lines.length >= MAX_LINES)
                problem ??= `concurrently is given more than ${MAX_LINES} command lines: the rest are not read`;
            else
                lines.push(w);
            continue;
        }
        const eq = w.indexOf('=');
        const name = w.startsWith('--') && eq > 0 ? w.slice(0, eq) : w;
        options.push(name);
        if (CONCURRENTLY_ARGS.has(name)) {
            const value = eq > 0 ? w.slice(eq + 1) : words[++i] ?? '';
            if (name === '--teardown') {
                if (eq < 0 && dynamic[i])
                    problem ??= 'a --teardown line of concurrently comes from an expansion';
                else
                    lines.push(value);
            }
        }
        else if (!CONCURRENTLY_FLAGS.test(name))
            problem ??= `${name} is not an option of concurrently this analysis knows`;
    }
    return result(lines, [], options, problem);
}
/** GNU parallel's options that take the next word (a partial list: an unknown option is a problem). */
const PARALLEL_ARGS = new Set([
    '-j', '-P', '-N', '-L', '-l', '-n', '-s', '-d', '--jobs', '--max-procs', '--max-args', '--max-lines',
    '--max-chars', '--eof', '--delimiter', '--joblog', '--workdir', '--wd', '--tmpdir',
    '--timeout', '--delay', '--retries', '--halt', '--memfree', '--load', '--nice', '--env', '--id', '--tag-string', '--tagstring',
    '--block', '--recstart', '--recend', '--header', '--progress-bar',
]);
/** Options that run the jobs on other hosts, or send files there and back. */
const PARALLEL_REMOTE = new Set(['-S', '--sshlogin', '--sshloginfile', '--slf', '--basefile', '--bf', '--return', '--transfer', '--transferfile', '--tf',
    '--cleanup', '--trc', '--controlmaster', '--ssh']);
/** Options that put several arguments in one job (`-n3`, `-X`, `--xargs`). */
const PARALLEL_SEVERAL = /^(?:-[nNLXm]\d*|--(?:max-args|max-lines|xargs|max-replace-args))(?:=|$)/;
/** Options that change the replacement strings or where arguments go, or write results: not read. */
const PARALLEL_TRANSFORMS = new Set([
    '-I', '-i', '-e', '-E', '-C', '--replace', '--extensionreplace', '--er', '--basenamereplace', '--bnr', '--dirnamereplace', '--dnr',
    '--basenameextensionreplace', '--bner', '--seqreplace', '--slotreplace', '--colsep', '--plus', '--results', '--res', '--rpl', '--parens',
]);
const PARALLEL_FLAGS = new Set([
    '-k', '-q', '-v', '-t', '-0', '-r', '-u', '-X', '-m', '-p', '-g', '--keep-order', '--quote', '--verbose', '--null', '--no-run-if-empty',
    '--ungroup', '--group', '--line-buffer', '--lb', '--tag', '--dry-run', '--progress', '--bar', '--eta', '--halt-on-error', '--fg', '--bg',
    '--semaphore', '--wait', '--will-cite', '--citation', '--xargs', '--trim', '--pipe', '--cat', '--fifo', '--interactive', '--silent',
    '--linebuffer', '--shuf', '--plain', '--nonall', '--onall',
]);
/** Characters of the lines built from one parallel command (a work bound). */
const MAX_LINE_TEXT = 20_000;
/** parallel, or sem (`parallel --semaphore`: runs its command once, with no arguments to read). */
export function scanParallel(words, dynamic, sem) {
    const options = [];
    const files = [];
    let problem;
    let several = false;
    let workdir;
    let i = 1;
    for (; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            return result([], [], options, 'an argument of parallel comes from an expansion');
        if (!w.startsWith('-') || w === '-' || w.startsWith(':::'))
            break;
        if (w === '--') {
            i++;
            break;
        }
        const eq = w.indexOf('=');
        const name = w.startsWith('--') && eq > 0 ? w.slice(0, eq) : w;
        options.push(name);
        if (PARALLEL_TRANSFORMS.has(name)) {
            // (Found in review: other replacement strings, columns, perl expressions.)
            return result([], [], options, `parallel ${name} changes how arguments are put into the command: what it runs is not read`);
        }
        if (PARALLEL_REMOTE.has(name) || /^-S./.test(w)) {
            return result([], [], options, `parallel ${name} runs the jobs on other hosts or moves files there: what it runs and reaches is not read`);
        }
        if (PARALLEL_SEVERAL.test(w))
            several = true;
        if (PARALLEL_ARGS.has(name)) {
            const value = eq < 0 ? words[++i] : w.slice(eq + 1);
            const valueDynamic = eq < 0 && (dynamic[i] ?? false);
            if (name === '--joblog' && value !== undefined)
                files.push({ op: 'edit', word: value, dynamic: valueDynamic });
            // (The jobs run in that directory: each line starts there.)
            else if ((name === '--workdir' || name === '--wd') && value !== undefined && value !== '.') {
                if (valueDynamic || value === '...')
                    return result([], [], options, `parallel ${name} runs the jobs in a directory the analysis cannot follow`);
                workdir = value;
            }
        }
        else if (name === '-a' || name === '--arg-file' || name === '--pipe-part' || name === '--shebang') {
            return result([], [], options, `parallel ${name} reads its arguments or hosts from elsewhere: what it runs is not known`);
        }
        else if (!PARALLEL_FLAGS.has(name) && !/^-[jPNLlns]\d+$/.test(w)) {
            problem ??= `${name} is not an option of parallel this analysis knows`;
        }
    }
    const command = [];
    for (; i < words.length && !words[i].startsWith(':::'); i++) {
        if (dynamic[i])
            return result([], [], options, 'an argument of parallel comes from an expansion');
        command.push(words[i]);
    }
    if (i >= words.length) {
        if (sem || options.includes('--semaphore'))
            return result(command.length > 0 ? [command.join(' ')] : [], [], options, command.length > 0 ? problem : 'sem is given no command');
        // Arguments from standard input: the command (if any) runs with unknown arguments appended.
        return result(command.length > 0 ? [command.join(' ')] : [], [], options, command.length > 0 ? 'parallel appends arguments it reads from standard input' : 'parallel reads the command lines it runs from standard input');
    }
    const args = [];
    let sources = 0;
    for (; i < words.length; i++) {
        const w = words[i];
        if (w === ':::' || w === ':::+') {
            sources++;
            continue;
        }
        if (w.startsWith('::::'))
            return result([], [], options, 'parallel reads its arguments from a file: what it runs is not known');
        if (dynamic[i])
            return result([], [], options, 'an argument of parallel comes from an expansion');
        args.push(w);
    }
    // (Several sources make combinations, `-n3` several arguments a job: each line read below has
    // one argument; the jobs have more.)
    if (sources > 1 || several)
        problem ??= 'parallel puts several arguments into each job (several ::: sources, -n, -X): the lines read have one each';
    // parallel joins the command's words and runs them by a shell, each argument quoted in.
    const template = command.join(' ');
    const at = workdir === undefined ? '' : `cd ${quoted(workdir)} && `;
    // Only `{}` itself is the argument; `{.}`, `{/}`, `{1}`, `{= perl =}` are transformations of it.
    if (/\{(?!\})/.test(template))
        return result([], files, options, 'parallel puts its arguments into the command through a replacement string other than {}: what it runs is not read');
    const replaced = template.includes('{}');
    // (A work bound on what is built: the lines are at most MAX_LINE_TEXT characters in all.)
    let size = 0;
    const lines = [];
    for (const a of args) {
        if (lines.length >= MAX_LINES) {
            problem ??= `parallel is given more than ${MAX_LINES} arguments: the rest are not read`;
            break;
        }
        const line = at + (command.length === 0 ? a : replaced ? template.replaceAll('{}', quoted(a)) : `${template} ${quoted(a)}`);
        size += line.length;
        if (size > MAX_LINE_TEXT) {
            problem ??= `the lines parallel runs are more than ${MAX_LINE_TEXT} characters: the rest are not read`;
            break;
        }
        lines.push(line);
    }
    return result(lines, files, options, problem);
}
//# sourceMappingURL=batch-runners.js.map