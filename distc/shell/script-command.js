// `script`, which records a terminal session into a file, read both ways it exists:
// - util-linux: `script [options] [file]`, options anywhere (getopt permutes them); `-c CMD` runs
//   CMD with the shell, else the shell reads standard input. It writes the file (by default
//   `typescript`) and the files -B, -I, -O, -T and -t name. A second operand is an error.
// - BSD and macOS: `script [-adeFfkpqr] [-T fmt] [-t time] [file [command ...]]`, options first:
//   the words after the file are a command it runs.
// The union is what it may do: every file either writes, the -c line, the BSD command; a shell
// reading standard input when either runs no command.
const LINUX_FLAGS = new Set(['-a', '--append', '-e', '--return', '-f', '--flush', '--force', '-q', '--quiet']);
const LINUX_ARGS = new Set(['-E', '--echo', '-m', '--logging-format', '-o', '--output-limit']);
const LINUX_WRITES = new Set(['-B', '--log-io', '-I', '--log-in', '-O', '--log-out', '-T', '--log-timing']);
const LINUX_NO_COMMAND = new Set(['-h', '--help', '-V', '--version']);
const LINUX_LONG = [...LINUX_FLAGS, ...LINUX_ARGS, ...LINUX_WRITES, ...LINUX_NO_COMMAND, '--command', '--timing'].filter((o) => o.startsWith('--'));
const BSD_FLAGS = 'adeFfkpqr';
const BSD_ARGS = 'Tt';
function linux(words, dynamic) {
    const r = { files: [], shell: false };
    const operands = [];
    let logged = false;
    const file = (word, dyn) => r.files.push({ op: 'edit', word, dynamic: dyn });
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            r.problem ??= 'an argument of script comes from an expansion';
            operands.push(i);
            continue;
        }
        if (w === '--') {
            for (let k = i + 1; k < words.length; k++)
                operands.push(k);
            break;
        }
        if (w[0] !== '-' || w.length === 1) {
            operands.push(i);
            continue;
        }
        // One option, or a cluster of them: [name, attached value].
        const parts = [];
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            const given = eq < 0 ? w : w.slice(0, eq);
            const name = LINUX_LONG.includes(given) ? given : LINUX_LONG.filter((n) => n.startsWith(given)).length === 1 ? LINUX_LONG.find((n) => n.startsWith(given)) : undefined;
            if (name === undefined)
                return { ...r, problem: `unknown option ${w} of script` };
            parts.push([name, eq < 0 ? undefined : w.slice(eq + 1)]);
        }
        else {
            for (let j = 1; j < w.length; j++) {
                const name = `-${w[j]}`;
                const rest = j + 1 < w.length ? w.slice(j + 1) : undefined;
                if (LINUX_FLAGS.has(name) || LINUX_NO_COMMAND.has(name))
                    parts.push([name, undefined]);
                else if (name === '-c' || name === '-t' || LINUX_ARGS.has(name) || LINUX_WRITES.has(name)) {
                    parts.push([name, rest]);
                    break;
                }
                else
                    return { ...r, problem: `unknown option -${w[j]} of script` };
            }
        }
        for (const [name, attached] of parts) {
            if (LINUX_NO_COMMAND.has(name))
                return { files: [], shell: false };
            if (LINUX_FLAGS.has(name))
                continue;
            // -t[FILE]: its file only attached.
            if (name === '-t' || name === '--timing') {
                if (attached !== undefined)
                    file(attached, false);
                continue;
            }
            const value = attached ?? words[i + 1];
            if (attached === undefined)
                i++;
            if (value === undefined)
                return { ...r, problem: `${name} of script has no argument` };
            const dyn = attached === undefined && (dynamic[i] ?? false);
            if (name === '-c' || name === '--command') {
                if (dyn)
                    r.problem ??= 'the command line of script comes from an expansion';
                else
                    r.line = value;
            }
            else if (LINUX_WRITES.has(name)) {
                file(value, dyn);
                if (name === '-B' || name === '--log-io' || name === '-O' || name === '--log-out')
                    logged = true;
            }
        }
    }
    if (operands.length > 1)
        return { files: [], shell: false, problem: r.problem };
    if (operands.length === 1)
        file(words[operands[0]], dynamic[operands[0]] ?? false);
    else if (!logged)
        file('typescript', false);
    r.shell = r.line === undefined;
    return r;
}
function bsd(words, dynamic) {
    let i = 1;
    for (; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            return undefined;
        if (w === '--') {
            i++;
            break;
        }
        if (w[0] !== '-' || w.length === 1)
            break;
        for (let j = 1; j < w.length; j++) {
            if (BSD_FLAGS.includes(w[j]))
                continue;
            if (!BSD_ARGS.includes(w[j]))
                return undefined;
            if (j + 1 === w.length)
                i++;
            break;
        }
    }
    if (i >= words.length)
        return { files: [{ op: 'edit', word: 'typescript', dynamic: false }], shell: true };
    const files = [{ op: 'edit', word: words[i], dynamic: dynamic[i] ?? false }];
    return i + 1 < words.length ? { files, inner: i + 1, shell: false } : { files, shell: true };
}
export function scanScript(words, dynamic) {
    const l = linux(words, dynamic);
    const b = bsd(words, dynamic);
    const files = [...l.files, ...(b?.files ?? [])];
    const problem = l.problem;
    const inner = b?.inner;
    return {
        inner, assignments: [], options: [], values: [], files, line: l.line === undefined ? undefined : { text: l.line, exact: true },
        startsShell: l.line === undefined && inner === undefined && (l.shell || (b?.shell ?? false)), problem,
    };
}
//# sourceMappingURL=script-command.js.map