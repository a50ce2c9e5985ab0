// pytest (`pytest`, `py.test`, `python -m pytest`): the files its own options write or read, the
// code they load. Read as pytest's argparse reads them: no abbreviations (allow_abbrev=False), a
// value attached with `=` or the next word, `@FILE` reads more arguments from FILE.
// - written: `--junitxml`/`--junit-xml`, `--log-file`, `--debug[=F]` (default `pytestdebug.log`;
//   its value is optional, but argparse takes a next word that is no option), `--resultlog`,
//   `--report-log`; `--basetemp DIR` and `-o cache_dir=DIR` with all below (pytest removes an
//   existing basetemp);
// - read: `-c`/`--config-file`, `--rootdir`, `--confcutdir`, the test paths (beside which
//   `__pycache__` is possibly written);
// - `--pastebin` sends the output to bpaste.net (a host that must be allowed);
// - problems: `-p PLUGIN` (imports it; `-p no:NAME` disables one), `--pdbcls`, xdist's `--tx`
//   (runs the interpreter it names), `-o addopts=…` and ini keys the analysis does not know,
//   `@FILE`, an expansion (it may be any option);
// - a plugin's option (`--html=F`, `--benchmark-json=F`): a value that looks like a path is a
//   possible read and write (a deny or ask rule matching it asks).
/** pytest's short options that take a value (the rest of the cluster or the next word); xdist's `-n`. */
const VALUE_LETTERS = 'kmcpoWrn';
/** pytest's long options that take a value, its plugins' that are common (xdist, cov, timeout). */
const VALUE_LONG = new Set(['maxfail', 'pdbcls', 'capture', 'lfnf', 'last-failed-no-failures', 'durations', 'durations-min', 'verbosity', 'tb',
    'show-capture', 'color', 'code-highlight', 'pastebin', 'junitxml', 'junit-xml', 'junit-prefix', 'pythonwarnings', 'ignore', 'ignore-glob', 'deselect',
    'confcutdir', 'import-mode', 'doctest-report', 'doctest-glob', 'config-file', 'rootdir', 'basetemp', 'override-ini', 'assert', 'log-level',
    'log-format', 'log-date-format', 'log-cli-level', 'log-cli-format', 'log-cli-date-format', 'log-file', 'log-file-mode', 'log-file-level',
    'log-file-format', 'log-file-date-format', 'log-auto-indent', 'log-disable', 'resultlog', 'result-log', 'report-log', 'numprocesses', 'dist',
    'maxprocesses', 'tx', 'rsyncdir', 'cov', 'cov-report', 'cov-config', 'cov-fail-under', 'timeout', 'timeout-method', 'reruns', 'reruns-delay']);
