// Commands that run a shell as another user or group: su, runuser, sg and newgrp. What they
// run: the `-c` string (`su -lc 'rm x'`, `su --command='rm x'`), the arguments after the user,
// which go to the shell (`su root -- -c 'rm x'`), or, with none, a shell reading its commands
// from standard input (`su <<< 'rm x'`). `runuser -u USER CMD` runs CMD itself.
//
// su and runuser read their options with getopt_long, which permutes: options may follow the
// user (`su bob -c x`). A shell other than a POSIX one (`su -s /usr/bin/python3 -c CODE`)
// runs code the analysis does not read.
import { POSIX_SHELLS, longOptionName } from './wrapper-specs.js';
const SU_FLAGS = new Set(['-f', '--fast', '-l', '--login', '-m', '-p', '--preserve-environment', '-P', '--pty']);
const SU_ARGS = new Set([
    '-c', '--command', '--session-command', '-g', '--group', '-G', '--supp-group', '-s', '--shell', '-w', '--whitelist-environment',
]);
const LONG = [...SU_FLAGS, ...SU_ARGS, '--user', '--help', '--version'].filter((n) => n.startsWith('--'));
const COMMAND = new Set(['-c', '--command', '--session-command']);
/** The one-letter options by letter: their names, made once (a cluster is read letter by letter). */
const SHORT = new Map([...SU_FLAGS, ...SU_ARGS, '-u', '-h', '-V'].filter((n) => n.length === 2).map((n) => [n[1], n]));
/** `su` or `runuser` (with `-u` for a command run directly). */
export function scanSu(name, words, dynamic) {
    const options = [];
    const positional = [];
    const runuser = name === 'runuser';
    let line;
    let shell;
    let user = false;
    const fail = (problem) => ({ options, startsShell: false, problem });
    const take = (o, value) => {
        options.push(o);
        if (o === '--help' || o === '--version')
            return { options, startsShell: false };
        if (value === undefined)
            return undefined;
        if (COMMAND.has(o))
            line = value;
        else if (o === '-s' || o === '--shell')
            shell = value;
        else if (o === '-u' || o === '--user')
            user = true;
        return undefined;
    };
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            return fail(`an argument of ${name} comes from an expansion`);
        if (w === '--') {
            for (let k = i + 1; k < words.length; k++)
                positional.push(k);
            break;
        }
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            const o = longOptionName(eq > 0 ? w.slice(0, eq) : w, LONG);
            if (o === undefined || (o === '--user' && !runuser))
                return fail(`unknown option ${w} of ${name}`);
            const takesValue = SU_ARGS.has(o) || o === '--user';
            const value = !takesValue ? undefined : eq > 0 ? w.slice(eq + 1) : words[++i];
            if (takesValue && value === undefined)
                return fail(`${o} of ${name} has no value`);
            if (takesValue && dynamic[i])
                return fail(`an argument of ${name} comes from an expansion`);
            const done = take(o, value);
            if (done)
                return done;
            continue;
        }
        if (w.length > 1 && w[0] === '-') {
            // (A flag given again adds nothing: `-llll…` stays one entry, and costs one comparison a letter.)
            let lastFlag = -1;
            for (let j = 1; j < w.length; j++) {
                if (w.charCodeAt(j) === lastFlag)
                    continue;
                const o = SHORT.get(w[j]) ?? `-${w[j]}`;
                if (SU_FLAGS.has(o)) {
                    options.push(o);
                    lastFlag = w.charCodeAt(j);
                    continue;
                }
                if (o === '-h' || o === '-V')
                    return take(o === '-h' ? '--help' : '--version', undefined);
                if (!SU_ARGS.has(o) && !(runuser && o === '-u'))
                    return fail(`unknown option ${w} of ${name}`);
                const rest = w.slice(j + 1);
                const value = rest !== '' ? rest : words[++i];
                if (value === undefined)
                    return fail(`${o} of ${name} has no value`);
                if (rest === '' && dynamic[i])
                    return fail(`an argument of ${name} comes from an expansion`);
                take(o, value);
                break;
            }
            continue;
        }
        positional.push(i);
    }
    // `-` is a login shell when it is the first word that is not an option (`su - bob`, not `su bob -`).
    if (positional.length > 0 && words[positional[0]] === '-') {
        options.push('-');
        positional.shift();
    }
    if (user) {
        if (line !== undefined || shell !== undefined)
            return fail(`${name} -u does not take a shell or -c`);
        return { options, command: positional.length > 0 ? positional : undefined, startsShell: false };
    }
    if (shell !== undefined && !POSIX_SHELLS.has(shell.slice(shell.lastIndexOf('/') + 1))) {
        return fail(`${name} runs ${shell}, whose commands the analysis does not read`);
    }
    // (The first positional word is the user; the rest go to the shell.)
    const shellArguments = positional.length > 1 ? positional.slice(1) : undefined;
    return { options, line, shellArguments, startsShell: line === undefined && shellArguments === undefined };
}
/** `sg [-] [GROUP [-c] COMMAND]` runs COMMAND with `sh -c`; `newgrp [-] [GROUP]` starts a shell. */
export function scanSg(name, words, dynamic) {
    let i = 1;
    if (words[i] === '-')
        i++;
    i++;
    if (name === 'sg' && words[i] === '-c')
        i++;
    if (name === 'newgrp' || i >= words.length)
        return { options: [], startsShell: true };
    if (dynamic.slice(i).some(Boolean))
        return { options: [], startsShell: false, problem: `the command of ${name} comes from an expansion` };
    if (i + 1 < words.length)
        return { options: [], line: words[i], startsShell: false, problem: `${name} takes one command string; more words follow it` };
    return { options: [], line: words[i], startsShell: false };
}
//# sourceMappingURL=su-arguments.js.map