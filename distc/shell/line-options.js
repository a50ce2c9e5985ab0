// Programs whose option or operand is a command they run, or code (GTFOBins): read as a line, so
// deny and ask rules see it; code the analysis cannot read is a problem.
//
// - `scrot -e CMD`, `socket -p CMD`: a line run by `sh -c`.
// - `tcpdump -z PROG`: PROG runs with the file it rotated (`PROG FILE`); `-w FILE` is written, `-r`/`-F`/`-V FILE` read.
// - `rpm --eval EXPR`, `--define 'NAME BODY'` (and rpmdb, rpmquery, rpmverify, rpmbuild, rpmspec): a macro's
//   `%(CMD)` runs CMD, `%{lua:…}` lua code; `--pipe CMD` pipes the output into a line.
// - `sqlmap --eval=CODE`: python code, read as `python -c` code.
// - taskwarrior: `task execute CMD…` runs its words as a line; `rc.editor=…` and the other
//   settings on the line that name programs or files of hooks are a problem.
// - `xdg-user-dir NAME`: the script evals `${XDG_NAME_DIR}`: anything but a plain NAME is a problem.
// - xdotool: `exec [--sync] [--args N] [--terminator T] CMD…` runs CMD (anywhere in its chain);
//   `type` types into the focused window, which may be a terminal: a problem.
// Clusters are read letter by letter up to the first letter that takes a value; a long option
// may be a prefix of its name (getopt_long's and argparse's abbreviations).
import { inlineCodeTouches } from './inline-code.js';
import { possiblePaths } from './possible-paths.js';
import { possibleHostsOfUnknownCommand, urlsOfUnknownCommand } from './url-words.js';
import { quoted } from './tmux-arguments.js';
import { mayBeOption } from './words.js';
/**
 * The options of `words` that take a value, each with its value (`-xV`, `-x V`, `--name=V`,
 * `--name V`, `--na V` for a prefix), up to `--`. An expansion that may be an option is a problem.
 */