/** Options whose value is optional: only the next word that is no option (argparse `nargs='?'`). */
const OPTIONAL_LONG = new Set(['debug', 'cache-show']);
const WRITES = new Set(['junitxml', 'junit-xml', 'log-file', 'debug', 'resultlog', 'result-log', 'report-log']);
const READS = new Set(['c', 'config-file', 'rootdir', 'confcutdir', 'cov-config']);
/** Ini keys (`-o KEY=VALUE`) that name no file and load no code. */
const HARMLESS_INI = /^(?:log_(?:cli|cli_level|level|format|date_format|cli_format|cli_date_format|auto_indent|file_level|file_format|file_date_format|file_mode)|console_output_style|asyncio_mode|asyncio_default_fixture_loop_scope|junit_(?:family|suite_name|logging|log_passing_tests|duration_report)|xfail_strict|filterwarnings|markers|python_(?:files|classes|functions)|norecursedirs|minversion|empty_parameter_set_mark|faulthandler_timeout|timeout|verbosity_\w+|strict|strict_markers|strict_config|doctest_optionflags|doctest_encoding|cache_dir_ignore|enable_assertion_pass_hook|usefixtures|truncation_limit_\w+)$/;
/** A word that may name a file: it has a `/`, or starts with `~` or `.`, or is a drive path. */
export function looksLikePath(word) {
    return word.includes('/') || word.startsWith('~') || word.startsWith('.') || /^[A-Za-z]:\\/.test(word) || word.startsWith('\\\\');
}
export function pytestTouches(args, t) {
    for (let i = 0; i < args.length; i++) {
        const { word: w, dynamic } = args[i];
        if (dynamic) {
            // (`pytest "$F"` with F=`--basetemp=/x` or `-pPLUGIN`.)
            t.problem('an expansion may be an option of pytest that writes a file or loads code (--basetemp, -p)');
            continue;
        }
        if (w === '--') {
            for (const a of args.slice(i + 1))
                testPath(a, t);
            return;
        }
        const next = (optional) => {
            const n = args[i + 1];
            if (n === undefined || (optional && (n.dynamic || n.word.startsWith('-'))))
                return undefined;
            i++;
            if (n.dynamic)
                t.problem(`the value of pytest ${w} comes from an expansion`);
            return n.dynamic ? undefined : n.word;
        };
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            const name = w.slice(2, eq < 0 ? undefined : eq);
            const known = VALUE_LONG.has(name) || OPTIONAL_LONG.has(name);
            const value = eq >= 0 ? w.slice(eq + 1) : VALUE_LONG.has(name) ? next(false) : OPTIONAL_LONG.has(name) ? next(true) : undefined;
            if (known)
                option(name, value, t);
            // (A plugin's option: its value may be a file it writes.)
            else if (value !== undefined && looksLikePath(value)) {
                t.read(value, false, 'none', true);
                t.edit(value, false, 'none', true);
            }
            continue;
        }
        if (w.startsWith('-') && w.length > 1) {
            for (let k = 1; k < w.length; k++) {
                if (!VALUE_LETTERS.includes(w[k]))
                    continue;
                option(w[k], k + 1 < w.length ? w.slice(k + 1) : next(false), t);
                break;
            }
            continue;
        }
        if (w.startsWith('@')) {
            t.read(w.slice(1));
            t.problem(`pytest ${w} reads more arguments from a file`);
            continue;
        }
        testPath(args[i], t);
    }
}
/** A test path (`tests/test_a.py::test_x`): read, its `__pycache__` possibly written. */
function testPath(a, t) {
    const path = a.dynamic ? a.word : a.word.replace(/::.*$/s, '');
    t.read(path, a.dynamic);
    t.edit(path, a.dynamic, 'none', true);
}
function option(name, value, t) {
    if (name === 'debug' && value === undefined)
        t.edit('pytestdebug.log');
    if (name === 'pastebin')
        t.url('https://bpaste.net/', false, true);
    if (name === 'pdbcls' || name === 'tx')
        t.problem(`pytest --${name} loads code or runs a program it names`);
    if (value === undefined)
        return;
    if (WRITES.has(name))
        t.edit(value);
    else if (name === 'basetemp')
        t.edit(value, false, 'tree');
    else if (READS.has(name))
        t.read(value);
    else if (name === 'rsyncdir')
        t.read(value, false, 'tree');
    else if (name === 'p' && !value.startsWith('no:'))
        t.problem(`pytest -p ${value} loads a plugin: code the analysis does not read`);
    else if (name === 'o' || name === 'override-ini')
        iniOverride(value, t);
    else if (name === 'cov-report') {
        // (`html:DIR`, `xml:FILE`, `json:FILE`, `lcov:FILE`: a report written there.)
        const colon = value.indexOf(':');
        if (colon >= 0)
            t.edit(value.slice(colon + 1), false, 'tree');
    }
}
/** `-o KEY=VALUE`: an ini setting given on the line. */
function iniOverride(setting, t) {
    const eq = setting.indexOf('=');
    const key = setting.slice(0, eq < 0 ? undefined : eq).trim();
    const value = eq < 0 ? '' : setting.slice(eq + 1).trim();
    if (key === 'cache_dir')
        t.edit(value, false, 'tree');
    else if (key === 'log_file' || key === 'junit_xml')
        t.edit(value);
    // (`-o addopts=""` clears the options the ini file adds; a value adds options of its own.)
    else if (key === 'addopts' && value === '')
        return;
    else if (!HARMLESS_INI.test(key))
        t.problem(`pytest -o ${key}=… is a setting that may add options or load code (addopts, pythonpath, plugins)`);
}
//# sourceMappingURL=pytest-arguments.js.map