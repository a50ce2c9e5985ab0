// The host files a container tool opens or hands to a container (reference E.11): a bind mount
// (`docker run -v /etc:/x …`, `--mount type=bind,source=/etc,…`) gives the container the tree
// below the host path, read and written unless read-only; `docker cp` copies between a host path
// and a container's (`CONTAINER:PATH`); `docker build -f FILE DIR` reads FILE and the tree of
// DIR, and its `--secret src=FILE`, `--build-context NAME=DIR` and `--output DIR`; `--env-file`,
// `--label-file` and a seccomp profile are read; `save -o`/`export -o` write and `load -i`/`import`
// read. For deny and ask rules; the tool's allow rule covers the rest. Options are read as the
// client's flag parser reads them: clusters (`-itv /etc:/x`), `-v=/etc:/x`, `--mount=…`.
import { namesHostDisk } from '../paths/host-disk.js';
import { runLayout } from './container-run-layout.js';
/** Long options whose value is the next word when not attached with `=`. */
const VALUE_LONG = new Set(['--volume', '--mount', '--env-file', '--label-file', '--file', '--env', '--publish', '--name', '--workdir', '--user',
    '--network', '--net', '--label', '--entrypoint', '--tag', '--build-arg', '--target', '--platform', '--cidfile', '--secret', '--ssh', '--cache-from',
    '--cache-to', '--output', '--iidfile', '--add-host', '--device', '--volumes-from', '--hostname', '--memory', '--cpus', '--restart', '--log-driver',
    '--log-opt', '--pull', '--progress', '--project-directory', '--host', '--context', '--config', '--tmpfs', '--ulimit', '--security-opt', '--cap-add',
    '--cap-drop', '--gpus', '--shm-size', '--stop-signal', '--build-context', '--input', '--change', '--message', '--format', '--filter', '--env-from',
    '--annotation', '--attach', '--dns', '--expose', '--health-cmd', '--ip', '--link', '--mac-address', '--pid', '--runtime', '--storage-opt', '--sysctl',
    '--tlskey', '--tlscert', '--tlscacert', '--identity', '--key', '--ca-cert', '--ca-key', '--docker', '--opt', '--driver', '--template-driver',
    '--driver-opts', '--compose-file']);
/** Short options that take a value (the rest of a cluster, `=`-prefixed or not, or the next word). */
const VALUE_SHORT = 'vefpwulhmcoH';
/** Subcommand namespaces: the real subcommand is the next word (`docker container run`, `docker image build`). */
const NAMESPACES = new Set(['container', 'image', 'builder', 'buildx', 'compose', 'volume', 'system']);
/** Options whose value is a host file read, and so unknown when it comes from an expansion. */
const READ_OPTIONS = new Set(['--tlskey', '--tlscert', '--tlscacert', '--identity', '--config', '--key', '--ca-cert', '--ca-key', '--docker', '--ssh',
    '--project-directory']);
/** Options whose value from an expansion may open the host to the container (`--pid "$P"`). */
const HOST_OPTIONS = new Set(['--pid', '--cap-add', '--device', '--opt']);
/**
 * Capabilities that reach any host file from a container: mounts (SYS_ADMIN), open_by_handle_at
 * (DAC_READ_SEARCH), kernel modules, raw devices, other processes' memory.
 */
const HOST_CAPABILITY = /^(?:CAP_)?(?:ALL|SYS_ADMIN|DAC_READ_SEARCH|SYS_MODULE|SYS_RAWIO|SYS_PTRACE)$/i;
/** A container engine's API socket (`-v /var/run/docker.sock:/var/run/docker.sock`). */
const ENGINE_SOCKET = /(?:^|\/)(?:docker|podman|containerd|buildkitd)\.sock$/;
/** A bind mount's host side (`/etc`, `./x`, `~/x`, `C:\x`; a plain name is a named volume). */
function hostPath(source) {
    return /^[/.~]/.test(source) || /^[A-Za-z]:[\\/]/.test(source);
}
/** A `cp` side that is a container's (`NAME:PATH`), not a host path (`/a:b`, `./x`, `C:\x`). */
export function containerSide(word) {
    return /^[^/.~\\][^:/\\]*:/.test(word) && !/^[A-Za-z]:[\\/]/.test(word);
}
/**
 * `-v HOST:CONTAINER[:OPTIONS]` (a Windows host path keeps its drive's colon): the host tree,
 * read-only with `ro`. `v:/s:ro` is the named volume v (a drive's `V:/s` would leave `ro` as the
 * container path, which must be absolute).
 */
