// Runners whose command runs in a container, a pod, a virtual machine or on another host, beyond
// the first table's `docker exec`, `kubectl exec` and `ssh` (wrapper-specs.ts): their other
// spellings (`docker container exec`, `docker compose run`, `nerdctl`, `oc`, `k3s kubectl`), new
// containers (`docker run IMAGE CMD`, `kubectl run NAME -- CMD`), and the remote and VM shells of
// cloud and VM tools (`gcloud compute ssh --command CMD`, `vagrant ssh -c CMD`, `lxc exec C --
// CMD`). Each ran its command unseen beside a deny rule for it. As for ssh, their allow rule
// covers what they run; deny and ask rules see it, and its paths are another machine's
// (directory-change.ts). `systemd-nspawn` and `machinectl shell` run here: they need an allow of
// their own, and so does what they run.
const HELP = '-h --help -V --version';
/**
 * A tool's word after which another tool's grammar reads the rest, as the same command
 * (`docker container exec` is `docker exec`; `docker compose -f x.yml run` is docker-compose's;
 * `k3s kubectl` is kubectl; `corepack pnpm@9 dlx` is pnpm's). wrappers.ts findSubcommand.
 */
const RESPELLED = {
    'docker container': 'docker', 'docker compose': 'docker-compose', 'podman container': 'podman', 'podman compose': 'docker-compose',
    'nerdctl container': 'nerdctl', 'nerdctl compose': 'docker-compose', 'k3s kubectl': 'kubectl', 'microk8s kubectl': 'kubectl', 'minikube kubectl': 'kubectl',
    'corepack pnpm': 'pnpm', 'corepack yarn': 'yarn', 'corepack npm': 'npm', 'corepack npx': 'npx', 'corepack pnpx': 'pnpx',
};
/** The tool whose grammar reads the words from `word` on, when `name word` is another spelling of it. */
export function respelledTool(name, word) {
    // (corepack takes a version: `corepack pnpm@9.1.0 dlx`.)
    const w = name === 'corepack' ? word.replace(/@[^@]*$/, '') : word;
    return Object.hasOwn(RESPELLED, `${name} ${w}`) ? RESPELLED[`${name} ${w}`] : undefined;
}
/** Tools that name another tool's command (`k3s kubectl …`): looked up with their next word. */
export const RESPELLING_TOOLS = [...new Set(Object.keys(RESPELLED).map((k) => k.split(' ')[0]))];
const DOCKER_RUN_FLAGS = '-d --detach -i --interactive -t --tty --rm --privileged -P --publish-all --init --read-only --no-healthcheck --oom-kill-disable --sig-proxy --disable-content-trust -q --quiet --use-api-socket';
const DOCKER_RUN_ARGS = '--add-host --annotation -a --attach --blkio-weight --blkio-weight-device --cap-add --cap-drop --cgroup-parent --cgroupns --cidfile --cpu-count --cpu-percent --cpu-period --cpu-quota --cpu-rt-period --cpu-rt-runtime -c --cpu-shares --cpus --cpuset-cpus --cpuset-mems --detach-keys --device --device-cgroup-rule --device-read-bps --device-read-iops --device-write-bps --device-write-iops --dns --dns-opt --dns-option --dns-search --domainname -e --env --env-file --expose --gpus --group-add --health-interval --health-retries --health-start-interval --health-start-period --health-timeout -h --hostname --io-maxbandwidth --io-maxiops --ip --ip6 --ipc --isolation --kernel-memory -l --label --label-file --link --link-local-ip --log-driver --log-opt --mac-address -m --memory --memory-reservation --memory-swap --memory-swappiness --mount --name --net --net-alias --network --network-alias --oom-score-adj --pid --pids-limit --platform -p --publish --pull --restart --runtime --security-opt --shm-size --stop-signal --stop-timeout --storage-opt --sysctl --tmpfs --ulimit -u --user --userns --uts -v --volume --volume-driver --volumes-from -w --workdir --entrypoint --health-cmd';
const PODMAN_RUN_FLAGS = `${DOCKER_RUN_FLAGS} --env-host --no-hosts --passwd --read-only-tmpfs --replace --rootfs --unsetenv-all --http-proxy --tls-verify`;
const PODMAN_RUN_ARGS = `${DOCKER_RUN_ARGS} --arch --authfile --cert-dir --chrootdirs --conmon-pidfile --creds --decryption-key --env-merge --gidmap --group-entry --hostuser --image-volume --init-path --log-level --os --passwd-entry --personality --pidfile --pod --pod-id-file --preserve-fds --requires --rdt-class --retry --retry-delay --sdnotify --seccomp-policy --secret --subgidname --subuidname --systemd --timeout --tz --uidmap --umask --unsetenv --variant --health-on-failure --health-startup-cmd`;
/** The entrypoint replaces the image's: the command is then its arguments (`--entrypoint rm IMAGE -rf x`). A health command runs too. */
const DOCKER_RUN_OPAQUE = '--entrypoint --health-cmd --health-startup-cmd';
const EXEC = { flags: '-d --detach -i --interactive -t --tty --privileged', args: '-e --env --env-file -u --user -w --workdir --detach-keys', operands: 1, coversWhatItRuns: true };
const COMPOSE_RUN = {
    flags: '-d --detach --rm -T --no-TTY -i --interactive -t --tty --no-deps --service-ports --use-aliases --remove-orphans --build -q --quiet --quiet-pull --quiet-build',
    args: '--name -e --env --env-from-file -l --label -u --user -w --workdir -p --publish -v --volume --cap-add --cap-drop --pull --entrypoint', opaque: '--entrypoint',
    operands: 1, coversWhatItRuns: true,
};
/** kubectl's global options (accepted after the subcommand too). */
const KUBECTL_FLAGS = '--insecure-skip-tls-verify --match-server-version --warnings-as-errors';
const KUBECTL_ARGS = '-n --namespace --context --kubeconfig --cluster --user -s --server --token --as --as-group --as-uid -v --v --request-timeout --cache-dir --certificate-authority --client-certificate --client-key --tls-server-name --profile --profile-output';
// `kubectl run NAME [options] [--] [CMD ARGS]` and `kubectl debug TARGET [options] -- CMD`: the
// words after the name (options may follow it) run in the new container.
const KUBECTL_RUN = {
    flags: `${KUBECTL_FLAGS} -i --stdin -t --tty -q --quiet --rm --attach --command --leave-stdin-open --privileged --expose --save-config --show-managed-fields --allow-missing-template-keys`,
    args: `${KUBECTL_ARGS} --image --env --port -l --labels --restart --dry-run --overrides --image-pull-policy --pod-running-timeout --annotations -o --output --template --field-manager --override-type`,
    operands: 1, optionsAfterOperands: true, coversWhatItRuns: true,
};
const KUBECTL_DEBUG = {
    flags: `${KUBECTL_FLAGS} -i --stdin -t --tty -q --quiet --attach --replace --same-node --share-processes --keep-annotations --keep-init-containers --keep-labels --keep-liveness --keep-readiness --keep-startup --arguments-only`,
    args: `${KUBECTL_ARGS} --image --image-pull-policy -c --container --copy-to --env --profile --set-image --target --custom -f --filename`,
    operands: 1, optionsAfterOperands: true, coversWhatItRuns: true,
};
const GCLOUD_FLAGS = '-q --quiet --log-http --user-output-enabled --no-user-output-enabled';
const GCLOUD_ARGS = '--project --account --configuration --verbosity --format --impersonate-service-account --billing-project --flags-file --trace-token --access-token-file';
const AZ_FLAGS = '--debug --verbose --only-show-errors';
const AZ_ARGS = '-o --output --query --subscription';
/** systemd-nspawn's options (arch-nspawn hands it the words after its directory). */
const NSPAWN = {
    flags: '-a --as-pid2 -b --boot -q --quiet -x --ephemeral --private-network -n --network-veth --register --keep-unit --read-only --no-new-privileges --pipe --no-pager --suppress-sync -P',
    args: '-D --directory -i --image -M --machine -u --user -E --setenv --chdir --bind --bind-ro --template --settings -p --port --capability --drop-capability --resolv-conf --timezone --link-journal --private-users-ownership --overlay --overlay-ro --tmpfs --network-interface --network-macvlan --network-ipvlan --network-bridge --network-zone --network-namespace-path -S --slice --property --uuid --personality --kill-signal --notify-ready --console --oci-bundle --rlimit --oom-score-adj --cpu-affinity --hostname --load-credential --set-credential --bind-user --image-policy --directory-owner --root-hash --verity-data --pivot-root',
    optional: '-U --private-users --volatile', noCommand: `-b --boot ${HELP}`, shell: true,
};
const CTR_RUN = {
    flags: '--rm --null-io -d --detach -t --tty --cni --runc-systemd-cgroup --net-host --read-only --allow-new-privs --seccomp --remap-labels --no-pivot --isolated'
        + ' --privileged --privileged-without-host-devices --rootfs',
    args: '--log-uri --fifo-dir --cgroup --platform --runc-root --snapshotter --snapshotter-label --cwd --env --env-file --label --annotation --sandbox --pid-file'
        + ' --gpus --memory-limit --cap-drop --seccomp-profile --apparmor-default-profile --apparmor-profile --blockio-config-file --blockio-class --rdt-class'
        + ' --hostname -u --user --rootfs-propagation --cpus --cpu-shares --cpu-quota --cpu-period --cpuset-cpus --cpuset-mems --uidmap --gidmap'
        + ' --mount --with-ns --device --cap-add -c --config --runtime --runc-binary --runtime-config-path',
    opaque: '--mount --with-ns --device --cap-add --privileged --privileged-without-host-devices --rootfs -c --config --runtime --runc-binary --runtime-config-path',
    operands: 2, coversWhatItRuns: true,
};
export const REMOTE_RUNNERS = {
    // Containers and pods: the other spellings (`RESPELLED`) land here or in the first table.
    'docker run': { flags: DOCKER_RUN_FLAGS, args: DOCKER_RUN_ARGS, opaque: DOCKER_RUN_OPAQUE, operands: 1, coversWhatItRuns: true },
    'docker create': { flags: DOCKER_RUN_FLAGS, args: DOCKER_RUN_ARGS, opaque: DOCKER_RUN_OPAQUE, operands: 1, coversWhatItRuns: true },
    'podman run': { flags: PODMAN_RUN_FLAGS, args: PODMAN_RUN_ARGS, opaque: DOCKER_RUN_OPAQUE, operands: 1, coversWhatItRuns: true },
    'podman create': { flags: PODMAN_RUN_FLAGS, args: PODMAN_RUN_ARGS, opaque: DOCKER_RUN_OPAQUE, operands: 1, coversWhatItRuns: true },
    'nerdctl exec': EXEC,
    'nerdctl run': { flags: `${DOCKER_RUN_FLAGS} --rootfs`, args: `${DOCKER_RUN_ARGS} --pidfile --verify --cosign-key --ipfs-address`, opaque: DOCKER_RUN_OPAQUE, operands: 1, coversWhatItRuns: true },
    'docker-compose run': COMPOSE_RUN,
    'kubectl run': KUBECTL_RUN,
    'kubectl debug': KUBECTL_DEBUG,
    'oc exec': { freeForm: 'dash-dash', coversWhatItRuns: true },
    // (Other container tools with the same shapes; found in review 2026-11-26.)
    'microk8s.kubectl exec': { freeForm: 'dash-dash', coversWhatItRuns: true },
    'podman-compose run': COMPOSE_RUN,
    'podman-compose exec': { flags: '-d --detach -T --no-TTY --privileged', args: '-e --env -u --user -w --workdir --index', operands: 1, coversWhatItRuns: true },
    'finch run': { flags: DOCKER_RUN_FLAGS, args: DOCKER_RUN_ARGS, opaque: DOCKER_RUN_OPAQUE, operands: 1, coversWhatItRuns: true },
    'finch exec': EXEC,
    'crictl exec': { flags: '-i --interactive -t --tty -s --sync --ignore-errors', args: '--timeout -e --env', operands: 1, optionsAfterOperands: true, coversWhatItRuns: true },
    // (containerd's command is `tasks`, with aliases `task` and `t`.)
    ...Object.fromEntries(['tasks', 'task', 't'].map((sub) => [`ctr ${sub} exec`, {
            flags: '-t --tty -d --detach', args: '--exec-id --cwd --user --fifo-dir --log-uri', operands: 1, coversWhatItRuns: true,
        }])),
    'lxc-attach': { freeForm: 'dash-dash', coversWhatItRuns: true },
    'oc run': KUBECTL_RUN,
    'oc debug': KUBECTL_DEBUG,
    // `oc rsh POD [CMD]`: without a command, a shell reading standard input.
    'oc rsh': { flags: '-t --tty -T --no-tty -q --quiet', args: `${KUBECTL_ARGS} -c --container --shell -f --filename --timeout`, operands: 1, shell: true, coversWhatItRuns: true },
    // Remote and VM shells. Those that hand their words to ssh are joined (run by the remote
    // shell); the words after their `--` are ssh's own options first (`sshAfterDashDash`).
    'gcloud compute ssh': {
        flags: `${GCLOUD_FLAGS} --dry-run --force-key-file-overwrite --plain --troubleshoot --internal-ip --tunnel-through-iap`,
        args: `${GCLOUD_ARGS} --container --ssh-flag --ssh-key-file --ssh-key-expiration --ssh-key-expire-after --strict-host-key-checking --zone --network --region --dest-group`,
        commandLine: '--command', opaque: '--ssh-flag --flags-file', operands: 1, optionsAfterOperands: true, joined: true, sshAfterDashDash: true, shell: true, coversWhatItRuns: true,
    },
    'gcloud cloud-shell ssh': {
        flags: `${GCLOUD_FLAGS} --authorize-session --dry-run --force-key-file-overwrite`, args: `${GCLOUD_ARGS} --ssh-flag --ssh-key-file`,
        commandLine: '--command', opaque: '--ssh-flag --flags-file', joined: true, sshAfterDashDash: true, shell: true, coversWhatItRuns: true,
    },
    ...Object.fromEntries(['vm', 'arc', 'host'].map((target) => [`az ssh ${target}`, {
            flags: `${AZ_FLAGS} --prefer-private-ip --yes-without-prompt --rdp`,
            args: `${AZ_ARGS} -n --name -g --resource-group --ip --local-user --private-key-file --public-key-file --certificate-file --port --ssh-client-folder --vm-id --ids --keys-destination-folder --resource-type --ssh-proxy-folder`,
            joined: true, sshAfterDashDash: true, shell: true, coversWhatItRuns: true,
        }])),
    // (`--scripts` takes several strings: read as one line, which never allows.)
    'az vm run-command invoke': { freeForm: 'named', splitString: '--scripts', coversWhatItRuns: true },
    'az vm run-command create': { freeForm: 'named', splitString: '--script', opaque: '--script-uri', coversWhatItRuns: true },
    'aws ecs execute-command': { freeForm: 'named', commandLine: '--command', coversWhatItRuns: true },
    // An SSM document's parameters (`commands=…`, JSON, a file) are not read: a problem.
    'aws ssm send-command': { freeForm: 'named', opaque: '--parameters --cli-input-json --cli-input-yaml', coversWhatItRuns: true },
    'aws ssm start-session': { freeForm: 'named', opaque: '--parameters --cli-input-json --cli-input-yaml', coversWhatItRuns: true },
    'gh codespace ssh': {
        flags: '--config --debug --stdio', args: '-c --codespace -R --repo --repo-owner --profile --debug-file --server-port', joined: true, sshAfterDashDash: true, shell: true,
        coversWhatItRuns: true,
    },
    // `vagrant ssh [NAME] [-c CMD] [-- SSH_ARGS]`.
    'vagrant ssh': {
        flags: '-p --plain -t --tty --no-tty', commandLine: '-c --command', operands: 1, operandShape: /^[^-]/, optionsAfterOperands: true, joined: true,
        sshAfterDashDash: true, shell: true, coversWhatItRuns: true,
    },
    'multipass exec': { flags: '-n --no-map-working-directory -v -vv -vvv -vvvv --verbose', args: '-d --working-directory', operands: 1, optionsAfterOperands: true, coversWhatItRuns: true },
    'multipass shell': { flags: '-v -vv -vvv -vvvv --verbose', args: '--timeout', operands: 1, shell: true, coversWhatItRuns: true },
    ...Object.fromEntries(['lxc', 'incus'].flatMap((tool) => [
        [`${tool} exec`, {
                flags: '-n --disable-stdin -t --force-interactive -T --force-noninteractive -q --quiet --debug --verbose --force-local', args: '--mode --env --cwd --user --group --project',
                operands: 1, optionsAfterOperands: true, coversWhatItRuns: true,
            }],
        [`${tool} shell`, { flags: '-q --quiet --debug --verbose', args: '--project --env --user', operands: 1, shell: true, coversWhatItRuns: true }],
    ])),
    'limactl shell': {
        flags: '--debug --tty --reconnect --preserve-env', args: '--workdir --log-level --sync', opaque: '--shell', operands: 1, shell: true, coversWhatItRuns: true,
    },
    // `lima CMD` is `limactl shell $LIMA_INSTANCE CMD`.
    lima: { flags: '--debug --tty --reconnect --preserve-env', args: '--workdir --log-level --sync --shell', opaque: '--shell', noCommand: HELP, shell: true, coversWhatItRuns: true },
    'colima ssh': { flags: '-l --layer -v --verbose --very-verbose', args: '-p --profile', shell: true, coversWhatItRuns: true },
    'minikube ssh': {
        flags: '--native-ssh --alsologtostderr --logtostderr --skip-audit', args: '-n --node -p --profile --user --log_dir --v -v --stderrthreshold', joined: true, shell: true,
        coversWhatItRuns: true,
    },
    // Parallel shells: pdsh and clush run their command on every host `-w` names (ssh-hosts.ts reads
    // them), joined by the remote shell; without one they read commands from standard input.
    // clush's `--copy`/`--rcopy` copy files instead, and `-o` hands options to ssh: problems.
    pdsh: { flags: '-S -b -d -N -s -a -A -i -k', args: '-w -x -g -X -l -t -u -f -R -M -F -P -j -C', noCommand: '-h -q -L -V', joined: true, shell: true, coversWhatItRuns: true },
    clush: {
        flags: '-a -b -B -L -q -S -v -d -N -E -n -c --all --dshbak --diff --quiet --verbose --debug --nostdin --copy --rcopy',
        args: '-w -x -g -X -l -f -t -u -o -R --nodes --exclude --group --user --fanout --connect_timeout --command_timeout --options --worker --hostfile --dest --pick --topology --groupsource --color',
        opaque: '-o --options -R --worker -c --copy --rcopy', noCommand: '-h --help --version', joined: true, shell: true, coversWhatItRuns: true,
    },
    // `podman machine ssh [NAME] [CMD]`: the first word may be the machine or the command (read both ways).
    'podman machine ssh': { args: '--username', operandMayBeCommand: true, joined: true, shell: true, coversWhatItRuns: true },
    'heroku run': { flags: '-x --exit-code --no-tty --no-notify', args: '-a --app -r --remote -s --size -e --env --type', joined: true, coversWhatItRuns: true },
    'heroku run:detached': { flags: '-t --tail', args: '-a --app -r --remote -s --size -e --env --type', joined: true, coversWhatItRuns: true },
    ...Object.fromEntries(['fly', 'flyctl'].map((tool) => [`${tool} ssh console`, {
            flags: '-s --select --pty -q --quiet', args: '-a --app -r --region --machine -u --user -A --address --container -o --org -c --config --process-group',
            commandLine: '-C --command', shell: true, coversWhatItRuns: true,
        }])),
    // Here, under another root or as another user: they need an allow rule of their own.
    'systemd-nspawn': NSPAWN,
    // Arch's devtools: `arch-nspawn [-C F -M F -c DIR -f SRC[:DST] -s] DIR [systemd-nspawn's options] [CMD]`.
    'arch-nspawn': { ...NSPAWN, flags: `${NSPAWN.flags} -s`, args: `${NSPAWN.args} -C -M -c -f`, reads: '-C -M', operands: 1, optionsAfterOperands: true },
    // `ctr run IMAGE ID [CMD]` (containerd): the image's command without one. Host mounts, devices,
    // namespaces and runtimes are not read: a problem.
    'ctr run': CTR_RUN,
    // `ctr containers create IMAGE ID [CMD]` (aliases `container`, `c`): the command a later `ctr tasks start` runs.
    ...Object.fromEntries(['containers', 'container', 'c'].map((sub) => [`ctr ${sub} create`, CTR_RUN])),
    // `machinectl shell [USER@]MACHINE CMD` (`u@` or `u@.host`: this machine, as user u).
    'machinectl shell': { flags: '-q --quiet', args: '--uid -E --setenv', operands: 1, shell: true },
};
/** The options these tools take before their subcommand (tool-options.ts). */
export const REMOTE_TOOL_OPTIONS = {
    nerdctl: {
        flags: '--debug --debug-full --experimental --insecure-registry', args: '-H --host -a --address -n --namespace --snapshotter --storage-driver --cni-path --cni-netconfpath --data-root --cgroup-manager --host-gateway-ip --hosts-dir --bridge-ip',
        noCommand: '-v --version -h --help',
    },
    oc: { flags: KUBECTL_FLAGS, args: KUBECTL_ARGS },
    k3s: { flags: '--debug', args: '--data-dir -d', noCommand: HELP },
    microk8s: {},
    corepack: {},
    gcloud: { flags: GCLOUD_FLAGS, args: GCLOUD_ARGS, noCommand: '-h --help --version' },
    az: { flags: AZ_FLAGS, args: AZ_ARGS, noCommand: '-h --help --version' },
    aws: {
        flags: '--debug --no-verify-ssl --no-paginate --no-sign-request --no-cli-pager --cli-auto-prompt --no-cli-auto-prompt',
        args: '--endpoint-url --output --query --profile --region --color --ca-bundle --cli-read-timeout --cli-connect-timeout --cli-binary-format', noCommand: '--version',
    },
    gh: { noCommand: '-h --help --version' },
    vagrant: { flags: '--debug --timestamp --debug-timestamp --no-tty --color --no-color --machine-readable', noCommand: '-h --help -v --version' },
    multipass: { flags: '-v -vv -vvv -vvvv --verbose', noCommand: '-h --help --version' },
    lxc: { flags: '-q --quiet --debug --verbose --force-local', args: '--project', noCommand: '-h --help --version' },
    incus: { flags: '-q --quiet --debug --verbose --force-local', args: '--project', noCommand: '-h --help --version' },
    limactl: { flags: '--debug --tty', args: '--log-level --log-format', noCommand: '-h --help -v --version' },
    colima: { flags: '-v --verbose --very-verbose', args: '-p --profile', noCommand: '-h --help --version' },
    minikube: { flags: '--alsologtostderr --logtostderr --skip-audit', args: '-p --profile --user --log_dir --v -v --stderrthreshold', noCommand: '-h --help' },
    heroku: {},
    fly: { flags: '--debug --verbose', args: '-t --access-token', noCommand: '-h --help' },
    flyctl: { flags: '--debug --verbose', args: '-t --access-token', noCommand: '-h --help' },
    ctr: { flags: '--debug', args: '-a --address -n --namespace --timeout --connect-timeout', noCommand: '-h --help -v --version' },
    machinectl: { flags: '--no-pager --no-legend --no-ask-password -q --quiet -l --full -a --all', args: '-H --host -M --machine -p --property', noCommand: '-h --help --version' },
};
//# sourceMappingURL=remote-runners.js.map