// Programs that run a command and were not known as runners (a GTFOBins review, m–z; each ran
// `rm -rf x` unseen beside `Shell(*)`): gettext's filters, sysstat's pidstat -e, timers and
// parallel executors, a new virtual terminal, socket activators and ucspi servers, sudo's other
// spellings, locks and single-instance helpers, GPU offloaders, schroot, s6's helpers, batch
// schedulers, rustup's toolchain runner. runner-specs.ts spreads them into its table; `service`
// is read by scanService (its command is a script path).
const HELP = '-h --help -V --version';
/** sudo's grammar (sudo-rs takes the same options, as a drop-in). */
const SUDO_LIKE = {
    flags: '-A -b -B -E -H -N -n -P -S -k -i -s --askpass --background --bell --preserve-env --set-home --no-update --non-interactive --preserve-groups --stdin --reset-timestamp --login --shell',
    args: '-u -g -C -D -h -p -r -R -t -T -U --user --group --close-from --chdir --chroot --host --prompt --role --type --command-timeout --other-user',
    noCommand: '-l -v -K -V -e --list --validate --remove-timestamp --version --edit --help', shell: '-s -i --shell --login', assignments: true,
    editsOperandsAfter: '-e --edit',
};
/** gettext's msgfilter and msgexec: their options, then the filter or command (`msgfilter -i a.po sed -e s/a/b/`). */
const GETTEXT_RUNNER_OPTIONS = {
    args: '-i --input -D --directory -o --output-file -w --width --style',
    reads: '-i --input --style', writes: '-o --output-file',
};
/** ucspi-tcp's and ipsvd's servers: `HOST PORT PROG` after their options (sslserver and tcpclient alike). */
const UCSPI = (flags, args) => ({ flags, args, operands: 2 });
/** Options that are themselves a command line multitime runs by a shell (`-i CMD` feeds the command, `-o CMD` checks it, `-r CMD` runs first). */
const MULTITIME_LINES = new Set(['-i', '-o', '-r']);
/** PsExec's options: its priorities and switches are whole words (`-accepteula`, `-low`). */
const PSEXEC = {
    flags: '-accepteula -nobanner -c -d -e -f -h -l -s -v -x -low -belownormal -abovenormal -high -realtime -background',
    args: '-a -i -n -p -r -u -w -cf', operands: 1, operandShape: /^[\\@]/, optionsAfterOperands: true, noCommand: '-? /?',
    // (`-i [SESSION]`: a word after it that is not a number is the command it runs, read here as -i's value.)
    loadsCode: (value, option) => (option === '-i' && !/^\d+$/.test(value) ? 'the session it names, or (not a number) the command it runs, unread' : undefined),
};
/** xpra's options whose value is a line its server runs. */
const XPRA_START_LINES = ['--start', '--start-child', '--start-after-connect', '--start-child-after-connect', '--start-on-connect', '--start-child-on-connect',
    '--start-on-last-client-exit', '--start-child-on-last-client-exit'];
