// The options a tool takes before its subcommand (`uv --directory DIR run CMD`), per tool whose
// subcommand is a runner (wrapper-specs.ts, SUBCOMMAND_RUNNERS): wrappers.ts reads them to find
// the subcommand, and where the tool runs it (directory-change.ts) reads their names.
import { UFTRACE_RUN } from './profiler-runners.js';
import { REMOTE_TOOL_OPTIONS } from './remote-runners.js';
import { HELP, spec } from './wrapper-specs.js';
/**
 * The options these tools take before their subcommand (`uv --directory DIR run CMD`), read to
 * find it. An option not listed is a problem (the line never allows), and the word after it may
 * be its value, so the subcommand is still looked for after it.
 */
const BEFORE_SUBCOMMAND = {
    uv: {
        flags: '-q --quiet -v --verbose --native-tls --offline --no-progress --no-cache -n --no-config --preview --no-preview --isolated --managed-python --no-managed-python --no-python-downloads',
        args: '--cache-dir --python-preference --color --config-file --directory --project --allow-insecure-host', noCommand: HELP,
    },
    poetry: { flags: '-q --quiet -v -vv -vvv --verbose -n --no-interaction --ansi --no-ansi --no-plugins --no-cache', args: '-P --project -C --directory', noCommand: HELP },
    pipenv: { flags: '--site-packages --clear -q --quiet -v --verbose', args: '--python --pypi-mirror', noCommand: '--where --venv --py --envs --rm --bare --man --support -h --help --version' },
    pdm: { flags: '-v --verbose -q --quiet -I --ignore-python --pep582', args: '-c --config', noCommand: HELP },
    bundle: { flags: '--no-color -V --verbose', args: '-r --retry', noCommand: '-v --version -h --help' },
    bundler: { flags: '--no-color -V --verbose', args: '-r --retry', noCommand: '-v --version -h --help' },
    conda: { flags: '--no-plugins -v --verbose -q --quiet --json --debug', noCommand: '-V --version -h --help' },
    mamba: { flags: '--no-plugins -v --verbose -q --quiet --json --debug', noCommand: '-V --version -h --help' },
    micromamba: { flags: '--no-rc --no-env -q --quiet -v --verbose --json -y --yes --offline', args: '-r --root-prefix --rc-file --log-level', noCommand: '--version -h --help' },
    pnpm: {
        flags: '-r --recursive -w --workspace-root -s --silent --stream --parallel --aggregate-output --color --no-color --no-bail --sort --reverse',
        args: '-C --dir -F --filter --filter-prod --reporter --loglevel --workspace-concurrency --test-pattern --changed-files-ignore-pattern', noCommand: '-v --version -h --help',
    },
    direnv: {},
    mise: { flags: '-q --quiet -v --verbose -y --yes --raw --locked', args: '-C --cd -E --env -j --jobs --output', noCommand: '-V --version -h --help' },
    op: { flags: '--iso-timestamps --no-color --cache --debug', args: '--account --config --encoding --format --session', noCommand: '-h --help -v --version' },
    doppler: { flags: '--debug --json --silent --no-check-version --no-timeout --no-read-env --print-config --attempt-file-fallback', args: '--config-dir --configuration --token --api-host --dashboard-host --scope --timeout', noCommand: HELP },
    infisical: { flags: '--silent', args: '--domain --log-level', noCommand: '-h --help -v --version' },
    dotenvx: { flags: '-q --quiet -v --verbose -d --debug', args: '-l --log-level', noCommand: '-V --version -h --help' },
    nix: {
        flags: '--offline --impure --accept-flake-config --print-build-logs -L -v --verbose --quiet --refresh --no-write-lock-file --recreate-lock-file --no-update-lock-file --debug --show-trace --keep-going -k --keep-failed',
        args: '--option:2 --extra-experimental-features --experimental-features --log-format --store --override-input:2 --inputs-from --max-jobs -j --cores --builders --substituters',
        noCommand: '--help --version',
    },
    yarn: {
        flags: '-s --silent --verbose --offline --prefer-offline --frozen-lockfile --pure-lockfile --ignore-engines --ignore-scripts --ignore-optional --no-progress --non-interactive --emoji --no-emoji --production --prod --json',
        args: '--cwd --registry --cache-folder --modules-folder --mutex --network-timeout --network-concurrency --use-yarnrc --global-folder --link-folder --preferred-cache-folder', noCommand: '-v --version -h --help',
    },
    docker: { flags: '-D --debug --tls --tlsverify', args: '-H --host -c --context -l --log-level --config --tlscacert --tlscert --tlskey', noCommand: '-v --version -h --help' },
    podman: { flags: '--debug --remote -r --syslog', args: '--connection -c --url --identity --log-level --root --runroot --storage-driver --cgroup-manager --events-backend', noCommand: '-v --version -h --help' },
    'docker-compose': { flags: '--verbose --no-ansi --compatibility --dry-run', args: '-f --file -p --project-name --profile --env-file --project-directory --ansi --progress --parallel', noCommand: '-v --version -h --help' },
    kubectl: {
        flags: '--insecure-skip-tls-verify --match-server-version --warnings-as-errors',
        args: '-n --namespace --context --kubeconfig --cluster --user -s --server --token --as --as-group --as-uid -v --v --request-timeout --cache-dir --certificate-authority --client-certificate --client-key --tls-server-name --profile --profile-output',
    },
    devbox: { flags: '-q --quiet', args: '-c --config', noCommand: '-h --help --version' },
    pyenv: {}, rbenv: {}, goenv: {}, nodenv: {}, asdf: {},
    volta: { flags: '--verbose --quiet', noCommand: HELP },
    rye: { flags: '-v --verbose -q --quiet', noCommand: HELP },
    hatch: {
        flags: '-v --verbose -q --quiet --color --no-color -i --interactive --no-interactive',
        args: '-e --env -p --project --data-dir --cache-dir --config', noCommand: '--version -h --help',
    },
    pipx: { flags: '-q --quiet -v --verbose', noCommand: '--version -h --help' },
    toolbox: { flags: '-v --verbose -y --assumeyes', args: '--log-level', noCommand: '-h --help --version' },
    distrobox: { noCommand: '-h --help -V --version' },
    flatpak: { flags: '-v --verbose --ostree-verbose', noCommand: '--version --default-arch --supported-arches --gl-drivers --installations --print-updated-env --print-system-only -h --help' },
    perf: { flags: '-v --verbose --no-pager -p --paginate', args: '--exec-path --html-path --debugfs-dir --buildid-dir --list-cmds --list-opts', noCommand: '-h --help --version' },
    // (rr's global options; uftrace takes its runner's options before its subcommand or program.)
    rr: {
        flags: '-E -F -K -M -S --fatal-errors --force-things --check-cached-mmaps --mark-stdio --suppress-environment-warnings --disable-cpuid-faulting --disable-ptrace-exit-events',
        args: '-A -C -D -T --microarch --checksum --dump-on --dump-at --resource-path', noCommand: '-h --help -V --version --list-commands',
    },
    uftrace: UFTRACE_RUN,
    bun: { flags: '--bun -i --silent --smol --no-install --watch --hot --no-clear-screen --verbose', args: '--cwd --env-file -c --config -r --preload --install', noCommand: '-v --version -h --help --revision' },
    ...REMOTE_TOOL_OPTIONS,
};
export const OPTIONS_BEFORE_SUBCOMMAND = new Map(Object.entries(BEFORE_SUBCOMMAND).map(([name, g]) => [name, spec(g)]));
//# sourceMappingURL=tool-options.js.map