// The hosts package managers and container tools reach (remote-hosts.ts reads the remote-shell,
// copy and socket tools): Domain parts for deny and ask rules, which the tool's allow rule covers.
//
// - Package managers (pip, uv, npm, pnpm, yarn, cargo, gem, helm, go, …): every URL written in a
//   word of the line (`-i https://h/simple`, `--registry=https://h`, `pkg @ https://h/x.whl`,
//   `git+ssh://git@h/r`), and an expansion after a subcommand that fetches, which may be one; go
//   module paths' hosts.
// - docker and podman: the registry an image reference names (`evil.com/img`), `login` servers;
//   `--add-host`, `--dns` and dockerd's mirrors (container-resolvers.ts).
import { containerResolverHosts, dockerDaemonHosts } from './container-resolvers.js';
import { DOCKER_HUB, defaultRegistries } from './default-registries.js';
import { runLayout } from './container-run-layout.js';
import { hostUrl } from './host-options.js';
import { packageConfigHosts } from './proxy-settings.js';
import { urlsInWords, urlsOfUnknownCommand } from './url-words.js';
/** go: a module path's first element names the host go may fetch it from (after the proxy, `direct`). */
const goModules = (words, dynamic, t) => {
    urlsInWords(words, dynamic, t);
    const sub = words[1];
    if (sub === 'env')
        return goEnvHosts(words, dynamic, t);
    if (sub !== 'get' && sub !== 'install' && sub !== 'run' && !(sub === 'mod' && words[2] === 'download'))
        return;
    for (let i = 2; i < words.length; i++) {
        const w = words[i] ?? '';
        const host = /^([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)\//.exec(w)?.[1];
        if (!dynamic[i] && host !== undefined)
            t.url(`https://${host}/`, false);
    }
};
/**
 * `go env -w GOPROXY=LIST GOSUMDB=DB`: the proxies and checksum database later go commands
 * fetch from. go reads a proxy written without a scheme as https (`GOPROXY=evil.com,direct`),
 * and a database named without a URL (`GOSUMDB=evil.com+KEY`) as https://NAME; URLs are read as
 * any word's. A value from an expansion may name any host.
 */
function goEnvHosts(words, dynamic, t) {
    if (!words.includes('-w'))
        return;
    for (let i = 2; i < words.length; i++) {
        const m = /^(GOPROXY|GOSUMDB)=(.*)$/s.exec(words[i]);
        if (m === null) {
            if (dynamic[i])
                t.url(words[i], true);
            continue;
        }
        if (dynamic[i])
            t.url(m[2], true);
        else if (m[1] === 'GOPROXY') {
            for (const item of m[2].split(/[,|]/)) {
                const u = item.trim();
                if (/[.:/]/.test(u) && !u.includes(':/') && !u.startsWith('/'))
                    t.url(`https://${u}`, false);
            }
        }
        else {
            const [db = '', url] = m[2].trim().split(/\s+/);
            const name = db.split('+')[0];
            if (url === undefined && name !== '' && name !== 'off')
                t.url(`https://${name}/`, false);
        }
    }
}
/** helm's registry login options that take the next word (not the server). */
const HELM_LOGIN_VALUES = new Set(['-u', '--username', '-p', '--password', '--cert-file', '--key-file', '--ca-file']);
/**
 * helm: the URLs on its line, the API server of `--kube-apiserver HOST` (https without a scheme)
 * and the server of `registry login|logout HOST` (both were allowed beside Domain(HOST)).
 */
const helmHosts = (words, dynamic, t) => {
    urlsInWords(words, dynamic, t);
    let login = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        const apiserver = w === '--kube-apiserver' ? i + 1 : w.startsWith('--kube-apiserver=') ? i : -1;
        if (apiserver >= 0) {
            const value = apiserver === i ? w.slice(17) : words[++i];
            if (value !== undefined && value !== '' && (dynamic[apiserver] || !value.includes('://')))
                t.url(dynamic[apiserver] ? value : `https://${value}/`, dynamic[apiserver] ?? false);
            continue;
        }
        if (words[i - 1] === 'registry' && (w === 'login' || w === 'logout'))
            login = true;
        else if (login && HELM_LOGIN_VALUES.has(w))
            i++;
        else if (login && (dynamic[i] || !w.startsWith('-'))) {
            t.url(dynamic[i] ? w : `https://${w}/`, dynamic[i] ?? false);
            login = false;
        }
    }
};
/** An image reference whose first element names a registry (`evil.com/img`, `localhost:5000/img`). */
const REGISTRY_IMAGE = /^((?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|localhost|\[[0-9A-Fa-f:.]+\])(?::\d+)?)\/[^\s]/;
/**
 * docker and podman: the registry of an image they pull, push or run (`evil.com/img:tag`), the
 * server of `login`/`logout`, and every URL on the line (`docker build https://h/r.git`). Where
 * the subcommand reaches a registry, an expansion that may be the image is a host unknown.
 */