const XPRA_START_SET = new Set(XPRA_START_LINES);
const XPRA_SERVER = {
    anyLongOption: 'values attached', args: `${XPRA_START_LINES.join(' ')} --exec-wrapper`, operands: 1, operandShape: /^(?::|[a-z+]+:\/\/)/, optionsAfterOperands: true,
    lineValue: (value, option) => (XPRA_START_SET.has(option) ? value : undefined), opaque: '--exec-wrapper', noCommand: '-h --help --version',
};
export const LAUNCHER_RUNNERS = {
    msgfilter: {
        ...GETTEXT_RUNNER_OPTIONS,
        flags: '-P --properties-input --stringtable-input --color --no-escape -E --escape --force-po --indent --keep-header --no-location --strict -p --properties-output --stringtable-output --no-wrap -s --sort-output -F --sort-by-file',
        optional: '--color', noCommand: HELP,
    },
    msgexec: { ...GETTEXT_RUNNER_OPTIONS, flags: '-P --properties-input --stringtable-input', noCommand: HELP },
    // (`pidstat [OPTIONS] [INTERVAL [COUNT]] -e PROG ARGS`: -e takes the rest of the line; schedtool alike.)
    pidstat: { freeForm: 'named', commandAfter: '-e', commandOptional: true },
    schedtool: { freeForm: 'named', commandAfter: '-e', commandOptional: true },
    multitime: {
        flags: '-q', args: '-f -I -i -o -n -r -s -b', noCommand: '-h', opaque: '-b',
        lineValue: (value, option) => (MULTITIME_LINES.has(option) ? value : undefined),
    },
    // (pexec runs its command by a shell with -c: read joined either way. Its options are not read: each is a problem.)
    pexec: { noCommand: '-h --help', joined: true },
    // (Without a command, openvt starts $SHELL on the new terminal.)
    openvt: {
        flags: '-e --exec -f --force -l --login -u --user -s --switch -v --verbose -w --wait', args: '-c --console', noCommand: HELP, shell: true,
    },
    'systemd-socket-activate': {
        flags: '-a --accept -d --datagram --seqpacket --inetd', args: '-l --listen -E --setenv --fdname', noCommand: '-h --help --version',
    },
    tsocks: {},
    'sudo-rs': SUDO_LIKE,
    please: { flags: '-n --noprompt', args: '-d --dir -r --reason -t --target', noCommand: '-c --check -l --list -h --help -v --version' },
    really: { args: '-u --user -g --group' },
    'with-lock-ex': { flags: '-w -q -f', operands: 1, operandsWritten: true },
    'run-one': {}, 'run-this-one': {}, 'keep-one-running': {}, 'run-one-constantly': {}, 'run-one-until-success': {}, 'run-one-until-failure': {},
    retry: { args: '-t --times -d --delay -u --until -w --while -m --message', noCommand: HELP },
    // (vglrun's `+opt` options are not read: a command word starting with `+` is a problem.)
    vglrun: { flags: '-sp -pr -tr -v -nodl', args: '-c -d -fps -q -samp -st -gamma', noCommand: '-h --help', entryPoint: /^\+/ },
    optirun: {
        flags: '--failsafe --no-failsafe --no-xorg -q --quiet --silent -v --verbose --debug', args: '-b --bridge -c --vgl-compress -d --display -C --config -l --ldpath -s --socket --vgl-options --primus-ldpath',
        noCommand: '-h --help --version', reads: '-C --config', opaque: '-l --ldpath --primus-ldpath --vgl-options',
    },
    primusrun: {}, 'prime-run': {},
    // (Its command runs in the chroot: every path is another root's, directory-change.ts.)
    schroot: {
        flags: '-a --all --all-chroots --all-sessions --all-source-chroots -p --preserve-environment -q --quiet -v --verbose -f --force --automatic-session -r --run-session',
        args: '-c --chroot -u --user -d --directory -n --session-name -o --option',
        noCommand: '-l --list -i --info --config --location -b --begin-session -e --end-session --recover-session -h --help -V --version', shell: true,
    },
    's6-envdir': { flags: '-I -i -n -f', args: '-c', operands: 1 },
    's6-softlimit': { args: '-a -c -d -f -l -m -o -p -r -s -t' },
    // (Their -h looks the peer's name up: no help. An option not listed is a problem.)
    tcpserver: UCSPI('-1 -U -X -p -P -h -H -r -R -o -O -d -D -q -Q -v', '-c -x -B -g -u -b -l -t'),
    sslserver: UCSPI('-1 -U -X -p -P -h -H -r -R -o -O -d -D -q -Q -v', '-c -x -B -g -u -b -l -t'),
    tcpclient: UCSPI('-4 -6 -h -H -r -R -d -D -q -Q -v', '-i -p -T -l -t'),
    tcpsvd: UCSPI('-h -E -v', '-c -C -b -u -l'),
    udpsvd: UCSPI('-h -E -v', '-c -u -l'),
    // (task-spooler's own name for tsp.)
    'task-spooler': { flags: '-n -f -g -B -E -z', args: '-L -D -N -W', noCommand: '-K -C -l -S -t -c -p -o -i -s -r -w -k -T -u -U -h -V -m -q -a' },
    // Batch schedulers: Grid Engine's and PBS's qsub run the command (`-b y`) or script they are
    // given, or a script on standard input; sbatch a script, or `--wrap` a line.
    qsub: {
        flags: '-cwd -clear -hard -soft -notify -terse -verify -noshell -nostdin -V -h -I -X -z',
        args: '-a -ac -ar -A -b -c -ckpt -C -dc -dl -e -hold_jid -hold_jid_ad -i -j -js -l -m -M -masterq -now -N -o -P -p -pe:2 -pty -q -R -r -sc -shell -sync -t -tc -v -w -wd -W -J -u -S -@ -jsv',
        noCommand: '-help', shell: true, opaque: '-S -@ -jsv', writes: '-o -e', reads: '-i',
    },
    sbatch: {
        flags: '-H --hold -Q --quiet -v --verbose -W --wait -O --overcommit --exclusive --requeue --no-requeue',
        args: '-n -N -c -p -t -J -w -x -A -q -o -e -i -D -a -d -C -G -L -M -S --ntasks --nodes --cpus-per-task --partition --time --job-name --nodelist --exclude --account --qos --output --error --input --chdir --mem --gres --array --dependency --constraint --export --mail-type --mail-user',
        commandLine: '--wrap', noCommand: HELP, shell: true, writes: '-o --output -e --error', reads: '-i --input',
    },
    uname26: { flags: '-v --verbose -R --addr-no-randomize -B --32bit -L --addr-compat-layout -X --read-implies-exec --uname-2.6', noCommand: HELP },
    // A version manager's runner, as `pyenv exec`: its allow rule covers what it runs.
    'rustup run': { flags: '--install', operands: 1, noCommand: '-h --help', coversWhatItRuns: true },
    service: { reader: 'service' },
    // Compiler caches run their first word as the compiler, whatever it is (a red-team review: `ccache rm -rf x`).
    ccache: {
        noCommand: '-s --show-stats -z --zero-stats -C --clear -c --cleanup -M --max-size -F --max-files -p --show-config -o --set-config -k --get-config'
            + ' -x --show-compression -X --recompress --evict-older-than --evict-namespace --print-stats --show-log-stats --checksum-file --extract-result'
            + ` --hash-file --inspect --trim-dir --trim-max-size --trim-method --trim-recompress ${HELP}`,
    },
    sccache: { noCommand: `-s --show-stats --show-adv-stats -z --zero-stats --start-server --stop-server --dist-auth --dist-status --package-toolchain ${HELP}` },
    // LSF's bsub runs its command on the cluster, or a script from standard input without one.
    bsub: {
        flags: '-B -H -I -Ip -Is -IX -K -N -r -rn -x -tty', args: '-q -J -n -o -oo -e -eo -W -R -P -m -G -g -i -u -w -M -c -L -app -cwd -E -Ep -f -outdir -sla -S -U -We -Jd -sp',
        noCommand: '-h -V', shell: true, writes: '-o -oo -e -eo', reads: '-i',
    },
    // (Without a command, each starts a shell in the user namespace.)
    'podman unshare': { flags: '--rootless-netns', noCommand: '--help', shell: true },
    'buildah unshare': { args: '-m --mount', noCommand: '--help', shell: true },
    rootlesskit: { anyLongOption: true, noCommand: HELP },
    // (`scl enable COLLECTION... -- CMD`; the older `scl enable COLLECTION... 'LINE'` is not read: a problem.)
    'scl enable': { freeForm: 'dash-dash' },
    'scl run': { freeForm: 'dash-dash' },
    // cargo-watch runs each `-s LINE` by a shell and each `-x ARGS` as `cargo ARGS` (every one, in
    // order), or the command after `--`; `--use-shell` names the shell program: not read.
    'cargo watch': {
        flags: '-c --clear -q --quiet --no-restart --no-vcs-ignores --no-dot-ignores --no-gitignore --no-ignore --postpone --poll --why --skip-local-deps --debug --no-process-group --notify -N',
        args: '-x --exec -s --shell -w --watch -i --ignore -d --delay -C --workdir --use-shell -B --features --env-file -E --env --delay-run',
        lineValue: (value, option) => (option === '-s' || option === '--shell' ? value : option === '-x' || option === '--exec' ? `cargo ${value}` : undefined),
        opaque: '--use-shell', reads: '--env-file', noCommand: HELP,
    },
    // Process managers: pm2 runs its script word split as a command line (`pm2 start 'npm run
    // dev'`, `pm2 start rm -- -rf x`: scanPm2Start); forever runs `node SCRIPT`, or `-c PROGRAM
    // SCRIPT` (a problem). Their allow rule covers what they start.
    'pm2 start': { reader: 'pm2-start', joined: true, coversWhatItRuns: true },
    'forever start': {
        anyLongOption: true, flags: '-a --append -f --fifo -s --silent -v --verbose -w --watch --no-colors --plain', args: '-c --command -l -o -e -p -m --uid --pidFile --sourceDir --workingDir --minUptime --spinSleepTime --killSignal',
        writes: '-l -o -e', noCommand: HELP, coversWhatItRuns: true,
        // (`-c PROGRAM` runs `PROGRAM SCRIPT`: the program is read as a line, and the line asks.)
        lineValue: (value, option) => (option === '-c' || option === '--command' ? value : undefined),
        loadsCode: (value, option) => (option === '-c' || option === '--command' ? 'the program that runs its script' : undefined),
    },
    // Sysinternals PsExec (and PAExec, its clone): `psexec [\\HOST|@FILE] [opts] CMD`, here or on
    // HOST. (`-i [SESSION]`'s session is read as its value; `-i CMD` asks.)
    psexec: PSEXEC, psexec64: PSEXEC, paexec: PSEXEC,
    // Game and graphics-session launchers run their command as it is (gamescope after `--`); wine
    // runs a Windows program (`wine cmd /c LINE`); xinit and startx their client (after `--`, the
    // server: read as a command too).
    gamemoderun: {}, mangohud: { flags: '--dlsym' }, 'steam-run': {},
    cage: { flags: '-d -D -m -r -s', noCommand: '-h -v' },
    gamescope: { freeForm: 'dash-dash' },
    wine: { noCommand: '--help --version' }, wine64: { noCommand: '--help --version' },
    xinit: {}, startx: {},
    // xpra's server runs each `--start*=LINE` (its display or ssh:// URL may come first, its options after it).
    ...Object.fromEntries(['start', 'start-desktop', 'seamless', 'desktop'].map((sub) => [`xpra ${sub}`, XPRA_SERVER])),
    // (devenv's shell runs its words in the environment, or without them a shell.)
    'devenv shell': { shell: true, coversWhatItRuns: true },
};
/**
 * `service NAME ARGS` runs `/etc/init.d/NAME ARGS`: a NAME with a `/` climbs out of it
 * (`service ../../bin/rm -rf x`), so it is read as that program. A plain NAME is a service's
 * script, which runs nothing the line names.
 */
