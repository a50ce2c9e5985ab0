// More commands that run a command (wrapper-specs.ts holds the grammar and the first table):
// package runners (`npx`, `npm exec`, `yarn dlx`, `bunx`), version managers and project runners whose allow rule covers what they run (`pyenv exec CMD`,
// `hatch run CMD`, `pipx run APP`), watchers, benchmarkers, profilers and debuggers that run it
// (`watchexec CMD`, `hyperfine 'CMD'`, `valgrind CMD`, `gdb --args CMD`), and helpers that run it
// as another user or with limits (`gosu USER CMD`, `cpulimit -l 5 CMD`). Each was allowed by its
// own allow rule beside a deny rule for the command it runs.

import { AUTOSSH_GRAMMAR, sshLoadsCode, sshLocalCommandOption } from './ssh-options.js';
import { ENV_LOADER_RUNNERS } from './env-loader-runners.js';
import { LAUNCHER_RUNNERS } from './launcher-runners.js';
import { PROFILER_RUNNERS } from './profiler-runners.js';
import { TERMINAL_RUNNERS } from './terminal-runners.js';
import type { Grammar } from './wrapper-specs.js';

const HELP = '-h --help -V --version';

const UVX: Grammar = {
  flags: '--isolated --offline --no-cache -q --quiet -v --verbose -n --no-config --no-progress --native-tls --managed-python --no-managed-python',
  args: '--from --with --with-editable --with-requirements -p --python --cache-dir --config-file --directory --project --index --default-index --index-url --extra-index-url -f --find-links --color',
  noCommand: HELP, coversWhatItRuns: true,
};

const COMPOSER_EXEC = ['exec', 'e', 'ex', 'exe'];
const COMPOSER_EXEC_KEYS = [
  ...COMPOSER_EXEC.map((sub) => `composer ${sub}`),
  ...['global', 'g', 'gl', 'glo', 'glob', 'globa'].flatMap((global) => COMPOSER_EXEC.map((sub) => `composer ${global} ${sub}`)),
];

const PERF_RECORD: Grammar = {
  flags: '-a -g -q -v -s -n -N -R -T -P -i --all-cpus --quiet --verbose --stat --no-inherit --raw-samples --timestamp --sample-cpu --data',
  args: '-e -o -F -c -p -t -C -m -G -z -u -b -j --event --output --freq --count --pid --tid --cpu --mmap-pages --call-graph --cgroup --uid --branch-filter --aio --compression-level',
  writes: '-o --output',
};
/** Open MPI's and MPICH's runners: `--mca KEY VALUE` and `-genv NAME VALUE` take two words, `--app FILE` names the commands. */
const MPI_RUN: Grammar = {
  anyLongOption: true,
  flags: '-q -v --quiet --verbose --oversubscribe --allow-run-as-root --report-bindings --tag-output --timestamp-output --display-map --display-allocation --use-hwthread-cpus --nolocal --noprefix --merge-stderr-to-stdout --bind-to-core --bind-to-socket',
  args: '-n -np -c --np -H --host --hostfile --machinefile -x --map-by --bind-to --rank-by -wdir --wdir --prefix --path --npernode --cpus-per-proc --cpus-per-rank --rankfile --output-filename --timeout --app --mca:2 --gmca:2',
  opaque: '--app', noCommand: HELP,
};
/** Slurm's options that srun and salloc share: flags, and options with a value. */
const SLURM_FLAGS = '--hold --immediate --exclusive --overcommit --quiet --verbose --contiguous --spread-job --use-min-nodes';
const SLURM_ARGS = '-n -N -c -p -t -J -w -x -A -q -D -C -d -L -M -S -G --ntasks --nodes --cpus-per-task --partition --time --job-name --nodelist --exclude --account --qos'
  + ' --chdir --mem --mem-per-cpu --mem-per-gpu --gres --gpus --gpus-per-node --gpus-per-task --ntasks-per-node --ntasks-per-core --ntasks-per-socket --threads-per-core'
  + ' --constraint --dependency --export --reservation --licenses --clusters --time-min --begin --signal --nice --comment --wckey --core-spec --cores-per-socket --sockets-per-node'
  + ' --mincpus --tmp --network --switches --priority --deadline --hint --mail-type --mail-user --gpu-bind --cpus-per-gpu --mem-bind --distribution';