export function volume(value, t) {
    // (The usual `HOST:/path`, one colon: what the patterns below read it as, without them.)
    const colon = value.indexOf(':');
    if (colon >= 0 && value.indexOf(':', colon + 1) < 0) {
        const source = value.slice(0, colon);
        if (hostPath(source))
            bind(source, false, t);
        return;
    }
    volumeByPatterns(value, t);
}
/** volume's reading of any value (tests check its fast path against this). */
export function volumeByPatterns(value, t) {
    const named = /^([^:]*):(\/[^:]*):([A-Za-z,]*)$/.exec(value);
    const m = named !== null && !hostPath(named[1]) ? named : /^((?:[A-Za-z]:)?[^:]*):([^:]*)(?::(.*))?$/.exec(value);
    if (m !== null && hostPath(m[1]))
        bind(m[1], /(?:^|,)ro(?:,|$)/.test(m[3] ?? ''), t);
}
/** A bind of a host path; a container engine's socket lets the container start one that mounts `/`. */
function bind(source, readOnly, t) {
    if (ENGINE_SOCKET.test(source))
        hostRoot(t);
    else
        (readOnly ? t.read : t.edit).call(t, source, false, 'tree');
}
/**
 * The local volume driver's options (`volume create -o device=P -o o=bind`, `--mount
 * type=volume,volume-opt=device=P`): `type=none` or `o=bind` binds the host path P into every
 * container that mounts the volume, as `-v P:…` does; another type mounts the device P, which
 * may hold any host file. (A `device` that is no path, `:/export` of NFS or `tmpfs`, is no host's.)
 */
function localVolume(options, readOnly, t) {
    const opts = new Map(options.map((o) => [o.slice(0, Math.max(o.indexOf('='), 0)).trim().toLowerCase(), o.slice(o.indexOf('=') + 1)]));
    const device = opts.get('device');
    if (device === undefined || !hostPath(device))
        return;
    const o = opts.get('o') ?? '';
    if (opts.get('type') === 'none' || /(?:^|,)r?bind(?:,|$)/.test(o))
        (readOnly || /(?:^|,)ro(?:,|$)/.test(o) ? t.read : t.edit).call(t, device, false, 'tree');
    else
        hostRoot(t);
}
/** A container that reaches every host file (`--privileged`, `--pid=host`, a disk): whatever it runs may read or write any of them. */
function hostRoot(t) {
    t.edit('/', false, 'tree');
}
/** `KEY=VALUE,…` as the client reads it (CSV: fields may be quoted; keys lower case), up to `limit` fields. */
function fields(value, limit = 64) {
    const out = new Map();
    for (const raw of value.split(',', limit)) {
        const f = raw.trim().replace(/^"(.*)"$/s, '$1');
        const eq = f.indexOf('=');
        out.set((eq < 0 ? f : f.slice(0, eq)).trim().toLowerCase(), eq < 0 ? '' : f.slice(eq + 1).replace(/^"(.*)"$/s, '$1'));
    }
    return out;
}
/** `volume-opt=` anywhere in a `--mount` value (its fields are then read). */
const VOLUME_OPT = /volume-opt=/i;
/** A true boolean field (`readonly`, `readonly=true`, `ro=1`). */
function isTrue(v) {
    return v !== undefined && !/^(?:false|0)$/i.test(v);
}
/**
 * A value whose only expansions start it or a field (`-v "$PWD":/app`, `source=$(pwd)/src`):
 * `$PWD`, `${PWD}`, `$(pwd)` are the working directory (`.`), `$HOME`, `${HOME}` home (`~`).
 */
