// Tools that install or load code named on their line, which runs then or later: `helm plugin
// install|update` runs the plugin's hooks (a URL is a Domain part: package-hosts.ts), `ssh-add
// -s|-S PROVIDER` has the agent load a library. Both are problems. ssh-add reads the keys it adds.
import { possiblePaths } from './possible-paths.js';
import { mayBeOption } from './words.js';
/** helm's global options that take the next word. */
const HELM_VALUES = new Set(['-n', '--namespace', '--kube-context', '--kubeconfig', '--kube-apiserver', '--kube-as-group', '--kube-as-user',
    '--kube-ca-file', '--kube-token', '--kube-tls-server-name', '--registry-config', '--repository-cache', '--repository-config', '--burst-limit', '--qps']);
export function helmTouches(words, dynamic, t) {
    const positional = [];
    for (let i = 1; i < words.length && positional.length < 2; i++) {
        const w = words[i];
        // (`helm $X plugin install`: the subcommand is the literal words; the expansion is read below.)
        if (dynamic[i])
            continue;
        // (A kubeconfig's user may name an exec credential plugin, a program helm runs, as kubectl's.)
        else if (w === '--kubeconfig' || w.startsWith('--kubeconfig=')) {
            t.read(w.includes('=') ? w.slice(w.indexOf('=') + 1) : words[++i] ?? '', !w.includes('=') && (dynamic[i] ?? false));
            t.problem('helm --kubeconfig reads a configuration that may name a program it runs (an exec credential plugin)');
        }
        else if (HELM_VALUES.has(w))
            i++;
        else if (!w.startsWith('-'))
            positional.push(w);
    }
    // (An expansion may be an option, `--kubeconfig=F` whose exec plugin runs, or the subcommand
    // itself; not the value of an option before it, `-f "$VALUES"`.)
    for (let i = 1; i < words.length; i++) {
        const before = words[i - 1];
        if (!dynamic[i] || !mayBeOption(words[i]) || (i > 1 && !dynamic[i - 1] && before.startsWith('-') && !before.includes('=')))
            continue;
        t.problem('an expansion may be an option or subcommand of helm that runs code (--kubeconfig, plugin install)');
        break;
    }
    if (positional[0] === 'plugin' && (positional[1] === 'install' || positional[1] === 'update' || positional[1] === 'add')) {
        t.problem(`helm plugin ${positional[1]} runs the plugin's hooks, code the analysis does not read`);
    }
    // (A chart directory or archive, `-f VALUES`, `--set-file k=F` are read, and a chart may be
    // pushed: `helm install x /etc/chart` was allowed beside Read(//etc/**).)
    possiblePaths(words, dynamic, 'bash', t);
    // (`helm package DIR` packs every file below DIR that .helmignore does not leave out.)
    if (positional[0] === 'package') {
        for (let i = words.indexOf('package') + 1; i < words.length; i++)
            if (dynamic[i] || !words[i].startsWith('-'))
                t.read(words[i], dynamic[i] ?? false, 'tree');
    }
}
/** ssh-add's options that take a value (OpenSSH 9 getopt string `vkKlLcdDTxXE:e:h:H:M:m:qs:S:t:`). */
const SSH_ADD_VALUES = 'EehHMmsSt';
/** Modes that add no key file of their own finding (list, delete all, lock, unlock, providers). */
const SSH_ADD_NO_DEFAULT = 'lLDxXseS';
export function sshAddTouches(words, dynamic, t) {
    let defaults = true;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i] || w.length < 2 || w[0] !== '-') {
            // (A key and its certificate beside it.)
            t.read(w, dynamic[i] ?? false);
            if (!dynamic[i] && w !== '-')
                t.read(`${w}-cert.pub`, false, 'none', true);
            if (dynamic[i])
                t.problem('an expansion may be an option of ssh-add that loads a library (-s, -S)');
            defaults = false;
            continue;
        }
        if (w === '--')
            continue;
        for (let k = 1; k < w.length; k++) {
            const c = w[k];
            if (SSH_ADD_NO_DEFAULT.includes(c))
                defaults = false;
            if (!SSH_ADD_VALUES.includes(c))
                continue;
            const value = k + 1 < w.length ? { word: w.slice(k + 1), dynamic: false } : { word: words[++i] ?? '', dynamic: dynamic[i] ?? false };
            if (c === 's' || c === 'S')
                t.problem(`ssh-add -${c} has the agent load a library: code of its own`);
            else if (c === 'H')
                t.read(value.word, value.dynamic);
            break;
        }
    }
    // (Without a key file it adds the default keys.)
    if (defaults)
        t.glob('read', '~/.ssh/id_*', '~/.ssh/id_*');
}
//# sourceMappingURL=code-loaders.js.map