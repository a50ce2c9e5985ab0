// The files kubectl reads, writes and runs through its arguments (reference E.11): `-f` manifests
// (a directory's, below it with `-R`), `create secret|configmap --from-file`, `cp` between a host
// path and a pod's, kubeconfig files and the programs a kubeconfig runs. For deny and ask rules;
// kubectl's allow rule covers the rest.
import { containerSide } from './container-files.js';
import { quoted } from './tmux-arguments.js';
import { escapePattern, mayBeOption } from './words.js';
/**
 * kubectl's options whose value is a file it reads: `keyed` ones take `[KEY=]SOURCE`, a file or a
 * directory whose files are read (`create secret generic --from-file`).
 */
const KUBECTL_FILE_VALUES = new Map([['--from-file', 'keyed'], ['--from-env-file', 'file'], ['--cert', 'file'],
    ['--key', 'file'], ['--client-certificate', 'file'], ['--client-key', 'file'], ['--certificate-authority', 'file'], ['--token-file', 'file']]);
/** kubectl's options whose value is the next word (a partial list: the rest are flags or `=`-joined). */
const KUBECTL_VALUES = new Set(['-n', '--namespace', '-c', '--container', '-o', '--output', '-l', '--selector', '--context', '--cluster', '--user',
    '-f', '--filename', '-k', '--kustomize', '--kubeconfig', '-s', '--server', '--proxy-url', '--token', '--field-selector', '--type', '-p', '--patch',
    '--exec-command', '--exec-arg', '--exec-env', '--exec-api-version', '--auth-provider', '--auth-provider-arg', '-v', '-L',
    ...KUBECTL_FILE_VALUES.keys()]);
/** kubectl's (pflag's) short options that take a value: the rest of a cluster (`-Rf DIR`, `-fDIR`), or the next word. */
const KUBECTL_VALUE_LETTERS = 'nclofkspvL';
/** kubeconfig keys whose value is a program kubectl runs on later calls (an exec credential plugin, an auth provider's cmd-path). */
const KUBECONFIG_COMMAND = /(?:^|\.)(?:exec\.command|exec\.args|cmd-path|cmd-args)$/;
/** A `-f` word of kubectl: read, and for a directory its manifests (`DIR/*.json|yaml|yml`; with `-R` all below). */
function manifests(f, recursive, t) {
    if (f.dynamic || recursive) {
        t.read(f.word, f.dynamic, 'tree');
        return;
    }
    t.read(f.word);
    // (kubectl skips a directory's other files and, without -R, its directories: strace.)
    const dir = escapePattern(f.word);
    for (const ext of ['json', 'yaml', 'yml'])
        t.glob('read', f.word, `${dir}/*.${ext}`);
}
/**
 * kubectl: `cp SRC DEST` copies between a host path and a pod's (`POD:PATH`); `-f FILE` and
 * `-k DIR` are read (a URL is a host); `--from-file`, `--from-env-file`, `--cert`, `--key` and the
 * kubeconfig's certificate options too (their files go to the cluster or the kubeconfig);
 * `--kubeconfig FILE` is read and a problem (its exec plugin runs a program), `-s`/`--server`,
 * `--proxy-url` and `config set clusters.C.server|proxy-url V` a host. Short options cluster and take attached values as pflag reads them (`-Rf DIR`, `-fFILE`).
 */