function knownExpansion(value) {
    if (!value.startsWith('$') && !value.includes('=$'))
        return undefined;
    // (The usual bind mount, `"$PWD":/app`: no regex.)
    if (value.startsWith('$PWD:') && !/[$`*?[\]=]/.test(value.slice(5)))
        return `.${value.slice(4)}`;
    const v = value.replace(/(^|=)(?:\$PWD|\$\{PWD\}|\$\(pwd\))(?![\w])/g, '$1.').replace(/(^|=)(?:\$HOME|\$\{HOME\})(?![\w])/g, '$1~');
    return /[$`*?[\]]/.test(v) ? undefined : v;
}
export function containerFiles(words, dynamic, t) {
    let sub;
    /** The first subcommand word (`volume` of `docker volume create`, `secret` of `docker secret create`). */
    let group;
    const operands = [];
    /** `volume create`'s `-o`/`--opt` values. */
    const volumeOptions = [];
    const option = (name, value, valueDynamic) => {
        const known = valueDynamic ? knownExpansion(value) : value;
        if (known === undefined) {
            // (`--ssh default=$SSH_AUTH_SOCK` forwards the agent: no file.)
            if (name === '--ssh' && /^[\w-]+=\$\{?SSH_AUTH_SOCK\}?$/.test(value))
                return;
            if (READ_OPTIONS.has(name) || (name === '--compose-file' || (name === '-c' && group === 'stack')))
                t.read(value, true);
            if (['-v', '--volume', '--mount', '--env-file', '--label-file', '-f', '--file', '--secret', '--build-context', '-o', '--output', '-i', '--input',
                '--security-opt'].includes(name) || HOST_OPTIONS.has(name))
                t.edit(value, true);
            return;
        }
        switch (name) {
            case '-v':
            case '--volume':
                volume(known, t);
                break;
            case '--mount': {
                const f = fields(known);
                const source = f.get('source') ?? f.get('src');
                const readOnly = isTrue(f.get('readonly')) || isTrue(f.get('ro'));
                const type = (f.get('type') ?? 'volume').toLowerCase();
                if (source !== undefined && type === 'bind')
                    bind(source, readOnly, t);
                // (Each `volume-opt=K=V` is one of the local driver's options. Fields are split only where
                // one may be: `--mount a=b,a=b,…` cleaned its 2,480 fields with two regexes each.)
                if (type === 'volume' && VOLUME_OPT.test(known)) {
                    const opts = known.split(',').map((o) => o.trim().replace(/^"(.*)"$/s, '$1')).filter((o) => /^volume-opt=/i.test(o)).map((o) => o.slice(11));
                    if (opts.length > 0)
                        localVolume(opts, readOnly, t);
                }
                break;
            }
            case '-o':
            case '--opt':
                if (group === 'volume')
                    volumeOptions.push(known);
                else if (name === '-o')
                    output(known);
                break;
            case '--tlskey':
            case '--tlscert':
            case '--tlscacert':
            case '--identity':
            case '--key':
            case '--ca-cert':
            case '--ca-key':
                t.read(known);
                break;
            case '--config':
                // (The client's configuration directory: its config.json names credential helpers, its contexts other daemons.)
                if (sub !== undefined)
                    t.read(known);
                else {
                    t.read(known, false, 'tree');
                    t.problem('docker --config reads a configuration that may name another daemon or credential helper');
                }
                break;
            case '--docker':
                for (const key of ['ca', 'cert', 'key']) {
                    const f = fields(known).get(key);
                    if (f !== undefined)
                        t.read(f);
                }
                break;
            case '--ssh': {
                // `ID[=SOCKET|KEY[,KEY]]`: the keys are loaded into the build's agent.
                const eq = known.indexOf('=');
                if (eq > 0)
                    for (const path of known.slice(eq + 1).split(','))
                        if (path !== '')
                            t.read(path);
                break;
            }
            case '-c':
            case '--compose-file':
                if (group !== 'stack')
                    break;
                t.read(known);
                t.problem('docker stack deploy runs services whose compose file may mount host paths');
                break;
            case '--pid':
                if (known === 'host')
                    hostRoot(t);
                break;
            case '--cap-add':
                if (known.split(',').some((c) => HOST_CAPABILITY.test(c.trim())))
                    hostRoot(t);
                break;
            case '--device':
                if (namesHostDisk(known.split(':')[0]))
                    hostRoot(t);
                break;
            case '--env-file':
            case '--label-file':
                t.read(known);
                break;
            // (compose reads the project's .env there, and its services' relative bind mounts start there.)
            case '--project-directory':
                t.read(known);
                break;
            case '-f':
            case '--file':
                if (sub !== 'run' && sub !== 'exec' && sub !== 'logs' && sub !== 'create')
                    t.read(known);
                break;
            case '--secret': {
                const src = fields(known).get('src') ?? fields(known).get('source');
                if (src !== undefined)
                    t.read(src);
                break;
            }
            case '--build-context': {
                const dir = known.slice(known.indexOf('=') + 1);
                if (!dir.includes('://'))
                    t.read(dir, false, 'tree');
                break;
            }
            case '--output':
                output(known);
                break;
            case '-i':
            case '--input':
                if (sub === 'load')
                    t.read(known);
                break;
            case '--security-opt': {
                const m = /^seccomp[=:](.*)$/.exec(known);
                if (m !== null && m[1] !== 'unconfined')
                    t.read(m[1]);
                break;
            }
            case '--cidfile':
            case '--iidfile':
                t.edit(known);
                break;
        }
    };
    /** `-o FILE` of save/export; `--output type=local,dest=DIR` or `--output DIR` of build. */
    const output = (value) => {
        const dest = value.includes('=') ? fields(value).get('dest') : value;
        if (dest !== undefined && dest !== '-')
            t.edit(dest, false, sub === 'build' ? 'tree' : 'none');
    };
    // (`docker run --rm -v "$PWD":/app IMAGE …`: the options before the image as read once, run-layout.ts.)
    const layout = runLayout(words, dynamic, t);
    if (layout !== undefined) {
        sub = group = layout.sub;
        for (const at of layout.values)
            option(words[at], words[at + 1], dynamic[at + 1] ?? false);
    }
    for (let i = layout?.image ?? 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] && !(w.startsWith('-') && !w.startsWith('-$'))) {
            if (sub === undefined) {
                t.problem('an expansion may be a subcommand or option of the container tool that mounts or copies host files');
                return;
            }
            operands.push({ word: w, dynamic: true });
            continue;
        }
        if (!w.startsWith('-') || w === '-') {
            if (sub === undefined || (NAMESPACES.has(sub) && operands.length === 0 && !dynamic[i])) {
                if (sub !== undefined)
                    operands.length = 0;
                group ??= w;
                sub = w;
                continue;
            }
            // (`docker run IMAGE CMD…`: the command runs in the container.)
            if ((sub === 'run' || sub === 'create' || sub === 'exec') && operands.length > 0)
                break;
            operands.push({ word: w, dynamic: dynamic[i] ?? false });
            continue;
        }
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            const name = eq > 0 ? w.slice(0, eq) : w;
            if (name === '--privileged' && w !== '--privileged=false')
                hostRoot(t);
            if (!VALUE_LONG.has(name))
                continue;
            if (eq > 0)
                option(name, w.slice(eq + 1), dynamic[i] ?? false);
            else if (i + 1 < words.length)
                option(name, words[++i], dynamic[i] ?? false);
            continue;
        }
        // A cluster: flags, then at most one letter that takes a value (`-itv /etc:/x`, `-v=/etc:/x`).
        for (let k = 1; k < w.length; k++) {
            const c = w[k];
            // (`-t` is build's tag and run's terminal; `-i` load's input and run's stdin.)
            // (`-d` is the driver of `volume|network|secret|config create`, detach elsewhere.)
            const takes = VALUE_SHORT.includes(c) || (c === 't' && (sub === 'build' || sub === 'tag')) || (c === 'i' && sub === 'load')
                || (c === 'd' && (group === 'volume' || group === 'network' || group === 'secret' || group === 'config'));
            if (!takes)
                continue;
            // (The rest of the word, without one `=` that starts it: no regex run over it.)
            const rest = w.charCodeAt(k + 1) === 61 ? w.slice(k + 2) : w.slice(k + 1);
            if (rest !== '')
                option(`-${c}`, rest, dynamic[i] ?? false);
            else if (i + 1 < words.length)
                option(`-${c}`, words[++i], dynamic[i] ?? false);
            break;
        }
    }
    if (sub === 'cp') {
        const [from, to] = operands;
        if (from !== undefined && (from.dynamic || !containerSide(from.word)))
            t.read(from.word, from.dynamic, 'tree');
        if (to !== undefined && (to.dynamic || !containerSide(to.word)))
            t.edit(to.word, to.dynamic, 'tree');
    }
    else if (sub === 'build') {
        const context = operands[0];
        if (context !== undefined && !context.word.includes('://') && context.word !== '-')
            t.read(context.word, context.dynamic, 'tree');
    }
    else if (sub === 'import' || sub === 'load') {
        const file = operands[0];
        if (file !== undefined && !file.word.includes('://') && file.word !== '-')
            t.read(file.word, file.dynamic);
    }
    else if (group === 'volume' && sub === 'create')
        localVolume(volumeOptions, false, t);
    storedFiles(group, operands, t);
}
/**
 * Host files a subcommand stores in the daemon, the swarm or the client's store: `secret|config
 * create NAME FILE` (a config prints back: `config inspect --pretty`), `trust key load FILE`,
 * `context import NAME FILE` (and `context export NAME FILE` written); `kube play FILE` (podman)
 * reads FILE, whose pods may mount host paths.
 */
function storedFiles(group, operands, t) {
    const action = operands[0]?.word;
    const last = operands.length >= 3 ? operands[operands.length - 1] : undefined;
    if ((group === 'secret' || group === 'config') && action === 'create' && last !== undefined && last.word !== '-')
        t.read(last.word, last.dynamic);
    else if (group === 'trust' && action === 'key' && operands[1]?.word === 'load' && last !== undefined)
        t.read(last.word, last.dynamic);
    else if (group === 'context' && (action === 'import' || action === 'export') && operands[2] !== undefined && operands[2].word !== '-') {
        (action === 'import' ? t.read : t.edit).call(t, operands[2].word, operands[2].dynamic);
    }
    else if ((group === 'kube' && (action === 'play' || action === 'down')) || (group === 'play' && action === 'kube')) {
        const file = operands[1];
        if (file !== undefined && file.word !== '-' && !file.word.includes('://'))
            t.read(file.word, file.dynamic);
        if (action !== 'down')
            t.problem('podman kube play runs pods whose definition may mount host paths');
    }
}
//# sourceMappingURL=container-files.js.map