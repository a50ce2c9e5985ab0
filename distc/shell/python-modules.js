// `python -m MODULE ARGS`: the standard library's modules that run code the line gives them
// (timeit's statements), that run a file named on the line (cProfile, pdb, doctest), that read
// code from standard input (code, asyncio), and that read and write the files named on the
// line (zipfile -e, tarfile -e, json.tool, gzip, py_compile, venv). Each is read by its own
// options (argparse, optparse or getopt, as the module parses them); the network clients'
// hosts (python-network-modules.ts). Any other module's words are read as a script's are: files
// it may read or write, hosts it may reach (possible parts), and the URLs among them Domain parts.
import { grammar, letterGrammar, resolveLong, scan } from './long-options.js';
import { inlineCodeTouches } from './inline-code.js';
import { packageModuleHosts } from './package-hosts.js';
import { urlsIn } from './url-words.js';
import { pytestTouches } from './pytest-arguments.js';
import { pipTouches } from './pip-arguments.js';
import { descriptorPath } from './line-input.js';
import { PYTHON_NETWORK_MODULES } from './python-network-modules.js';
/** A module's options and operands, as getopt_long and argparse read them. */
function parsed(module, args, letters, longArgs, t, maxOperands = Infinity) {
    const g = letterGrammar(letters, longArgs);
    return scan(`python -m ${module}`, ['', ...args.map((a) => a.word)], [false, ...args.map((a) => a.dynamic)], g.grammar, g.flags, t, maxOperands);
}
/** The values of the options named (by letter or long name). */
function values(options, ...names) {
    return options.flatMap((o) => (names.includes(o.name) && o.value !== undefined ? [o.value] : []));
}
/** The words after `w` (the first word spelled as it is). */
const after = (args, w) => args.slice(args.findIndex((a) => a.word === w.word && a.dynamic === w.dynamic) + 1);
const has = (options, ...names) => options.some((o) => names.includes(o.name));
/**
 * Whether a long flag abbreviates one of `names` (argparse takes a unique prefix: trace's
 * `--mod`, `--mo` are `--module`; session 41, `python3 -m trace --mod ftplib evil.com` was read
 * as a script and allowed beside Domain(evil.com)). Broadly: any prefix of two letters or more.
 */
