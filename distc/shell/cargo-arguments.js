// cargo's own options that run, read or write what they name (any subcommand; before `--`, after
// which the words are the test binary's or the program's; for `cargo rustc` and `cargo rustdoc`,
// the compiler's, read in rustc-arguments.ts):
// - `--config KEY=VALUE` (TOML): keys whose value is a program cargo runs (`target.T.runner`, which
//   runs each test binary through it, `*.linker`, `build.rustc`, `build.rustc-wrapper`,
//   `doc.browser`, a credential provider) are lines that must be allowed too, as go's `-exec` is;
//   `build.target-dir` is written; a few keys that run nothing are read as harmless; any other key
//   (`alias.*`, `*.rustflags` with `-C linker=`, `env.*`), a value the analysis cannot read, and
//   `--config FILE` (the same keys, unread) are problems;
// - `--target-dir DIR`, `install --root DIR` and `--artifact-dir DIR` are written with all below
//   (`--path DIR` read so, `--lockfile-path F` written); `--manifest-path FILE` read, and the `target`
//   directory and `Cargo.lock` beside it possibly written;
// - `-Z FLAG` (unstable features: `-Zhost-config`, `-Zunstable-options -C DIR`) is a problem.
// cargo takes a `--config` argument that names an existing file as that file: a KEY=VALUE word that
// is also a file's name is not looked for (no I/O here).
import { rustcTouches } from './rustc-arguments.js';
import { quoted } from './tmux-arguments.js';
/** cargo's short options that take a value (the rest of the cluster or the next word). */
const VALUE_LETTERS = 'pjFZC';
/**
 * cargo's long options (of its subcommands too) that take the next word when not given with `=`.
 * (clap takes no next word that starts with `-` as a value; an expansion is not taken either: it
 * is then read as a word that may be an option.)
 */
const VALUE_LONG = new Set(['--config', '--target-dir', '--manifest-path', '--package', '--jobs', '--features', '--target', '--bin', '--example',
    '--test', '--bench', '--exclude', '--profile', '--color', '--message-format', '--lockfile-path', '--artifact-dir', '--index', '--registry',
    '--root', '--path', '--git', '--branch', '--tag', '--rev', '--name', '--edition', '--vcs', '--token', '--format', '--prefix', '--depth',
    '--invert', '--edges', '--charset']);
/** `--config` keys whose value is a program cargo runs: `target.T.runner`, `host.linker`, … (segments after the first matched by shape). */
const PROGRAM_KEY = /^(?:target\.[^.]+\.(?:runner|linker)|host(?:\.[^.]+)?\.(?:runner|linker)|build\.(?:rustc|rustc-wrapper|rustc-workspace-wrapper|rustdoc)|doc\.browser|(?:registry|registries\.[^.]+)\.credential-provider|registry\.global-credential-providers|credential-alias\.[^.]+)$/;
/** `--config` keys whose value is a directory cargo writes below. */
const DIRECTORY_KEY = /^(?:build\.(?:target-dir|build-dir)|install\.root)$/;
/** `--config` keys that run nothing and name no file or host: a build's switches, the terminal's, profiles' code generation. */
const HARMLESS_KEY = /^(?:build\.(?:jobs|incremental|pipelining)|term\.[^.]+|net\.(?:retry|offline|git-fetch-with-cli)|http\.(?:timeout|multiplexing|debug|low-speed-limit|check-revoke)|cargo-new\.vcs|future-incompat-report\.frequency|profile\.(?:[^.]+\.)+(?:opt-level|debug|debug-assertions|overflow-checks|lto|panic|incremental|codegen-units|rpath|strip|split-debuginfo))$/;
export function cargoTouches(words, dynamic, t) {
    const takesNext = (i) => i + 1 < words.length && !dynamic[i + 1] && !words[i + 1].startsWith('-');
    let subcommand;
    let manifest;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            // (`cargo test "$F"` with F=`--config=target.x.runner="rm"`.)
            t.problem('an expansion may be an option of cargo that runs a program (--config target.*.runner=…)');
            continue;
        }
        if (w === '--') {
            // (`cargo rustc -- -C linker=PROG`: the rest are the compiler's own flags.)
            if (subcommand === 'rustc' || subcommand === 'rustdoc')
                rustcTouches([subcommand, ...words.slice(i + 1)], [false, ...dynamic.slice(i + 1)], t);
            return;
        }
        // (`cargo +nightly rustc`: a toolchain first.)
        if (!/^[-+]/.test(w) || w === '-')
            subcommand ??= w;
        let name;
        let value;
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            name = eq < 0 ? w : w.slice(0, eq);
            if (eq >= 0)
                value = w.slice(eq + 1);
            else if (VALUE_LONG.has(name) && takesNext(i))
                value = words[++i];
        }
        else if (w.startsWith('-') && w.length > 1) {
            // (A cluster's letters until one that takes a value: `-vZflag`, `-p x`.)
            let k = 1;
            while (k < w.length && !VALUE_LETTERS.includes(w[k]))
                k++;
            if (k >= w.length)
                continue;
            name = `-${w[k]}`;
            if (k + 1 < w.length)
                value = w.slice(k + 1);
            else if (takesNext(i))
                value = words[++i];
        }
        else
            continue;
        if (name === '-Z')
            t.problem(`cargo -Z ${value ?? ''} enables an unstable feature (host configuration, another directory, …)`.trimEnd());
        if (value === undefined)
            continue;
        if (name === '--config')
            configArgument(value, t);
        else if (name === '--target-dir' || name === '--root' || name === '--artifact-dir')
            t.edit(value, false, 'tree');
        // (`cargo install --path DIR` builds the package there.)
        else if (name === '--path')
            t.read(value, false, 'tree');
        else if (name === '--lockfile-path')
            t.edit(value);
        else if (name === '--manifest-path') {
            manifest = value;
            // (Another package: built in its workspace's target directory, its lock file written; the
            // workspace's top may be a directory above, so these are possible writes.)
            t.read(value);
            const directory = value.includes('/') ? value.slice(0, value.lastIndexOf('/') + 1) : '';
            t.edit(`${directory}target`, false, 'tree', true);
            t.edit(`${directory}Cargo.lock`, false, 'none', true);
        }
    }
    // (`cargo package`/`publish` pack the package's directory, every file not ignored, keys
    // included, and publish uploads it.)
    if (subcommand === 'package' || subcommand === 'publish') {
        const directory = manifest?.includes('/') === true ? manifest.slice(0, manifest.lastIndexOf('/') + 1) : '.';
        t.read(directory, false, 'tree');
    }
}
/** One `--config` argument: `KEY=VALUE` in TOML, or a configuration file. */
function configArgument(argument, t) {
    const setting = tomlSetting(argument);
    if (setting === undefined) {
        // (A file, or text cargo would refuse: either way its settings are unknown.)
        t.read(argument);
        t.problem(`cargo --config ${argument.slice(0, 80)}: a configuration file or setting the analysis cannot read`);
        return;
    }
    const { key, value } = setting;
    if (PROGRAM_KEY.test(key)) {
        // (A string is split at whitespace, an array is the words: the program and its arguments.)
        const lines = key === 'registry.global-credential-providers' && Array.isArray(value) ? value.map((v) => [v]) : [typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : value];
        for (const line of lines)
            if (Array.isArray(line) && line.every((v) => typeof v === 'string'))
                t.run(line.map(quoted).join(' '), false);
            else
                t.problem(`cargo --config ${key}: a program the analysis cannot read`);
    }
    else if (DIRECTORY_KEY.test(key) && typeof value === 'string')
        t.edit(value, false, 'tree');
    else if (!HARMLESS_KEY.test(key))
        t.problem(`cargo --config ${key}: a setting that may run a program or name a file (alias, rustflags, env, …)`);
}
/**
 * `KEY=VALUE` as cargo reads a `--config` setting: a dotted key of bare or quoted parts, and a
 * string, an array of strings, or a number or boolean (`true` here); undefined when the text is
 * anything else (an escape, a multi-line string, an inline table).
 */
