// deno and bun (reference E.11): the script they run is read, as node's and python's are
// (script-arguments.ts), with the files their options name (`--config`, `--import-map`,
// `--env-file`, `--preload`); `deno task NAME` and `bun run NAME` run a script of deno.json or
// package.json, read as `npm run` reads package.json (its lines are covered by the tool's allow
// rule). The words of their other subcommands (`deno fmt F`, `bun build F --outdir D`) are
// possible paths (possible-paths.ts). Code given on the line (`deno eval`, `bun -e`) is
// foreign-code.ts's; `bun x`, `bun exec` run a command (runner-specs.ts).
import { fileUrlPath } from './file-touches.js';
import { foreignCodeTouches } from './foreign-code.js';
import { possiblePaths } from './possible-paths.js';
import { descriptorPath } from './line-input.js';
const set = (words) => new Set(words.split(/\s+/).filter(Boolean));
/**
 * Subcommands that run no script with the line's words (formatters, linters, type checkers,
 * package managers): `deno fmt F`, `bun build F` (unknown-programs.ts). Not run,
 * serve, task, eval, test or bench (a test may read its arguments), nor init (`deno init --npm`), create or x.
 */
const RUN_NO_WORDS = {
    deno: set('fmt lint check doc info types completions cache clean coverage help'),
    bun: set('build install i add a remove rm update outdated pm upgrade info why completions help audit'),
};
/** Whether deno's or bun's subcommand, its first word, runs no words of the line (RUN_NO_WORDS). */
export function runtimeRunsNoWords(name, words, dynamic) {
    const subcommands = RUN_NO_WORDS[name];
    return subcommands !== undefined && words.length > 1 && !dynamic[1] && subcommands.has(words[1]);
}
const DENO = {
    subcommands: set(`run serve task eval repl add remove install uninstall outdated update bench cache check clean compile completions
    coverage doc fmt info init jupyter lint lsp publish test types upgrade vendor bundle help x approve-scripts deploy audit`),
    runs: set('run serve x'),
    scriptFiles: ['deno.json', 'deno.jsonc', 'package.json'],
    tasks: set('task'),
    runners: set(''),
    reads: set('-c --config --import-map --env-file --cert --preload --require --import --lock'),
    flags: set(`-A --allow-all -q --quiet -r --reload --no-check --check --no-remote --no-npm --no-config --no-lock --cached-only --unstable
    --inspect --inspect-brk --inspect-wait --no-clear-screen --frozen --node-modules-dir --vendor --no-prompt --allow-read --allow-write
    --allow-net --allow-env --allow-run --allow-sys --allow-ffi --allow-hrtime --allow-import --allow-scripts --deny-read --deny-write
    --deny-net --deny-env --deny-run --deny-sys --deny-ffi --deny-import -R -W -N -E -S -I -P --coverage --parallel --doc --trace-leaks
    --fail-fast --shuffle --permit-no-files --clean --no-run --v8-flags --unsafely-ignore-certificate-errors --json --dry-run -g --global
    -f --force -D --dev --open --no-code-cache --watch --watch-hmr --hmr --watch-exclude --env-file --lock -h --help -V --version`),
};
const BUN = {
    subcommands: set(`run test x repl exec install i add a remove rm update outdated link unlink pm build init create c upgrade publish
    patch patch-commit audit info why completions discord help getcompletes`),
    runs: set('run'),
    scriptFiles: ['package.json'],
    tasks: set(''),
    runners: set('x exec'),
    reads: set('-r --preload --require --import --env-file --tsconfig-override -c --config'),
    flags: set(`--watch --hot --no-clear-screen --smol --bun -b --silent --if-present --no-install --prefer-offline --prefer-latest
    --expose-gc --no-deprecation --throw-deprecation --zero-fill-buffers --no-addons --use-system-ca --use-openssl-ca --inspect
    --inspect-wait --inspect-brk --no-macros --revision -i -u --update-snapshots --todo --only --coverage --bail -h --help -v --version`),
};
export function denoTouches(words, dynamic, t) {
    runtimeTouches(DENO, words, dynamic, t);
    // (`deno run --env-file` without a value reads `.env` where it runs.)
    if (words.includes('--env-file'))
        t.implicitRead('.env');
}
export function bunTouches(words, dynamic, t) {
    runtimeTouches(BUN, words, dynamic, t);
    // (`bun pm pack` and `bun publish` pack the working directory's package: every file below.)
    const [sub, next] = words.filter((w, k) => k > 0 && !dynamic[k] && !w.startsWith('-'));
    if ((sub === 'pm' && next === 'pack') || sub === 'publish')
        t.read('.', false, 'tree');
}
/**
 * The runtime's words read left to right: options (their file values read), the subcommand,
 * then the script (read; a name also a script of its scripts files) or the operands (possible
 * paths). An option the grammar does not know may take the next word: that word is read too,
 * and the script is looked for after it (every doubt adds a path).
 */