function abbreviates(options, names) {
    return options.some((o) => o.name.length >= 2 && !o.name.startsWith('-') && names.some((n) => n.length > 2 && !n.startsWith('-') && n.startsWith(o.name)));
}
/** timeit (getopt, options end at the first statement): the setup (`-s`) and the statements are code, run together. */
const TIMEIT_LONG = grammar('number setup repeat unit', 'time clock process verbose help', {});
function timeit(args, t) {
    const code = [];
    let i = 0;
    for (; i < args.length; i++) {
        const { word: w, dynamic } = args[i];
        if (dynamic || w === '--' || !w.startsWith('-') || w === '-')
            break;
        const next = () => args[++i];
        if (w.startsWith('--')) {
            const eq = w.indexOf('=');
            const name = resolveLong(TIMEIT_LONG, eq > 0 ? w.slice(2, eq) : w.slice(2));
            if (name === undefined || name === 'ambiguous')
                t.problem(`python -m timeit ${w} is not an option the analysis knows`);
            const value = eq > 0 ? { word: w.slice(eq + 1), dynamic: false } : TIMEIT_LONG.args.has(name ?? '') ? next() : undefined;
            if (name === 'setup' && value !== undefined)
                code.push(value);
            continue;
        }
        for (let k = 1; k < w.length; k++) {
            if (!'nusr'.includes(w[k]))
                continue;
            const value = k + 1 < w.length ? { word: w.slice(k + 1), dynamic: false } : next();
            if (w[k] === 's' && value !== undefined)
                code.push(value);
            break;
        }
    }
    if (args[i]?.word === '--' && !args[i].dynamic)
        i++;
    code.push(...args.slice(i));
    if (code.some((c) => c.dynamic))
        t.problem('python -m timeit is given code from an expansion');
    else if (code.length > 0)
        inlineCodeTouches('python', code.map((c) => c.word).join('\n'), t);
}
/** A module that runs a script (cProfile, profile, trace, pdb): `-m MODULE` instead runs that module. */
function scriptRunner(module, letters, longArgs, moduleFlag) {
    return (args, t, stdinCode) => {
        const s = parsed(module, args, letters, longArgs, t, 1);
        for (const out of values(s.options, '-o', 'outfile'))
            t.edit(out.word, out.dynamic);
        // (trace: its counts file is read and written, its report written below the directory.)
        for (const f of values(s.options, '-f', 'file'))
            t.add('edit', f.word, f.dynamic, 'none', false);
        for (const d of values(s.options, '-C', 'coverdir'))
            t.edit(d.word, d.dynamic, 'tree');
        // (pdb -c: debugger commands, python among them.)
        if (module === 'pdb' && has(s.options, '-c', 'command'))
            t.problem('python -m pdb -c runs debugger commands');
        const [target] = s.operands;
        const rest = target === undefined ? [] : after(args, target);
        const named = values(s.options, '-m')[0];
        if (named !== undefined && module === 'pdb')
            pythonModuleTouches(named, after(args, named), t, stdinCode);
        else if (target !== undefined && (has(s.options, ...moduleFlag) || abbreviates(s.options, moduleFlag)))
            pythonModuleTouches(target, rest, t, stdinCode);
        else if (target !== undefined) {
            scriptTouches(target, t, stdinCode);
            // (The script's words, as `python3 x.py WORDS`'s: `python3 -m cProfile x.py /etc/passwd` was allowed, session 41.)
            t.scriptArguments ??= rest;
        }
    };
}
/** A script a module runs (cProfile, trace, pdb, doctest): a file is read, standard input's code is read as python's. */
function scriptTouches(script, t, stdinCode) {
    // (Standard input named as a file, `-` or `/dev/stdin` (line-input.ts): the runner reads its program there, as python does.)
    const descriptor = script.dynamic ? undefined : script.word === '-' ? 'stdin' : descriptorPath(script.word);
    if (script.word !== '-' || script.dynamic)
        t.read(script.word, script.dynamic);
    if (descriptor === 'stdin')
        stdinCode();
    else if (descriptor === 'other')
        t.problem(`the module runs a script from an open file descriptor (${script.word}), whose text is not known`);
}
/** Standard-library modules whose command line prints or parses the files it names (tabnanny and lib2to3 walk directories). */
const FILE_PRINTERS = ['tokenize', 'ast', 'dis', 'quopri', 'pickle', 'pickletools', 'tabnanny', 'pyclbr', 'symtable', 'json', 'imghdr', 'sndhdr',
    'pstats'];