export function scanService(words, dynamic) {
    const none = (problem) => ({ inner: undefined, assignments: [], options: [], values: [], startsShell: false, problem });
    if (words.length < 2)
        return none();
    if (dynamic[1])
        return none('the service name comes from an expansion: it may be a path to any program');
    const name = words[1];
    if (!name.includes('/'))
        return none();
    const command = [1];
    for (let k = 2; k < words.length; k++)
        command.push(k);
    return { inner: 1, command, commandWords: [`/etc/init.d/${name}`, ...words.slice(2)], assignments: [], options: [], values: [], startsShell: false };
}
const PM2_FLAGS = new Set(['-f', '--force', '--watch', '--no-autorestart', '--no-daemon', '--update-env', '--merge-logs', '--time', '-x',
    '--execute-command', '--no-vizion', '--no-treekill', '-s', '--silent']);
const PM2_ARGS = new Set(['-n', '--name', '-i', '--instances', '-o', '--output', '-e', '--error', '-l', '--log', '-p', '--pid', '--cwd',
    '--max-memory-restart', '--cron', '--cron-restart', '--namespace', '--env', '--log-date-format', '--restart-delay', '--max-restarts', '--listen-timeout', '--kill-timeout']);
/** Options that name another program to run the script with, or load a file of apps: not read. */
const PM2_OPAQUE = new Set(['--interpreter', '--interpreter-args', '--node-args', '--exec-interpreter', '--only']);
/**
 * `pm2 start [opts] SCRIPT [opts] [-- ARGS]`: the script word, with the words after it, is the
 * command (joined: pm2 splits a script word holding spaces). Its options may also follow the
 * script, so an option naming the program that runs it (`--interpreter rm`) is a problem
 * wherever it is before `--`; so is an option not listed (its value may be the script).
 */
export function scanPm2Start(words, dynamic) {
    let problem;
    let script;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            problem ??= 'an argument of pm2 start comes from an expansion';
            script ??= i;
            continue;
        }
        if (w === '--')
            break;
        if (w[0] !== '-' || w.length === 1) {
            script ??= i;
            continue;
        }
        const name = w.startsWith('--') && w.includes('=') ? w.slice(0, w.indexOf('=')) : w;
        if (PM2_OPAQUE.has(name))
            problem ??= `${name} of pm2 start makes it run commands this analysis does not follow`;
        else if (PM2_ARGS.has(name)) {
            if (name === w)
                i++;
        }
        else if (!PM2_FLAGS.has(name))
            problem ??= `unknown option ${w} of pm2 start`;
    }
    return { inner: script, assignments: [], options: [], values: [], startsShell: false, problem };
}
//# sourceMappingURL=launcher-runners.js.map