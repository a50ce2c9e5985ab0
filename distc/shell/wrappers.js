// Commands that run another command (semantics 4.1): where the wrapped command starts, read
// with each wrapper's option grammar (wrapper-specs.ts) the way getopt reads it: clusters
// (`-iC/etc` is `-i -C /etc`), attached values, unique prefixes of long options.
//
// For deny and ask both the wrapper and the wrapped command are subjects. For allow only the
// wrappers in TRANSPARENT_FOR_ALLOW are seen through (`timeout 30 npm test` is allowed by
// `Shell(npm test *)`); every other wrapper needs its own allow rule as well.
import { scanConcurrently, scanHyperfine, scanParallel } from './batch-runners.js';
import { scanNpm } from './npm-arguments.js';
import { scanScript } from './script-command.js';
import { scanTmux } from './tmux-arguments.js';
import { scanWhenChanged } from './watch-runners.js';
import { scanCapsh, scanLineArguments, scanStartStopDaemon, scanTestPrograms } from './daemon-runners.js';
import { scanKittyRemote } from './kitty-remote.js';
import { scanPm2Start, scanService } from './launcher-runners.js';
import { scanYarnWorkspace } from './env-loader-runners.js';
import { WRAPPER_SPECS, longOptionName } from './wrapper-specs.js';
import { optionEnvironment, variableProblem, variablesFileProblem, WRAPPER_ENVIRONMENT } from './wrapper-environment.js';
import { SAFE_ASSIGNMENTS } from './subject.js';
export { OTHER_SHELLS, POSIX_SHELLS, POWERSHELLS, TRANSPARENT_FOR_ALLOW, WRAPPER_SPECS } from './wrapper-specs.js';
export { scanPosixShell } from './posix-shell-arguments.js';
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
export class Scan {
    constructor(name, s, words, dynamic) {
        this.assignments = [];
        this.options = [];
        this.values = [];
        this.files = [];
        this.environment = [];
        this.editing = false;
        this.line = undefined;
        this.localLine = undefined;
        this.unknown = undefined;
        this.unknowns = 0;
        this.loads = undefined;
        this.name = name;
        this.s = s;
        this.words = words;
        this.dynamic = dynamic;
    }
    result(inner, problem = this.unknown) {
        const shell = this.s.shell;
        const startsShell = inner === undefined && this.line === undefined && problem === undefined && shell !== undefined
            && (shell === true || this.options.some((o) => shell.has(o))) && !this.options.some((o) => this.s.noCommand.has(o));
        return { inner, assignments: this.assignments, environment: this.environment, options: this.options, values: this.values, files: this.files, line: this.line, localLine: this.localLine, startsShell, problem: problem ?? this.loads };
    }
    /** An option that sets variables for the command (wrapper-environment.ts): `attached`, or the words after `at`. */
    setsVariables(name, attached, at) {
        // (Indexed: the usual result is a shared frozen empty array, slow under for...of.)
        const effects = optionEnvironment(this.name, name, attached, at, this.words, this.dynamic);
        for (let k = 0; k < effects.length; k++)
            this.applyEnvironment(effects[k]);
    }
    applyEnvironment(e) {
        if (e.kind === 'problem') {
            this.unknown ??= e.text;
            return;
        }
        if (e.kind === 'file') {
            this.files.push({ op: 'read', word: e.word, dynamic: e.dynamic });
            this.unknown ??= variablesFileProblem(this.name, e.word, e.dynamic);
            return;
        }
        const problem = variableProblem(this.name, e.name);
        if (problem !== undefined)
            this.unknown ??= problem;
        // (Joined into a line of its own, the command is not given the names: a variable other than a safe one is a problem there.)
        else if (this.s.joined !== undefined && !SAFE_ASSIGNMENTS.has(e.name))
            this.unknown ??= `${this.name} sets ${e.name} for the line it runs`;
        this.assignments.push(e.name);
        this.environment.push(e);
    }
    /** An option given, with its value (a one-word argument, attached or the word after `at`). */
    given(name, attached, at, count) {
        this.options.push(name);
        this.setsVariables(name, attached, at);
        this.values[this.options.length - 1] = count !== 1 ? undefined : attached ?? (this.dynamic[at + 1] ? undefined : this.words[at + 1]);
        const value = this.values[this.options.length - 1];
        const line = value === undefined ? undefined : this.s.lineValue?.(value, name);
        if (line !== undefined)
            this.line = { text: this.line === undefined ? line : `${this.line.text}\n${line}`, exact: true };
        const loads = value === undefined ? undefined : this.s.loadsCode?.(value, name);
        if (loads !== undefined)
            this.unknown ??= `${name} ${value} makes ${this.name} load ${loads}, which this analysis does not follow`;
        const local = value === undefined ? undefined : this.s.localLineValue?.(value);
        if (local !== undefined)
            this.localLine = this.localLine === undefined ? local : `${this.localLine}\n${local}`;
        const op = this.s.writes.has(name) ? 'edit' : this.s.reads.has(name) ? 'read' : undefined;
        if (op === undefined)
            return;
        if (attached !== undefined)
            this.files.push({ op, word: attached, dynamic: false });
        else if (count === 1 && at + 1 < this.words.length)
            this.files.push({ op, word: this.words[at + 1], dynamic: this.dynamic[at + 1] ?? false });
    }
    /** An option whose value (attached, or the next word after `at`) is a shell line. */
    commandLine(value, at) {
        const text = value ?? this.words[at + 1];
        if (text === undefined)
            return this.result(undefined, `${this.words[at]} of ${this.name} has no command line`);
        if (value === undefined && this.dynamic[at + 1])
            return this.result(undefined, `the command line of ${this.name} comes from an expansion`);
        this.line = { text, exact: true };
        return this.result(undefined);
    }
    /** `env -S STRING`: the string, then the words after it, as one line. */
    splitString(value, next) {
        if (this.dynamic.slice(next - 1).some(Boolean))
            return this.result(undefined, `the command string of ${this.name} comes from an expansion`);
        this.line = { text: [value, ...this.words.slice(next)].join(' '), exact: false };
        return this.result(undefined);
    }
}
/** A runner whose words before the command are not options to read (wrapper-specs.ts, freeForm). */
function freeForm(scan) {
    const { s, words, dynamic, name } = scan;
    // (An expansion is a problem, but the scan goes on: deny rules still see a command after `--`.)
    let problem;
    /** An option after which it runs no command of its own (`watchman-make -t TARGET` runs make). */
    let noCommand = false;
    const withProblem = (r) => (problem !== undefined && r.problem === undefined ? { ...r, problem } : r);
    const optionLike = (at) => at < words.length && !dynamic[at] && words[at][0] === '-';
    const optionValueProblem = `the command of ${name} starts with an option, so the option naming it may be the value of another`;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            problem ??= `an argument of ${name} comes from an expansion`;
            continue;
        }
        const eq = w.startsWith('--') ? w.indexOf('=') : -1;
        const option = eq > 0 ? w.slice(0, eq) : w;
        // (Options that set variables or load a file of them: `dotenvx run -f FILE --`, `op run --env-file=FILE --`.)
        if (w[0] === '-') {
            const short = !w.startsWith('--') && w.length > 2 ? w.slice(0, 2) : undefined;
            scan.setsVariables(short ?? option, short !== undefined ? w.slice(2) : eq > 0 ? w.slice(eq + 1) : undefined, i);
        }
        if (s.commandLine.has(option)) {
            // (Options are not read here, so `lxterminal -t --command --command LINE`'s first one may be -t's value: read on, as a problem.)
            if (eq < 0 && optionLike(i + 1)) {
                problem ??= optionValueProblem;
                continue;
            }
            return withProblem(scan.commandLine(eq > 0 ? w.slice(eq + 1) : undefined, i));
        }
        // A cluster of short options may hold one that takes the command line (`script -qc CMD`).
        if (/^-[a-zA-Z]{2,}/.test(w)) {
            for (let j = 1; j < w.length; j++) {
                if (s.short.get(w[j])?.kind === 'command-line')
                    return withProblem(scan.commandLine(j + 1 < w.length ? w.slice(j + 1) : undefined, i));
            }
        }
        // (`just --command=rm x`, `just -qc rm x`: the option naming the command, attached or in a cluster.)
        if ((eq > 0 && s.commandAfter.has(option)) || (w[0] === '-' && w[1] !== '-' && w.length > 2 && [...w.slice(1)].some((l) => s.commandAfter.has(`-${l}`)))) {
            problem ??= `${name} may name its command in ${w}, which is not read`;
        }
        if (s.splitString.has(option))
            return withProblem(eq > 0 ? scan.splitString(w.slice(eq + 1), i + 1) : scan.splitString(words[i + 1] ?? '', i + 2));
        if (s.opaque.has(option))
            return withProblem(opaque(scan, option, i));
        // (`-w/etc`, `-oshell=x`: a short opaque option with its value attached.)
        if (w[0] === '-' && w[1] !== '-' && w.length > 2 && s.opaque.has(w.slice(0, 2)))
            return withProblem(opaque(scan, w.slice(0, 2), i));
        if (s.noCommand.has(option))
            noCommand = true;
        if (s.commandAfter.has(w) || (w === '--' && s.freeForm === 'dash-dash')) {
            // (`xctrace record --launch -- CMD`: a `--` after the word that names the command ends options only.)
            const at = w !== '--' && words[i + 1] === '--' && !dynamic[i + 1] ? i + 2 : i + 1;
            // (`xfce4-terminal -T -x -x rm x`: the first -x may be -T's value, so a command that starts with `-` is read on from there, as a problem.)
            if (optionLike(at)) {
                problem ??= optionValueProblem;
                i = at - 1;
                continue;
            }
            return scan.result(at < words.length ? at : undefined, problem);
        }
    }
    if (s.shell === undefined && !noCommand && !s.commandOptional)
        return scan.result(undefined, problem ?? `${name} names its command after --, and none was found`);
    return scan.result(undefined, problem);
}
/** Finds the wrapped command in `words` (values; `dynamic` per word) after the wrapper name. */
export function scanWrapper(name, words, dynamic) {
    const s = WRAPPER_SPECS.get(name);
    if (!s)
        return { inner: undefined, assignments: [], options: [], values: [], startsShell: false, problem: `${name} is not a wrapper` };
    // (npx; `npm exec` is found by runs.ts, as npm reads its whole line.)
    if (s.reader === 'npm')
        return scanNpm(words, dynamic, true);
    if (s.reader === 'script')
        return scanScript(words, dynamic);
    if (s.reader === 'tmux')
        return scanTmux(words, dynamic);
    if (s.reader === 'hyperfine')
        return scanHyperfine(words, dynamic);
    if (s.reader === 'concurrently')
        return scanConcurrently(words, dynamic);
    if (s.reader === 'parallel')
        return scanParallel(words, dynamic, name === 'sem');
    if (s.reader === 'when-changed')
        return scanWhenChanged(words, dynamic);
    if (s.reader === 'capsh')
        return scanCapsh(words, dynamic);
    if (s.reader === 'start-stop-daemon')
        return scanStartStopDaemon(words, dynamic);
    if (s.reader === 'lines')
        return scanLineArguments(name, words, dynamic);
    if (s.reader === 'kitty-remote')
        return scanKittyRemote(words, dynamic, 0, [], []);
    if (s.reader === 'programs')
        return scanTestPrograms(words, dynamic);
    if (s.reader === 'service')
        return scanService(words, dynamic);
    if (s.reader === 'yarn-workspace')
        return scanYarnWorkspace(words, dynamic);
    if (s.reader === 'pm2-start')
        return scanPm2Start(words, dynamic);
    const scan = new Scan(name, s, words, dynamic);
    const env = WRAPPER_ENVIRONMENT.get(name);
    // (dotenv reads `.env` where it runs, with no option naming it; doppler run, direnv exec, conda run load theirs.)
    if (env?.always !== undefined)
        scan.loads = variablesFileProblem(name, env.always, false);
    if (s.freeForm !== undefined)
        return freeForm(scan);
    scan.editing = s.editsOperands;
    let i = 1;
    let operands = s.operands;
    /** A `--` came before the operands (or assignments): they are still read, and no option after it. */
    let optionsEnded = false;
    for (; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            if (scan.editing)
                break;
            return scan.result(i, `an argument of ${name} comes from an expansion`);
        }
        // (Options end at the first operand, as getopt's `+` mode reads them, unless the grammar says
        // they may follow it: `aws-vault exec PROFILE -- CMD`.)
        const optionsHere = !optionsEnded && (operands === s.operands || s.optionsAfterOperands);
        if (w === '--' && optionsHere) {
            // (`--` ends the options, not the operands or assignments: `chrt -f -- 1 CMD`, `timeout -- 5 CMD`, `env -- A=1 CMD` run CMD.)
            if ((operands > 0 || s.assignments) && !s.sshAfterDashDash) {
                optionsEnded = true;
                continue;
            }
            i++;
            // (`gcloud compute ssh VM -- -o ProxyCommand=CMD`: ssh's own options come first.)
            if (s.sshAfterDashDash && !dynamic[i] && words[i]?.startsWith('-') === true)
                scan.unknown ??= `the words after -- of ${name} are options of ssh, which are not read there`;
            break;
        }
        if (w[0] === '-' && (w.length > 1 || s.flags.has(w)) && optionsHere) {
            const step = option(scan, w, i);
            if (typeof step !== 'number')
                return step;
            i = step;
            continue;
        }
        if (s.assignments && ASSIGNMENT.test(w)) {
            scan.assignments.push(w.slice(0, w.indexOf('=')));
            continue;
        }
        if (operands > 0 && (s.operandShape === undefined || s.operandShape.test(w))) {
            operands--;
            if (s.operandsWritten)
                scan.files.push({ op: 'edit', word: w, dynamic: false });
            if (env?.operandDirectory === true)
                scan.applyEnvironment({ kind: 'file', word: w, dynamic: false });
            continue;
        }
        break;
    }
    if (scan.editing) {
        for (let k = i; k < words.length; k++)
            scan.files.push({ op: 'edit', word: words[k], dynamic: dynamic[k] ?? false });
        return scan.result(undefined);
    }
    if (s.entryPoint?.test(words[i] ?? '') === true) {
        // (`kitty @ launch CMD`: the running kitty runs CMD; deny rules see it, the line still asks.)
        if (name === 'kitty' && words[i][0] === '@')
            return scanKittyRemote(words, dynamic, i, scan.options, scan.values);
        return scan.result(undefined, `${words[i]} of ${name} runs what this analysis does not read`);
    }
    if (operands > 0 && !(s.operandShape && i < words.length))
        return scan.result(undefined, `${name} is missing an operand`);
    if (s.commandAfterOperands.has(words[i] ?? '') && s.operands > 0) {
        if (i + 1 >= words.length)
            return scan.result(undefined, `${words[i]} of ${name} has no command string`);
        if (dynamic[i + 1])
            return scan.result(undefined, `the command string of ${name} comes from an expansion`);
        scan.line = { text: words[i + 1], exact: true };
        return scan.result(undefined);
    }
    // (`podman machine ssh NAME CMD` or `podman machine ssh CMD`: the words after the first are a line too.)
    if (s.operandMayBeCommand && i + 1 < words.length) {
        if (dynamic.slice(i + 1).some(Boolean))
            return scan.result(i, `an argument of ${name} comes from an expansion`);
        scan.line = { text: words.slice(i + 1).join(' '), exact: true };
    }
    return scan.result(i < words.length ? i : undefined);
}
/**
 * One option word at `i`: the index of its last word (values taken from the words after it), or
 * the scan's end (no command after it, or a word the grammar does not know).
 */