const MODULES = new Map([
    ['timeit', (args, t) => timeit(args, t)],
    // (`python -m webbrowser evil.com` opens http://evil.com in a browser: a host without a scheme.)
    ['webbrowser', (args, t) => {
            for (const a of args)
                if (a.dynamic || (!a.word.startsWith('-') && !a.word.includes('://')))
                    t.url(a.dynamic ? a.word : `http://${a.word}/`, a.dynamic);
        }],
    ['pytest', (args, t) => pytestTouches(args, t)],
    ['py.test', (args, t) => pytestTouches(args, t)],
    // Interactive interpreters: what standard input gives them is python.
    ['code', (_args, _t, stdinCode) => stdinCode()],
    ['asyncio', (_args, _t, stdinCode) => stdinCode()],
    ['pdb', (args, t, stdinCode) => {
            // (Its commands come from standard input too: `!CODE`, and any python expression.)
            if (t.stdin !== undefined)
                t.problem('python -m pdb reads debugger commands from standard input');
            scriptRunner('pdb', 'cm', ['command'], [])(args, t, stdinCode);
        }],
    ['cProfile', scriptRunner('cProfile', 'os', ['outfile', 'sort'], ['-m'])],
    ['profile', scriptRunner('profile', 'os', ['outfile', 'sort'], ['-m'])],
    ['trace', scriptRunner('trace', 'fC', ['file', 'coverdir', 'ignore-module', 'ignore-dir'], ['module'])],
    ['runpy', (args, t, stdinCode) => {
            if (args[0] !== undefined)
                pythonModuleTouches(args[0], args.slice(1), t, stdinCode);
        }],
    // (Files it runs: a .py is imported, a text file's `>>>` examples are run.)
    ['doctest', (args, t, stdinCode) => {
            for (const f of parsed('doctest', args, 'o', ['option'], t).operands) {
                if (!f.dynamic && (f.word === '-' || descriptorPath(f.word) === 'stdin'))
                    t.problem('python -m doctest runs the examples standard input gives it');
                scriptTouches(f, t, stdinCode);
            }
        }],
    ['zipfile', (args, t) => archive('zipfile', args, t)],
    ['tarfile', (args, t) => archive('tarfile', args, t)],
    ['json.tool', (args, t) => {
            const [input, output] = parsed('json.tool', args, '', ['indent'], t).operands;
            if (input !== undefined)
                t.read(input.word, input.dynamic);
            if (output !== undefined)
                t.edit(output.word, output.dynamic);
        }],
    ['gzip', (args, t) => {
            const s = parsed('gzip', args, '', [], t);
            const decompress = has(s.options, '-d', 'decompress');
            for (const f of s.operands) {
                t.read(f.word, f.dynamic);
                t.edit(decompress ? f.word.replace(/\.gz$/, '') : `${f.word}.gz`, f.dynamic);
            }
        }],
    ['base64', (args, t) => {
            for (const f of parsed('base64', args, '', [], t).operands)
                t.read(f.word, f.dynamic);
        }],
    ['uu', (args, t) => {
            const [input, output] = parsed('uu', args, '', [], t).operands;
            if (input !== undefined)
                t.read(input.word, input.dynamic);
            if (output !== undefined)
                t.edit(output.word, output.dynamic);
        }],
    // (Each file's `__pycache__/NAME.*.pyc` beside it; `-` names the files on standard input.)
    ['py_compile', (args, t) => {
            for (const f of parsed('py_compile', args, '', [], t).operands) {
                if (f.word === '-' && !f.dynamic)
                    t.problem('python -m py_compile - reads the files it compiles from standard input');
                t.read(f.word, f.dynamic);
                const slash = f.word.lastIndexOf('/');
                t.edit(`${slash < 0 ? '' : f.word.slice(0, slash + 1)}__pycache__`, f.dynamic, 'tree');
            }
        }],
    ['compileall', (args, t) => {
            const s = parsed('compileall', args, 'rdspxijoe', ['invalidation-mode'], t);
            for (const list of values(s.options, '-i'))
                t.read(list.word, list.dynamic);
            // (With no operand, or a list of names, it compiles the directories of sys.path.)
            if (s.operands.length === 0 || has(s.options, '-i'))
                t.edit('', true);
            for (const f of s.operands) {
                t.read(f.word, f.dynamic, 'tree');
                t.edit(f.word, f.dynamic, 'tree');
            }
        }],
    ['venv', (args, t) => {
            for (const d of parsed('venv', args, '', ['prompt'], t).operands)
                t.edit(d.word, d.dynamic, 'tree');
        }],
    // (-w writes NAME.html in the working directory; a name with a `/` is a file it imports.)
    ['pydoc', (args, t) => {
            const s = parsed('pydoc', args, 'kpn', [], t);
            if (has(s.options, '-w'))
                t.glob('edit', '*.html', '*.html');
            for (const f of s.operands)
                if (f.dynamic || f.word.includes('/'))
                    t.read(f.word, f.dynamic);
        }],
    // Modules that print or parse each file named on the line (`-m tokenize .env` prints its
    // words; `-m pickle F` unpickles, `-m sqlite3 F` opens a database to change); their few option
    // values are read as files too, which costs nothing where no rule names them.
    ...FILE_PRINTERS.map((n) => [n, (args, t) => {
            for (const a of args)
                if (a.dynamic || !a.word.startsWith('-'))
                    t.read(a.word, a.dynamic, n === 'tabnanny' ? 'tree' : 'none');
        }]),
    // (2to3 prints its diffs of each file or directory named, and with -w rewrites them.)
    ['lib2to3', (args, t) => {
            const write = args.some((a) => a.dynamic || a.word === '-w' || a.word === '--write' || /^-[^-]*w/.test(a.word));
            for (const a of args) {
                if (!a.dynamic && a.word.startsWith('-'))
                    continue;
                t.read(a.word, a.dynamic, 'tree');
                if (write)
                    t.edit(a.word, a.dynamic, 'tree');
            }
        }],
    // Packers of a whole directory: zipapp packs SOURCE (into `-o` or SOURCE.pyz), build packs the
    // project (`.` by default) into `--outdir` (dist/): every file below, secrets included.
    ['zipapp', (args, t) => {
            const s = parsed('zipapp', args, 'opm', ['output', 'python', 'main'], t);
            const outputs = values(s.options, '-o', 'output');
            for (const o of outputs)
                t.edit(o.word, o.dynamic);
            for (const f of s.operands) {
                t.read(f.word, f.dynamic, 'tree');
                if (outputs.length === 0 && !has(s.options, '--info', 'info'))
                    t.edit(`${f.word.replace(/(?<!\/)\/+$/, '')}.pyz`, f.dynamic);
            }
        }],
    ['build', (args, t) => {
            const s = parsed('build', args, 'oC', ['outdir', 'config-setting', 'installer'], t);
            const [source = { word: '.', dynamic: false }] = s.operands;
            t.read(source.word, source.dynamic, 'tree');
            const outdirs = values(s.options, '-o', 'outdir');
            if (outdirs.length === 0)
                t.edit(`${source.word.replace(/(?<!\/)\/+$/, '')}/dist`, source.dynamic, 'tree');
            for (const o of outdirs)
                t.edit(o.word, o.dynamic, 'tree');
        }],
    ['sqlite3', (args, t) => {
            for (const a of args)
                if (a.dynamic || !a.word.startsWith('-'))
                    t.edit(a.word, a.dynamic);
        }],
    // (IDLE runs `-c CMD` and `-r FILE`, and opens its operands to edit.)
    ...['idlelib', 'idlelib.idle', 'idle'].map((n) => [n, (_args, t) => t.problem(`python -m ${n} is an editor that runs code`)]),
    // (It serves the working directory, or -d DIR, to the network: read whole.)
    ...['http.server', 'SimpleHTTPServer', 'CGIHTTPServer'].map((n) => [n, (args, t) => {
            const dirs = values(parsed(n, args, 'bdp', ['directory', 'bind', 'protocol'], t).options, '-d', 'directory');
            if (dirs.length === 0)
                t.read('.', false, 'tree');
            for (const d of dirs)
                t.read(d.word, d.dynamic, 'tree');
        }]),
]);
/** zipfile and tarfile: `-e ARCHIVE [DIR]` extracts below DIR, `-c ARCHIVE FILES` writes ARCHIVE from FILES, `-l`/`-t` read. */
function archive(module, args, t) {
    const s = parsed(module, args, 'elct', ['extract', 'list', 'create', 'test', 'filter', 'metadata-encoding'], t);
    for (const a of values(s.options, '-l', 'list', '-t', 'test', '-e', 'extract'))
        t.read(a.word, a.dynamic);
    if (has(s.options, '-e', 'extract')) {
        const dir = s.operands[0] ?? { word: '.', dynamic: false };
        t.edit(dir.word, dir.dynamic, 'tree');
    }
    for (const a of values(s.options, '-c', 'create'))
        t.edit(a.word, a.dynamic);
    if (has(s.options, '-c', 'create'))
        for (const f of s.operands)
            t.read(f.word, f.dynamic, 'tree');
}
/**
 * `python -m MODULE ARGS`. The URLs among the words are Domain parts (`python -m pip install
 * URL`); a module from an expansion may be any of the above.
 */