function valuesOf(tool, words, dynamic, o, t) {
    const found = [];
    const next = (i) => (i + 1 < words.length ? { word: words[i + 1], dynamic: dynamic[i + 1] ?? false } : undefined);
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            if (mayBeOption(w))
                t.problem(`an argument of ${tool} comes from an expansion: it may be an option that runs a command`);
            continue;
        }
        if (w === '--')
            break;
        if (w.length < 2 || w[0] !== '-')
            continue;
        let name;
        let attached;
        if (w[1] === '-') {
            const eq = w.indexOf('=');
            const written = w.slice(2, eq > 0 ? eq : undefined);
            name = written === '' ? undefined : o.long.find((n) => n.startsWith(written));
            if (eq > 0)
                attached = w.slice(eq + 1);
        }
        else {
            for (let k = 1; k < w.length && name === undefined; k++) {
                if (!o.letters.includes(w[k]))
                    continue;
                name = w[k];
                if (k + 1 < w.length)
                    attached = w.slice(k + 1);
            }
        }
        if (name === undefined)
            continue;
        const value = attached !== undefined ? { word: attached, dynamic: false } : next(i);
        if (value === undefined)
            continue;
        if (attached === undefined)
            i++;
        found.push({ name, value });
    }
    return found;
}
/** scrot -e, socket -p: the value is a line run by a shell. */
const lineOption = (o) => (words, dynamic, t) => {
    possiblePaths(words, dynamic, 'bash', t);
    for (const { value } of valuesOf(words[0], words, dynamic, o, t))
        t.run(value.word, value.dynamic);
};
/** tcpdump's letters that take a value (tcpdump 4.99's getopt string). */
const TCPDUMP = { letters: 'BcCEFGijmMQrsTVwWyzZ', long: ['buffer-size', 'interface', 'time-stamp-type', 'time-stamp-precision', 'snapshot-length', 'relinquish-privileges'] };
function tcpdumpTouches(words, dynamic, t) {
    possiblePaths(words, dynamic, 'bash', t);
    const values = valuesOf('tcpdump', words, dynamic, TCPDUMP, t);
    const written = values.find((v) => v.name === 'w')?.value;
    for (const { name, value } of values) {
        if (name === 'w')
            t.edit(value.word, value.dynamic);
        else if (name === 'r' || name === 'F' || name === 'V')
            t.read(value.word, value.dynamic);
        // (After each rotation: `PROG FILE`, run without a shell.)
        else if (name === 'z')
            t.run(`${quoted(value.word)} ${quoted(written?.word ?? 'FILE')}`, value.dynamic || (written?.dynamic ?? false));
    }
}
/** rpm's options whose value is a macro expression it expands, and `--pipe CMD`. */
const RPM = { letters: 'ED', long: ['eval', 'define', 'pipe'] };
function rpmTouches(words, dynamic, t) {
    possiblePaths(words, dynamic, 'bash', t);
    // (rpm fetches a package named by URL: `rpm -ivh https://h/x.rpm`.)
    urlsOfUnknownCommand(words[0], words, dynamic, t);
    for (const { name, value } of valuesOf(words[0], words, dynamic, RPM, t)) {
        if (name === 'pipe')
            t.run(value.word, value.dynamic);
        // (`%(CMD)` runs CMD; `%{lua:…}` lua; `%{load:F}`, `%{expand:…}` may build either; `%{_includedir}` is none.)
        else if (value.dynamic || /%\(|%\{?[?!]*(?:lua|load|expand|include)\b/i.test(value.word))
            t.problem(`rpm --${name === 'E' ? 'eval' : name === 'D' ? 'define' : name} expands a macro that may run a command or code`);
    }
}
function sqlmapTouches(words, dynamic, t) {
    possiblePaths(words, dynamic, 'bash', t);
    // (The target it attacks: `-u URL`, a host without a scheme read as http, as an unknown program's words are.)
    urlsOfUnknownCommand('sqlmap', words, dynamic, t);
    possibleHostsOfUnknownCommand(words, dynamic, t);
    for (const { value } of valuesOf('sqlmap', words, dynamic, { letters: '', long: ['eval'] }, t)) {
        if (value.dynamic)
            t.problem('the python code sqlmap --eval runs comes from an expansion');
        else
            inlineCodeTouches('python', value.word, t);
    }
}
/** Taskwarrior settings that name a program it runs or where its hook scripts are (`rc.editor=CMD`, `rc:FILE`). */
const TASK_PROGRAM_SETTINGS = /^rc(?::|\.(?:editor|hooks|hooks\.location|data\.location|include)\b)/i;
/** Taskwarrior commands whose words are a description or a note. */
const TASK_DESCRIBED = new Set(['add', 'log', 'annotate', 'append', 'prepend', 'modify', 'mod', 'denotate', 'duplicate']);
function taskTouches(words, dynamic, t) {
    possiblePaths(words, dynamic, 'bash', t);
    let described = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            t.problem('an argument of task comes from an expansion: it may be a setting that names a program (rc.editor)');
            continue;
        }
        if (TASK_PROGRAM_SETTINGS.test(w))
            t.problem(`task ${w.slice(0, 40)} names a program it runs, or a file of settings`);
        // (After `add`, `log`, `annotate`…, the words are a description; settings are still read.)
        else if (TASK_DESCRIBED.has(w))
            described = true;
        // (Its commands may be abbreviated: `exec`, `execu`.)
        else if (!described && w.length >= 3 && 'execute'.startsWith(w)) {
            const rest = words.slice(i + 1);
            if (dynamic.slice(i + 1).some(Boolean))
                t.problem('the command task execute runs comes from an expansion');
            else if (rest.length > 0)
                t.run(rest.join(' '), false);
            return;
        }
    }
}
function xdgUserDirTouches(words, dynamic, t) {
    // (`eval echo \${XDG_${1}_DIR:-$HOME}`: the operand is pasted into shell code.)
    if (words.slice(1).some((w, k) => dynamic[k + 1] || !/^[A-Za-z0-9_]*$/.test(w)))
        t.problem('xdg-user-dir pastes its operand into shell code it evaluates');
}
function xdotoolTouches(words, dynamic, t) {
    possiblePaths(words, dynamic, 'bash', t);
    // (`xdotool FILE`, `xdotool -`: a script of its commands, exec among them.)
    if (words[1] === '-' || /[/.]/.test(words[1] ?? ''))
        t.problem('xdotool runs a script of its commands, which may run a program (exec)');
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            t.problem('an argument of xdotool comes from an expansion: it may be a command that runs a program (exec)');
            continue;
        }
        if (w === 'type')
            t.problem('xdotool type types into the focused window, which may be a terminal that runs it');
        if (w !== 'exec')
            continue;
        // (`exec [--sync] [--args N] [--terminator T] CMD…`: without --args or --terminator, CMD takes the rest.)
        let count = Infinity;
        let terminator;
        let at = i + 1;
        for (; at < words.length && words[at].startsWith('--'); at++) {
            // (A count that is no number: the rest, as many words as there may be.)
            if (words[at] === '--args')
                count = Number(words[++at]) || Infinity;
            else if (words[at] === '--terminator')
                terminator = words[++at];
        }
        const ends = terminator === undefined ? -1 : words.indexOf(terminator, at);
        const command = words.slice(at, Math.min(ends < 0 ? words.length : ends, at + count));
        if (dynamic.slice(at, at + command.length).some(Boolean))
            t.problem('the command xdotool exec runs comes from an expansion');
        else if (command.length > 0)
            t.run(command.map(quoted).join(' '), false);
        i = at + command.length - 1;
    }
}
export const LINE_OPTION_READERS = [
    ['scrot', lineOption({ letters: 'e', long: ['exec'] })], ['socket', lineOption({ letters: 'p', long: [] })], ['tcpdump', tcpdumpTouches],
    ...['rpm', 'rpmdb', 'rpmquery', 'rpmverify', 'rpmbuild', 'rpmspec'].map((n) => [n, rpmTouches]),
    ['sqlmap', sqlmapTouches], ['task', taskTouches], ['xdg-user-dir', xdgUserDirTouches], ['xdotool', xdotoolTouches],
];
//# sourceMappingURL=line-options.js.map