export function option(scan, w, i) {
    const { s, name, words } = scan;
    if (name === 'nice' && /^-\d+$/.test(w))
        return i;
    // The whole word: `-` (env), `-vv` (tini), and every long option.
    const whole = s.flags.has(w) || (w.length > 2 && s.withArgument.has(w));
    if (whole || w.startsWith('--')) {
        const eq = w.indexOf('=');
        const given = eq > 0 ? w.slice(0, eq) : w;
        const known = whole ? w : longOptionName(given, s.long);
        if (known === undefined && !s.anyLongOption)
            return unknownOption(scan, w, i);
        const value = eq > 0 ? w.slice(eq + 1) : undefined;
        const count = known === undefined ? undefined : s.withArgument.get(known);
        scan.given(known ?? given, value, i, count ?? 0);
        // (`srun --mem-per-cpu 100 rm x`: an option not listed may take the next word.)
        if (known === undefined)
            return value === undefined && s.anyLongOption !== 'values attached' && i + 1 < words.length ? unknownOption(scan, w, i) : i;
        if (s.opaque.has(known))
            return opaque(scan, known, i);
        if (s.noCommand.has(known))
            return edits(scan, known) ? i : scan.result(undefined);
        if (s.splitString.has(known))
            return value !== undefined ? scan.splitString(value, i + 1) : scan.splitString(words[i + 1] ?? '', i + 2);
        if (s.commandLine.has(known))
            return scan.commandLine(value, i);
        if (count !== undefined)
            return value !== undefined ? i + count - 1 : i + count;
        if (value !== undefined && !s.optional.has(known) && !s.flags.has(known))
            return unknownOption(scan, w, i);
        return i;
    }
    // A cluster of short options: flags, then at most one taking a value (the rest, or next words).
    // (A flag given again adds nothing: `-iiii…` stays one entry, and costs one comparison a letter.)
    let lastFlag = -1;
    for (let j = 1; j < w.length; j++) {
        if (w.charCodeAt(j) === lastFlag)
            continue;
        const o = s.short.get(w[j]);
        if (o === undefined)
            return unknownOption(scan, w, i);
        if (o.kind === 'flag') {
            scan.given(o.name, undefined, i, 0);
            if (s.opaque.has(o.name))
                return opaque(scan, o.name, i);
            lastFlag = w.charCodeAt(j);
            continue;
        }
        const rest = w.slice(j + 1);
        scan.given(o.name, rest !== '' ? rest : undefined, i, o.count);
        if (s.opaque.has(o.name))
            return opaque(scan, o.name, i);
        if (o.kind === 'no-command') {
            if (edits(scan, o.name))
                continue;
            return scan.result(undefined);
        }
        if (o.kind === 'split-string')
            return rest !== '' ? scan.splitString(rest, i + 1) : scan.splitString(words[i + 1] ?? '', i + 2);
        if (o.kind === 'command-line')
            return scan.commandLine(rest !== '' ? rest : undefined, i);
        if (o.kind === 'argument')
            return rest !== '' ? i + o.count - 1 : i + o.count;
        return i;
    }
    return i;
}
/**
 * An option the grammar does not know, at `i`: read as a flag, so that deny rules still see the
 * command after it; its value, if it takes one, is then read as the command: the line never
 * allows either way.
 */
function unknownOption(scan, w, i) {
    scan.unknown ??= `unknown option ${w} of ${scan.name}`;
    scan.unknowns++;
    return i;
}
/** An option after which the wrapper runs commands the analysis does not follow: a problem. */
function opaque(scan, option, i) {
    return scan.result(undefined, `${option} of ${scan.name} makes it run commands this analysis does not follow (${scan.words[i]})`);
}
/** Whether an option that runs no command makes the operands files it edits (`sudo -e`); notes it. */
function edits(scan, option) {
    if (!scan.s.editsOperandsAfter.has(option))
        return false;
    scan.editing = true;
    return true;
}
//# sourceMappingURL=wrappers.js.map