export function kubectlFiles(words, dynamic, t) {
    let sub;
    const operands = [];
    /** `config set-credentials --exec-command=CMD --exec-arg=A`: the plugin kubectl runs on later calls. */
    const plugin = [];
    const filenames = [];
    // (An expansion may be `-R`.)
    let recursive = false;
    for (let i = 1; i < words.length; i++) {
        let w = words[i];
        // (`kubectl exec POD -- CMD`: the command runs in the pod.)
        if (w === '--' && !dynamic[i])
            break;
        // (`--exec-command="$C"`: the plugin is unknown.)
        if (dynamic[i] && /^--exec-(?:command|arg)=/.test(w)) {
            plugin.push({ word: w, dynamic: true });
            continue;
        }
        // (`--namespace="$NS"`: a literal option name, only its value from an expansion.)
        const namedDynamic = dynamic[i] === true && /^--[A-Za-z][\w-]*=/.test(w);
        if ((dynamic[i] && !namedDynamic) || !w.startsWith('-') || w === '-') {
            if (dynamic[i])
                recursive = true;
            // (`kubectl get pods $X`: it may be `--kubeconfig=F`, whose exec plugin runs, or `--server=H`.)
            if (dynamic[i] && mayBeOption(w))
                t.problem('an expansion may be an option of kubectl that names a server or a kubeconfig (whose exec plugin it runs)');
            if (sub === undefined && !dynamic[i])
                sub = w;
            else
                operands.push({ word: w, dynamic: dynamic[i] ?? false });
            continue;
        }
        if (w === '-R' || (w.startsWith('--recursive') && w !== '--recursive=false'))
            recursive = true;
        let attached;
        if (w[1] !== '-' && w.length > 2 && w[2] !== '=') {
            // A cluster of flags, then at most one letter that takes a value (the rest, or the next word).
            let k = 1;
            while (k < w.length && !KUBECTL_VALUE_LETTERS.includes(w[k]) && !(w[k] === 'w' && sub === 'proxy'))
                k++;
            if (w.slice(1, k).includes('R'))
                recursive = true;
            if (k >= w.length)
                continue;
            if (k + 1 < w.length)
                attached = w.slice(k + 1);
            w = `-${w[k]}`;
        }
        const eq = attached === undefined ? w.indexOf('=') : -1;
        const name = eq > 0 ? w.slice(0, eq) : w;
        // (`kubectl logs -f`: follow, a flag there.)
        if (name === '-f' && sub === 'logs')
            continue;
        // (`proxy -w DIR`/`--www DIR` serves DIR's files over HTTP: a read of its tree.)
        const www = sub === 'proxy' && (name === '-w' || name === '--www');
        if (!KUBECTL_VALUES.has(name) && !www)
            continue;
        const value = attached ?? (eq > 0 ? w.slice(eq + 1) : words[++i]);
        // (A word from an expansion reaches here only as `--name=VALUE`; else only a next word may be one.)
        const valueDynamic = namedDynamic || (attached === undefined && eq < 0 && (dynamic[i] ?? false));
        if (value === undefined)
            continue;
        if (name === '--exec-command')
            plugin.unshift({ word: value, dynamic: valueDynamic });
        else if (name === '--exec-arg')
            plugin.push({ word: value, dynamic: valueDynamic });
        else if (name === '--auth-provider-arg' && /^cmd-(?:path|args)=/.test(value))
            t.problem(`kubectl stores a command its auth provider runs later (${value.slice(0, 80)})`);
        const file = KUBECTL_FILE_VALUES.get(name);
        if (name === '-f' || name === '--filename' || name === '--kubeconfig') {
            if (value.includes('://'))
                t.url(value, valueDynamic);
            else if (name === '--kubeconfig')
                t.read(value, valueDynamic);
            else if (value !== '-')
                filenames.push({ word: value, dynamic: valueDynamic });
            // (A kubeconfig's user may name an exec credential plugin: a program kubectl runs, unread here.)
            if (name === '--kubeconfig')
                t.problem('kubectl --kubeconfig reads a configuration that may name a program it runs (an exec credential plugin)');
        }
        else if (name === '-k' || name === '--kustomize')
            kustomizeTarget({ word: value, dynamic: valueDynamic }, t);
        else if (www)
            t.read(value, valueDynamic, 'tree');
        // (`--proxy-url`: `config set-cluster`'s proxy, every later call goes through it.)
        else if (name === '-s' || name === '--server' || name === '--proxy-url')
            t.url(value.includes('://') ? value : `https://${value}/`, valueDynamic);
        else if (file !== undefined)
            t.read(file === 'keyed' && !valueDynamic ? value.slice(value.indexOf('=') + 1) : value, valueDynamic, file === 'keyed' ? 'tree' : 'none');
    }
    for (const f of filenames)
        manifests(f, recursive, t);
    // (`kubectl kustomize [DIR]` builds the kustomization below DIR.)
    if (sub === 'kustomize')
        kustomizeTarget(operands[0] ?? { word: '.', dynamic: false }, t);
    if (sub === 'cp') {
        const [from, to] = operands;
        if (from !== undefined && (from.dynamic || !containerSide(from.word)))
            t.read(from.word, from.dynamic, 'tree');
        if (to !== undefined && (to.dynamic || !containerSide(to.word)))
            t.edit(to.word, to.dynamic, 'tree');
    }
    if (sub === 'config') {
        storedKubeconfigCommand(operands, plugin, t);
        storedKubeconfigServer(operands, t);
    }
}
/** `config set clusters.C.server|proxy-url VALUE`: the host later calls reach (a key from an expansion may be one). */
function storedKubeconfigServer(operands, t) {
    const [action, key, value] = operands;
    if (action?.word !== 'set' || key === undefined || value === undefined || !(key.dynamic || /(?:^|\.)(?:server|proxy-url)$/.test(key.word)))
        return;
    t.url(value.dynamic || value.word.includes('://') ? value.word : `https://${value.word}/`, value.dynamic || key.dynamic);
}
/** A kustomization kustomize clones (`git::` aside): a URL, `gh:`, github.com's, or scp-like `user@host:path`. */
const KUSTOMIZE_SCHEME = /^([a-z][a-z0-9+.-]*):\/\//i;
const KUSTOMIZE_GITHUB = /^(?:gh:|github\.com[/:])/i;
const KUSTOMIZE_SCP = /^[^/:@]+@([^/:]+)[:/]/;
/**
 * A kustomization target (`-k`, `kubectl kustomize`, `kustomize build`): kustomize reads it as a
 * git repository to clone before a directory here, so `github.com/o/r`, `git@h:o/r` and
 * `git::https://h/r` reach their host (`kubectl kustomize git@evil.com:o/r` was allowed beside
 * Domain(evil.com)); a `file://` URL and a plain word are the directory, read below it. An
 * expansion may be either.
 */
