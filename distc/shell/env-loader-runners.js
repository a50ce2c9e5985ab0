// Runners that load an environment (secrets, a Procfile's .env, a language version) and then run
// the command given on their line (a red-team review; each ran `rm -rf x` unseen beside
// `Shell(*)`): secret loaders (env-cmd, chamber, sops, teller, berglas), Procfile runners
// (foreman, honcho, overmind, heroku local:run), version managers and project environments.
// runner-specs.ts spreads them into its table.
const HELP = '-h --help -V --version';
/** mise's old name (rtx): the same grammar as `mise exec`. */
const MISE_EXEC = { freeForm: 'dash-dash', commandLine: '-c --command', shell: true, coversWhatItRuns: true };
/** A Procfile runner's `run CMD`: its env file, root and Procfile, then the command. */
const PROCFILE_RUN = { args: '-e --env -d --root --app-root -f --procfile', reads: '-e --env -f --procfile', noCommand: '-h --help' };
/** A version nvm names: `18`, `v20.1`, `lts/iron`, an alias (node, stable, default, system). */
const NVM_VERSION = /^(?:v?\d[\d.x]*|lts\/\S+|iojs(?:-v?[\d.]+)?|node|stable|unstable|default|system)$/;
export const ENV_LOADER_RUNNERS = {
    // (`--use-shell` runs the words joined, by a shell.)
    'env-cmd': {
        flags: '--fallback --no-override --silent --expand-envs --recursive --verbose --use-shell', args: '-f --file -r --rc-file -e --environments',
        reads: '-f --file -r --rc-file', joined: '--use-shell', noCommand: HELP,
    },
    // (`chamber exec SERVICE... -- CMD`: the services are not options.)
    'chamber exec': { freeForm: 'dash-dash' },
    // sops runs its one command word by a shell (exec-file with `{}` for the decrypted file's path).
    'sops exec-env': { flags: '--background --pristine --same-process -v --verbose', args: '--user --input-type', operands: 1, joined: true },
    'sops exec-file': {
        flags: '--background --no-fifo -v --verbose', args: '--user --input-type --output-type --filename', operands: 1, joined: true,
    },
    'teller run': { flags: '--reset --shell', args: '-c --config', joined: '--shell', noCommand: HELP },
    'berglas exec': { flags: '--local', noCommand: HELP },
    'foreman run': PROCFILE_RUN,
    'honcho run': PROCFILE_RUN,
    'overmind run': PROCFILE_RUN,
    'heroku local:run': { args: '-e --env -p --port', reads: '-e --env', noCommand: HELP },
    'railway run': { flags: '--no-local', args: '-s --service -e --environment', noCommand: HELP },
    // (`envchain NAMESPACE CMD`; `--set` stores secrets and runs nothing.)
    envchain: { flags: '-n --noecho -p --require-passphrase -P --no-require-passphrase', operands: 1, noCommand: '-s --set -l --list --unset -h --help -v --version' },
    // (summon's provider is a program it runs: not read.)
    summon: { flags: '--up --ignore-all --all-provider-versions', args: '-f -D --yaml --ignore -p --provider', opaque: '-p --provider', reads: '-f', noCommand: '-h --help -v --version' },
    // (consul runs its child by a shell unless `-shell=false`, read as an unknown option: a problem.)
    'consul lock': {
        flags: '-pass-stdin -verbose -child-exit-code -stale', args: '-n -name -timeout -monitor-retry -token -token-file -http-addr -ca-file -ca-path -client-cert -client-key -tls-server-name -datacenter',
        operands: 1, joined: true,
    },
    'etcdctl lock': { anyLongOption: true, args: '--ttl', operands: 1 },
    'saml2aws exec': {
        anyLongOption: true, flags: '--skip-prompt -v --verbose --quiet', args: '-a --idp-account -p --profile --exec-profile --region --credentials-file', noCommand: HELP,
    },
    'aws-okta exec': {
        anyLongOption: true, flags: '-d --debug', args: '-t --assume-role-ttl --session-ttl -m --mfa-duo-device --mfa-factor-type --mfa-provider -b --backend',
        operands: 1, optionsAfterOperands: true,
    },
    // (Go-style single-dash options; `-exec CMD` is a line, `-config FILE` may hold one: not read.)
    envconsul: {
        flags: '-once -pristine -sanitize -upcase -no-prefix -consul-ssl -vault-renew-token -v -version',
        args: '-exec -prefix -secret -config -consul-addr -vault-addr -log-level -kill-signal -exec-kill-signal -exec-kill-timeout -exec-splay -wait -max-stale -consul-token -vault-token -service',
        commandLine: '-exec', opaque: '-config', noCommand: '-h -help',
    },
    // (bws runs its words joined, by a shell; `--shell` names that shell: not read.)
    'bws run': {
        flags: '--no-inherit-env --uuids-as-keynames', args: '--shell --project-id -t --access-token --server-url --color -o --output --profile', opaque: '--shell', joined: true, noCommand: HELP,
    },
    'phase run': { args: '--app --env --app-id --path --tags', joined: true, noCommand: HELP },
    'secrethub run': { flags: '--no-masking --no-prompt --ignore-missing', args: '-e --env-file --template --var --envar', reads: '-e --env-file --template', noCommand: HELP },
    'vals exec': { flags: '-inherit-env', args: '-i -stream-yaml', reads: '-i' },
    // Local development environments (a container of the project's: deny and ask see what runs there).
    'netlify dev': {
        anyLongOption: true, flags: '-o --offline --live', args: '-p --port -d --dir -f --functions --target-port --context --framework --filter', commandLine: '-c --command', noCommand: HELP,
    },
    'devcontainer exec': {
        anyLongOption: true, flags: '--skip-post-attach --mount-workspace-git-root',
        args: '--workspace-folder --container-id --id-label --config --override-config --remote-env --docker-path --docker-compose-path --log-level --log-format --terminal-columns --terminal-rows --user-data-folder --default-user-env-probe',
        noCommand: HELP,
    },
    'ddev exec': { flags: '--raw -q --quiet', args: '-s --service -d --dir', joined: true, noCommand: HELP },
    'lando ssh': { args: '-s --service -u --user', commandLine: '-c --command', noCommand: HELP },
    'orb run': { flags: '-s --shell', args: '-m --machine -u --user -w --workdir', noCommand: HELP },
    'orbctl run': { flags: '-s --shell', args: '-m --machine -u --user -w --workdir', noCommand: HELP },
    'esy x': { coversWhatItRuns: true },
    'esy b': { coversWhatItRuns: true },
    'esy build': { coversWhatItRuns: true },
    // (`esy exec-command [OPTIONS] [PACKAGE] CMD`: the package may be left out, so its word is read as the command too.)
    'esy exec-command': {
        flags: '--include-current-env --include-build-env --include-npm-bin --include-esy-introspection-env', args: '--envspec',
        operandMayBeCommand: true, coversWhatItRuns: true,
    },
    // Version managers and project environments: their allow rule covers what they run.
    // (`nvm exec [VERSION] CMD`: the version may be left out; a first word not shaped as one is the command.)
    'nvm exec': { flags: '--silent --lts', operands: 1, operandShape: NVM_VERSION, coversWhatItRuns: true },
    'fnm exec': {
        flags: '--using-file --corepack-enabled --resolve-engines', args: '--using --log-level --node-dist-mirror --fnm-dir --arch --version-file-strategy',
        noCommand: HELP, coversWhatItRuns: true,
    },
    'jenv exec': { coversWhatItRuns: true },
    'rtx exec': MISE_EXEC,
    'rtx x': MISE_EXEC,
    'asdf env': { operands: 1, coversWhatItRuns: true },
    // (`rvm VERSION do CMD`, `rvm all do CMD`; any other rvm line runs nothing the line names.)
    rvm: { freeForm: 'named', commandAfter: 'do', commandOptional: true, coversWhatItRuns: true },
    'chruby-exec': { freeForm: 'dash-dash', coversWhatItRuns: true },
    'hatch env run': {
        flags: '--force-continue --ignore-compat', args: '-e --env -i --include -x --exclude -f --filter', noCommand: '-h --help', coversWhatItRuns: true,
    },
    'pixi exec': {
        flags: '--force-reinstall --list -v --verbose -q --quiet', args: '-s --spec -c --channel -p --platform -w --with --tls-root-certs',
        noCommand: '-h --help', coversWhatItRuns: true,
    },
    'flox activate': { freeForm: 'dash-dash', commandLine: '-c --command', shell: true, coversWhatItRuns: true },
    'guix shell': { freeForm: 'dash-dash', shell: true, coversWhatItRuns: true },
    'guix environment': { freeForm: 'dash-dash', shell: true, coversWhatItRuns: true },
    'carton exec': { coversWhatItRuns: true },
    'dune exec': {
        anyLongOption: true, flags: '-w --watch --release --no-build --no-print-directory --verbose', args: '--context --root --profile --display -j --build-dir',
        noCommand: '--help', coversWhatItRuns: true,
    },
    // Monorepo runners: each package's directory in turn.
    'lerna exec': {
        anyLongOption: true, flags: '--stream --parallel --no-bail --no-prefix --profile --no-private --include-dependents --include-dependencies',
        args: '--scope --ignore --concurrency --since --profile-location', noCommand: '-h --help',
    },
    'nx exec': { freeForm: 'dash-dash' },
    // (`yarn workspace NAME ARGS` and `yarn workspaces foreach [opts] ARGS` run `yarn ARGS`: scanYarnWorkspace.)
    'yarn workspace': { reader: 'yarn-workspace' },
    'yarn workspaces': { reader: 'yarn-workspace' },
};
/** `yarn workspaces foreach`'s options (yarn 2+): flags, and options that take the next word. */
const FOREACH_FLAGS = new Set(['-A', '--all', '-R', '--recursive', '-W', '--worktree', '-p', '--parallel', '-i', '--interlaced',
    '-t', '--topological', '--topological-dev', '-v', '--verbose', '--no-private', '-n', '--dry-run', '--since']);