export function pythonModuleTouches(module, args, t, stdinCode) {
    // (pip's words as pip's own line: its scheme-less proxy, an expansion where it fetches; and
    // its files, `-r F`, `-c F`, a local package directory, as `pip`'s.)
    if (!module.dynamic && packageModuleHosts(module.word, args.map((a) => a.word), args.map((a) => a.dynamic), t)) {
        if (module.word === 'pip')
            pipTouches(['pip', ...args.map((a) => a.word)], [false, ...args.map((a) => a.dynamic)], t);
        return;
    }
    for (const a of args)
        if (!a.dynamic && a.word.includes('://'))
            urlsIn(a.word, t);
    if (module.dynamic) {
        t.problem('python -m runs a module named by an expansion');
        return;
    }
    const reader = MODULES.get(module.word);
    const network = reader === undefined ? PYTHON_NETWORK_MODULES.get(module.word) : undefined;
    if (reader !== undefined)
        reader(args, t, stdinCode);
    else if (network !== undefined)
        network(args, t);
    // (Any other module is code the analysis has not read, as a script is: its words may name files
    // it reads or writes and hosts it reaches. `python3 -m shlex /etc/passwd` printed the file.)
    else
        t.scriptArguments ??= args;
}
//# sourceMappingURL=python-modules.js.map