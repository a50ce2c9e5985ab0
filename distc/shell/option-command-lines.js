// Options whose value is a command line or a program the tool runs here (GTFOBins, session 25
// review C4): `certbot --pre-hook CMD`, `dmsetup --exec CMD`, `enscript -I CMD`, `dhclient -sf
// PROG`, `agetty -l PROG`, `bpftrace -c CMD`, `gem open -e CMD`, `java -XX:OnError=CMD`, apt's
// `-o APT::Update::Pre-Invoke::=CMD` and `Dir::Bin::dpkg=PROG`, a D-Bus `unixexec:` address.
// Each value is a line of its own (deny and ask rules see its commands; the allow rule must cover
// them); a value the analysis cannot read, or settings that may name commands, is a problem.
// These readers are added to whatever else reads the command (derivedPaths).
import { percentDecoded } from './file-touches.js';
import { sshLoadsCode, sshLocalCommandOption } from './ssh-options.js';
import { mayBeOption } from './words.js';
import { CODE_ON_COMMAND_LINE } from './command-line-code.js';
import { stdinShellTouches } from './foreign-code.js';
import { BROWSER_READERS } from './browser-arguments.js';
import { JQ_PROGRAM_READERS } from './jq-programs.js';
/**
 * The values of the options `names` (`-x V`, `-xV` for one letter, `--x V`, `--x=V`; with
 * `abbreviated`, a prefix of a long name that names no other listed option). A word after
 * another option may be read as one more: a line more, never one less.
 */
export function valuesOf(words, dynamic, names, abbreviated = false) {
    const found = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || w.length < 2 || w[0] !== '-')
            continue;
        if (w === '--')
            break;
        const eq = w.indexOf('=');
        const head = eq > 0 ? w.slice(0, eq) : w;
        let name = names.find((n) => n === head);
        if (name === undefined && abbreviated && head.startsWith('--') && head.length > 3) {
            const stands = names.filter((n) => n.startsWith(head));
            if (stands.length === 1)
                name = stands[0];
        }
        if (name !== undefined) {
            if (eq > 0)
                found.push({ name, word: w.slice(eq + 1), dynamic: false });
            else if (i + 1 < words.length)
                found.push({ name, word: words[i + 1], dynamic: dynamic[++i] ?? false });
            continue;
        }
        // (`-lPROG`: a one-letter option with its value attached.)
        const short = names.find((n) => n.length === 2 && n[1] !== '-' && w.startsWith(n) && w[1] !== '-');
        if (short !== undefined)
            found.push({ name: short, word: w.slice(2), dynamic: false });
    }
    return found;
}
/** An expansion where an option may stand (`certbot $OPTS`): any of them, the value unknown. */
function expansionMayBeOption(tool, words, dynamic, options, t) {
    if (words.some((w, i) => dynamic[i] === true && i > 0 && mayBeOption(w)))
        t.problem(`an expansion may be an option of ${tool} that runs a command (${options.join(', ')})`);
}
function runningOptions(spec) {
    const all = [...spec.lines ?? [], ...spec.programs ?? [], ...spec.settings ?? []];
    return (words, dynamic, t) => {
        const tool = words[0] ?? '';
        expansionMayBeOption(tool, words, dynamic, all, t);
        for (const v of valuesOf(words, dynamic, all, spec.abbreviated === true)) {
            if (spec.settings?.includes(v.name) === true) {
                t.read(v.word, v.dynamic);
                t.problem(`${tool} ${v.name} reads settings from ${v.dynamic ? 'an expansion' : v.word}, which may name commands it runs`);
            }
            else
                t.run(v.word, v.dynamic);
        }
    };
}
/**
 * apt's configuration keys (lower case, `::` at the end dropped) whose value is a command line
 * run by `sh -c` (the update and dpkg hooks, a cdrom's mount commands) or a program it runs
 * (`Dir::Bin::*`, the proxy detector, gpgv).
 */