export function kustomizeTarget(target, t) {
    if (target.dynamic) {
        t.read(target.word, true, 'tree');
        t.url(target.word, true);
        return;
    }
    const w = target.word.replace(/^git::/i, '');
    const scheme = KUSTOMIZE_SCHEME.exec(w)?.[1]?.toLowerCase();
    if (scheme === 'file')
        t.read(w.slice(7), false, 'tree');
    else if (scheme !== undefined)
        t.url(w, false);
    else if (KUSTOMIZE_GITHUB.test(w))
        t.url('https://github.com/', false);
    else {
        const scp = KUSTOMIZE_SCP.exec(w);
        if (scp !== null)
            t.url(`ssh://${scp[1]}/`, false);
        else
            t.read(target.word, false, 'tree');
    }
}
/**
 * `kustomize build [TARGET]` (also `kustomize TARGET`, an old spelling): the target, the working
 * directory without one. Its options are not read, so every word after `build` that is no option
 * is read as a target (a value such as `-o out.yaml`'s is then a directory here too).
 * `kustomize localize [TARGET [DEST]]` clones a remote target as build does, and writes DEST.
 */
export function kustomizeBuild(words, dynamic, t) {
    const at = words.findIndex((w, i) => i > 0 && !dynamic[i] && (w === 'build' || w === 'localize'));
    if (at < 1 || dynamic.slice(1, at).some(Boolean))
        return;
    const localize = words[at] === 'localize';
    let targets = 0;
    for (let i = at + 1; i < words.length; i++) {
        if (!dynamic[i] && words[i].startsWith('-'))
            continue;
        if (localize && targets > 0)
            t.edit(words[i], dynamic[i] ?? false, 'tree');
        else
            kustomizeTarget({ word: words[i], dynamic: dynamic[i] ?? false }, t);
        targets++;
    }
    if (targets === 0)
        t.read('.', false, 'tree');
}
/**
 * The command a kubeconfig stores for kubectl to run on later calls (`config set-credentials
 * --exec-command=CMD --exec-arg=A`, `config set users.u.exec.command CMD`): a stored line, as
 * `git config core.sshCommand` is; an expansion in it is a problem.
 */
function storedKubeconfigCommand(operands, plugin, t) {
    const [action, key, value] = operands;
    const words = action?.word === 'set' && key !== undefined && value !== undefined && (key.dynamic || KUBECONFIG_COMMAND.test(key.word)) ? [value] : plugin;
    if (words.length === 0 || (action?.word !== 'set' && action?.word !== 'set-credentials'))
        return;
    if (words.some((w) => w.dynamic))
        t.run(words.map((w) => w.word).join(' '), true, true);
    else
        t.run(words.map((w) => quoted(w.word)).join(' '), false, true);
}
//# sourceMappingURL=kubectl-files.js.map