export const TOOL_RUNNERS: Readonly<Record<string, Grammar>> = {
  // Package runners (a package's binary, or a command on PATH): their allow rule covers it too.
  // (npm-arguments.ts reads them: npm reads its options anywhere, `npm x` is `npm exec`.)
  npx: { reader: 'npm', coversWhatItRuns: true },
  'npm exec': { reader: 'npm', coversWhatItRuns: true },
  // yarn 2+ runs the words as a line of its own shell (yarn 1 as a command: the line reads both).
  'yarn exec': { joined: true, coversWhatItRuns: true },
  'yarn dlx': { flags: '-q --quiet', args: '-p --package', coversWhatItRuns: true },
  'pnpm dlx': { flags: '-c --shell-mode -s --silent', args: '--package --allow-build', joined: '-c --shell-mode', coversWhatItRuns: true },
  bunx: { flags: '--bun --no-install --verbose --silent', args: '-p --package', coversWhatItRuns: true },
  'bun x': { flags: '--bun --no-install --verbose --silent', args: '-p --package', coversWhatItRuns: true },

  // Project runners and version managers (`NAME SUBCOMMAND`): their allow rule covers what they run; deny and ask see it.
  'uv run': {
    flags: '--no-sync --locked --frozen --isolated --no-project --all-extras --no-dev --dev --only-dev --all-packages --all-groups --no-default-groups --active --no-active --no-editable --exact --inexact --no-env-file --offline --no-cache --script -q --quiet -v --verbose -n',
    args: '--with --with-editable --with-requirements --extra --no-extra --group --only-group --no-group --package -p --python --directory --project --env-file --index --default-index -i --index-url --extra-index-url -f --find-links --cache-dir --config-file --color --python-preference -C --config-setting --exclude-newer --resolution --prerelease --link-mode --refresh-package -P --upgrade-package --reinstall-package',
    noCommand: '-m --module -h --help', coversWhatItRuns: true,
  },
  'poetry run': {
    flags: '-q --quiet -v -vv -vvv --verbose -n --no-interaction --ansi --no-ansi --no-plugins --no-cache', args: '-P --project -C --directory',
    noCommand: '-h --help', coversWhatItRuns: true,
  },
  'pipenv run': { flags: '-v --verbose -q --quiet --clear --system', args: '--python --pypi-mirror', noCommand: '-h --help', coversWhatItRuns: true },
  'pdm run': {
    flags: '-g --global -s --site-packages --recreate -v --verbose -q --quiet', args: '-p --project --venv --skip', noCommand: '-l --list --json -h --help',
    coversWhatItRuns: true,
  },
  // (Bundler's own aliases of exec: e, ex, exe.)
  ...Object.fromEntries(['bundle', 'bundler'].flatMap((name) => ['exec', 'e', 'ex', 'exe'].map((sub) => [`${name} ${sub}`, {
    flags: '--keep-file-descriptors', coversWhatItRuns: true,
  } satisfies Grammar]))),
  'conda run': { flags: '--no-capture-output --live-stream -v --verbose --debug-wrapper-scripts --dev', args: '-n --name -p --prefix --cwd', coversWhatItRuns: true },
  'mamba run': { flags: '--no-capture-output --live-stream -v --verbose --debug-wrapper-scripts --dev', args: '-n --name -p --prefix --cwd', coversWhatItRuns: true },
  'micromamba run': { flags: '-a --attach --clean-env --detach', args: '-n --name -p --prefix --cwd -e --env --label', coversWhatItRuns: true },
  'pnpm exec': { flags: '-r --recursive --parallel --no-bail --report-summary', args: '--filter -F --resume-from --workspace-concurrency', coversWhatItRuns: true },
  'direnv exec': { operands: 1, coversWhatItRuns: true },
  'mise exec': { freeForm: 'dash-dash', commandLine: '-c --command', shell: true, coversWhatItRuns: true },
  'mise x': { freeForm: 'dash-dash', commandLine: '-c --command', shell: true, coversWhatItRuns: true },
  'op run': { freeForm: 'dash-dash', coversWhatItRuns: true },
  'doppler run': { freeForm: 'dash-dash', commandLine: '--command', coversWhatItRuns: true },
  'infisical run': { freeForm: 'dash-dash', commandLine: '--command', coversWhatItRuns: true },
  'dotenvx run': { freeForm: 'dash-dash', coversWhatItRuns: true },
  // just: `--command`/`-c` runs the rest as a command in the justfile's directory and environment;
  // `--shell-command` runs it as a line of its shell, `--shell`/`--shell-arg` run it and the recipes
  // with another program, `--chooser` and `--cygpath` name programs it runs (not followed: they ask).
  just: {
    freeForm: 'named', commandAfter: '-c --command', commandOptional: true,
    opaque: '--shell --shell-arg --shell-command --chooser --cygpath', coversWhatItRuns: true,
  },
  'nix develop': { freeForm: 'named', commandAfter: '-c --command', shell: true, coversWhatItRuns: true },
  'nix shell': { freeForm: 'named', commandAfter: '-c --command', shell: true, coversWhatItRuns: true },
  'nix-shell': { freeForm: 'named', commandLine: '--run --command', shell: true, coversWhatItRuns: true },
  'pyenv exec': { coversWhatItRuns: true },
  'rbenv exec': { coversWhatItRuns: true },
  'asdf exec': { coversWhatItRuns: true },
  'goenv exec': { coversWhatItRuns: true },
  'nodenv exec': { coversWhatItRuns: true },
  'volta run': {
    flags: '--bundled-npm --no-yarn --verbose --quiet', args: '--node --npm --pnpm --yarn --env', noCommand: '-h --help', coversWhatItRuns: true,
  },
  'rye run': { flags: '-v --verbose -q --quiet', args: '--pyproject', noCommand: '-l --list -h --help', coversWhatItRuns: true },
  // `hatch run [+matrix] ENV:CMD`: the environment's name (up to the last `:`) is cut from the
  // command, and matrix arguments before it are skipped (runs.ts, prefixedCommand).
  'hatch run': { coversWhatItRuns: true, commandPrefix: /^[^]*:(?=.)/ },
  'pipx run': {
    flags: '--no-cache --pypackages --system-site-packages -v --verbose -q --quiet --path',
    args: '--spec --python --index-url -i --pip-args --fetch-missing-python --backend', noCommand: '-h --help', coversWhatItRuns: true,
  },
  uvx: UVX,
  // (Session 45: `gem exec eslint .` runs the gem's executable, `nix run nixpkgs#eslint -- .` the package's main program; both were allowed beside `Shell(eslint *)`.)
  // (`yarn create vite` runs create-vite, as `npm init vite` does: npm-arguments.ts.)
  'yarn create': { initializer: true, coversWhatItRuns: true, noCommand: HELP },
  'pnpm create': { initializer: true, args: '--allow-build', coversWhatItRuns: true, noCommand: HELP },
  ...Object.fromEntries(['bun create', 'bun c'].map((key) => [key, { initializer: true, flags: '--force --no-install --no-git --open', coversWhatItRuns: true, noCommand: HELP } satisfies Grammar])),
  'gem exec': { flags: '--conservative -V --verbose -q --quiet', args: '-g --gem -v --version --platform --source', noCommand: HELP, coversWhatItRuns: true },
  'nix run': {
    anyLongOption: true, coversWhatItRuns: true, noCommand: '-h --help',
    flags: '--impure --refresh --offline -L --print-build-logs --no-write-lock-file --recreate-lock-file --commit-lock-file --accept-flake-config --debug -v --verbose --quiet -k --keep-going --show-trace --no-update-lock-file',
    args: '--override-input:2 --override-flake:2 --option:2 --arg:2 --argstr:2 -f --file --expr -I --include --inputs-from --update-input -j --max-jobs --cores --extra-experimental-features --experimental-features --store --eval-store --builders --log-format --reference-lock-file --output-lock-file',
  },
  // (`uv tool run` is uvx's long spelling; `bun exec STRING` runs the string with Bun's shell.)
  'uv tool run': UVX,
  'bun exec': { joined: true, coversWhatItRuns: true },
  pnpx: { flags: '-c --shell-mode -s --silent', args: '--package --allow-build', joined: '-c --shell-mode', coversWhatItRuns: true },
  'toolbox run': { flags: '--preserve-fds', args: '-c --container -d --distro -r --release', noCommand: '-h --help', coversWhatItRuns: true },
  'distrobox enter': { freeForm: 'dash-dash', coversWhatItRuns: true },
  'distrobox-enter': { freeForm: 'dash-dash', coversWhatItRuns: true },

  // Watchers and benchmarkers: watchexec runs its words joined, by a shell (unless -n or
  // --shell=none, which run them as they are: the same line); entr -s runs its one word by a shell;
  // hyperfine runs every word by a shell (and --prepare, --setup, --cleanup, --conclude ones).
  watchexec: {
    anyLongOption: true, flags: '-r -c -p -n -q -N -1 -W -o --restart --clear --postpone --quiet --notify',
    args: '-w -e -f -i -d -s -E -F -j --watch --exts --filter --ignore --debounce --signal --env --filter-file --filter-prog --on-busy-update --shell --workdir --project-origin --log-file',
    noCommand: HELP, joined: true, opaque: '--shell',
  },
  entr: { flags: '-a -c -cc -d -n -p -r -z -s', joined: '-s' },
  // More watchers: watchman-make's `--run CMD` (`-t TARGET` runs make), reflex's command (its
  // `-c` configuration holds more), chokidar's `-c CMD`, onchange's after `--` (`-o` pipes
  // output to a shell line: a problem), when-changed's words (watch-runners.ts).
  'watchman-make': { freeForm: 'named', commandLine: '-r --run', args: '-t --target', noCommand: '-t --target' },
  reflex: {
    flags: '-s --start-service --only-files --only-dirs -v --verbose --all', args: '-r --regex -R --inverse-regex -g --glob -G --inverse-glob -d --decoration -c --config --substitute',
    opaque: '-c --config', noCommand: '-h --help',
  },
  chokidar: { freeForm: 'named', commandLine: '-c --command' },
  onchange: { freeForm: 'dash-dash', args: '-o --outpipe', opaque: '-o --outpipe' },
  'when-changed': { reader: 'when-changed', joined: true },
  // nodemon runs a script with node, or `--exec CMD` by a shell: its allow rule covers both.
  nodemon: {
    anyLongOption: true, flags: '-V -q -L -C -I -v --verbose --quiet --legacy-watch --on-change-only --no-stdin --spawn',
    args: '-w -e -i -d --watch --ext --ignore --delay --signal --cwd --config', commandLine: '-x --exec', noCommand: '-h --help -v --version',
    coversWhatItRuns: true,
  },
  // expect runs Tcl: `-c CMDS`, `-f FILE` and `-b FILE` may run any command (a script operand is
  // its code, covered by its allow rule as an interpreter's script is).
  expect: { flags: '-d -D -i -n -N', args: '-c -f -b', opaque: '-c -f -b', operands: 1, noCommand: '-v', coversWhatItRuns: true },
  hyperfine: { reader: 'hyperfine' },
  concurrently: { reader: 'concurrently' },
  // GNU parallel and sem (its `--semaphore` mode): a command and `:::` arguments, or lines as commands.
  parallel: { reader: 'parallel' },
  sem: { reader: 'parallel' },

  // Profilers and debuggers run the command as it is.
  valgrind: { anyLongOption: 'values attached', flags: '-q -v -s', noCommand: '-h --help --version --help-debug' },
  catchsegv: {},
  'perf stat': {
    flags: '-a -A -B -c -d -D -n -r -S -v -x -e -M --all-cpus --no-aggr --big-num --scale --detailed --null --verbose --metric-only --per-core --per-socket --per-thread',
    args: '-e -p -t -o -r -x -G -C -I -M --event --pid --tid --output --repeat --field-separator --cgroup --cpu --interval-print --metrics --delay --append --pre --post',
    writes: '-o --output', opaque: '--pre --post',
  },
  'perf record': PERF_RECORD,
  // `perf sched|mem|c2c|lock|kmem|kvm record CMD`: the word after the subcommand, then perf record's options and the command.
  ...Object.fromEntries(['sched', 'mem', 'c2c', 'lock', 'kmem', 'kvm'].map((sub) => [`perf ${sub}`, { ...PERF_RECORD, anyLongOption: true, operands: 1, optionsAfterOperands: true }])),
  'perf ftrace': { anyLongOption: true, flags: '-a -v', args: '-t -p -C -D -T -N -G' },
  'perf trace': { flags: '-a -s -S -v -f --all-cpus --summary --verbose', args: '-e -o -p -t -C -u --event --output --pid --tid --cpu --duration', writes: '-o --output' },
  // gdb runs the program after --args; its commands (-ex, -x) may run any command.
  gdb: {
    flags: '-q -n -nx -nh -batch -tui -quiet -silent -readnow --batch --nx --quiet --silent --readnow -write --write',
    args: '-ex -x -iex -ix -p -s -e -se -c -d -cd -D --eval-command --command --init-eval-command --init-command --pid --core --directory --cd --data-directory --symbols --exec',
    noCommand: '--version --help --configuration', commandAfter: '--args', opaque: '-ex -x -iex -ix --eval-command --command --init-eval-command --init-command',
  },
  lldb: { flags: '-b -x -Q --batch --no-lldbinit --source-quietly', args: '-o -s -O -S -k -K -p -n -c --one-line --source --one-line-before-file --source-before-file --attach-pid --attach-name --core', freeForm: 'dash-dash', opaque: '-o -s -O -S -k -K --one-line --source' },
  rlwrap: {
    anyLongOption: true, flags: '-c -i -n -N -o -r -R -v -W -A -m -U -X --complete-filenames --case-insensitive --no-children --one-shot --remember --renice --polling --no-warnings --always-readline --ansi-colour-aware', optional: '-a -p',
    args: '-b -C -D -e -f -g -H -l -P -s -S -t -w -z -M -q --break-chars --command-name --history-no-dupes --extra-char-after-completion --file --forget-matching --history-filename --logfile --pre-given --histsize --substitute-prompt --set-term-name --filter --multi-line-ext --quote-characters',
    writes: '-l --logfile', noCommand: HELP,
  },
  trickle: { flags: '-h -v -V -s', args: '-d -u -w -t -l -n' },
  cpulimit: {
    flags: '-v -z -k -r -i -q --verbose --lazy --kill --restore --include-children --quiet', args: '-l -c -s -m --limit --cpu --signal',
    noCommand: `-p --pid -e --exe -P --path ${HELP}`,
  },

  // As another user (their HOME is not the caller's: directory-change.ts).
  'su-exec': { operands: 1 },
  gosu: { operands: 1, noCommand: '--help --version' },

  // sftp runs no command, but ProxyCommand and the like run here; it reads its own commands from
  // standard input (`!cmd` runs a local shell: a here-string is read as a line, anything else is a
  // problem), -b reads a batch of them, -S and -D name programs it runs: problems. A second
  // operand (the local file a download writes) is read as a command that is never allowed.
  sftp: {
    flags: '-4 -6 -A -a -C -f -N -p -q -r -v', args: '-B -b -c -D -F -i -J -l -o -P -R -S -s -X', operands: 1,
    localLineValue: sshLocalCommandOption, loadsCode: sshLoadsCode, opaque: '-b -D -F -S -s', noCommand: '-h', shell: true,
  },
  // ssh's front-ends: sshpass runs its command (any, not only ssh) after its own options (-f
  // reads the password from FILE); autossh hands its words to ssh; mosh runs its remote command
  // by ssh, as ssh does (--ssh, --client and --server name programs: remote-hosts.ts reads them).
  sshpass: { flags: '-e -v', args: '-p -f -d -P', reads: '-f', noCommand: '-h -V' },
  autossh: AUTOSSH_GRAMMAR,
  mosh: {
    flags: '-a -n -o -4 -6 --predict-overwrite --no-predict-overwrite --local --ssh-pty --no-ssh-pty --init --no-init --fake-proxy --no-fake-proxy',
    args: '-p --port --client --server --ssh --predict --family --bind-server --experimental-remote-ip',
    noCommand: '--help --version', operands: 1, joined: true, coversWhatItRuns: true, shell: true,
  },
  // flatpak runs an app; --command runs another command inside the app's sandbox: a problem.
  'flatpak run': {
    anyLongOption: true, flags: '--user --system --devel --sandbox --die-with-parent --file-forwarding --no-documents-portal --no-a11y-bus --log-session-bus --log-system-bus',
    args: '--command --arch --branch --runtime --runtime-version --cwd --env --filesystem --nofilesystem --socket --nosocket --share --unshare --device --nodevice --persist --allow --disallow --talk-name --own-name --system-talk-name --system-own-name --installation --app-path --usr-path',
    opaque: '--command', coversWhatItRuns: true,
  },

  // Session helpers.
  'dbus-launch': {
    flags: '--sh-syntax --csh-syntax --auto-syntax --binary-syntax --close-stderr --exit-with-session --exit-with-x11', args: '--autolaunch --config-file',
    noCommand: '--version --help', reads: '--config-file',
  },
  // proot runs its command under a guest root (-r): directory-change.ts makes its paths unknown.
  proot: {
    flags: '-0 --root-id -i --change-id --link2symlink --kill-on-exit -v --verbose',
    args: '-r --rootfs -R -S -b --bind -m --mount -w --pwd --cwd -q --qemu -k --kernel-release -o --osrelease -p --port',
    noCommand: HELP, shell: true,
  },

  // Launchers a second review found (each ran the command beside a deny of it): a lock, a port
  // binder, an architecture, a cgroup, an inhibitor, an agent holding keys, credentials and
  // environment loaders, MPI and Slurm, s6, task runners.
  lckdo: { flags: '-q -w', args: '-W', operands: 1 },
  // gsudo (Windows): `gsudo [options] CMD`; without a command it opens an elevated shell.
  gsudo: {
    flags: '-n --new -w --wait -s --system --ti --trustedinstaller -k --reset-timestamp --copyns --copyev -d --direct --loadprofile --debug',
    args: '-i --integrity -u --user --chdir', noCommand: '-h --help -v --version --status', anyLongOption: true,
  },
  authbind: { flags: '--deep', args: '--depth' },
  setarch: {
    flags: '-v --verbose -R --addr-no-randomize -F --fdpic-funcptrs -Z --mmap-page-zero -L --addr-compat-layout -X --read-implies-exec -B --32bit -I --short-inode -S --whole-seconds -T --sticky-timeouts --uname-2.6',
    operands: 1, noCommand: '--list -h --help -V --version', optionsAfterOperands: true,
  },
  linux32: { flags: '-v --verbose -R --addr-no-randomize -B --32bit -L --addr-compat-layout -X --read-implies-exec --uname-2.6', noCommand: HELP },
  linux64: { flags: '-v --verbose -R --addr-no-randomize -B --32bit -L --addr-compat-layout -X --read-implies-exec --uname-2.6', noCommand: HELP },
  i386: { flags: '-v --verbose -R --addr-no-randomize -B --32bit -L --addr-compat-layout -X --read-implies-exec --uname-2.6', noCommand: HELP },
  x86_64: { flags: '-v --verbose -R --addr-no-randomize -B --32bit -L --addr-compat-layout -X --read-implies-exec --uname-2.6', noCommand: HELP },
  cgexec: { flags: '--sticky', args: '-g' },
  'systemd-inhibit': { flags: '--no-pager --no-legend', args: '--what --who --why --mode', noCommand: '--list -h --help --version' },
  'ssh-agent': { flags: '-c -s -D -d', args: '-a -E -O -P -t', noCommand: '-k' },
  'aws-vault exec': {
    flags: '-j --json -s --server --no-session --ec2-server --ecs-server --lazy --stdout --prompt', args: '-d --duration -t --mfa-token --region',
    operands: 1, optionsAfterOperands: true,
  },
  // (dotenv-cli: `dotenv [-e FILE] [--] CMD`; python-dotenv: `dotenv [-f FILE] run CMD`.)
  dotenv: { flags: '--debug --quiet -o --override', args: '-e -v -p -c -f --file', operands: 1, operandShape: /^run$/, optionsAfterOperands: true },
  'cross-env': { assignments: true },
  'cross-env-shell': { assignments: true, joined: true },
  mpirun: MPI_RUN,
  mpiexec: MPI_RUN,
  // Slurm: srun runs its command on the allocation's nodes, salloc here, in the allocation.
  srun: {
    anyLongOption: true, flags: `-l -u -Q -v -K -X -O -E -Z -H -I ${SLURM_FLAGS} --label --unbuffered --kill-on-bad-exit --no-kill --disable-status --pty --overlap --exact --whole --multi-prog --preserve-env --test-only`,
    optional: '--x11 --propagate', args: `${SLURM_ARGS} -i -o -e -m -W --input --output --error --cpu-bind --mpi --wait --open-mode`, noCommand: HELP,
  },
  salloc: {
    anyLongOption: true, flags: `-H -I -K -O -Q -v ${SLURM_FLAGS} --no-shell --bell --no-bell --kill-command`,
    args: SLURM_ARGS, noCommand: HELP,
  },
  'with-contenv': {},
  // Found in a third review (each ran the command beside a deny of it): a network namespace or VRF,
  // s6's and daemonize's user and daemon helpers, a terminal's `-e`, Haskell's and OCaml's environments.
  'ip netns exec': { operands: 1 },
  'ip vrf exec': { operands: 1 },
  's6-setuidgid': { operands: 1 },
  's6-applyuidgid': { flags: '-z -P', args: '-u -g -G' },
  daemonize: { flags: '-a -v', args: '-c -e -E -o -p -l -u', writes: '-e -o -p -l' },
  'stack exec': { flags: '--no-ghc-package-path --no-stack-exe', args: '--package --rts-options --cwd', coversWhatItRuns: true },
  'opam exec': { freeForm: 'dash-dash', coversWhatItRuns: true },
  capsh: { reader: 'capsh' },
  'start-stop-daemon': { reader: 'start-stop-daemon' },
  'pixi run': { args: '-e --environment --manifest-path', flags: '--frozen --locked -v -q', coversWhatItRuns: true },
  'tox exec': { freeForm: 'dash-dash', coversWhatItRuns: true },
  // Found in hunt 5 (F3; each ran the command beside a deny of it): the dynamic loader and qemu's
  // user mode run their first operand (by name family: runnerFamily), e2fsprogs' logsave,
  // moreutils' pee/mispipe (each word a line) and zrun, terminals, detachers and queues, security
  // contexts, a keyring session, tor, fakechroot, the journal.
  'ld.so': {
    flags: '--inhibit-cache', args: '--library-path --inhibit-rpath --audit --preload --argv0 --glibc-hwcaps-prefix --glibc-hwcaps-mask',
    noCommand: '--list --verify --help --version --list-diagnostics --list-tunables', opaque: '--audit --preload --library-path',
  },
  'qemu-user': {
    flags: '-strace -singlestep -one-insn-per-tb -no-ext -perfmap -jitdump', args: '-L -E -U -0 -cpu -B -R -d -D -dfilter -s -g -p -seed -trace -plugin -r -t',
    noCommand: '-h -help -version', opaque: '-plugin -E -L', writes: '-D',
  },
  logsave: { flags: '-a -s -v', operands: 1, operandsWritten: true },
  pee: { reader: 'lines' },
  mispipe: { reader: 'lines' },
  zrun: {},
  dtach: { flags: '-E -z', args: '-n -c -A -N -e -r', noCommand: '-a -p' },
  abduco: { flags: '-f -l -r -q', args: '-c -n -A -e', noCommand: '-a -v' },
  nq: { flags: '-c -q' },
  tsp: { flags: '-n -f -g -B -E -z', args: '-L -D -N -W', noCommand: '-K -C -l -S -t -c -p -o -i -s -r -w -k -T -u -U -h -V -m -q -a' },
  'pueue add': {
    flags: '-e --escape -i --immediate -s --stashed -p --print-task-id --follow', args: '-d --delay -g --group -a --after -w --working-directory -l --label -o --priority',
    joined: true,
  },
  // (runcon CONTEXT CMD, or runcon with options and no CONTEXT.)
  runcon: { flags: '-c --compute', args: '-u -r -t -l --user --role --type --range', operands: 1, operandShape: /:/, noCommand: HELP },
  'aa-exec': { flags: '-i --immediate -v --verbose -d --debug', args: '-p --profile -n --namespace', noCommand: HELP },
  // (`keyctl session [NAME [PROG ARGS]]`: without a program, a shell.)
  'keyctl session': { operands: 1, operandMayBeCommand: true, shell: true },
  torify: { flags: '-i --isolate -d --debug -q --quiet', args: '-u --user -p --pass -a --address -P --port', shell: '--shell' },
  fakechroot: {
    flags: '-s --use-system-libs', args: '-l --lib -d --elfloader -e --environment -b --bindir -c --config-dir', noCommand: HELP,
    opaque: '-l --lib -d --elfloader -e --environment -c --config-dir',
  },
  // Found in a GTFOBins review (g1, a–l; each ran the command beside a deny of it): ALSA's OSS
  // wrapper, an OOM score, a compiler distributor, a colouriser, Kerberos' su (`-e CMD ARGS`; `-a
  // ARGS` hands the shell its arguments: not read), a debugger's server (`--wrapper W --` runs W),
  // WSL's systemd bottle, the GnuPG agent's session command (its pinentry and scdaemon programs and
  // option files: not read), busybox's super-servers (`-x`/`-i` rules may set variables), glib's
  // test runner (each operand a program), Haskell's and PHP's project environments.
  aoss: {},
  choom: { args: '-n --adjust', noCommand: `-p --pid ${HELP}` },
  distcc: { noCommand: '--help --version --show-hosts -j --show-principal --scan-includes' },
  grc: { flags: '-e -s --stderr --stdout --pty', args: '-c --config --colour', reads: '-c --config', noCommand: '-h --help' },
  ksu: { freeForm: 'named', commandAfter: '-e', opaque: '-a', shell: true },
  gdbserver: {
    flags: '--once --multi --no-startup-with-shell --startup-with-shell --disable-randomization --no-disable-randomization --selftest --remote-debug --event-loop-debug --wrapper',
    optional: '--debug --debug-format --debug-file --disable-packet', operands: 1, noCommand: '--attach --help --version', opaque: '--wrapper', writes: '--debug-file',
  },
  genie: {
    flags: '-v --verbose -i --initialize -u --shutdown -r --is-running -b --is-in-bottle -c --command -s --shell -l --login', shell: '-s --shell -l --login',
    noCommand: '-h --help --version',
  },
  'gpg-agent': {
    flags: '--daemon -v --verbose -q --quiet --batch --no-detach -s --sh -c --csh --no-grab --grab --debug-all --debug-quick-random --debug-pinentry --no-options'
      + ' --allow-mark-trusted --no-allow-mark-trusted --allow-preset-passphrase --allow-loopback-pinentry --no-allow-loopback-pinentry --no-allow-external-cache'
      + ' --allow-emacs-pinentry --ignore-cache-for-signing --no-ignore-cache-for-signing --enforce-passphrase-constraints --disable-scdaemon'
      + ' --disable-check-own-socket --enable-ssh-support --enable-putty-support --enable-win32-openssh-support --enable-extended-key-format'
      + ' --disable-extended-key-format --use-standard-socket --no-use-standard-socket --keep-tty --keep-display',
    args: '--options --homedir --debug-level --debug --debug-wait --log-file --pinentry-program --pinentry-timeout --scdaemon-program --extra-socket'
      + ' --browser-socket --default-cache-ttl --default-cache-ttl-ssh --max-cache-ttl --max-cache-ttl-ssh --min-passphrase-len --min-passphrase-nonalpha'
      + ' --check-passphrase-pattern --check-sym-passphrase-pattern --max-passphrase-days --pinentry-invisible-char --s2k-count --s2k-calibration'
      + ' --ssh-fingerprint-digest --pinentry-touch-file --listen-backlog --ttyname --display --ttytype --lc-ctype --lc-messages --xauthority',
    noCommand: '-h --help --version --dump-options --server --supervised --gpgconf-list --gpgconf-test',
    opaque: '--options --pinentry-program --scdaemon-program', writes: '--log-file',
  },
  tcpsvd: { flags: '-E -h -p -v', args: '-c -C -b -u -l -x -i', opaque: '-x -i', operands: 2 },
  udpsvd: { flags: '-E -h -v', args: '-c -u -l -x -i -t', opaque: '-x -i', operands: 2 },
  gtester: { reader: 'programs' },
  ...Object.fromEntries(['exec', 'v2-exec', 'new-exec'].map((sub) => [`cabal ${sub}`, {
    flags: '-v -v0 -v1 -v2 -v3 --verbose -z --ignore-project --offline --dry-run -O0 -O1 -O2 --enable-optimization --disable-optimization --enable-tests'
      + ' --disable-tests --enable-benchmarks --disable-benchmarks --enable-profiling --disable-profiling',
    args: '--builddir --project-dir --project-file -w --with-compiler --with-hc-pkg --store-dir', noCommand: '-h --help', coversWhatItRuns: true,
  } satisfies Grammar])),
  // (Composer reads its options anywhere before `--`; `composer global exec` runs in its global project.
  // Symfony Console runs a command by any prefix no other command shares: e, ex, exe; g (an alias), gl … globa.)
  ...Object.fromEntries(COMPOSER_EXEC_KEYS.map((key) => [key, {
    flags: '-q --quiet -v -vv -vvv --verbose -n --no-interaction --ansi --no-ansi --no-plugins --no-scripts --no-cache --profile',
    args: '-d --working-dir', noCommand: `-l --list ${HELP}`, coversWhatItRuns: true,
  } satisfies Grammar])),
  // Terminal emulators (terminal-runners.ts).
  ...TERMINAL_RUNNERS,
  'systemd-cat': { args: '-t --identifier -p --priority --stderr-priority --namespace', optional: '--level-prefix', noCommand: HELP },
  // Found in a GTFOBins review, m–z (launcher-runners.ts).
  ...LAUNCHER_RUNNERS,
  // Environment and secret loaders, Procfile runners, version managers (env-loader-runners.ts).
  ...ENV_LOADER_RUNNERS,
  // Profilers, tracers and benchmarkers (profiler-runners.ts).
  ...PROFILER_RUNNERS,
};

/** The runner a program is by its name's family (`ld-linux-x86-64.so.2`, `qemu-aarch64`), when not by its name. */
export function runnerFamily(name: string): string | undefined {
  const c = name.charCodeAt(0);
  if (c === 108 /* l */ && (name === 'ld.so' || /^ld-(?:linux|musl)[\w.-]*\.so(?:\.\d+)*$/.test(name))) return 'ld.so';
  if (c === 113 /* q */ && name.startsWith('qemu-') && !/^qemu-(?:system-|img|nbd|io|ga|pr-helper|storage-daemon|edid|keymap|bridge-helper)/.test(name)) return 'qemu-user';
  return undefined;
}
