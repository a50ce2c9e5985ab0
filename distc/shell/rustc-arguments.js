// rustc and rustdoc (also the words after `--` of `cargo rustc` and `cargo rustdoc`, which cargo
// hands them): `-C linker=PROG` and `-C dlltool=PROG` run PROG (a line the analysis reads, which
// must be allowed too); the linker's arguments (`-C link-arg=`, `link-args=`) are read as a C
// compiler driver's (`-wrapper PROG`, `-fuse-ld=/path`, `-B DIR` run or load programs); rustdoc's
// `--test-builder`, `--test-builder-wrapper` and `--runtool` run PROG. `-Z` (unstable options:
// another codegen backend, a linker's plugin), a `-C` setting not known to be harmless
// (`linker-flavor`, `linker-plugin-lto`, `llvm-args`), a target given by its JSON file (which
// names a linker), `@FILE` (more options) and an expansion where an option may stand are problems.
// The source is read; `-o`, `--out-dir`, `--emit KIND=PATH`, `-C incremental=DIR` written.
import { compilerTouches } from './compiler-arguments.js';
import { quoted } from './tmux-arguments.js';
/** Options that take a value (attached to a short one, `=` or the next word to a long one). */
const VALUE_SHORT = 'oLlCZWADFw';
const VALUE_LONG = new Set(['--codegen', '--out-dir', '--output', '--emit', '--print', '--crate-type', '--crate-name', '--edition', '--cfg', '--check-cfg',
    '--target', '--extern', '--sysroot', '--explain', '--error-format', '--json', '--color', '--diagnostic-width', '--remap-path-prefix', '--cap-lints',
    '--force-warn', '--warn', '--allow', '--deny', '--forbid', '--env-set',
    // (rustdoc's.)
    '--test-builder', '--test-builder-wrapper', '--runtool', '--runtool-arg', '--persist-doctests', '--test-run-directory', '--html-in-header',
    '--html-before-content', '--html-after-content', '--markdown-css', '--extend-css', '--theme', '--playground-url', '--default-theme',
    '--default-setting', '--resource-suffix', '--crate-version', '--document-hidden-items', '--output-format', '--scrape-examples-output-path',
    '--scrape-examples-target-crate', '--with-examples', '--passes', '--index-page', '--markdown-before-content', '--markdown-after-content',
    '--static-root-path', '--extern-html-root-url', '--merge', '--parts-out-dir', '--include-parts-dir', '--doctest-compilation-args']);
/** rustdoc options whose value is a program it runs (unstable, but read as written). */
const PROGRAM_LONG = new Set(['--test-builder', '--test-builder-wrapper', '--runtool']);
/** `-C` settings that only tune code generation: they run, load and name nothing. */
const HARMLESS_CODEGEN = new Set(['code-model', 'codegen-units', 'collapse-macro-debuginfo', 'control-flow-guard', 'debug-assertions', 'debuginfo',
    'default-linker-libraries', 'embed-bitcode', 'extra-filename', 'force-frame-pointers', 'force-unwind-tables', 'inline-threshold',
    'instrument-coverage', 'link-dead-code', 'link-self-contained', 'lto', 'metadata', 'no-prepopulate-passes', 'no-redzone', 'no-stack-check',
    'no-vectorize-loops', 'no-vectorize-slp', 'opt-level', 'help', 'overflow-checks', 'panic', 'passes', 'prefer-dynamic', 'relocation-model',
    'relro-level', 'remark', 'rpath', 'save-temps', 'soft-float', 'split-debuginfo', 'strip', 'symbol-mangling-version', 'target-cpu',
    'target-feature', 'unsafe-allow-abi-mismatch']);
