// The option grammar of every command that runs another command (semantics 4.1 and beyond):
// where its options end and the wrapped command starts. One table; wrappers.ts reads it.
//
// Semantics 4.1 names timeout, time, nice, nohup, stdbuf, command, builtin, noglob, exec, env,
// sudo, ionice and setsid. The rest are here because each one, allowed by a rule of its own,
// would otherwise run a denied command unseen (`runuser -u bob -- rm -rf x`, `busybox rm x`):
// users and privileges (doas, pkexec, run0, setpriv, chpst and its daemontools names),
// namespaces and sandboxes (chroot, unshare, nsenter, bwrap, firejail, flatpak-spawn,
// systemd-run, sandbox-exec), scheduling and limits (taskset, chrt, numactl, prlimit, flock,
// caffeinate), and run-as-is helpers (fakeroot, eatmydata, nocache, faketime, unbuffer, chronic,
// ifne, winpty, torsocks, proxychains, tini, dumb-init, dbus-run-session, xvfb-run, strace, ltrace,
// busybox, toybox). Only TRANSPARENT_FOR_ALLOW are seen through by allow rules.
import { DARWIN_RUNNERS } from './darwin-runners.js';
import { TOOL_RUNNERS } from './runner-specs.js';
import { REMOTE_RUNNERS, RESPELLING_TOOLS } from './remote-runners.js';
import { SSH_GRAMMAR } from './ssh-options.js';
import { systemdExecLine, systemdLoads } from './systemd-properties.js';
// (The grammar's types and how a Grammar becomes an OptionSpec: wrapper-grammar.ts.)
import { HELP, spec } from './wrapper-grammar.js';
export { HELP, longOptionName, spec } from './wrapper-grammar.js';
const WRAPPERS = {
    // Semantics 4.1.
    timeout: { flags: '--preserve-status --foreground -v --verbose', args: '-s --signal -k --kill-after', operands: 1 },
    time: { flags: '-p -a -v -q --portability --append --verbose --quiet', args: '-f --format -o --output', writes: '-o --output' },
    nice: { args: '-n --adjustment' },
    nohup: {},
    stdbuf: { args: '-i -o -e --input --output --error' },
    command: { flags: '-p', noCommand: '-v -V' },
    builtin: {},
    noglob: {},
    // zsh's other precommand modifiers (bash reads them as programs; a zsh line holding them asks, shell-dialects.ts).
    nocorrect: {},
    repeat: { operands: 1 },
    exec: { flags: '-c -l', args: '-a' },
    env: {
        flags: '-i - -0 -v --ignore-environment --null --debug --list-signal-handling', args: '-u --unset -C --chdir -P',
        optional: '--default-signal --ignore-signal --block-signal', splitString: '-S --split-string', assignments: true,
    },
    sudo: {
        flags: '-A -b -B -E -H -N -n -P -S -k -i -s --askpass --background --bell --preserve-env --set-home --no-update --non-interactive --preserve-groups --stdin --reset-timestamp --login --shell',
        args: '-u -g -C -D -h -p -r -R -t -T -U --user --group --close-from --chdir --chroot --host --prompt --role --type --command-timeout --other-user',
        noCommand: '-l -v -K -V -e --list --validate --remove-timestamp --version --edit --help', shell: '-s -i --shell --login', assignments: true,
        editsOperandsAfter: '-e --edit',
    },
    ionice: { flags: '-t --ignore', args: '-c -n --class --classdata', noCommand: '-p -P -u --pid --pgid --uid' },
    setsid: { flags: '-c -f -w --ctty --fork --wait' },
    // Other users and privileges.
    doas: { flags: '-n -s', args: '-u -a', noCommand: '-C -L', shell: '-s', assignments: true },
    // sudoedit is `sudo -e`: its operands are files it edits.
    sudoedit: {
        flags: '-A -B -k -n -S --askpass --bell --reset-timestamp --non-interactive --stdin', args: '-u -g -C -h -p -r -t -T -U --user --group --close-from --host --prompt --role --type --command-timeout --other-user',
        noCommand: '-V --version --help', editsOperands: true,
    },
    pkexec: { flags: '--disable-internal-agent --keep-cwd', args: '--user', noCommand: '--version --help', shell: true },
    run0: {
        flags: '--no-ask-password --slice-inherit --pty --pipe --via-shell -i --empower',
        args: '--machine --unit --property --description --slice -u --user -g --group --nice -D --chdir --setenv --background --shell-prompt-prefix --lightweight --area',
        noCommand: HELP, shell: true,
    },
    setpriv: {
        flags: '--clear-groups --init-groups --keep-groups --no-new-privs --nnp --reset-env',
        args: '--groups --inh-caps --ambient-caps --bounding-set --securebits --pdeathsig --selinux-label --apparmor-profile --landlock-access --landlock-rule --seccomp-filter --rgid --egid --regid --ruid --euid --reuid',
        noCommand: `-d --dump ${HELP}`,
    },
    chpst: { flags: '-v -P -0 -1 -2', args: '-u -U -b -e -/ -C -n -l -L -m -d -o -p -f -c -r -t' },
    setuidgid: { operands: 1 },
    envuidgid: { operands: 1 },
    envdir: { operands: 1 },
    setlock: { flags: '-n -N -x -X', operands: 1, operandsWritten: true },
    softlimit: { args: '-a -c -d -f -l -m -o -p -r -s -t' },
    pgrphack: {},
    // Other roots, namespaces and sandboxes.
    chroot: { flags: '--skip-chdir', args: '--userspec --groups', operands: 1, noCommand: '--help --version', shell: true },
    unshare: {
        flags: '-f -r -c --fork --map-root-user --map-current-user --map-auto --keep-caps',
        optional: '-i -m -n -p -u -U -C -T --ipc --mount --net --pid --uts --user --cgroup --time --kill-child --mount-proc',
        args: '-R --root -w --wd -S --setuid -G --setgid --map-user --map-users --map-group --map-groups --propagation --setgroups -l --load-interp --monotonic --boottime',
        noCommand: HELP, shell: true,
    },
    nsenter: {
        flags: '-a --all --preserve-credentials -F --no-fork -Z --follow-context -e --env -c --join-cgroup --keep-caps -N --user-parent',
        optional: '-m -u -i -n -p -U -C -T -r -w --mount --uts --ipc --net --pid --user --cgroup --time --root --wd',
        args: '-t --target -S --setuid -G --setgid -W --wdns',
        noCommand: HELP, shell: true,
    },
    bwrap: {
        flags: '--unshare-all --unshare-user --unshare-user-try --unshare-ipc --unshare-pid --unshare-net --unshare-uts --unshare-cgroup --unshare-cgroup-try --share-net --die-with-parent --as-pid-1 --new-session --clearenv --disable-userns --assert-userns-disabled --level-prefix',
        args: '--args --argv0 --userns --userns2 --pidns --uid --gid --hostname --chdir --unsetenv --lock-file --sync-fd --info-fd --json-status-fd --block-fd --userns-block-fd --seccomp --add-seccomp-fd --exec-label --file-label --remount-ro --proc --dev --tmpfs --mqueue --dir --cap-add --cap-drop --perms --size --overlay-src --tmp-overlay --ro-overlay'
            + ' --bind:2 --bind-try:2 --dev-bind:2 --dev-bind-try:2 --ro-bind:2 --ro-bind-try:2 --bind-fd:2 --ro-bind-fd:2 --file:2 --bind-data:2 --ro-bind-data:2 --symlink:2 --setenv:2 --chmod:2 --overlay:3',
        noCommand: '--help --version',
    },
    firejail: {
        anyLongOption: 'values attached', noCommand: '--help --version --list --tree --top --shutdown --ls --get --put', shell: true,
        writes: '--output --output-stderr', reads: '--profile',
    },
    'flatpak-spawn': {
        flags: '--host --clear-env --watch-bus --expose-pids --share-pids --latest-version --no-network --sandbox -v --verbose',
        args: '--forward-fd --env --unset-env --directory --sandbox-expose --sandbox-expose-ro --sandbox-expose-path --sandbox-expose-path-ro --sandbox-a11y-own-name --sandbox-flag --app-path --usr-path',
        noCommand: '-h --help',
    },
    'systemd-run': {
        flags: '--no-ask-password --scope -r --remain-after-exit --send-sighup -t --pty -T --pty-late -P --pipe -q --quiet -v --verbose -G --collect --wait --user --system --no-block --on-clock-change --on-timezone-change -d --same-dir --slice-inherit -S --shell',
        args: '-u --unit -p --property --description --slice -E --setenv --uid --gid --nice --working-directory -H --host -M --machine --on-active --on-boot --on-startup --on-unit-active --on-unit-inactive --on-calendar --timer-property --path-property --socket-property --service-type -C --capsule --expand-environment --job-mode --shell-prompt-prefix --background',
        noCommand: '-h --help --version', shell: '-S --shell',
        // (`-p ExecStartPre=CMD` runs CMD too; `-E LD_PRELOAD=…` is a risky variable.)
        lineValue: systemdExecLine, loadsCode: systemdLoads,
    },
    'sandbox-exec': { args: '-f -n -p -D', reads: '-f' },
    // Scheduling, limits and locks.
    taskset: { flags: '-a --all-tasks -c --cpu-list', operands: 1, noCommand: `-p --pid ${HELP}` },
    chrt: {
        flags: '-a --all-tasks -b --batch -d --deadline -f --fifo -i --idle -o --other -r --rr -R --reset-on-fork -v --verbose -e --ext',
        args: '-T --sched-runtime -P --sched-period -D --sched-deadline', operands: 1, operandShape: /^-?\d+$/, noCommand: `-p --pid -m --max ${HELP}`,
    },
    numactl: {
        flags: '-l --localalloc -a --all -b --balancing',
        args: '-i --interleave -m --membind -N --cpunodebind -C --physcpubind -p --preferred -P --preferred-many -w --weighted-interleave',
        noCommand: '-s --show -H --hardware --help',
    },
    prlimit: {
        flags: '--noheadings --raw --verbose',
        optional: '-c -d -e -f -i -l -m -n -q -r -s -t -u -v -x -y --core --data --nice --fsize --sigpending --memlock --rss --nofile --msgqueue --rtprio --stack --cpu --nproc --as --locks --rttime',
        args: '-o --output', noCommand: `-p --pid ${HELP}`,
    },
    flock: {
        flags: '-s -x -u -n -o -F -e --shared --exclusive --unlock --nonblock --nb --close --no-fork --verbose',
        args: '-w -E --timeout --wait --conflict-exit-code', operands: 1, commandAfterOperands: '-c --command', noCommand: HELP,
        operandsWritten: true,
    },
    caffeinate: { flags: '-d -i -m -s -u', args: '-t -w' },
    // Run the command as it is, under some helper.
    fakeroot: { flags: '-u --unknown-is-real', args: '-l --lib --faked -s -i -b', noCommand: '-h -v --help --version', shell: true },
    eatmydata: {},
    // (busybox's cttyhack runs PROG ARGS with the console as its terminal.)
    cttyhack: {},
    nocache: { args: '-n' },
    faketime: { flags: '-f -m --exclude-monotonic', args: '-p --date-prog', operands: 1 },
    unbuffer: { flags: '-p' },
    chronic: { flags: '-e -v' },
    // Git Bash runs Windows console programs through winpty (`winpty node`, `winpty rm x`).
    winpty: { flags: '-Xallow-non-tty -Xplain -Xcolor --mouse', noCommand: '--showkey --version -h --help' },
    ifne: { flags: '-n' },
    torsocks: { flags: '-i --isolate -d --debug -q --quiet', args: '-u --user -p --pass -a --address -P --port', shell: '--shell' },
    proxychains: { flags: '-q', args: '-f', reads: '-f' },
    proxychains4: { flags: '-q', args: '-f', reads: '-f' },
    tini: { flags: '-s -v -vv -vvv -g -w -l', args: '-p -e' },
    'dumb-init': { flags: '-c --single-child -v --verbose', args: '-r --rewrite', noCommand: '-h --help -V --version' },
    'dbus-run-session': { optional: '--config-file --dbus-daemon', noCommand: '--help --version', reads: '--config-file' },
    'xvfb-run': {
        flags: '-a --auto-servernum -l --listen-tcp', args: '-n --server-num -e --error-file -f --auth-file -p --xauth-protocol -s --server-args -w --wait',
        noCommand: '-h --help', writes: '-e --error-file -f --auth-file',
    },
    strace: {
        flags: '-A -c -C -d -D -f -F -i -k -n -q -r -t -T -v -w -x -y -z -Z -DD -DDD -ff -qq -tt -ttt -xx -yy',
        args: '-a -b -e -I -o -O -p -P -s -S -u -U -X -E --env', noCommand: HELP, writes: '-o',
    },
    ltrace: {
        flags: '-c -C -d -f -i -r -S -t -T -tt -ttt', args: '-a -A -b -D -e -F -l -n -o -p -s -u -x -w', noCommand: '-h -V --help --version',
        writes: '-o', reads: '-F',
    },
    busybox: { noCommand: '--list --list-full --help --install' },
    toybox: { noCommand: '--help --version --long' },
    // `script [FILE]` records a shell into FILE (script-command.ts reads it): `-c CMD` runs CMD with it.
    script: { reader: 'script' },
    // tmux runs commands in its panes (tmux-arguments.ts reads its command sequence).
    tmux: { reader: 'tmux' },
    // (tmate is a fork of tmux that shares its sessions: the same grammar, `tmate -c CMD`, `tmate new CMD`.)
    tmate: { reader: 'tmux' },
    // screen runs CMD ARGS in a new window; -X sends it a command (`stuff` types keys), -c reads a config that may run any.
    screen: {
        flags: '-a -A -d -D -R -RR -m -l -ln -i -O -q -U -f -fn -fa -4 -6 -L -X', args: '-c -e -h -p -S -t -T -s -Logfile',
        noCommand: '-ls -list -v -wipe -Q -r -x', opaque: '-X -c', writes: '-Logfile', reads: '-c',
    },
    // Where else a command runs: a container, a pod, another host, a devbox shell (its paths are
    // unknown). As Claude Code reads them, their allow rule covers what they run.
    'docker exec': { flags: '-d --detach -i --interactive -t --tty --privileged', args: '-e --env --env-file -u --user -w --workdir --detach-keys', operands: 1, coversWhatItRuns: true },
    // (podman's -l, --latest takes the place of the container: not read, so such a line never allows.)
    'podman exec': { flags: '-d --detach -i --interactive -t --tty --privileged', args: '-e --env --env-file -u --user -w --workdir --detach-keys --preserve-fds', operands: 1, coversWhatItRuns: true },
    'docker-compose exec': { flags: '-d --detach -T --no-TTY --privileged', args: '-e --env -u --user -w --workdir --index', operands: 1, coversWhatItRuns: true },
    'kubectl exec': { freeForm: 'dash-dash', coversWhatItRuns: true },
    'devbox run': { flags: '-q --quiet --pure --omit-nix-env', args: '-e --env --env-file -c --config --environment', coversWhatItRuns: true },
    // ssh runs its words joined, by the remote shell (ssh-options.ts holds its grammar).
    ssh: SSH_GRAMMAR,
    // Semantics 4.1: xargs and watch run their arguments (xargs appends more).
    xargs: {
        flags: '-0 -o -p -r -t -x --null --open-tty --interactive --no-run-if-empty --verbose --exit --show-limits',
        optional: '-i -e -l --replace --eof --max-lines',
        args: '-a -d -E -I -L -n -P -s --arg-file --delimiter --max-args --max-procs --max-chars --process-slot-var', reads: '-a --arg-file',
    },
    // watch runs its arguments joined, by `sh -c`.
    watch: {
        flags: '-b -c -d -e -g -p -t -x --beep --color --differences --errexit --chgexit --precise --no-title --exec', args: '-n --interval', joined: true,
    },
    ...TOOL_RUNNERS,
    ...DARWIN_RUNNERS,
    ...REMOTE_RUNNERS,
};
/** WRAPPERS as a Map, for lookups by a command name (a fresh string; no prototype members). */
export const WRAPPER_SPECS = new Map(Object.entries(WRAPPERS).map(([name, g]) => [name, spec(g)]));
/**
 * Names whose subcommand is a runner (`uv run`), or leads to one (`gcloud compute` of `gcloud
 * compute ssh`, `k3s` of `k3s kubectl`): the only names looked up with their next word.
 */
export const SUBCOMMAND_RUNNERS = new Set([...[...WRAPPER_SPECS.keys()].flatMap(leadingNames), ...RESPELLING_TOOLS]);
/** The names a runner's key starts with: `gcloud compute ssh` gives `gcloud` and `gcloud compute`. */
function leadingNames(key) {
    const words = key.split(' ');
    return words.slice(1).map((_, n) => words.slice(0, n + 1).join(' '));
}
/**
 * Seen through by allow rules too (issue 3: these and only these). Bash's `time [-p]` keyword is
 * too, as part of the pipeline (bash-grammar.ts); a command named `time` (`command time`,
 * `nice time`, `\time`) is the program time(1), whose `-o FILE` writes: it needs its own allow.
 */
export const TRANSPARENT_FOR_ALLOW = new Set(['timeout', 'nice', 'nohup', 'stdbuf', 'command', 'noglob', 'env']);
// (The shells' names: shell-names.ts.)
export { OTHER_SHELLS, POSIX_SHELLS, POWERSHELLS } from './shell-names.js';
//# sourceMappingURL=wrapper-specs.js.map