const FOREACH_ARGS = new Set(['--from', '--include', '--exclude', '-j', '--jobs']);
/**
 * `yarn workspace NAME ARGS` and `yarn workspaces foreach [opts] ARGS` run `yarn ARGS` (in one
 * workspace, or in each): read as that yarn command (`yarn exec rm x`). `words` start at the
 * subcommand (`workspace`); its word stands for `yarn`. An option not listed is a problem.
 */
export function scanYarnWorkspace(words, dynamic) {
    const result = (at, problem) => {
        if (at === undefined || at >= words.length)
            return { inner: undefined, assignments: [], options: [], values: [], startsShell: false, problem };
        const command = [0];
        for (let k = at; k < words.length; k++)
            command.push(k);
        return { inner: at, command, commandWords: ['yarn', ...words.slice(at)], assignments: [], options: [], values: [], startsShell: false, problem };
    };
    if (words[0] === 'workspace')
        return dynamic[1] ? result(2, 'the workspace of yarn workspace comes from an expansion') : result(2);
    // (`yarn workspaces list|focus|info` run nothing the line names.)
    if (words[1] !== 'foreach' || dynamic[1])
        return result(undefined, dynamic[1] ? 'the subcommand of yarn workspaces comes from an expansion' : undefined);
    let problem;
    let i = 2;
    for (; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i])
            return result(i, 'an argument of yarn workspaces foreach comes from an expansion');
        if (w[0] !== '-')
            break;
        const name = w.includes('=') ? w.slice(0, w.indexOf('=')) : w;
        if (FOREACH_ARGS.has(name)) {
            if (name === w)
                i++;
        }
        else if (!FOREACH_FLAGS.has(name))
            problem ??= `unknown option ${w} of yarn workspaces foreach`;
    }
    return result(i, problem);
}
//# sourceMappingURL=env-loader-runners.js.map