const APT_LINE_KEY = /(?:^|::)(?:pre|post)-invoke(?:-success)?$|^dpkg::pre-install-pkgs$|^acquire::cdrom::.*::u?mount$/;
const APT_PROGRAM_KEY = /^dir::bin(?:::|$)|proxy-?auto-?detect$|^apt::key::gpgvcommand$/;
/** Keys that move the configuration apt reads (its parts may set the hooks above). */
const APT_SETTINGS_KEY = /^dir(?:::etc(?:::.*)?)?$/;
/** dpkg's options (passed by `DPkg::Options`) whose value is a command line. */
const DPKG_LINE_OPTION = /^--(?:pre-invoke|post-invoke|status-logger)=/;
/** apt, apt-get, aptitude: `-o KEY=VALUE` (`-oKEY=V`, `--option`), `-c FILE` (`--config-file`). */
function aptTouches(words, dynamic, t) {
    const tool = words[0] ?? '';
    expansionMayBeOption(tool, words, dynamic, ['-o', '-c'], t);
    for (const v of valuesOf(words, dynamic, ['-o', '--option', '-c', '--config-file'])) {
        if (v.name === '-c' || v.name === '--config-file') {
            t.read(v.word, v.dynamic);
            t.problem(`${tool} reads settings from ${v.dynamic ? 'an expansion' : v.word}, which may name commands it runs`);
            continue;
        }
        const eq = v.word.indexOf('=');
        if (v.dynamic) {
            if (eq < 0 || /[$`]/.test(v.word.slice(0, eq)))
                t.problem(`${tool} -o sets a setting an expansion names, which may be a command it runs`);
            else
                aptSetting(tool, v.word.slice(0, eq), v.word.slice(eq + 1), true, t);
        }
        else if (eq > 0)
            aptSetting(tool, v.word.slice(0, eq), v.word.slice(eq + 1), false, t);
    }
}
function aptSetting(tool, rawKey, value, dynamic, t) {
    const key = rawKey.toLowerCase().replace(/::$/, '');
    if (APT_LINE_KEY.test(key) || APT_PROGRAM_KEY.test(key))
        t.run(value, dynamic);
    else if (key === 'dpkg::options' && (dynamic || DPKG_LINE_OPTION.test(value)))
        t.run(value.slice(value.indexOf('=') + 1), dynamic);
    else if (APT_SETTINGS_KEY.test(key))
        t.problem(`${tool} -o ${rawKey} moves the settings it reads, which may name commands it runs`);
}
/** `gem open -e CMD` (`--editor CMD`, `-eCMD`, OptionParser's `--ed=CMD`): the editor's command line. */
function gemTouches(words, dynamic, t) {
    const sub = words.findIndex((w, i) => i > 0 && (dynamic[i] === true || !w.startsWith('-')));
    if (sub < 0 || (dynamic[sub] !== true && words[sub] !== 'open'))
        return;
    expansionMayBeOption('gem open', words, dynamic, ['-e', '--editor'], t);
    for (const v of valuesOf(words, dynamic, ['-e', '--editor'], true))
        t.run(v.word, v.dynamic);
}
/**
 * A D-Bus address `unixexec:path=P,argv0=…,argv1=…` (busctl `--address=`, gdbus `-a`, dbus-send
 * `--bus=`): the client runs P with those arguments (percent-escaped) and talks to it. Read from
 * any word, as the line `P ARG1 ARG2…`.
 */
function dbusAddressTouches(words, dynamic, t) {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] && mayBeOption(w))
            t.problem(`an expansion may be a D-Bus address of ${words[0]} that runs a program (unixexec:)`);
        if (dynamic[i] || !/unixexec:/i.test(w))
            continue;
        for (const address of w.split(';')) {
            const at = address.search(/unixexec:/i);
            if (at < 0)
                continue;
            const fields = new Map();
            for (const field of address.slice(at + 9).split(',')) {
                const eq = field.indexOf('=');
                const value = percentDecoded(field.slice(eq + 1));
                if (eq < 0 || value === undefined)
                    t.problem(`a D-Bus unixexec: address the analysis cannot read (${address.slice(0, 80)})`);
                else
                    fields.set(field.slice(0, eq), value);
            }
            const argv = [fields.get('path') ?? ''];
            for (let k = 1; fields.has(`argv${k}`); k++)
                argv.push(fields.get(`argv${k}`));
            t.run(argv.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' '), false);
        }
    }
}
/**
 * HotSpot's `-XX:OnError=CMD` and `-XX:OnOutOfMemoryError=CMD` (`;`-separated lines, run by a
 * shell; `-J-XX:…` hands one to the runtime of javac, jar, jshell…); `@FILE` and
 * `-XX:Flags=`/`-XX:VMOptionsFile=` read more options from a file: a problem.
 */
function javaTouches(words, dynamic, t) {
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            if (mayBeOption(w))
                t.problem(`an expansion may be an option of ${words[0]} that runs a command (-XX:OnError=CMD)`);
            continue;
        }
        const option = w.startsWith('-J') ? w.slice(2) : w;
        const hook = /^-XX:(?:OnError|OnOutOfMemoryError)=/.exec(option);
        if (hook !== null)
            t.run(option.slice(hook[0].length), false);
        else if (/^-XX:(?:Flags|VMOptionsFile)=/.test(option) || (option.startsWith('@') && option.length > 1)) {
            t.read(option.slice(option.indexOf(option.startsWith('@') ? '@' : '=') + 1));
            t.problem(`${words[0]} reads more options from ${option}, which may name commands it runs`);
        }
    }
}
/** check_by_ssh hands `-o OPTION` to ssh (`ProxyCommand CMD` runs CMD here) and `-F FILE` is ssh's settings. */
function checkBySshTouches(words, dynamic, t) {
    expansionMayBeOption('check_by_ssh', words, dynamic, ['-o', '-F'], t);
    for (const v of valuesOf(words, dynamic, ['-o', '--ssh-option', '-F', '--configfile'], true)) {
        if (v.name === '-F' || v.name === '--configfile') {
            t.read(v.word, v.dynamic);
            t.problem(`check_by_ssh hands ssh the settings ${v.word}, which may name commands it runs`);
            continue;
        }
        if (v.dynamic)
            t.problem('an expansion may be an ssh option that runs a command (ProxyCommand)');
        const line = v.dynamic ? undefined : sshLocalCommandOption(v.word);
        if (line !== undefined)
            t.run(line, false);
        const loads = v.dynamic ? undefined : sshLoadsCode(v.word);
        if (loads !== undefined)
            t.problem(`check_by_ssh has ssh load ${loads}`);
    }
}
/** `csvtool call CMD FILE…` runs CMD by a shell for each row. */
function csvtoolTouches(words, dynamic, t) {
    const call = words.findIndex((w, i) => i > 0 && !dynamic[i] && w === 'call');
    if (call > 0 && call + 1 < words.length)
        t.run(words[call + 1], dynamic[call + 1] ?? false);
    else if (words.some((w, i) => i > 0 && dynamic[i] === true))
        t.problem('an expansion may be csvtool\'s subcommand call, which runs a command line');
}
/** `latexmk -pdflatex=CMD` (and its other engines', `-latex=`, `-lualatex=`…): the command it runs for that step. */
function latexmkTouches(words, dynamic, t) {
    for (let i = 1; i < words.length; i++) {
        const m = dynamic[i] ? null : /^--?(?:pdf|lua|xe|dvilua|pdflua|pdfxe)?latex=/.exec(words[i]);
        if (m !== null)
            t.run(words[i].slice(m[0].length), false);
        else if (dynamic[i] && mayBeOption(words[i]))
            t.problem('an expansion may be an option of latexmk that runs a command (-pdflatex=CMD)');
    }
}
const RUNNING_OPTION_READERS = [
    ...['apt', 'apt-get', 'aptitude', 'apt-cache'].map((n) => [n, aptTouches]),
    ['certbot', runningOptions({ lines: ['--pre-hook', '--post-hook', '--deploy-hook', '--renew-hook', '--manual-auth-hook', '--manual-cleanup-hook'], settings: ['-c', '--config'], abbreviated: true })],
    ['dmsetup', runningOptions({ lines: ['--exec'], abbreviated: true })],
    ['enscript', runningOptions({ lines: ['-I', '--filter'], abbreviated: true })],
    ['agetty', runningOptions({ programs: ['-l', '--login-program'], abbreviated: true })],
    ['telnetd', runningOptions({ programs: ['-l'] })],
    ['dhclient', runningOptions({ programs: ['-sf'], settings: ['-cf'] })],
    ['check_ssl_cert', runningOptions({ programs: ['--curl-bin', '--file-bin', '--openssl', '--nmap-bin', '--dig-bin'] })],
    ['bpftrace', runningOptions({ lines: ['-c'] })],
    ['gem', gemTouches], ['check_by_ssh', checkBySshTouches], ['csvtool', csvtoolTouches], ['latexmk', latexmkTouches],
    ...['busctl', 'gdbus', 'dbus-send', 'dbus-monitor'].map((n) => [n, dbusAddressTouches]),
    ...['java', 'javaw', 'javac', 'jar', 'javadoc', 'jdb', 'jrunscript', 'jshell', 'keytool', 'jlink', 'jpackage'].map((n) => [n, javaTouches]),
    ...['cpan', 'debugfs', 'irb', 'jjs', 'ginsh', 'dotnet'].map((n) => [n, stdinShellTouches]),
    // (Chromium's --renderer-cmd-prefix=CMD, file: URLs, proxies: browser-arguments.ts.)
    ...BROWSER_READERS,
];
/**
 * What a command runs from its options or code on its command line, beside what its other
 * readers find: the readers of this file and of command-line-code.ts, by the command's name.
 */
export const COMMAND_LINE_READERS = (() => {
    const readers = new Map();
    for (const [name, reader] of [...RUNNING_OPTION_READERS, ...CODE_ON_COMMAND_LINE, ...JQ_PROGRAM_READERS]) {
        const before = readers.get(name);
        readers.set(name, before === undefined ? reader : (w, d, t) => {
            before(w, d, t);
            reader(w, d, t);
        });
    }
    return readers;
})();
//# sourceMappingURL=option-command-lines.js.map