function runtimeTouches(g, words, dynamic, t) {
    // (Code given on the line, or an expansion that may be such an option: problems.)
    foreignCodeTouches(words, dynamic, t);
    const others = [''];
    const othersDynamic = [false];
    let sub;
    let mayBeValue = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        const runs = sub === undefined || g.runs.has(sub);
        if (dynamic[i]) {
            // (An expansion may be the script, or a file option's value.)
            t.read(w, true);
            mayBeValue = false;
            continue;
        }
        if (w === '--') {
            if (runs)
                script(g, words[i + 1], dynamic[i + 1] ?? false, t);
            else {
                others.push(...words.slice(i + 1));
                othersDynamic.push(...dynamic.slice(i + 1));
            }
            break;
        }
        if (w.length > 1 && w[0] === '-') {
            const eq = w.indexOf('=');
            const name = eq < 0 ? w : w.slice(0, eq);
            mayBeValue = false;
            if (g.reads.has(name) && eq >= 0)
                readFile(w.slice(eq + 1), false, t);
            else if (g.reads.has(name) && !g.flags.has(name) && i + 1 < words.length) {
                i++;
                readFile(words[i], dynamic[i] ?? false, t);
            }
            else if (eq >= 0) {
                others.push(w);
                othersDynamic.push(false);
            }
            else if (!g.flags.has(name))
                mayBeValue = true;
            continue;
        }
        if (mayBeValue) {
            // (An unknown option's value, or the script: read, and the script looked for after it too.)
            mayBeValue = false;
            if (runs)
                script(g, w, false, t);
            else {
                others.push(w);
                othersDynamic.push(false);
            }
            continue;
        }
        if (sub === undefined && g.subcommands.has(w)) {
            sub = w;
            if (g.runners.has(w))
                return;
            continue;
        }
        if (sub !== undefined && g.tasks.has(sub)) {
            for (const f of g.scriptFiles)
                t.implicitRead(f);
            break;
        }
        if (runs) {
            // (The words after it are the script's.)
            script(g, w, false, t);
            break;
        }
        others.push(w);
        othersDynamic.push(false);
    }
    possiblePaths(others, othersDynamic, 'bash', t);
}
/** The script a runtime runs, or `-` (standard input); a bare name may be a script of its scripts files (`bun run dev`). */
function script(g, w, isDynamic, t) {
    if (w === undefined)
        return;
    // (`-`, `/dev/stdin`, `/dev/fd/0` and other descriptors: line-input.ts.)
    if (!isDynamic && (w === '-' || descriptorPath(w) !== undefined)) {
        t.problem('the runtime reads its program from standard input or another descriptor, which is not analyzed');
        return;
    }
    readFile(w, isDynamic, t);
    if (!isDynamic && !w.includes('/'))
        for (const f of g.scriptFiles)
            t.implicitRead(f);
}
/** A file it reads; a URL or package specifier names no file here (`https://h/x.ts`, `npm:pkg`, `jsr:@s/p`: package-hosts.ts reads their hosts). */
function readFile(w, isDynamic, t) {
    if (isDynamic) {
        t.read(w, true);
        return;
    }
    if (/^file:/i.test(w)) {
        const path = fileUrlPath(w);
        if (path === undefined)
            t.problem(`a file: URL the analysis cannot read (${w.slice(0, 80)})`);
        else
            t.read(path);
        return;
    }
    if (/^[a-z][\w+.-]*:/i.test(w) && !/^[a-z]:[\\/]/i.test(w))
        return;
    t.read(w);
}
//# sourceMappingURL=js-runtimes.js.map