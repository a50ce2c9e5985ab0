// pip's files (hunt 5, F8): `-r`/`--requirement` and `-c`/`--constraint` files are read (pip
// prints their lines in errors: `pip install -r /etc/passwd`), `--cert`/`--client-cert` read,
// `-e` and local operands (`./pkg`, `x.whl`) read with all below; `--target`/`-t`, `--prefix`,
// `--root`, `--src`, `download -d`, `wheel -w` and `--cache-dir` written with all below, `--log`,
// `--log-file` and `--report` written; `config set|unset|edit` writes a configuration file (the
// user's, `--global`'s, `--site`'s). Long options are read as optparse reads them: a unique
// prefix stands for the option (`--targ /etc`), `--opt=VALUE` or the next word. `--python`
// and `config edit --editor` run another program: a problem. (The hosts pip reaches are package-hosts.ts's.)
const LONG = new Map([
    ...['requirement', 'constraint', 'cert', 'client-cert'].map((n) => [n, 'read']),
    ...['editable', 'find-links', 'path'].map((n) => [n, 'tree']),
    ...['log', 'log-file', 'report'].map((n) => [n, 'write']),
    ...['target', 'prefix', 'root', 'src', 'dest', 'wheel-dir', 'cache-dir'].map((n) => [n, 'write-tree']),
    ...['index-url', 'extra-index-url', 'proxy', 'retries', 'timeout', 'trusted-host', 'platform', 'python-version', 'implementation', 'abi',
        'upgrade-strategy', 'progress-bar', 'no-binary', 'only-binary', 'config-settings', 'global-option', 'install-option', 'build-option',
        'exists-action', 'format', 'keyring-provider', 'use-feature', 'use-deprecated', 'root-user-action', 'hash', 'exclude', 'algorithm',
        'resume-retries'].map((n) => [n, 'text']),
    ['python', 'problem'], ['editor', 'problem'],
]);
const SHORT = { r: 'read', c: 'read', e: 'tree', f: 'tree', t: 'write-tree', d: 'write-tree', w: 'write-tree', i: 'text', C: 'text', a: 'text' };
const NAMES = [...LONG.keys()];
/** The long option a word's name stands for (itself, or the one option it is a unique prefix of). */
function longOption(name) {
    if (LONG.has(name))
        return name;
    const matches = NAMES.filter((n) => n.startsWith(name));
    return matches.length === 1 ? matches[0] : undefined;
}
function looksLikePath(word) {
    return word.includes('/') || word.startsWith('.') || word.startsWith('~') || /\.(?:whl|tar\.gz|zip)$/.test(word);
}
export function pipTouches(words, dynamic, t) {
    const apply = (effect, value, dyn, option) => {
        if (effect === 'read')
            t.read(value, dyn);
        else if (effect === 'tree' && (dyn || !value.includes('://')))
            t.read(value, dyn, 'tree');
        else if (effect === 'write' && value !== '-')
            t.edit(value, dyn);
        else if (effect === 'write-tree')
            t.edit(value, dyn, 'tree');
        else if (effect === 'problem')
            t.problem(`pip ${option} runs the program it names`);
    };
    let ended = false;
    const operands = [];
    const locations = new Set();
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        const dyn = dynamic[i] ?? false;
        if (!ended && w === '--') {
            ended = true;
            continue;
        }
        if (ended || dyn || !w.startsWith('-') || w === '-') {
            operands.push({ word: w, dynamic: dyn });
            // (A package name is no path; a local directory or archive is read.)
            if (dyn || looksLikePath(w))
                t.read(w, dyn, 'tree');
            continue;
        }
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            const name = eq < 0 ? w.slice(2) : w.slice(2, eq);
            // (`config`'s `--global`, `--glob`: before the prefix that install's `--global-option` would take.)
            const location = LONG.has(name) ? undefined : CONFIG_LOCATIONS.find((l) => name.length > 0 && l.startsWith(name));
            if (location !== undefined) {
                locations.add(location);
                continue;
            }
            const option = longOption(name);
            const effect = option === undefined ? undefined : LONG.get(option);
            if (effect === undefined)
                continue;
            if (eq >= 0)
                apply(effect, w.slice(eq + 1), false, w);
            else if (i + 1 < words.length) {
                i++;
                apply(effect, words[i], dynamic[i] ?? false, w);
            }
            continue;
        }
        // A cluster: its letters until one that takes a value (the rest of the word, or the next).
        for (let k = 1; k < w.length; k++) {
            const effect = SHORT[w[k]];
            if (effect === undefined)
                continue;
            if (k + 1 < w.length)
                apply(effect, w.slice(k + 1), false, w);
            else if (i + 1 < words.length) {
                i++;
                apply(effect, words[i], dynamic[i] ?? false, w);
            }
            break;
        }
    }
    configWrites(operands, locations, t);
}
/** `pip config set|unset|edit`'s files: `--global`'s, `--site`'s (the environment's, unknown here), the user's by default. */
const CONFIG_LOCATIONS = ['global', 'user', 'site'];
const CONFIG_FILES = {
    global: ['/etc/pip.conf', '/etc/xdg/pip/pip.conf', '/Library/Application Support/pip/pip.conf'],
    user: ['~/.config/pip/pip.conf', '~/.pip/pip.conf', '~/Library/Application Support/pip/pip.conf', '~/AppData/Roaming/pip/pip.ini'],
    site: [],
};
function configWrites(operands, locations, t) {
    const [sub, action] = operands;
    if (sub === undefined || (!sub.dynamic && sub.word !== 'config'))
        return;
    if (sub.dynamic || action === undefined || action.dynamic || ['set', 'unset', 'edit'].includes(action.word)) {
        // (An expansion may be the subcommand, the action or a location: every file, and the environment's unknown.)
        const dynamicWords = sub.dynamic || action?.dynamic === true;
        const at = dynamicWords || locations.size === 0 ? (dynamicWords ? CONFIG_LOCATIONS : ['user']) : [...locations];
        for (const l of at)
            for (const f of CONFIG_FILES[l])
                t.edit(f, false, 'none', dynamicWords);
        if (at.includes('site'))
            t.edit('$VIRTUAL_ENV/pip.conf', true);
    }
}
/** `uv pip ARGS` (after uv's own options): pip's files, as `pip ARGS` reads them. */
export function uvPipTouches(words, dynamic, t) {
    for (let k = 1; k < words.length; k++) {
        if (dynamic[k])
            return;
        if (words[k] === 'pip') {
            pipTouches(words.slice(k), dynamic.slice(k), t);
            return;
        }
        // (Before it, only uv's options and their values: `uv --directory d pip …`.)
        if (!words[k].startsWith('-') && !words[k - 1].startsWith('--'))
            return;
    }
}
//# sourceMappingURL=pip-arguments.js.map