export function rustcTouches(words, dynamic, t) {
    const tool = words[0] ?? 'rustc';
    const rustdoc = tool.endsWith('rustdoc');
    const linkArgs = [];
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (dynamic[i]) {
            // (`rustc $FLAGS a.rs`: the expansion may be `-C linker=PROG`.)
            t.problem(`an expansion may be an option of ${tool} that runs a program (-C linker=PROG)`);
            t.read(w, true);
            continue;
        }
        if (w.startsWith('@')) {
            t.problem(`${tool} ${w.slice(0, 40)} reads more options from a file`);
            continue;
        }
        if (w === '-' || !w.startsWith('-')) {
            if (w !== '-')
                t.read(w);
            continue;
        }
        let name;
        let value;
        let valueDynamic = false;
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            name = eq < 0 ? w : w.slice(0, eq);
            if (eq >= 0)
                value = w.slice(eq + 1);
            else if (VALUE_LONG.has(name) && i + 1 < words.length) {
                value = words[++i];
                valueDynamic = dynamic[i] ?? false;
            }
        }
        else {
            // (getopts reads a cluster's letters until one that takes a value: `-gClinker=x`, `-O -C x`.)
            let k = 1;
            while (k < w.length && !VALUE_SHORT.includes(w[k]))
                k++;
            if (k >= w.length)
                continue;
            name = `-${w[k]}`;
            if (k + 1 < w.length)
                value = w.slice(k + 1);
            else if (i + 1 < words.length) {
                value = words[++i];
                valueDynamic = dynamic[i] ?? false;
            }
        }
        if (name === '-Z') {
            t.problem(`${tool} -Z ${(value ?? '').slice(0, 40)} sets an unstable option (a codegen backend, a linker plugin, …)`.trimEnd());
            continue;
        }
        if (value === undefined)
            continue;
        if (valueDynamic && (name === '-C' || name === '--codegen' || name === '--target' || PROGRAM_LONG.has(name))) {
            t.problem(`${tool} ${name}'s value comes from an expansion: it may name a program it runs`);
            continue;
        }
        if (name === '-C' || name === '--codegen')
            codegenSetting(tool, value, linkArgs, t);
        else if (PROGRAM_LONG.has(name))
            t.run(quoted(value), false);
        else if (name === '-o' && !rustdoc)
            t.edit(value, valueDynamic);
        // (rustdoc's `-o` is its output directory.)
        else if (name === '-o' || name === '--out-dir' || name === '--output' || name === '--persist-doctests')
            t.edit(value, valueDynamic, 'tree');
        else if (name === '--emit') {
            // (`--emit link=PATH,asm=PATH`: each PATH written.)
            for (const kind of value.split(','))
                if (kind.includes('='))
                    t.edit(kind.slice(kind.indexOf('=') + 1), valueDynamic);
        }
        else if (name === '--target' && (value.endsWith('.json') || value.includes('/'))) {
            t.read(value, valueDynamic);
            t.problem(`${tool} --target ${value.slice(0, 40)}: a target file, which may name the linker it runs`);
        }
    }
    // (The linker, a C compiler driver by default, is given these: its own programs and plugins.)
    if (linkArgs.length > 0)
        compilerTouches('cc', ['cc', ...linkArgs], [false, ...linkArgs.map(() => false)], t);
}
/** One `-C KEY[=VALUE]`. */
function codegenSetting(tool, setting, linkArgs, t) {
    const eq = setting.indexOf('=');
    const key = (eq < 0 ? setting : setting.slice(0, eq)).trim();
    const value = eq < 0 ? '' : setting.slice(eq + 1);
    if (key === 'linker' || key === 'dlltool')
        t.run(quoted(value), false);
    else if (key === 'link-arg')
        linkArgs.push(value);
    else if (key === 'link-args')
        linkArgs.push(...value.split(/\s+/).filter(Boolean));
    else if (key === 'incremental' || key === 'profile-generate')
        t.edit(value, false, 'tree');
    else if (key === 'profile-use')
        t.read(value);
    else if (!HARMLESS_CODEGEN.has(key))
        t.problem(`${tool} -C ${setting.slice(0, 40)}: a setting that may choose or load a program (linker-flavor, linker-plugin-lto, llvm-args, …)`);
}
//# sourceMappingURL=rustc-arguments.js.map