export function tomlSetting(text) {
    const m = /^\s*((?:[A-Za-z0-9_-]+|"[^"\\]*"|'[^']*')(?:\s*\.\s*(?:[A-Za-z0-9_-]+|"[^"\\]*"|'[^']*'))*)\s*=(.*)$/s.exec(text);
    if (m === null)
        return undefined;
    const key = [...m[1].matchAll(/[A-Za-z0-9_-]+|"([^"\\]*)"|'([^']*)'/g)].map((p) => p[1] ?? p[2] ?? p[0]).join('.');
    // (The value trimmed after the match: a lazy group before \s*$ was quadratic in a run of blanks.)
    const raw = m[2].trim();
    const string = tomlString(raw);
    if (string !== undefined)
        return { key, value: string };
    if (/^(?:true|false|[+-]?[0-9][0-9_]*(?:\.[0-9_]+)?)$/.test(raw))
        return { key, value: true };
    const inner = arrayItemsText(raw);
    if (inner === undefined)
        return undefined;
    const items = inner === '' ? [] : splitAtCommas(inner).map(tomlString);
    return items.every((v) => v !== undefined) ? { key, value: items } : undefined;
}
/** A one-line TOML string without escapes (`"x"`, `'x'`), or undefined. */
function tomlString(raw) {
    const m = /^"([^"\\\n]*)"$|^'([^'\n]*)'$/.exec(raw);
    return m === null || raw.startsWith('"""') || raw.startsWith("'''") ? undefined : (m[1] ?? m[2]);
}
// As text.split(/\s*,\s*/) without the regex (retried from each blank of a long run): blanks beside a comma dropped.
function splitAtCommas(text) {
    const parts = text.split(',');
    return parts.map((part, i) => {
        const start = i > 0 ? part.trimStart() : part;
        return i < parts.length - 1 ? start.trimEnd() : start;
    });
}
// As /^\[\s*(.*?)\s*,?\s*\]$/s's group without the regex (cubic in a long run of blanks): the text
// between the brackets without its blanks at both ends and one trailing comma.
function arrayItemsText(raw) {
    if (!raw.startsWith('[') || !raw.endsWith(']') || raw.length < 2)
        return undefined;
    const inner = raw.slice(1, -1).trim();
    return inner.endsWith(',') ? inner.slice(0, -1).trimEnd() : inner;
}
//# sourceMappingURL=cargo-arguments.js.map