function containerRegistries(reaches, hubImage = HUB_IMAGE, laidOut = false) {
    return (words, dynamic, t) => {
        urlsInWords(words, dynamic, t);
        // (docker, podman, nerdctl: `run [OPTIONS] IMAGE` as read once, container-run-layout.ts.)
        const layout = laidOut ? runLayout(words, dynamic, t) : undefined;
        if (layout !== undefined)
            return laidOutRegistries(layout, words, dynamic, hubImage, t);
        let sub;
        /** The subcommand came after `image` or `container`. */
        let grouped = false;
        let image = false;
        let hub = false;
        // What the tables say of the subcommand, looked up when it is read (not for each word after it).
        let runsImage = false;
        let subReaches = false;
        let hubSub = false;
        /** The words after the subcommand that are no options (`buildx build`, `context use prod`). */
        const after = [];
        for (let i = 1; i < words.length; i++) {
            const w = words[i] ?? '';
            if (dynamic[i]) {
                if (sub !== undefined && !image && subReaches) {
                    // (`docker pull $IMG`; `docker run $IMG`, or an option that may stand before it.)
                    t.url(w, true);
                    if (runsImage)
                        image = true;
                }
                continue;
            }
            if (w.startsWith('-')) {
                if (sub === undefined || sub === 'compose') {
                    const host = daemonHost(w, words[i + 1], dynamic[i + 1] ?? false);
                    if (host !== undefined)
                        t.url(host.dynamic ? host.value : hostUrl('tcp', host.value), host.dynamic);
                }
                if (sub === undefined)
                    daemonConfigured(words, i, t);
                // (`docker --context prod pull`, `docker run -v "$PWD":/app IMG`: a value is no subcommand, no image.)
                if (!w.includes('=') && (sub === undefined ? GLOBAL_VALUES.has(w) : sub === 'compose' && after.length === 0 ? COMPOSE_VALUES.has(w)
                    : !image && runsImage && RUN_VALUES.has(w)))
                    i++;
                continue;
            }
            if (sub === undefined || (!grouped && (sub === 'image' || sub === 'container'))) {
                grouped = sub !== undefined;
                sub = w;
                runsImage = RUNS_IMAGE.has(sub);
                subReaches = reaches(sub);
                hubSub = hubImage.has(sub);
                continue;
            }
            if (after.length < 3)
                after.push(w);
            // (Most words have no `/`, so name no registry: no regex is run over them, nor a copy made.)
            const slash = w.includes('/');
            const m = slash ? REGISTRY_IMAGE.exec(w) : null;
            if (m !== null)
                t.url(`https://${m[1]}/`, false);
            else if ((sub === 'login' || sub === 'logout') && /^[A-Za-z0-9.-]+(?::\d+)?$/.test(w))
                t.url(`https://${w}/`, false);
            // (An image without a registry is Docker Hub's: `docker pull alpine`.)
            else if (!image && hubSub && !LOCAL_TRANSPORT.test(w) && !(slash && REGISTRY_IMAGE.test(w.replace(/^docker:\/\//, ''))))
                hub = true;
            // (run and create: the words after the image are its command.)
            if (runsImage)
                image = true;
        }
        // (A build pulls its Dockerfile's FROM images, Docker Hub's without a registry: the file is not
        // read, as package.json is not for npm; compose pulls its file's images likewise.)
        if (sub !== undefined && (BUILDS.has(sub) || (BUILD_GROUPS.has(sub) && BUILDS.has(after[0] ?? '')) || (sub === 'compose' && COMPOSE_PULLS.has(after[0] ?? ''))))
            hub = true;
        // (`docker context use NAME`, `podman system connection default NAME`: later lines reach NAME's daemon.)
        const named = sub === 'context' && after[0] === 'use' ? after[1] : sub === 'system' && after[0] === 'connection' && after[1] === 'default' ? after[2] : undefined;
        if (named !== undefined && named !== 'default')
            t.url(named, true);
        // (`docker login` without a server logs in to Docker Hub; `-u NAME` is no server.)
        if (hub || ((sub === 'login' || sub === 'logout') && !words.some((w, k) => k > 1 && !dynamic[k] && /^(?:[^-].*[.:]|localhost)/.test(w))))
            for (const h of DOCKER_HUB)
                t.url(h, false);
    };
}
/**
 * containerRegistries' reading of `run|create [OPTIONS] IMAGE [COMMAND]` laid out: its options
 * reach no registry; the image's registry, or Docker Hub's without one; after the image only a
 * word that names a registry (`evil.com/x`) is one, as the walk reads them.
 */
function laidOutRegistries(layout, words, dynamic, hubImage, t) {
    const image = words[layout.image];
    const slash = image.includes('/');
    const m = slash ? REGISTRY_IMAGE.exec(image) : null;
    if (m !== null)
        t.url(`https://${m[1]}/`, false);
    const hub = m === null && hubImage.has(layout.sub) && !LOCAL_TRANSPORT.test(image) && !(slash && REGISTRY_IMAGE.test(image.replace(/^docker:\/\//, '')));
    for (let i = layout.image + 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || w.charCodeAt(0) === 45 || !w.includes('/'))
            continue;
        const named = REGISTRY_IMAGE.exec(w);
        if (named !== null)
            t.url(`https://${named[1]}/`, false);
    }
    if (hub)
        for (const h of DOCKER_HUB)
            t.url(h, false);
}
/** podman's and skopeo's transports that name no registry (`oci-archive:/x.tar`). */
const LOCAL_TRANSPORT = /^(?:docker-archive|docker-daemon|oci|oci-archive|dir|containers-storage|ostree|sif):/;
/** Subcommands whose image, without a registry, is Docker Hub's. */
const HUB_IMAGE = new Set(['pull', 'push', 'run', 'create', 'search']);
/**
 * The daemon's address in `-H HOST`, `-HHOST`, `--host[=]HOST` (podman's `--url`): docker reads one
 * without a scheme as `tcp://HOST:2375` (`docker -H evil.com ps` was allowed beside
 * Domain(evil.com)); one with a scheme is read with the line's URLs.
 */
function daemonHost(w, next, nextDynamic) {
    const named = /^(?:-H|--host|--url)(?:=|$)/.exec(w) ?? /^-H(?=.)/.exec(w);
    if (named === null)
        return undefined;
    const attached = w.slice(named[0].length);
    const value = named[0].endsWith('=') || (named[0] === '-H' && attached !== '') ? attached : next;
    if (value === undefined || value === '')
        return undefined;
    if (value === next && nextDynamic)
        return { value, dynamic: true };
    // (A path, `unix://`, `npipe://` name no host; a scheme's URL is read elsewhere.)
    return value.startsWith('/') || value.includes('://') ? undefined : { value, dynamic: false };
}
/** Subcommands that build an image (buildah's `bud`), and the groups they come after (`buildx build`, `buildx b`, `buildx bake`). */
const BUILDS = new Set(['build', 'b', 'bud', 'bake']);
const BUILD_GROUPS = new Set(['buildx', 'builder']);
/** compose subcommands that pull or build the images its file names. */
const COMPOSE_PULLS = new Set(['up', 'pull', 'build', 'run', 'create', 'push']);
/** compose's own options that take the next word (before its subcommand). */
const COMPOSE_VALUES = new Set(['-f', '--file', '-p', '--project-name', '--project-directory', '--env-file', '--profile', '--ansi', '--progress', '--parallel',
    '-H', '--host', '--context', '-c']);
/**
 * A daemon named out of the line: docker's `--context NAME`/`-c NAME` and podman's
 * `--connection NAME`/`-c NAME`, or `--remote`/`-r` (the default connection) without `--url`. Its
 * host is configured elsewhere (`docker context create`): unknown, as an expansion would be
 * (`docker --context prod ps` was allowed beside Domain(evil.com) where prod is evil.com's
 * daemon). docker's own `default` context is the local socket.
 */
function daemonConfigured(words, i, t) {
    const w = words[i];
    const m = /^(?:--context|--connection|-c)(?:=(.*))?$/s.exec(w);
    if (m !== null) {
        const value = m[1] ?? words[i + 1];
        if (value !== undefined && value !== 'default')
            t.url(value, true);
    }
    else if ((w === '--remote' || w === '-r' || w === '--remote=true') && !words.some((x) => /^(?:--url|-H|--host)(?:=|$)/.test(x)))
        t.url(w, true);
}
/** docker and podman subcommands that reach a registry (the first operand, or after `image`/`container`); skopeo, crane, oras, ctr and crictl only have such. */
const DOCKER_REGISTRY_SUBCOMMANDS = new Set(['pull', 'push', 'run', 'create', 'login', 'logout', 'search', 'manifest']);
const DOCKER_IMAGE_REGISTRIES = containerRegistries((sub) => DOCKER_REGISTRY_SUBCOMMANDS.has(sub), HUB_IMAGE, true);
/** docker's registries, and the hosts its `--add-host`/`--dns` send the container's traffic to (container-resolvers.ts). */
const DOCKER_REGISTRIES = (words, dynamic, t) => {
    DOCKER_IMAGE_REGISTRIES(words, dynamic, t);
    containerResolverHosts(words, dynamic, t);
};
const REGISTRY_TOOL = containerRegistries(() => true);
/** buildah: `from IMAGE` pulls the image it starts from; `run` and `config` take a container. */
const BUILDAH_HUB_IMAGE = new Set(['pull', 'push', 'from']);
const BUILDAH_REGISTRIES = containerRegistries((sub) => BUILDAH_HUB_IMAGE.has(sub) || sub === 'login' || sub === 'logout' || sub === 'manifest', BUILDAH_HUB_IMAGE);
/** docker's and podman's own options that take the next word (before the subcommand). */
const GLOBAL_VALUES = new Set(['-H', '--host', '--context', '-c', '--config', '-l', '--log-level', '--tlscacert', '--tlscert', '--tlskey',
    '--connection', '--url', '--identity', '--root', '--runroot', '--storage-driver', '--cgroup-manager', '--events-backend', '--network-cmd-path']);
/** Subcommands whose first operand is the image (the rest its command). */
const RUNS_IMAGE = new Set(['run', 'create']);
/** docker/podman run and create options that take the next word (`-v "$PWD":/app`). */
const RUN_VALUES = new Set(['-a', '--attach', '--add-host', '--annotation', '--blkio-weight', '--blkio-weight-device', '-c', '--cpu-shares', '--cap-add',
    '--cap-drop', '--cgroup-parent', '--cgroupns', '--cidfile', '--cpu-period', '--cpu-quota', '--cpu-rt-period', '--cpu-rt-runtime', '--cpus',
    '--cpuset-cpus', '--cpuset-mems', '--device', '--device-cgroup-rule', '--device-read-bps', '--device-read-iops', '--device-write-bps',
    '--device-write-iops', '--dns', '--dns-option', '--dns-search', '--domainname', '--entrypoint', '-e', '--env', '--env-file', '--expose',
    '--gpus', '--group-add', '--health-cmd', '--health-interval', '--health-retries', '--health-start-period', '--health-timeout', '-h',
    '--hostname', '--ip', '--ip6', '--ipc', '--isolation', '--kernel-memory', '-l', '--label', '--label-file', '--link', '--link-local-ip',
    '--log-driver', '--log-opt', '--mac-address', '-m', '--memory', '--memory-reservation', '--memory-swap', '--memory-swappiness', '--mount',
    '--name', '--network', '--net', '--network-alias', '--oom-score-adj', '--pid', '--pids-limit', '--platform', '-p', '--publish', '--pull',
    '--restart', '--runtime', '--security-opt', '--shm-size', '--stop-signal', '--stop-timeout', '--storage-opt', '--sysctl', '--tmpfs',
    '--ulimit', '-u', '--user', '--userns', '--uts', '-v', '--volume', '--volume-driver', '--volumes-from', '-w', '--workdir', '--detach-keys']);
/** docker-compose and podman-compose: the images of the compose file, Docker Hub's without a registry, where the line pulls or builds. */
const composeRegistries = (words, dynamic, t) => {
    urlsInWords(words, dynamic, t);
    let k = 1;
    for (; k < words.length && (dynamic[k] || words[k].startsWith('-')); k++) {
        if (dynamic[k])
            continue;
        // (docker-compose 1's `-H HOST` and `--context NAME`, as docker's.)
        const host = daemonHost(words[k], words[k + 1], dynamic[k + 1] ?? false);
        if (host !== undefined)
            t.url(host.dynamic ? host.value : hostUrl('tcp', host.value), host.dynamic);
        daemonConfigured(words, k, t);
        if (COMPOSE_VALUES.has(words[k]))
            k++;
    }
    if (k < words.length && COMPOSE_PULLS.has(words[k]))
        for (const h of DOCKER_HUB)
            t.url(h, false);
};
/** A reader that also gives the tool's default registry when the line fetches without naming one (default-registries.ts). */
function withDefaultRegistry(name, reader) {
    return (words, dynamic, t) => {
        reader(words, dynamic, t);
        defaultRegistries(name, words, dynamic, t);
    };
}
/** The package managers python runs as a module (`python -m pip install …`), read as their own line is. */
export function packageModuleHosts(module, args, dynamic, t) {
    if (!PYTHON_PACKAGE_MODULES.has(module))
        return false;
    const words = [module, ...args];
    const wordsDynamic = [false, ...dynamic];
    urlsInWords(words, wordsDynamic, t);
    defaultRegistries(module, words, wordsDynamic, t);
    if (module === 'pip')
        packageConfigHosts(words, wordsDynamic, t);
    return true;
}
const PYTHON_PACKAGE_MODULES = new Set(['pip', 'pipx', 'uv', 'poetry']);
/** The package managers and container tools, by the name they run as. */
export const PACKAGE_HOST_READERS = [
    ...['uv', 'pipx', 'poetry', 'bun', 'cargo', 'gem', 'bundle', 'composer',
        'brew', 'deno', 'nix', 'apt', 'apt-get', 'aptitude', 'apk', 'dotnet', 'nuget', 'mvn', 'mvnw', 'gradle', 'gradlew',
        'bundler', 'pixi', 'pipenv', 'pdm', 'rye', 'hatch', 'dnf', 'yum', 'microdnf', 'zypper', 'pacman', 'cpanm', 'cpan', 'dart', 'flutter', 'pod', 'mix',
        'cabal', 'stack', 'luarocks', 'opam', 'sbt', 'lein', 'conan', 'nix-env', 'add-apt-repository'].map((name) => [name, withDefaultRegistry(name, urlsInWords)]),
    // (`pip config set global.proxy HOST`: a proxy written without a scheme.)
    ...['pip', 'pip3', 'npm', 'pnpm', 'yarn', 'conda', 'mamba', 'micromamba'].map((name) => {
        const packages = withDefaultRegistry(name, urlsInWords);
        return [name, (words, dynamic, t) => {
                packages(words, dynamic, t);
                packageConfigHosts(words, dynamic, t);
            }];
    }),
    ...['npx', 'pnpx', 'bunx', 'uvx'].map((name) => [name, (words, dynamic, t) => {
            urlsOfUnknownCommand(name, words, dynamic, t);
            defaultRegistries(name, words, dynamic, t);
        }]),
    ['go', withDefaultRegistry('go', goModules)], ['helm', helmHosts], ['docker', DOCKER_REGISTRIES], ['podman', DOCKER_REGISTRIES], ['nerdctl', DOCKER_REGISTRIES], ['skopeo', REGISTRY_TOOL],
    ['dockerd', dockerDaemonHosts], ['crane', REGISTRY_TOOL], ['oras', REGISTRY_TOOL], ['buildah', BUILDAH_REGISTRIES], ['ctr', REGISTRY_TOOL], ['crictl', REGISTRY_TOOL],
    ...['docker-compose', 'podman-compose'].map((name) => [name, composeRegistries]),
];
//# sourceMappingURL=package-hosts.js.map